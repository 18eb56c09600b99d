import { describe, expect, it } from 'vitest';
import { aSignedInPortal } from '../portal-fixture';
import { portalError } from '../shared/portal-error';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import { makeListPendingInvitations } from './list-pending-invitations';

describe('listPendingInvitations', () => {
  it("lists the studios' invitations to the client that wait for an answer", async () => {
    const { ports, demo, client } = aSignedInPortal();
    const pending = expectOk(await makeListPendingInvitations(ports)({ client }));
    expect(pending.map((invitation) => invitation.id)).toEqual([demo.pendingInvitationId]);
    expect(pending.every((invitation) => invitation.estado === 'pendiente')).toBe(true);
  });

  it("answers 'Error al intentar obtener Invitación' when they cannot be read", async () => {
    const { ports, client } = aSignedInPortal();
    ports.invitations.failNext('listPending', portalError.unavailable('timeout'));
    expect(expectFailure(await makeListPendingInvitations(ports)({ client }), 'unavailable').message).toBe(
      'Error al intentar obtener Invitación',
    );
  });
});
