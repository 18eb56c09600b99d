import { mapResult, type Invitation, type InvitationAnswer, type InvitationLink, type Invitations, type PortalError, type Result } from '@justiciable/core';
import * as v from 'valibot';
import { invitationFromWire, InvitationWireSchema } from './directory-wire';
import type { LegacyApi } from './legacy-api';
import { AcknowledgementSchema } from './legacy-wire';

/** findInvitation answers the invitation under res (SPEC §7). */
const InvitationAnswerSchema = v.looseObject({ res: InvitationWireSchema });

/** Studios' invitations to the client in the legacy API (SPEC §7). */
export class LegacyApiInvitations implements Invitations {
  constructor(private readonly api: LegacyApi) {}

  async find(link: InvitationLink): Promise<Result<Invitation, PortalError>> {
    const answer = await this.api.client.call(this.api.actions.findInvitation, { id_invitation: link.invitationId, token: link.token }, InvitationAnswerSchema);
    return mapResult(answer, ({ res }) => invitationFromWire(res));
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
