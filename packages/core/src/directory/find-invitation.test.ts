import { describe, expect, it } from 'vitest';
import { aSignedInPortal } from '../portal-fixture';
import { portalError } from '../shared/portal-error';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import { makeFindInvitation } from './find-invitation';

describe('findInvitation', () => {
  it("reads a studio's invitation", async () => {
    const { ports, demo } = aSignedInPortal();
    expect(expectOk(await makeFindInvitation(ports)(demo.pendingInvitationId))).toMatchObject({ id: demo.pendingInvitationId, estado: 'pendiente' });
  });

  it.each([
    ['there is no such invitation', '404', null, 'not-found'],
    ['it cannot be read', '615', portalError.unavailable('network'), 'unavailable'],
  ] as const)("answers 'Error al intentar obtener Invitación' when %s", async (_case, id, failure, kind) => {
    const { ports } = aSignedInPortal();
    if (failure !== null) ports.invitations.failNext('find', failure);
    expect(expectFailure(await makeFindInvitation(ports)(id), kind).message).toBe('Error al intentar obtener Invitación');
  });
});
