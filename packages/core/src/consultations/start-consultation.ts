import { parseDocumentKey } from '../documents/document-key';
import { encodeFileToUpload, type EncodedFile, type FileToUpload } from '../documents/file-to-upload';
import type { SignedInClient } from '../identity/signed-in-client';
import type { PortalPorts } from '../portal-ports';
import { errorMessages, lawyerMailSubjects, successMessages } from '../shared/catalogue';
import { labelFailure } from '../shared/label-failure';
import type { PortalError } from '../shared/portal-error';
import { err, ok, type Result } from '../shared/result';
import { overLongInput, type TextFields } from '../shared/text-limits';
import { requiresPaymentLink } from './charge-type';
import type { ConsultationRequest, StartedConsultation } from './consultation-ports';
import { tryParsePaymentPrice } from './payment-price';

/** The consultation form, in the client's words; who asks and when is added here. */
export interface ConsultationDraft
  extends Omit<ConsultationRequest, 'clientId' | 'clientName' | 'lawyerId' | 'consultationDate' | 'mediaPrice' | 'mediumId' | 'attachment'> {
  readonly lawyer: {
    readonly id: string;
    readonly groupId: string;
    /** The client's group with this lawyer (id_grupo_{product}), for the payment link. */
    readonly clientGroupId: string;
  };
  readonly medium: { readonly id: string; readonly name: string };
  /** The medium's price as the service states it; SPEC §5's price rule is applied here. 0 when free. */
  readonly price: string | number;
  readonly attachment: FileToUpload | null;
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
 * The kind of text each free-text field of a consultation holds, for its length limit; `answers`
 * is measured as the JSON text it travels in.
 */
export const consultationTextFields = {
  title: 'title',
  movementTitle: 'text',
  clientName: 'name',
  consultationType: 'option',
  paymentDescription: 'title',
  documentName: 'option',
  meetingLink: 'address',
  answers: 'form',
} as const satisfies TextFields<'title' | 'movementTitle' | 'clientName' | 'consultationType' | 'paymentDescription' | 'documentName' | 'meetingLink' | 'answers'>;

/**
 * Starts a paid, free or via-link consultation (SPEC §4, §7). It stays pending until the lawyer
 * accepts it.
 *
 * Order: the texts are checked against their limits, the attachment is read (base64, at most
 * 10 MB) and the price parsed before anything is sent, so bad input creates nothing; then the case is created ('Error al intentar crear la
 * consulta' if not); then the attachment is uploaded under a random unique key into the new case
 * and linked to its file movement; then the lawyer is notified and mailed; then a monto_unico
 * charge gets its payment link.
 *
 * Once the case exists the consultation is created, and the answer says so even when a later step
 * fails: those failures come back in `unfinished`, each with its own message, next to the created
 * case, instead of a failure that would invite the client to create the consultation twice. The
 * notice and mail to the lawyer are courtesies (the case is already in the lawyer's list), so
 * their failures are not reported.
 */
export function makeStartConsultation({ consultations, files, cases, payments, clock, ids }: Pick<PortalPorts, 'consultations' | 'files' | 'cases' | 'payments' | 'clock' | 'ids'>) {
  // The attachment goes through the link token of the movement that awaits it, so a consultation
  // made without an account (through a studio's link) can deliver its file too.
  async function attach(consultation: StartedConsultation, groupId: string, file: EncodedFile): Promise<Result<void, PortalError>> {
    const { caseId, fileMovementId: movementId, fileLinkToken: linkToken } = consultation;
    const request = movementId !== null && linkToken !== null ? { movementId, linkToken } : null;
    const stored = labelFailure(await files.upload({ caseId, groupId, uniqueKey: ids.next(), ...file, request }), errorMessages.createFile);
    if (!stored.ok) return stored;
    if (movementId === null) return ok();
    const fileName = parseDocumentKey(stored.value.key).fileName;
    return labelFailure(await cases.attachFileToMovement({ groupId, caseId, fileName, movementId, linkToken }), errorMessages.createFile);
  }

  return async function startConsultation(client: SignedInClient, draft: ConsultationDraft): Promise<Result<ConsultationStarted, PortalError>> {
    const tooLong = overLongInput({ ...draft, clientName: client.name, answers: JSON.stringify(draft.answers) }, consultationTextFields);
    if (tooLong) return err(tooLong);
    const attachment = draft.attachment === null ? null : encodeFileToUpload(draft.attachment);
    if (attachment !== null && !attachment.ok) return attachment;
    const price = tryParsePaymentPrice(draft.price);
    if (!price.ok) return price;

    const { lawyer, medium } = draft;
    const started = labelFailure(
      await consultations.start({
        clientId: client.id,
        clientName: client.name,
        lawyerId: lawyer.id,
        title: draft.title,
        movementTitle: draft.movementTitle,
        calendar: draft.calendar,
        consultationDate: clock.now().toISOString(),
        typeId: draft.typeId,
        serviceId: draft.serviceId,
        consultationType: draft.consultationType,
        chargeType: draft.chargeType,
        mediaPrice: price.value,
        paymentDescription: draft.paymentDescription,
        documentName: draft.documentName,
        attachment: attachment === null ? null : { fileName: attachment.value.fileName },
        meetingLink: draft.meetingLink,
        mediumId: medium.id,
        viaLink: draft.viaLink,
        answers: draft.answers,
      }),
      errorMessages.consultation,
    );
    if (!started.ok) return started;
    const consultation = started.value;
    const unfinished: UnfinishedStep[] = [];

    if (attachment !== null) {
      const attached = await attach(consultation, lawyer.groupId, attachment.value);
      if (!attached.ok) unfinished.push({ step: 'attachment', error: attached.error });
    }

    const viaLink = draft.viaLink !== null;
    await consultations.notifyNewCase({
      clientId: client.id,
      lawyerId: lawyer.id,
      groupId: lawyer.groupId,
      clientName: client.name,
      caseId: consultation.caseId,
      title: draft.title,
      medium: medium.name,
      consultationType: draft.consultationType,
      kind: viaLink ? 'consultation_via_link' : 'new_case',
      clientEmail: client.email,
      clientPhone: client.phone,
    });
    await consultations.mailLawyer({
      clientName: client.name,
      lawyerId: lawyer.id,
      subject: viaLink ? lawyerMailSubjects.consultationViaLink : lawyerMailSubjects.newCase,
      kind: viaLink ? 'consulta_via_link' : 'nuevo_caso',
      consultationTitle: draft.title,
      consultationType: draft.consultationType,
      clientEmail: client.email,
    });

    let paymentRedirectUrl: string | null = null;
    if (requiresPaymentLink(draft.chargeType)) {
      const link = labelFailure(
        await payments.createPaymentLink({
          lawyerId: lawyer.id,
          clientGroupId: lawyer.clientGroupId,
          caseId: consultation.caseId,
          movementId: consultation.movementId,
          price: price.value,
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
