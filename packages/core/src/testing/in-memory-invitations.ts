import type { InvitationAnswer, InvitationLink, Invitations } from '../directory/directory-ports';
import type { Invitation } from '../directory/invitation';
import type { MyLawyer } from '../directory/my-lawyer';
import { errorMessages, portalStatus, type CatalogueMessage } from '../shared/catalogue';
import { portalError, type PortalError } from '../shared/portal-error';
import { err, ok, type Result } from '../shared/result';
import { detached } from './detached';
import { InMemoryFake } from './in-memory-fake';
import type { InMemoryWorld } from './in-memory-world';

/**
 * Studios' invitations. Anyone with the link reads one; only the invited client (by e-mail)
 * answers it, once. Accepting links the lawyer (CONTACTADO); declining leaves a declined
 * request, so the directory shows CONTACTAR (SPEC §4).
 */
export class InMemoryInvitations extends InMemoryFake<Invitations> implements Invitations {
  constructor(private readonly world: InMemoryWorld) {
    super();
  }

  find(link: InvitationLink): Promise<Result<Invitation, PortalError>> {
    return this.respond('find', () => {
      const invitation = this.world.invitations.get(link.invitationId);
      const session = this.world.session;
      const opens =
        invitation !== undefined &&
        ((link.token !== null && this.world.invitationTokens.get(invitation.id) === link.token) ||
          (session !== null && session.email.toLowerCase() === invitation.email.toLowerCase()));
      // A wrong token reads as no invitation, so ids cannot be tried one after another.
      return opens
        ? ok(detached(invitation))
        : err(
            portalError.notFound(
              errorMessages.findInvitation,
              `no invitation ${link.invitationId} opens for this caller`,
            ),
          );
    });
  }

  listPending(client: {
    readonly id: string;
    readonly email: string;
  }): Promise<Result<readonly Invitation[], PortalError>> {
    return this.respond('listPending', () => {
      const acting = this.world.actingFor(client.id, errorMessages.findInvitation);
      if (!acting.ok) return acting;
      const address = client.email.trim().toLowerCase();
      const pending = [...this.world.invitations.values()]
        .filter((invitation) => invitation.estado === 'pendiente' && invitation.email.toLowerCase() === address)
        .reverse();
      return ok(detached(pending));
    });
  }

  accept(
    answer: InvitationAnswer & { readonly clientId: string; readonly groupId: string; readonly lawyerId: string },
  ): Promise<Result<void, PortalError>> {
    return this.respond('accept', () => {
      const acting = this.world.actingFor(answer.clientId, errorMessages.acceptInvitation);
      if (!acting.ok) return acting;
      const pending = this.pendingInvitationOfClient(answer.invitationId, errorMessages.acceptInvitation);
      if (!pending.ok) return pending;
      const { invitation } = pending.value;
      this.world.invitations.set(invitation.id, { ...invitation, estado: 'aceptada' });
      this.world.linkLawyer(answer.clientId, this.lawyerOf(invitation));
      return ok();
    });
  }

  decline(answer: InvitationAnswer): Promise<Result<void, PortalError>> {
    return this.respond('decline', () => {
      const pending = this.pendingInvitationOfClient(answer.invitationId, errorMessages.declineInvitation);
      if (!pending.ok) return pending;
      const { invitation, clientId } = pending.value;
      this.world.invitations.set(invitation.id, { ...invitation, estado: 'rechazada' });
      this.world.contactRequests.push({
        clientId,
        request: {
          id: this.world.newId(),
          id_abogado: invitation.id_abogado,
          leido: true,
          estado: 'rechazada',
          id_contacto_justiciable: clientId,
          fecha_baja_contacto: null,
          fecha_alta: this.world.nowIso(),
        },
      });
      return ok();
    });
  }

  /** The invitation, when it is addressed to the signed-in client and not answered yet. */
  private pendingInvitationOfClient(
    invitationId: string,
    message: CatalogueMessage,
  ): Result<{ readonly invitation: Invitation; readonly clientId: string }, PortalError> {
    const session = this.world.signedIn();
    if (!session.ok) return session;
    const invitation = this.world.invitations.get(invitationId);
    if (invitation === undefined) return err(portalError.notFound(message, `invitation ${invitationId}`));
    if (invitation.email.toLowerCase() !== session.value.email.toLowerCase()) {
      return err(portalError.forbidden(message, `invitation ${invitationId} is for another e-mail`));
    }
    if (invitation.estado !== 'pendiente') {
      return err(
        portalError.rejected(
          portalStatus.failed,
          message,
          `invitation ${invitationId} is already ${invitation.estado}`,
        ),
      );
    }
    return ok({ invitation, clientId: session.value.userId });
  }

  private lawyerOf(invitation: Invitation): MyLawyer {
    const listing = this.world.lawyers.find(
      (lawyer) => lawyer.id === invitation.id_abogado && lawyer.id_grupo === invitation.id_grupo,
    );
    const especialidades = listing?.especialidades ?? [];
    return {
      abogadoEstudio: { title: invitation.nombre_abogado },
      asuntosCurso: [],
      modificaciones: [],
      specialities: especialidades.join(', '),
      id_abogado: invitation.id_abogado,
      id_grupo: invitation.id_grupo,
      id_abogado_grupo: listing?.id_abogado_grupo ?? '',
      especialidades,
    };
  }
}
