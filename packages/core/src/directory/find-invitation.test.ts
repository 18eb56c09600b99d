import { describe, expect, it } from 'vitest';
import { aSignedInPortal } from '../portal-fixture';
import { portalError } from '../shared/portal-error';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import { makeFindInvitation } from './find-invitation';

describe('findInvitation', () => {
  it("reads a studio's invitation with its link's token, or to the signed-in invitee", async () => {
    const { ports, demo } = aSignedInPortal();
    const find = makeFindInvitation(ports);
    expect(expectOk(await find({ invitationId: demo.pendingInvitationId, token: null }))).toMatchObject({
      id: demo.pendingInvitationId,
      estado: 'pendiente',
    });
    const token = ports.world.invitationTokens.get(demo.pendingInvitationId) ?? null;
    ports.world.signOut();
    expect(expectOk(await find({ invitationId: demo.pendingInvitationId, token })).id).toBe(demo.pendingInvitationId);
    expectFailure(await find({ invitationId: demo.pendingInvitationId, token: null }), 'not-found');
  });

  it.each([
    ['there is no such invitation', '404', null, 'not-found'],
    ['it cannot be read', '615', portalError.unavailable('network'), 'unavailable'],
  ] as const)("answers 'Error al intentar obtener Invitación' when %s", async (_case, id, failure, kind) => {
    const { ports } = aSignedInPortal();
    if (failure !== null) ports.invitations.failNext('find', failure);
    expect(expectFailure(await makeFindInvitation(ports)({ invitationId: id, token: null }), kind).message).toBe(
      'Error al intentar obtener Invitación',
    );
  });
});
