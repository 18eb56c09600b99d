import type { SignedInClient } from '../identity/signed-in-client';
import type { PortalPorts } from '../portal-ports';
import { errorMessages, lawyerMailSubjects, successMessages } from '../shared/catalogue';
import { labelFailure } from '../shared/label-failure';
import type { PortalError } from '../shared/portal-error';
import { ok, type Result } from '../shared/result';
import { contactButton, nextContactState } from './contact-state';
import type { ContactButton } from './directory-entry';
import type { Invitation } from './invitation';

export interface InvitationAcceptance {
  readonly client: SignedInClient;
  /** As findInvitation, listPendingInvitations or a notification's invitation answered it. */
  readonly invitation: Invitation;
}

export interface InvitationAccepted {
  readonly message: typeof successMessages.invitationAccepted;
  /** The studio's lawyer is now the client's contact: CONTACTADO (SPEC §4). */
  readonly button: ContactButton;
}

/**
 * Accepts a studio's invitation (/vinculateContact) and mails the lawyer (invitacion_aceptada).
 * The mail is a courtesy sent after the link exists, so its failure does not undo or fail the
 * acceptance.
 */
export function makeAcceptInvitation({
  invitations,
  consultations,
}: Pick<PortalPorts, 'invitations' | 'consultations'>) {
  return async function acceptInvitation({
    client,
    invitation,
  }: InvitationAcceptance): Promise<Result<InvitationAccepted, PortalError>> {
    const accepted = labelFailure(
      await invitations.accept({
        invitationId: invitation.id,
        contactId: invitation.id_contacto,
        clientId: client.id,
        groupId: invitation.id_grupo,
        lawyerId: invitation.id_abogado,
      }),
      errorMessages.acceptInvitation,
    );
    if (!accepted.ok) return accepted;
    await consultations.mailLawyer({
      clientName: client.name,
      lawyerId: invitation.id_abogado,
      subject: lawyerMailSubjects.invitationAccepted,
      kind: 'invitacion_aceptada',
      // An acceptance carries no consultation.
      consultationTitle: '',
      consultationType: '',
      clientEmail: client.email,
    });
    return ok({
      message: successMessages.invitationAccepted,
      button: contactButton(nextContactState('CONTACTAR', 'invitation-accepted')),
    });
  };
}
