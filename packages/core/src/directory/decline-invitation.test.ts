import { describe, expect, it } from 'vitest';
import { aSignedInPortal } from '../portal-fixture';
import { portalError } from '../shared/portal-error';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import { makeDeclineInvitation } from './decline-invitation';

async function setUp() {
  const fixture = aSignedInPortal();
  const invitation = expectOk(
    await fixture.ports.invitations.find({ invitationId: fixture.demo.pendingInvitationId, token: null }),
  );
  return { ...fixture, invitation, declineInvitation: makeDeclineInvitation(fixture.ports) };
}

describe('declineInvitation (SPEC §4 → CONTACTAR)', () => {
  it("declines and answers 'Invitación rechazada correctamente' with the CONTACTAR button", async () => {
    const { ports, invitation, declineInvitation } = await setUp();
    expect(expectOk(await declineInvitation({ invitation }))).toEqual({
      message: 'Invitación rechazada correctamente',
      button: { 'msg-btn': 'CONTACTAR', disabled: false },
    });
    expect(ports.world.invitations.get(invitation.id)?.estado).toBe('rechazada');
  });

  it("answers 'Error al intentar rechazar invitación' when it cannot be declined", async () => {
    const { ports, invitation, declineInvitation } = await setUp();
    ports.invitations.failNext('decline', portalError.unavailable('network'));
    expect(expectFailure(await declineInvitation({ invitation }), 'unavailable').message).toBe(
      'Error al intentar rechazar invitación',
    );
  });
});
