import type { SignedInClient } from '../identity/signed-in-client';
import type { PortalPorts } from '../portal-ports';
import { errorMessages } from '../shared/catalogue';
import { labelFailure } from '../shared/label-failure';
import type { PortalError } from '../shared/portal-error';
import type { Result } from '../shared/result';
import type { Invitation } from './invitation';

/** The studios' invitations the client has not answered yet, for /abogados to answer them there. */
export function makeListPendingInvitations({ invitations }: Pick<PortalPorts, 'invitations'>) {
  return async function listPendingInvitations({
    client,
  }: {
    readonly client: SignedInClient;
  }): Promise<Result<readonly Invitation[], PortalError>> {
    return labelFailure(await invitations.listPending(client), errorMessages.findInvitation);
  };
}
