import type { SignedInClient } from '../identity/signed-in-client';
import type { PortalPorts } from '../portal-ports';
import { errorMessages, portalStatus, statusMessages } from '../shared/catalogue';
import { labelFailure } from '../shared/label-failure';
import type { PortalError } from '../shared/portal-error';
import { ok, type Result } from '../shared/result';
import type { LawyerOfGroup } from './directory-ports';
import { contactButton, nextContactState } from './contact-state';
import type { ContactButton } from './directory-entry';
import type { Invitation } from './invitation';

/**
 * What pressing CONTACTAR did. A pending invitation from the studio (SPEC §8 status 201) is a
 * success, not a failure: nothing went wrong, the studio already wants the client, so no request
 * is sent, the button stays as it was, and the UI shows the message as information.
 */
export type ContactRequestOutcome =
  | { readonly status: typeof portalStatus.ok; readonly button: ContactButton }
  | {
      readonly status: typeof portalStatus.pendingInvitation;
      readonly message: typeof statusMessages.pendingInvitation;
      /** The studio's invitation to answer instead; null when it cannot be read (the message still stands). */
      readonly invitation: Invitation | null;
    };

/**
 * Asks a lawyer for contact (SPEC §4): first checks for a pending invitation from the studio, and
 * answers it (from this lawyer, or another of the studio's) so the client can answer it instead;
 * otherwise sends the request and the button becomes PENDIENTE. The lawyer is then notified;
 * that notice is a courtesy (the request already stands in the lawyer's list), so its failure
 * is not the client's to see.
 */
export function makeSendContactRequest({
  contactRequests,
  invitations,
}: Pick<PortalPorts, 'contactRequests' | 'invitations'>) {
  return async function sendContactRequest({
    client,
    lawyerId,
    groupId,
  }: LawyerOfGroup & { readonly client: SignedInClient }): Promise<Result<ContactRequestOutcome, PortalError>> {
    const pending = labelFailure(
      await contactRequests.hasPendingInvitation(lawyerId, client.email),
      errorMessages.contactRequest,
    );
    if (!pending.ok) return pending;
    if (pending.value) {
      const waiting = await invitations.listPending(client);
      const invitation = waiting.ok
        ? (waiting.value.find((each) => each.id_abogado === lawyerId || each.id_grupo === groupId) ?? null)
        : null;
      return ok({ status: portalStatus.pendingInvitation, message: statusMessages.pendingInvitation, invitation });
    }

    // A client who has not given a name yet is known by their username, the e-mail (SPEC §1).
    const clientName = client.name.trim() || client.email;
    const sent = labelFailure(
      await contactRequests.sendRequest({
        lawyerId,
        groupId,
        clientId: client.id,
        clientName,
        clientEmail: client.email,
        clientPhone: client.phone,
      }),
      errorMessages.contactRequest,
    );
    if (!sent.ok) return sent;
    await contactRequests.notifyLawyer({ clientId: client.id, lawyerId, groupId, clientName });
    return ok({ status: portalStatus.ok, button: contactButton(nextContactState('CONTACTAR', 'request-sent')) });
  };
}
