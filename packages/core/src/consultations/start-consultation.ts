import { parseDocumentKey } from '../documents/document-key';
import { encodeFileToUpload, type EncodedFile } from '../documents/file-to-upload';
import type { SignedInClient } from '../identity/signed-in-client';
import type { PortalPorts } from '../portal-ports';
import { errorMessages, lawyerMailSubjects, successMessages } from '../shared/catalogue';
import { labelFailure } from '../shared/label-failure';
import type { PortalError } from '../shared/portal-error';
import { err, ok, type Result } from '../shared/result';
import { overLongInput, type TextFields } from '../shared/text-limits';
import { consultationCharge, requiresPaymentLink } from './consultation-charge';
import type { StartedConsultation } from './consultation-ports';
import { consultationRequest, type ConsultationChoices } from './consultation-request';
import { bookedMeetingLink } from '../calendar/video-meeting-link';

/** A consultation as startConsultation takes it: the signed-in client who asks, and what they chose. */
export interface NewConsultation extends ConsultationChoices {
  readonly client: SignedInClient;
}

/** A step after the case was created that did not complete. The case stands regardless. */
export interface UnfinishedStep {
  /** 'attachment': the file is not in the case; the client can upload it from the case.
   *  'payment-link': no checkout link; the client can pay from the case's payment movement. */
  readonly step: 'attachment' | 'payment-link';
  /** With SPEC §8's text: 'Error al crear el archivo' or 'Error al generar el link de pago'. */
  readonly error: PortalError;
}

export interface ConsultationStarted {
  readonly message: typeof successMessages.consultationCreated;
  readonly caseId: string;
  readonly movementId: string;
  /** Where to send the client to pay a single-amount charge (monto_unico); null otherwise or when the link failed. */
  readonly paymentRedirectUrl: string | null;
  /** Empty when everything went through. */
  readonly unfinished: readonly UnfinishedStep[];
}

/**
 * The kind of text each text a consultation sends holds, for its length limit, by the choice it
 * comes from: what the client writes (title, description), their name, the service's name (sent
 * as the consultation type), the document type's name; `answers` is the form's answers as the
 * JSON text they travel in.
 */
export const consultationTextFields = {
  title: 'title',
  description: 'text',
  clientName: 'name',
  service: 'option',
  documentType: 'option',
  answers: 'form',
} as const satisfies TextFields<'title' | 'description' | 'clientName' | 'service' | 'documentType' | 'answers'>;

/**
 * Starts a paid, free or via-link consultation from the client's choices (SPEC §4, §7). It stays
 * pending until the lawyer accepts it.
 *
 * Order: the request is built from the choices (consultationRequest: the charge, the price by
 * SPEC §5's rule, the slot's shape), the texts are checked against their limits and the attachment
 * is read (base64, at most 10 MB) before anything is sent, so bad input creates nothing; then the
 * case is created ('Error al intentar crear la consulta' if not); then the attachment is uploaded
 * under a random unique key into the new case and linked to its file movement; then the lawyer is
 * notified and mailed; then a monto_unico charge gets its payment link.
 *
 * Once the case exists the consultation is created, and the answer says so even when a later step
 * fails: those failures come back in `unfinished`, each with its own message, next to the created
 * case, instead of a failure that would invite the client to create the consultation twice. The
 * notice and mail to the lawyer are courtesies (the case is already in the lawyer's list), so
 * their failures are not reported.
 */
export function makeStartConsultation({
  consultations,
  files,
  cases,
  payments,
  clock,
  ids,
  videoMeetingBaseUrl,
}: Pick<PortalPorts, 'consultations' | 'files' | 'cases' | 'payments' | 'clock' | 'ids' | 'videoMeetingBaseUrl'>) {
  // The attachment goes through the link token of the movement that awaits it, so a consultation
  // made without an account (through a studio's link) can deliver its file too.
  async function attach(
    consultation: StartedConsultation,
    groupId: string,
    file: EncodedFile,
  ): Promise<Result<void, PortalError>> {
    const { caseId, fileMovementId: movementId, fileLinkToken: linkToken } = consultation;
    const request = movementId !== null && linkToken !== null ? { movementId, linkToken } : null;
    const stored = labelFailure(
      await files.upload({ caseId, groupId, uniqueKey: ids.next(), ...file, request }),
      errorMessages.createFile,
    );
    if (!stored.ok) return stored;
    if (movementId === null) return ok();
    const fileName = parseDocumentKey(stored.value.key).fileName;
    return labelFailure(
      await cases.attachFileToMovement({ groupId, caseId, fileName, movementId, linkToken }),
      errorMessages.createFile,
    );
  }

  return async function startConsultation({
    client,
    ...choices
  }: NewConsultation): Promise<Result<ConsultationStarted, PortalError>> {
    const built = consultationRequest(client, choices, clock.now());
    if (!built.ok) return built;
    // A video meeting booked here always carries its join link (nuevaConsulta's direction_link).
    const request =
      built.value.calendar === null
        ? built.value
        : {
            ...built.value,
            meetingLink: bookedMeetingLink(
              choices.medium.nombre,
              built.value.meetingLink,
              () => ids.next(),
              videoMeetingBaseUrl,
            ),
          };
    const tooLong = overLongInput(
      {
        title: request.title,
        description: request.movementTitle,
        clientName: request.clientName,
        service: request.consultationType,
        documentType: request.documentName,
        answers: JSON.stringify(request.answers),
      },
      consultationTextFields,
    );
    if (tooLong) return err(tooLong);
    const attachment = choices.attachment == null ? null : encodeFileToUpload(choices.attachment);
    if (attachment !== null && !attachment.ok) return attachment;
    const { lawyerId, groupId } = choices;
    const started = labelFailure(await consultations.start(request), errorMessages.consultation);
    if (!started.ok) return started;
    const consultation = started.value;
    const unfinished: UnfinishedStep[] = [];

    if (attachment !== null) {
      const attached = await attach(consultation, groupId, attachment.value);
      if (!attached.ok) unfinished.push({ step: 'attachment', error: attached.error });
    }

    const viaLink = request.viaLink !== null;
    await consultations.notifyNewCase({
      clientId: client.id,
      lawyerId,
      groupId,
      clientName: client.name,
      caseId: consultation.caseId,
      title: request.title,
      medium: choices.medium.nombre,
      consultationType: request.consultationType,
      kind: viaLink ? 'consultation_via_link' : 'new_case',
      clientEmail: client.email,
      clientPhone: client.phone,
    });
    await consultations.mailLawyer({
      clientName: client.name,
      lawyerId,
      subject: viaLink ? lawyerMailSubjects.consultationViaLink : lawyerMailSubjects.newCase,
      kind: viaLink ? 'consulta_via_link' : 'nuevo_caso',
      consultationTitle: request.title,
      consultationType: request.consultationType,
      clientEmail: client.email,
    });

    let paymentRedirectUrl: string | null = null;
    if (requiresPaymentLink(consultationCharge(choices.service))) {
      const link = labelFailure(
        await payments.createPaymentLink({
          lawyerId,
          clientGroupId: choices.clientGroupId,
          caseId: consultation.caseId,
          movementId: consultation.movementId,
          price: request.mediaPrice,
        }),
        errorMessages.paymentLink,
      );
      if (link.ok) paymentRedirectUrl = link.value.redirectUrl;
      else unfinished.push({ step: 'payment-link', error: link.error });
    }

    return ok({
      message: successMessages.consultationCreated,
      caseId: consultation.caseId,
      movementId: consultation.movementId,
      paymentRedirectUrl,
      unfinished,
    });
  };
}
