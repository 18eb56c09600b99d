import { describe, expect, it } from 'vitest';
import { aSignedInPortal } from '../portal-fixture';
import { portalError } from '../shared/portal-error';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import { makeAcceptInvitation } from './accept-invitation';

async function setUp() {
  const fixture = aSignedInPortal();
  const invitation = expectOk(
    await fixture.ports.invitations.find({ invitationId: fixture.demo.pendingInvitationId, token: null }),
  );
  return { ...fixture, invitation, acceptInvitation: makeAcceptInvitation(fixture.ports) };
}

describe('acceptInvitation (SPEC §4 → CONTACTADO)', () => {
  it("accepts, mails the lawyer 'invitacion_aceptada' and answers 'Invitación aceptada correctamente' with the CONTACTADO button", async () => {
    const { ports, client, invitation, acceptInvitation } = await setUp();
    const accepted = expectOk(await acceptInvitation({ client, invitation }));
    expect(accepted).toEqual({
      message: 'Invitación aceptada correctamente',
      button: { 'msg-btn': 'CONTACTADO', disabled: true },
    });
    expect(
      ports.world.myLawyers.some(
        (record) => record.clientId === client.id && record.lawyer.id_abogado === invitation.id_abogado,
      ),
    ).toBe(true);
    expect(ports.world.outbox.at(-1)).toMatchObject({
      kind: 'mail-to-lawyer',
      mail: {
        kind: 'invitacion_aceptada',
        lawyerId: invitation.id_abogado,
        clientName: client.name,
        clientEmail: client.email,
      },
    });
  });

  it('still answers the acceptance when only the mail to the lawyer fails', async () => {
    const { ports, client, invitation, acceptInvitation } = await setUp();
    ports.consultations.failNext('mailLawyer', portalError.unavailable('network'));
    expect(expectOk(await acceptInvitation({ client, invitation })).message).toBe('Invitación aceptada correctamente');
  });

  it("answers 'Error al intentar aceptar invitación' when it cannot be accepted, and mails nobody", async () => {
    const { ports, client, invitation, acceptInvitation } = await setUp();
    ports.invitations.failNext('accept', portalError.unavailable('network'));
    expect(expectFailure(await acceptInvitation({ client, invitation }), 'unavailable').message).toBe(
      'Error al intentar aceptar invitación',
    );
    expect(ports.consultations.callsOf('mailLawyer')).toBe(0);
  });

  it("answers 'Error al intentar aceptar invitación' for an invitation already answered", async () => {
    const { client, invitation, acceptInvitation } = await setUp();
    expectOk(await acceptInvitation({ client, invitation }));
    expect(expectFailure(await acceptInvitation({ client, invitation }), 'rejected').message).toBe(
      'Error al intentar aceptar invitación',
    );
  });
});
