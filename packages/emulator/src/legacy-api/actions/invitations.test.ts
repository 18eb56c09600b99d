import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type InvitationFixture,
  LINK_TOKEN,
  type LegacyKit,
  type Row,
  type Session,
  rowOf,
  rowsOf,
  startLegacyKit,
} from '../test-kit';

let kit: LegacyKit;

beforeAll(async () => {
  kit = await startLegacyKit();
});

afterAll(async () => {
  await kit.close();
});

async function requestsTo(session: Session, lawyer: number): Promise<Row[]> {
  const requests = rowsOf(
    await kit.call('getRequestsToAbogado', { id_justiciable: session.sub, email: session.email }, session.token),
  );
  return requests.filter((request) => request.id_abogado === lawyer);
}

function acceptance(invitation: InvitationFixture, session: Session) {
  return {
    id_justiciable: session.sub,
    id_contact: invitation.contact,
    id_grupo: invitation.group,
    id_abogado: invitation.lawyer,
    id_invitation: invitation.id,
  };
}

/** A new pending invitation to the demo client from a lawyer's group, as a study sends one. */
function inviteDemo(lawyer: { readonly id: number; readonly group: number }): InvitationFixture {
  const at = '2025-06-02 10:00:00';
  const contact = Number(
    kit.db
      .prepare(
        `INSERT INTO contactos (email, id_grupo, id_abogado, estado, fecha_alta) VALUES (?, ?, ?, 'pendiente', ?)`,
      )
      .run(kit.demo.email, lawyer.group, lawyer.id, at).lastInsertRowid,
  );
  const id = Number(
    kit.db
      .prepare(
        `INSERT INTO invitaciones (id_grupo, id_abogado, id_contacto, email, estado, fecha_alta) VALUES (?, ?, ?, ?, 'pendiente', ?)`,
      )
      .run(lawyer.group, lawyer.id, contact, kit.demo.email, at).lastInsertRowid,
  );
  const { token } = kit.db.prepare('SELECT token FROM invitaciones WHERE id_invitacion = ?').get(id) as {
    token: string;
  };
  return { id, contact, group: lawyer.group, lawyer: lawyer.id, token };
}

describe('findInvitation', () => {
  const notFound = { http: 200, body: { status: 400, message: 'No se encontró la invitación' } };

  it('answers the invitation as res to its link token, before signing in, without the client’s id', async () => {
    const { demoInvitation } = kit.fx;
    expect(demoInvitation.token).toMatch(LINK_TOKEN);
    const reply = await kit.call('findInvitation', { id_invitation: demoInvitation.id, token: demoInvitation.token });
    expect(reply.http).toBe(200);
    const res = rowOf(reply, 'res');
    expect(res).toMatchObject({
      id_invitacion: demoInvitation.id,
      id_contacto: demoInvitation.contact,
      id_grupo: demoInvitation.group,
      id_abogado: demoInvitation.lawyer,
      email: kit.demo.email,
      estado: 'pendiente',
      habilitado: 't',
    });
    expect(res).not.toHaveProperty('id_justiciable');
    expect(res).not.toHaveProperty('token');
    expect(await kit.call('findInvitation', { id_invitation: demoInvitation.id }, kit.demo.token)).toEqual(reply);
  });

  it('answers anyone else, without the token or with a wrong one, as if the invitation did not exist', async () => {
    const { demoInvitation, otherInvitation } = kit.fx;
    for (const [query, session] of [
      [{ id_invitation: otherInvitation.id }, null],
      [{ id_invitation: otherInvitation.id }, kit.demo.token],
      [{ id_invitation: otherInvitation.id, token: demoInvitation.token }, kit.demo.token],
      [{ id_invitation: 999_999, token: otherInvitation.token }, null],
    ] as const) {
      expect(await kit.call('findInvitation', query, session)).toEqual(notFound);
    }
  });

  it('gives nothing to anyone counting through the invitation ids', async () => {
    const { maxId } = kit.db.prepare('SELECT MAX(id_invitacion) AS maxId FROM invitaciones').get() as { maxId: number };
    for (let invitationId = 1; invitationId <= maxId; invitationId++) {
      expect(await kit.call('findInvitation', { id_invitation: invitationId })).toEqual(notFound);
    }
  });

  it('shows the invitee the token in the invitation’s notification and in checkPendingInvitation', async () => {
    const { demoInvitation } = kit.fx;
    const notifications = rowsOf(
      await kit.call(
        'getNotifications',
        { id_justiciable: kit.demo.sub, email_justiciable: kit.demo.email },
        kit.demo.token,
      ),
    );
    expect(notifications.find((notification) => notification.id_invitacion === demoInvitation.id)).toMatchObject({
      token_invitacion: demoInvitation.token,
    });
    expect(
      notifications
        .filter((notification) => notification.id_invitacion === null)
        .every((notification) => notification.token_invitacion === null),
    ).toBe(true);
    const check = await kit.call(
      'checkPendingInvitation',
      { id_lawyer: demoInvitation.lawyer, email: kit.demo.email },
      kit.demo.token,
    );
    expect(check.body).toMatchObject({
      status: 201,
      datos: { id_invitacion: demoInvitation.id, token: demoInvitation.token },
    });
  });
});

