import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LegacyKit, startLegacyKit } from './test-kit';

/*
 * The contact address a lawyer reads in a mail or notice is the caller's own,
 * from the token. The probe mailed a lawyer `nuevo_caso` with another client's address as contact.
 */

let kit: LegacyKit;

beforeAll(async () => {
  kit = await startLegacyKit();
});

afterAll(async () => {
  await kit.close();
});

const mailed = () => kit.emulator.context.outbox.list().length;
const inMail = (address: string) => address.replaceAll('.', '[.]');

describe('sendMailToLawyer', () => {
  const newCase = (extra: Record<string, string> = {}) => ({
    client_name: 'Lucía Fernández',
    lawyer_id: kit.fx.demoCase.lawyer,
    title_mail: 'Nuevo caso',
    type: 'nuevo_caso',
    consultation_title: 'Despido',
    ...extra,
  });

  it("refuses nuevo_caso with another client's address as contact, and mails nothing", async () => {
    const sent = mailed();
    const reply = await kit.call('sendMailToLawyer', newCase({ email_justiciable: kit.other.email }), kit.demo.token);
    expect(reply.http).toBe(403);
    expect(reply.body).toEqual({
      status: 403,
      message: 'No tiene autorización para acceder a los datos de otro usuario',
    });
    expect(mailed()).toBe(sent);
  });

  it("gives the caller's own address from the token, whether the query names it (in any case) or not", async () => {
    for (const query of [newCase({ email_justiciable: kit.demo.email.toUpperCase() }), newCase()]) {
      expect((await kit.call('sendMailToLawyer', query, kit.demo.token)).body.status).toBe(200);
      expect(kit.lastMail()?.body).toBe(
        `Lucía Fernández creó el caso "Despido". Correo de contacto: ${inMail(kit.demo.email)}.`,
      );
      expect(kit.lastMail()?.data['email']).toBe(kit.demo.email);
    }
  });

  it('gives no address for a public link consultation without a session, whatever the query says', async () => {
    const reply = await kit.call('sendMailToLawyer', {
      client_name: 'Rodrigo Paz',
      lawyer_id: kit.fx.freeLawyer.id,
      title_mail: 'Nueva consulta a través de su link',
      type: 'consulta_via_link',
      consultation_title: 'Despido',
      email_justiciable: kit.other.email,
    });
    expect(reply.body.status).toBe(200);
    expect(kit.lastMail()?.body).toBe('Rodrigo Paz le envió una consulta desde su link: "Despido".');
    expect(JSON.stringify(kit.lastMail())).not.toContain(kit.other.email);
  });
});

describe('notificationNewCaseCreated', () => {
  const notice = (extra: Record<string, string>) => ({
    id_justiciable: kit.demo.sub,
    id_lawyer: kit.fx.demoCase.lawyer,
    id_group: kit.fx.demoCase.group,
    client_name: 'Lucía Fernández',
    id_case: kit.fx.demoCase.id,
    consultation_title: 'Despido',
    notification_type: 'new_case',
    ...extra,
  });

  it("refuses another client's address, and notifies nothing", async () => {
    const sent = mailed();
    expect(
      (await kit.call('notificationNewCaseCreated', notice({ email_justiciable: kit.other.email }), kit.demo.token))
        .http,
    ).toBe(403);
    expect(mailed()).toBe(sent);
  });

  it("gives the caller's own address when the query gives none", async () => {
    expect((await kit.call('notificationNewCaseCreated', notice({}), kit.demo.token)).body.status).toBe(200);
    expect(kit.lastMail()?.body).toBe(
      `Lucía Fernández inició la consulta "Despido". Correo: ${inMail(kit.demo.email)}.`,
    );
  });
});

describe('sendRequestToAbogado', () => {
  it("refuses a contact request giving another client's address, and stores and mails nothing", async () => {
    const sent = mailed();
    const before = kit.snapshot();
    const reply = await kit.call(
      'sendRequestToAbogado',
      {
        id_abogado: kit.fx.freeLawyer.id,
        id_justiciable: kit.demo.sub,
        username_justiciable: 'Lucía',
        id_grupo: kit.fx.freeLawyer.group,
        email_justiciable: kit.other.email,
      },
      kit.demo.token,
    );
    expect(reply.http).toBe(403);
    expect(kit.snapshot()).toBe(before);
    expect(mailed()).toBe(sent);
  });
});
