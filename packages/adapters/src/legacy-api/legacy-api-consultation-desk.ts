import {
  mapResult,
  serviceDay,
  type ConsultationDesk,
  type ConsultationRequest,
  type LawyerMail,
  type NewCaseNotice,
  type PortalError,
  type Result,
  type StartedConsultation,
} from '@justiciable/core';
import * as v from 'valibot';
import type { LegacyApi } from './legacy-api';
import { AcknowledgementSchema, optionalWireId, wireId, wireText } from './legacy-wire';

/** nuevaConsulta answers the ids of what it created (SPEC §7). */
const StartedAnswer = v.looseObject({
  id_case: wireId,
  id_movent: wireId,
  id_movent_file: optionalWireId,
  /** The link token of the movement awaiting the attachment, with which it is uploaded and linked. */
  file_token: wireText,
  idContactAse: optionalWireId,
});

/** The PHP takes the day alone (YYYY-MM-DD); the domain may hold the moment, as written ('2025-03-10T13:00:00Z'). */
function dayOf(date: string): string {
  return serviceDay(date) ?? date;
}

/** Starting consultations and telling the lawyer, in the legacy API (SPEC §7). */
export class LegacyApiConsultationDesk implements ConsultationDesk {
  constructor(private readonly api: LegacyApi) {}

  async start(request: ConsultationRequest): Promise<Result<StartedConsultation, PortalError>> {
    const { names } = this.api;
    const { calendar, viaLink, attachment } = request;
    const answer = await this.api.client.call(
      this.api.actions.nuevaConsulta,
      {
        // A consultation through a public link may come from nobody signed in.
        [names.clientIdField]: request.clientId === '' ? undefined : request.clientId,
        id_lawyer: request.lawyerId,
        title_consulta: request.title,
        title_movent_consulta: request.movementTitle,
        calendar: calendar !== null,
        date_consulta: dayOf(request.consultationDate),
        fecha_ini: calendar === null ? undefined : `${calendar.date} ${calendar.start}`,
        fecha_fin: calendar === null ? undefined : `${calendar.date} ${calendar.end}`,
        id_type: request.typeId,
        [names.serviceField]: request.serviceId,
        consult_type: request.consultationType,
        typeOfCharge: request.chargeType,
        mediaPrice: request.mediaPrice,
        descriptionPaymentType: request.paymentDescription,
        nameDocumentSelected: request.documentName,
        hasFile: attachment !== null,
        fileName: attachment?.fileName,
        nombre_cliente: request.clientName,
        direction_link: request.meetingLink,
        id_medio_comunicacion: request.mediumId,
        consultationViaLink: viaLink !== null,
        groupIdViaLink: viaLink?.groupId,
        studyIdViaLink: viaLink?.studyId,
        formattedValuesParts: JSON.stringify(request.answers),
      },
      StartedAnswer,
    );
    return mapResult(answer, (started) => ({
      caseId: started.id_case,
      movementId: started.id_movent,
      fileMovementId: started.id_movent_file,
      fileLinkToken: started.file_token,
      contactId: started.idContactAse,
    }));
  }

  async notifyNewCase(notice: NewCaseNotice): Promise<Result<void, PortalError>> {
    const { names } = this.api;
    const answer = await this.api.client.call(
      this.api.actions.notificationNewCaseCreated,
      {
        [names.clientIdField]: notice.clientId === '' ? undefined : notice.clientId,
        id_lawyer: notice.lawyerId,
        id_group: notice.groupId,
        client_name: notice.clientName,
        id_case: notice.caseId,
        consultation_title: notice.title,
        consultation_media: notice.medium,
        consultation_type: notice.consultationType,
        notification_type: notice.kind,
        [names.emailField]: notice.clientEmail,
        [names.phoneField]: notice.clientPhone,
      },
      AcknowledgementSchema,
    );
    return mapResult(answer, () => undefined);
  }

  async mailLawyer(mail: LawyerMail): Promise<Result<void, PortalError>> {
    const answer = await this.api.client.call(
      this.api.actions.sendMailToLawyer,
      {
        client_name: mail.clientName,
        lawyer_id: mail.lawyerId,
        title_mail: mail.subject,
        type: mail.kind,
        consultation_title: mail.consultationTitle,
        consultation_type: mail.consultationType,
        [this.api.names.emailField]: mail.clientEmail,
      },
      AcknowledgementSchema,
    );
    return mapResult(answer, () => undefined);
  }
}
