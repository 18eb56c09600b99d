import type { PortalPorts } from '../portal-ports';
import { errorMessages } from '../shared/catalogue';
import { labelFailure } from '../shared/label-failure';
import type { PortalError } from '../shared/portal-error';
import type { Result } from '../shared/result';
import type { Invitation } from './invitation';

/** A studio's invitation (/vinculateContact/:id_invitation, SPEC §7 findInvitation). */
export function makeFindInvitation({ invitations }: Pick<PortalPorts, 'invitations'>) {
  return async function findInvitation(invitationId: string): Promise<Result<Invitation, PortalError>> {
    return labelFailure(await invitations.find(invitationId), errorMessages.findInvitation);
  };
}