describe('declineInvitation and acceptInvitation', () => {
  it("refuse another client's invitation with 403 and change nothing", async () => {
    const { otherInvitation } = kit.fx;
    const before = kit.snapshot();
    const declined = await kit.call(
      'declineInvitation',
      { id_invitation: otherInvitation.id, id_contact: otherInvitation.contact },
      kit.demo.token,
    );
    const accepted = await kit.call('acceptInvitation', { ...acceptance(otherInvitation, kit.demo) }, kit.demo.token);
    expect([declined.http, accepted.http]).toEqual([403, 403]);
    expect(kit.snapshot()).toBe(before);
  });

  it('need the invitee’s token to answer: HTTP 401 without one', async () => {
    const { demoInvitation } = kit.fx;
    expect((await kit.call('acceptInvitation', acceptance(demoInvitation, kit.demo))).http).toBe(401);
    expect(
      (await kit.call('declineInvitation', { id_invitation: demoInvitation.id, id_contact: demoInvitation.contact }))
        .http,
    ).toBe(401);
  });

  it('decline: the invitation is answered, its link ends, and a request pending with the lawyer is withdrawn', async () => {
    const { otherInvitation } = kit.fx;
    const sent = await kit.call(
      'sendRequestToAbogado',
      {
        id_abogado: otherInvitation.lawyer,
        id_justiciable: kit.other.sub,
        username_justiciable: 'Martín Ocampo',
        id_grupo: otherInvitation.group,
        email_justiciable: kit.other.email,
      },
      kit.other.token,
    );
    expect(sent.body.status).toBe(200);
    const reply = await kit.call(
      'declineInvitation',
      { id_invitation: otherInvitation.id, id_contact: otherInvitation.contact },
      kit.other.token,
    );
    expect(reply.body).toEqual({ status: 200, message: 'Invitación rechazada correctamente' });
    expect(
      rowOf(await kit.call('findInvitation', { id_invitation: otherInvitation.id }, kit.other.token), 'res'),
    ).toMatchObject({ estado: 'rechazada' });
    // SPEC §4: the latest request decides the button; a rejected one shows CONTACTAR.
    expect(await requestsTo(kit.other, otherInvitation.lawyer)).toEqual([
      expect.objectContaining({ estado: 'rechazada', leido: 't' }),
    ]);
    expect(
      kit.db
        .prepare('SELECT aceptar_en FROM solicitudes WHERE id_justiciable = ? AND id_abogado = ?')
        .get(kit.other.sub, otherInvitation.lawyer),
    ).toEqual({
      aceptar_en: null,
    });
    const again = await kit.call(
      'declineInvitation',
      { id_invitation: otherInvitation.id, id_contact: otherInvitation.contact },
      kit.other.token,
    );
    expect(again.body).toEqual({ status: 400, message: 'La invitación ya fue respondida' });
  });

  it('refuses data that does not match the invitation', async () => {
    const { demoInvitation } = kit.fx;
    const base = acceptance(demoInvitation, kit.demo);
    expect((await kit.call('acceptInvitation', { ...base, id_contact: 1 }, kit.demo.token)).body).toEqual({
      status: 400,
      message: 'El contacto no corresponde a la invitación',
    });
    expect(
      (await kit.call('acceptInvitation', { ...base, id_grupo: kit.fx.demoCase.group }, kit.demo.token)).body,
    ).toEqual({
      status: 400,
      message: 'El Estudio no corresponde a la invitación',
    });
    expect((await kit.call('acceptInvitation', { ...base, id_justiciable: kit.other.sub }, kit.demo.token)).http).toBe(
      403,
    );
  });

  it('accept: the study appears among the caller’s lawyers, its notification is read, and the lawyer reads CONTACTADO', async () => {
    const { demoInvitation } = kit.fx;
    expect(await requestsTo(kit.demo, demoInvitation.lawyer)).toEqual([]);
    const reply = await kit.call('acceptInvitation', acceptance(demoInvitation, kit.demo), kit.demo.token);
    expect(reply.body).toEqual({
      status: 200,
      message: 'Invitación aceptada correctamente',
      datos: { id_contacto: demoInvitation.contact },
    });
    const lawyers = rowsOf(await kit.call('listaMisAbogados', { id_justiciable: kit.demo.sub }, kit.demo.token));
    expect(lawyers.find((lawyer) => lawyer.id_contacto === demoInvitation.contact)).toMatchObject({
      id_abogado: demoInvitation.lawyer,
    });
    const notifications = rowsOf(
      await kit.call(
        'getNotifications',
        { id_justiciable: kit.demo.sub, email_justiciable: kit.demo.email },
        kit.demo.token,
      ),
    );
    expect(notifications.find((notification) => notification.id_invitacion === demoInvitation.id)).toMatchObject({
      leido: 't',
    });
    const check = await kit.call(
      'checkPendingInvitation',
      { id_lawyer: demoInvitation.lawyer, email: kit.demo.email },
      kit.demo.token,
    );
    expect(check.body.status).toBe(200);
    // SPEC §4's CONTACTADO: read, aceptada, the contact is this client's and has no end date.
    expect(await requestsTo(kit.demo, demoInvitation.lawyer)).toEqual([
      expect.objectContaining({
        id_grupo: demoInvitation.group,
        leido: 't',
        estado: 'aceptada',
        id_contacto: demoInvitation.contact,
        id_justiciable_contacto: kit.demo.sub,
        fecha_baja_contacto: null,
      }),
    ]);
  });

  it('unlinking the lawyer afterwards gives that request’s contact an end date (back to CONTACTAR)', async () => {
    const { demoInvitation } = kit.fx;
    const unlinked = await kit.call(
      'unlinkLawyer',
      { id_justiciable: kit.demo.sub, id_lawyer: demoInvitation.lawyer },
      kit.demo.token,
    );
    expect(unlinked.body).toEqual({ status: 200, message: 'Abogado desvinculado correctamente' });
    const [latest] = await requestsTo(kit.demo, demoInvitation.lawyer);
    expect(latest).toMatchObject({
      estado: 'aceptada',
      id_contacto: demoInvitation.contact,
      fecha_baja_contacto: expect.stringMatching(/^\d{4}-\d{2}-\d{2} /),
    });
  });

  it('accept settles a request pending with that lawyer instead of adding one, so no lawyer accepts it later', async () => {
    const lawyer = kit.fx.freeLawyer;
    const sent = await kit.call(
      'sendRequestToAbogado',
      {
        id_abogado: lawyer.id,
        id_justiciable: kit.demo.sub,
        username_justiciable: 'Lucía Fernández',
        id_grupo: lawyer.group,
        email_justiciable: kit.demo.email,
      },
      kit.demo.token,
    );
    const requestId = rowOf(sent).id_solicitud;
    const invitation = inviteDemo(lawyer);
    expect((await kit.call('acceptInvitation', acceptance(invitation, kit.demo), kit.demo.token)).body.status).toBe(
      200,
    );
    expect(await requestsTo(kit.demo, lawyer.id)).toEqual([
      expect.objectContaining({
        id_solicitud: requestId,
        leido: 't',
        estado: 'aceptada',
        id_contacto: invitation.contact,
        fecha_baja_contacto: null,
      }),
    ]);
    expect(kit.db.prepare('SELECT aceptar_en FROM solicitudes WHERE id_solicitud = ?').get(requestId)).toEqual({
      aceptar_en: null,
    });
  });
});
