import {
  mapResult,
  portalStatus,
  type ContactRequest,
  type ContactRequestDraft,
  type ContactRequests,
  type PortalError,
  type Result,
} from '@justiciable/core';
import * as v from 'valibot';
import { contactRequestFromWire, ContactRequestWireSchema } from './directory-wire';
import type { LegacyApi } from './legacy-api';
import { AcknowledgementSchema, wireNumber } from './legacy-wire';

const RequestsAnswer = v.looseObject({ datos: v.array(ContactRequestWireSchema) });
/** The status as the envelope reads it, number or text ('201'). */
const PendingInvitationAnswer = v.looseObject({ status: wireNumber });

/** The client's contact requests to lawyers (SPEC §4 directory button) in the legacy API. */
export class LegacyApiContactRequests implements ContactRequests {
  constructor(private readonly api: LegacyApi) {}

  async listRequests(clientId: string, email: string): Promise<Result<readonly ContactRequest[], PortalError>> {
    const answer = await this.api.client.call(
      this.api.actions.getRequestsToAbogado,
      { [this.api.names.clientIdField]: clientId, email },
      RequestsAnswer,
    );
    const contactClientField = `${this.api.names.clientIdField}_contacto`;
    return mapResult(answer, ({ datos }) => datos.map((row) => contactRequestFromWire(row, contactClientField)));
  }

  async hasPendingInvitation(lawyerId: string, email: string): Promise<Result<boolean, PortalError>> {
    // SPEC §8: 201 'Tiene una invitación pendiente de este Estudio' is an answer, not a refusal.
    const answer = await this.api.client.call(
      this.api.actions.checkPendingInvitation,
      { id_lawyer: lawyerId, email },
      PendingInvitationAnswer,
      [portalStatus.pendingInvitation],
    );
    return mapResult(answer, ({ status }) => status === portalStatus.pendingInvitation);
  }

  async sendRequest(draft: ContactRequestDraft): Promise<Result<void, PortalError>> {
    const { names } = this.api;
    const answer = await this.api.client.call(
      this.api.actions.sendRequestToAbogado,
      {
        id_abogado: draft.lawyerId,
        [names.clientIdField]: draft.clientId,
        [names.usernameField]: draft.clientName,
        id_grupo: draft.groupId,
        [names.emailField]: draft.clientEmail,
        [names.phoneField]: draft.clientPhone,
      },
      AcknowledgementSchema,
    );
    return mapResult(answer, () => undefined);
  }

  async notifyLawyer(notice: {
    readonly clientId: string;
    readonly lawyerId: string;
    readonly groupId: string;
    readonly clientName: string;
  }): Promise<Result<void, PortalError>> {
    const answer = await this.api.client.call(
      this.api.actions.notifyTheLawyer,
      {
        [this.api.names.clientIdField]: notice.clientId,
        id_lawyer: notice.lawyerId,
        id_group: notice.groupId,
        client_name: notice.clientName,
      },
      AcknowledgementSchema,
    );
    return mapResult(answer, () => undefined);
  }
}
