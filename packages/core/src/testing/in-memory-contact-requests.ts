import type { ContactRequest } from '../directory/directory-entry';
import type { ContactRequestDraft, ContactRequests } from '../directory/directory-ports';
import { errorMessages, portalStatus } from '../shared/catalogue';
import { portalError, type PortalError } from '../shared/portal-error';
import { err, ok, type Result } from '../shared/result';
import { detached } from './detached';
import { InMemoryFake } from './in-memory-fake';
import type { InMemoryWorld, LawyerNotice } from './in-memory-world';

/** The client's requests to lawyers, newest last, and the studios' pending invitations by e-mail. */
export class InMemoryContactRequests extends InMemoryFake<ContactRequests> implements ContactRequests {
  constructor(private readonly world: InMemoryWorld) {
    super();
  }

  listRequests(clientId: string, _email: string): Promise<Result<readonly ContactRequest[], PortalError>> {
    return this.respond('listRequests', () => {
      const acting = this.world.actingFor(clientId, errorMessages.directory);
      if (!acting.ok) return acting;
      const requests = this.world.contactRequests
        .filter((record) => record.clientId === clientId)
        .map((record) => record.request);
      return ok(detached(requests));
    });
  }

  hasPendingInvitation(lawyerId: string, email: string): Promise<Result<boolean, PortalError>> {
    return this.respond('hasPendingInvitation', () => {
      const session = this.world.signedIn();
      if (!session.ok) return session;
      const address = email.trim().toLowerCase();
      const invitations = [...this.world.invitations.values()];
      return ok(
        invitations.some(
          (invitation) =>
            invitation.id_abogado === lawyerId &&
            invitation.email.toLowerCase() === address &&
            invitation.estado === 'pendiente',
        ),
      );
    });
  }

  sendRequest(draft: ContactRequestDraft): Promise<Result<void, PortalError>> {
    return this.respond('sendRequest', () => {
      const acting = this.world.actingFor(draft.clientId, errorMessages.contactRequest);
      if (!acting.ok) return acting;
      const known = this.knownLawyer(draft.lawyerId);
      if (!known.ok) return known;
      if (draft.clientName.trim() === '') {
        return err(
          portalError.rejected(
            portalStatus.failed,
            errorMessages.contactRequest,
            'a request names its client (username)',
          ),
        );
      }
      this.world.contactRequests.push({
        clientId: draft.clientId,
        request: {
          id: this.world.newId(),
          id_abogado: draft.lawyerId,
          leido: false,
          estado: 'pendiente',
          id_contacto_justiciable: null,
          fecha_baja_contacto: null,
          fecha_alta: this.world.nowIso(),
        },
      });
      return ok();
    });
  }

  notifyLawyer(notice: LawyerNotice): Promise<Result<void, PortalError>> {
    return this.respond('notifyLawyer', () => {
      const acting = this.world.actingFor(notice.clientId, errorMessages.contactRequest);
      if (!acting.ok) return acting;
      const known = this.knownLawyer(notice.lawyerId);
      if (!known.ok) return known;
      this.world.outbox.push({ kind: 'lawyer-notice', notice: detached(notice) });
      return ok();
    });
  }

  private knownLawyer(lawyerId: string): Result<void, PortalError> {
    return this.world.lawyers.some((lawyer) => lawyer.id === lawyerId)
      ? ok()
      : err(portalError.notFound(errorMessages.lawyerNotFound, `lawyer ${lawyerId}`));
  }
}
