import { describe, expect, it } from 'vitest';
import { aSignedInPortal } from '../portal-fixture';
import { portalError } from '../shared/portal-error';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import { makeOpenInvitation } from './open-invitation';

describe('openInvitation', () => {
  it('reads the invitation with the studio that sends it', async () => {
    const { ports, demo } = aSignedInPortal();
    const opened = expectOk(await makeOpenInvitation(ports)({ invitationId: demo.pendingInvitationId, token: null }));
    expect(opened.invitation).toMatchObject({ id: demo.pendingInvitationId, estado: 'pendiente' });
    expect(opened.study?.id_grupo).toBe(opened.invitation.id_grupo);
    expect(opened.study?.nombre).toBe(opened.invitation.nombre_estudio);
  });

  it('still opens the invitation when its studio cannot be read, without the studio', async () => {
    const { ports, demo } = aSignedInPortal();
    ports.directory.failNext('getStudyInfo', portalError.unavailable('network'));
    const opened = expectOk(await makeOpenInvitation(ports)({ invitationId: demo.pendingInvitationId, token: null }));
    expect(opened.invitation.id).toBe(demo.pendingInvitationId);
    expect(opened.study).toBeNull();
  });

  it("answers 'Error al intentar obtener Invitación' when the invitation cannot be read", async () => {
    const { ports, demo } = aSignedInPortal();
    ports.invitations.failNext('find', portalError.unavailable('network'));
    const error = expectFailure(
      await makeOpenInvitation(ports)({ invitationId: demo.pendingInvitationId, token: null }),
      'unavailable',
    );
    expect(error.message).toBe('Error al intentar obtener Invitación');
  });
});
