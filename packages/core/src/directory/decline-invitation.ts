import type { PortalPorts } from '../portal-ports';
import { errorMessages, successMessages } from '../shared/catalogue';
import { labelFailure } from '../shared/label-failure';
import type { PortalError } from '../shared/portal-error';
import { mapResult, type Result } from '../shared/result';
import { contactButton, nextContactState } from './contact-state';
import type { ContactButton } from './directory-entry';
import type { Invitation } from './invitation';

export interface InvitationDeclined {
  readonly message: typeof successMessages.invitationDeclined;
  /** Back to CONTACTAR (SPEC §4). */
  readonly button: ContactButton;
}

/** Declines a studio's invitation (/vinculateContact, SPEC §7 declineInvitation). */
export function makeDeclineInvitation({ invitations }: Pick<PortalPorts, 'invitations'>) {
  return async function declineInvitation({
    invitation,
  }: {
    readonly invitation: Invitation;
  }): Promise<Result<InvitationDeclined, PortalError>> {
    const declined = labelFailure(
      await invitations.decline({ invitationId: invitation.id, contactId: invitation.id_contacto }),
      errorMessages.declineInvitation,
    );
    return mapResult(declined, () => ({
      message: successMessages.invitationDeclined,
      button: contactButton(nextContactState('CONTACTAR', 'invitation-declined')),
    }));
  };
}
