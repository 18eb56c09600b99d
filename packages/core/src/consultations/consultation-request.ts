import { agendaInstant } from '../calendar/agenda-clock';
import { isCalendarDay } from '../calendar/calendar-days';
import type { FreeSlot } from '../calendar/free-slots';
import { minutesOfTime } from '../calendar/time-of-day';
import type { CommunicationMedium, LawyerService } from '../directory/directory-entry';
import type { DocumentType } from '../documents/document';
import type { FileToUpload } from '../documents/file-to-upload';
import type { SignedInClient } from '../identity/signed-in-client';
import { validationMessages } from '../shared/catalogue';
import { portalError, type PortalError } from '../shared/portal-error';
import { err, ok, type Result } from '../shared/result';
import { consultationCharge } from './consultation-charge';
import type { ConsultationRequest } from './consultation-ports';
import { tryParsePaymentPrice } from './payment-price';

/** The legacy API's consultation type of a consultation a client starts (nuevaConsulta's id_type). */
const CLIENT_CONSULTATION_TYPE_ID = 1;

/** What a client chooses and writes to start a consultation; everything nuevaConsulta carries besides is built from it. */
export interface ConsultationChoices {
  /** The lawyer consulted (a DirectoryEntry's `id`, a StudyMember's `id`). */
  readonly lawyerId: string;
  /** The lawyer's group, their studio (a DirectoryEntry's `id_grupo`): the attachment is stored under it. */
  readonly groupId: string;
  /**
   * The client's own group with this lawyer (a DirectoryEntry's `id_grupo_justiciable`), which the
   * payment link of a single-amount charge names; left out when not known.
   */
  readonly clientGroupId?: string;
  /** One of the lawyer's services; its charge (consultationCharge) sets what is paid and how. */
  readonly service: LawyerService;
  /** One of the lawyer's communication media. */
  readonly medium: CommunicationMedium;
  /** A free meeting of the lawyer's agenda (listFreeSlots); null or left out to agree the time with the lawyer. */
  readonly slot?: FreeSlot | null;
  /** The consultation's title, which becomes the case's name. */
  readonly title: string;
  /** The problem, in the client's words: the consultation's first movement. */
  readonly description: string;
  /** A document for the lawyer (at most 10 MB), and its type among listDocumentTypes' when the client says. */
  readonly attachment?: (FileToUpload & { readonly documentType?: DocumentType | null }) | null;
  /** The studio's public link the consultation came through (/consultationViaLink), which the lawyer is told. */
  readonly viaLink?: { readonly studyId: string } | null;
}

/** The slot as the agenda books it: a real day, a start before its end, not begun yet at `now` (epoch milliseconds). */
function checkSlot(slot: FreeSlot, now: number): Result<FreeSlot, PortalError> {
  if (!isCalendarDay(slot.date)) return err(portalError.invalidInput('slot', validationMessages.invalidDate));
  const start = minutesOfTime(slot.start);
  const end = minutesOfTime(slot.end);
  if (start === null || end === null || end <= start)
    return err(portalError.invalidInput('slot', validationMessages.invalidTime));
  if (!(agendaInstant(slot.date, start) > now))
    return err(portalError.invalidInput('slot', validationMessages.slotPast));
  return ok(slot);
}

/**
 * nuevaConsulta's request (SPEC §7) from a client's choices, asked at `askedAt`: the charge type
 * and the amount of the service's charge (SPEC §4, its price read by SPEC §5's rule), the
 * payment's description, the client's consultation type (id 1), the texts trimmed, the form's
 * answers (service and description), the document's name, the meeting booked and the link it
 * came through.
 *
 * Refuses, as `invalid-input`, a price that is no amount ('Monto no válido', field `price`) and
 * a slot that is no day ('Fecha no válida'), whose times are no times or do not run forwards
 * ('Hora no válida') or that has begun ('Ese horario ya pasó. Elija uno posterior.'), field `slot`.
 */
export function consultationRequest(
  client: SignedInClient,
  choices: ConsultationChoices,
  askedAt: Date,
): Result<ConsultationRequest, PortalError> {
  const { service, medium, attachment = null, slot = null, viaLink = null } = choices;
  const charge = consultationCharge(service);
  const price = tryParsePaymentPrice(charge.now);
  if (!price.ok) return price;
  const calendar = slot === null ? null : checkSlot(slot, askedAt.getTime());
  if (calendar !== null && !calendar.ok) return calendar;
  const description = choices.description.trim();
  return ok({
    clientId: client.id,
    clientName: client.name,
    lawyerId: choices.lawyerId,
    title: choices.title.trim(),
    movementTitle: description,
    calendar:
      calendar === null ? null : { date: calendar.value.date, start: calendar.value.start, end: calendar.value.end },
    consultationDate: askedAt.toISOString(),
    typeId: CLIENT_CONSULTATION_TYPE_ID,
    serviceId: service.id,
    consultationType: service.nombre,
    chargeType: charge.type,
    mediaPrice: price.value,
    paymentDescription: `Pago de la consulta: ${service.nombre}`,
    documentName: attachment === null ? null : (attachment.documentType?.nombre ?? null),
    attachment: attachment === null ? null : { fileName: attachment.name },
    meetingLink: null,
    mediumId: medium.id,
    viaLink: viaLink === null ? null : { groupId: choices.groupId, studyId: viaLink.studyId },
    answers: { servicio: service.nombre, descripcion: description },
  });
}
