import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LegacyKit, rowOf, rowsOf, startLegacyKit } from '../test-kit';

let kit: LegacyKit;

beforeAll(async () => {
  kit = await startLegacyKit();
});

afterAll(async () => {
  await kit.close();
});

describe('findInvitation', () => {
  it('answers the invitation as res', async () => {
    const { demoInvitation } = kit.fx;
    const reply = await kit.call('findInvitation', { id_invitation: demoInvitation.id }, kit.demo.token);
    expect(rowOf(reply, 'res')).toMatchObject({
      id_invitacion: demoInvitation.id,
      id_contacto: demoInvitation.contact,
      id_grupo: demoInvitation.group,
      id_abogado: demoInvitation.lawyer,
      estado: 'pendiente',
      habilitado: 't',
    });
  });

  it("refuses another client's invitation with 403, and an unknown one with 400", async () => {
    expect((await kit.call('findInvitation', { id_invitation: kit.fx.otherInvitation.id }, kit.demo.token)).http).toBe(403);
    expect((await kit.call('findInvitation', { id_invitation: 999_999 }, kit.demo.token)).body).toEqual({ status: 400, message: 'No se encontró la invitación' });
  });
});

describe('declineInvitation and acceptInvitation', () => {
  it("refuse another client's invitation with 403 and change nothing", async () => {
    const { otherInvitation } = kit.fx;
    const before = kit.snapshot();
    const declined = await kit.call('declineInvitation', { id_invitation: otherInvitation.id, id_contact: otherInvitation.contact }, kit.demo.token);
    const accepted = await kit.call(
      'acceptInvitation',
      { id_justiciable: kit.demo.sub, id_contact: otherInvitation.contact, id_grupo: otherInvitation.group, id_abogado: otherInvitation.lawyer, id_invitation: otherInvitation.id },
      kit.demo.token,
    );
    expect([declined.http, accepted.http]).toEqual([403, 403]);
    expect(kit.snapshot()).toBe(before);
  });

  it('decline: the invitation is answered and its link ends', async () => {
    const { otherInvitation } = kit.fx;
    const reply = await kit.call('declineInvitation', { id_invitation: otherInvitation.id, id_contact: otherInvitation.contact }, kit.other.token);
    expect(reply.body).toEqual({ status: 200, message: 'Invitación rechazada correctamente' });
    expect(rowOf(await kit.call('findInvitation', { id_invitation: otherInvitation.id }, kit.other.token), 'res')).toMatchObject({ estado: 'rechazada' });
    const again = await kit.call('declineInvitation', { id_invitation: otherInvitation.id, id_contact: otherInvitation.contact }, kit.other.token);
    expect(again.body).toEqual({ status: 400, message: 'La invitación ya fue respondida' });
  });

  it('refuses data that does not match the invitation', async () => {
    const { demoInvitation } = kit.fx;
    const base = { id_justiciable: kit.demo.sub, id_contact: demoInvitation.contact, id_grupo: demoInvitation.group, id_abogado: demoInvitation.lawyer, id_invitation: demoInvitation.id };
    expect((await kit.call('acceptInvitation', { ...base, id_contact: 1 }, kit.demo.token)).body).toEqual({ status: 400, message: 'El contacto no corresponde a la invitación' });
    expect((await kit.call('acceptInvitation', { ...base, id_grupo: kit.fx.demoCase.group }, kit.demo.token)).body).toEqual({
      status: 400,
      message: 'El Estudio no corresponde a la invitación',
    });
    expect((await kit.call('acceptInvitation', { ...base, id_justiciable: kit.other.sub }, kit.demo.token)).http).toBe(403);
  });

  it('accept: the study appears among the caller’s lawyers and its notification is read', async () => {
    const { demoInvitation } = kit.fx;
    const reply = await kit.call(
      'acceptInvitation',
      { id_justiciable: kit.demo.sub, id_contact: demoInvitation.contact, id_grupo: demoInvitation.group, id_abogado: demoInvitation.lawyer, id_invitation: demoInvitation.id },
      kit.demo.token,
    );
    expect(reply.body).toEqual({ status: 200, message: 'Invitación aceptada correctamente', datos: { id_contacto: demoInvitation.contact } });
    const lawyers = rowsOf(await kit.call('listaMisAbogados', { id_justiciable: kit.demo.sub }, kit.demo.token));
    expect(lawyers.find((lawyer) => lawyer.id_contacto === demoInvitation.contact)).toMatchObject({ id_abogado: demoInvitation.lawyer });
    const notifications = rowsOf(await kit.call('getNotifications', { id_justiciable: kit.demo.sub, email_justiciable: kit.demo.email }, kit.demo.token));
    expect(notifications.find((notification) => notification.id_invitacion === demoInvitation.id)).toMatchObject({ leido: 't' });
    const check = await kit.call('checkPendingInvitation', { id_lawyer: demoInvitation.lawyer, email: kit.demo.email }, kit.demo.token);
    expect(check.body.status).toBe(200);
  });
});
