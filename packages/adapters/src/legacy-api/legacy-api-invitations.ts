import {
  mapResult,
  ok,
  type Invitation,
  type InvitationAnswer,
  type InvitationLink,
  type Invitations,
  type PortalError,
  type Result,
} from '@justiciable/core';
import * as v from 'valibot';
import { invitationFromWire, InvitationWireSchema } from './directory-wire';
import type { LegacyApi } from './legacy-api';
import { AcknowledgementSchema, listOrKeyedObject, optionalWireId } from './legacy-wire';

/** findInvitation answers the invitation under res (SPEC §7). */
const InvitationAnswerSchema = v.looseObject({ res: InvitationWireSchema });

/** Of the client's notifications, only which invitation each names and the secret that opens it. */
const InvitationNoticesAnswer = v.looseObject({
  datos: listOrKeyedObject(
    v.looseObject({ id_invitacion: optionalWireId, token_invitacion: v.nullish(v.string(), null) }),
  ),
});

/** Studios' invitations to the client in the legacy API (SPEC §7). */
export class LegacyApiInvitations implements Invitations {
  constructor(private readonly api: LegacyApi) {}

  async find(link: InvitationLink): Promise<Result<Invitation, PortalError>> {
    const answer = await this.api.client.call(
      this.api.actions.findInvitation,
      { id_invitation: link.invitationId, token: link.token },
      InvitationAnswerSchema,
    );
    return mapResult(answer, ({ res }) => invitationFromWire(res));
  }

  /**
   * The legacy API lists no invitations; each one reaches the client as a notification naming it,
   * so this reads the notifications, then each invitation they name, and keeps those unanswered.
   */
  async listPending(client: {
    readonly id: string;
    readonly email: string;
  }): Promise<Result<readonly Invitation[], PortalError>> {
    const { names } = this.api;
    const notices = await this.api.client.call(
      this.api.actions.getNotifications,
      { [names.clientIdField]: client.id, [names.emailField]: client.email },
      InvitationNoticesAnswer,
    );
    if (!notices.ok) return notices;
    const links = new Map<string, string | null>();
    for (const notice of notices.value.datos) {
      if (notice.id_invitacion !== null && !links.has(notice.id_invitacion))
        links.set(notice.id_invitacion, notice.token_invitacion);
    }
    const pending: Invitation[] = [];
    for (const [invitationId, token] of links) {
      const found = await this.find({ invitationId, token });
      // An invitation its notification still names may have been withdrawn: it is no longer there to answer.
      if (!found.ok && found.error.kind === 'not-found') continue;
      if (!found.ok) return found;
      if (found.value.estado === 'pendiente') pending.push(found.value);
    }
    return ok(pending);
  }

  async accept(
    answer: InvitationAnswer & { readonly clientId: string; readonly groupId: string; readonly lawyerId: string },
  ): Promise<Result<void, PortalError>> {
    const accepted = await this.api.client.call(
      this.api.actions.acceptInvitation,
      {
        [this.api.names.clientIdField]: answer.clientId,
        id_contact: answer.contactId,
        id_grupo: answer.groupId,
        id_abogado: answer.lawyerId,
        id_invitation: answer.invitationId,
      },
      AcknowledgementSchema,
    );
    return mapResult(accepted, () => undefined);
  }

  async decline(answer: InvitationAnswer): Promise<Result<void, PortalError>> {
    const declined = await this.api.client.call(
      this.api.actions.declineInvitation,
      { id_invitation: answer.invitationId, id_contact: answer.contactId },
      AcknowledgementSchema,
    );
    return mapResult(declined, () => undefined);
  }
}
