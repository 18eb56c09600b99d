import type { LawyerMailSubject } from '../shared/catalogue';
import type { PortalError } from '../shared/portal-error';
import type { Result } from '../shared/result';

/** Everything nuevaConsulta carries (SPEC §7), in domain words. */
export interface ConsultationRequest {
  readonly clientId: string;
  readonly clientName: string;
  readonly lawyerId: string;
  readonly title: string;
  readonly movementTitle: string;
  /** Requested meeting date and time, when the consultation is booked in the agenda. */
  readonly calendar: { readonly date: string; readonly start: string; readonly end: string } | null;
  readonly consultationDate: string;
  readonly typeId: number;
  readonly serviceId: string;
  readonly consultationType: string;
  readonly chargeType: string;
  readonly mediaPrice: number;
  readonly paymentDescription: string;
  readonly documentName: string | null;
  readonly attachment: { readonly fileName: string } | null;
  readonly meetingLink: string | null;
  readonly mediumId: string;
  readonly viaLink: { readonly groupId: string; readonly studyId: string } | null;
  /** Free-form answers of the consultation form (formattedValuesParts). */
  readonly answers: Readonly<Record<string, string>>;
}

export interface StartedConsultation {
  readonly caseId: string;
  readonly movementId: string;
  /** The movement that holds the attachment, when one was sent. */
  readonly fileMovementId: string | null;
  /** That movement's link token, with which the attachment is uploaded and linked. */
  readonly fileLinkToken: string | null;
  readonly contactId: string | null;
}

export interface NewCaseNotice {
  readonly clientId: string;
  readonly lawyerId: string;
  readonly groupId: string;
  readonly clientName: string;
  readonly caseId: string;
  readonly title: string;
  readonly medium: string;
  readonly consultationType: string;
  readonly kind: 'new_case' | 'consultation_via_link';
  readonly clientEmail: string;
  readonly clientPhone: string;
}

export interface LawyerMail {
  readonly clientName: string;
  readonly lawyerId: string;
  readonly subject: LawyerMailSubject;
  /** sendMailToLawyer's type: SPEC §7's three, and ours for a meeting the client moved or cancelled. */
  readonly kind:
    'nuevo_caso' | 'consulta_via_link' | 'invitacion_aceptada' | 'reunion_reprogramada' | 'reunion_cancelada';
  readonly consultationTitle: string;
  readonly consultationType: string;
  readonly clientEmail?: string;
}

/** Starting consultations and telling the lawyer (SPEC §7). */
export interface ConsultationDesk {
  start(request: ConsultationRequest): Promise<Result<StartedConsultation, PortalError>>;
  notifyNewCase(notice: NewCaseNotice): Promise<Result<void, PortalError>>;
  mailLawyer(mail: LawyerMail): Promise<Result<void, PortalError>>;
}

export interface PaymentLinkRequest {
  readonly lawyerId: string;
  /** The client's group with this lawyer (id_grupo_{product}), when known: a consultation's start knows it, a case's page does not. */
  readonly clientGroupId?: string;
  readonly caseId: string;
  readonly movementId: string;
  /** Integer amount (SPEC §5 price rule already applied). */
  readonly price: number;
  /** Where the checkout sends the client back (an http(s) address of the portal's); left out, the portal's case page. */
  readonly returnUrl?: string;
}

/** A payment back from the checkout, as its return URL reports it. */
export interface PaymentReport {
  readonly movementId: string;
  /** The checkout's payment id, `payment_id` in its return URL. */
  readonly paymentId: string;
  /** Integer amount (SPEC §5 price rule already applied). */
  readonly price: number;
}

/** Payments through the provider's checkout (SPEC §7 getPaymentLinkMP, changePaymentMovement). */
export interface PaymentGateway {
  createPaymentLink(request: PaymentLinkRequest): Promise<Result<{ readonly redirectUrl: string }, PortalError>>;
  /**
   * Reports a payment back from the checkout. The service pays nothing on the portal's word: it
   * verifies that the checkout approved that payment id for that movement, client and amount, and
   * refuses anything else as 'rejected', changing nothing.
   */
  recordPayment(payment: PaymentReport): Promise<Result<void, PortalError>>;
}
