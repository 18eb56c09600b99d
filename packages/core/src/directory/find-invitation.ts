import type { PortalPorts } from '../portal-ports';
import { errorMessages } from '../shared/catalogue';
import { labelFailure } from '../shared/label-failure';
import type { PortalError } from '../shared/portal-error';
import type { Result } from '../shared/result';
import type { InvitationLink } from './directory-ports';
import type { Invitation } from './invitation';

/** A studio's invitation (/vinculateContact/:id_invitation?token=…, SPEC §7 findInvitation). */
export function makeFindInvitation({ invitations }: Pick<PortalPorts, 'invitations'>) {
  return async function findInvitation(link: InvitationLink): Promise<Result<Invitation, PortalError>> {
    return labelFailure(await invitations.find(link), errorMessages.findInvitation);
  };
}
