import type { PortalPorts } from '../portal-ports';
import { onFirstCall } from '../shared/on-first-call';
import type { PortalError } from '../shared/portal-error';
import type { Result } from '../shared/result';
import type { ConsultationStarted, NewConsultation } from './start-consultation';
import {
  makeOpenNewConsultation,
  type NewConsultationStart,
  type NewConsultationStartRequest,
} from './new-consultation-start';

/** The portal's use-cases of consultations. */
export interface ConsultationUseCases {
  /**
   * Starts a consultation with a lawyer from what the client chose (SPEC §4, §7): the lawyer and
   * their group, one of their services and communication media, optionally a free slot of their
   * agenda (listFreeSlots), a title and a description, optionally a document and the studio's
   * link it came through. Everything else nuevaConsulta carries is built here
   * (consultationRequest): the charge of the service (consultationCharge: a single amount,
   * 'monto_unico', is paid through a payment link; 'a_convenir' and free services charge nothing
   * now), the price by SPEC §5's rule, the client's consultation type, the payment's description
   * and the form's answers. The case created stays pending until the lawyer accepts it; the
   * lawyer is notified and mailed; the document is uploaded into the case. A slot is checked for
   * its shape and that it has not begun, not read against the lawyer's agenda again: take it from
   * listFreeSlots.
   *
   * Answers 'Consulta creada correctamente. La consulta se encontrará en estado pendiente hasta
   * que el Abogado la acepte', the case and its first movement, and for a single-amount charge the
   * `paymentRedirectUrl` to send the client to. Steps after the case exists that did not complete
   * come back in `unfinished` ('Error al crear el archivo' for the document, 'Error al generar el
   * link de pago' for the payment link) beside the created case: the consultation must not be
   * started again.
   *
   * Fails, before anything is created, with kind `invalid-input`: 'Máximo N caracteres' for a
   * text over its limit (fields `title`, `description`, `clientName`, `service`, `documentType`,
   * `answers`), 'El archivo supera el máximo de 10 MB' (field `file`), 'Monto no válido' (field
   * `price`), 'Fecha no válida', 'Hora no válida' or 'Ese horario ya pasó. Elija uno posterior.'
   * (field `slot`). Fails with 'Error al intentar crear la consulta' when the case cannot be
   * created.
   *
   * @example
   * const [service] = lawyer.services;
   * const [medium] = lawyer.media;
   * const [slot] = valueOrThrow(await portal.listFreeSlots({ lawyerId: lawyer.id }));
   * const started = valueOrThrow(
   *   await portal.startConsultation({ client, lawyerId: lawyer.id, groupId: lawyer.id_grupo, service, medium, slot, title: 'Despido', description: 'Me despidieron sin causa.' }),
   * );
   * if (started.paymentRedirectUrl !== null) console.log(`Pagar en ${started.paymentRedirectUrl}`);
   */
  startConsultation(consultation: NewConsultation): Promise<Result<ConsultationStarted, PortalError>>;

  /**
   * What Nueva consulta shows before a consultation is sent (SPEC §2 newConsultation): who can be
   * chosen (`listConsultationLawyers`: the client's own lawyers among them, and, when `lawyerId`
   * and `groupId` name a lawyer, why they cannot be consulted, if so), the document types an
   * attachment can be filed under (`listDocumentTypes`), the named lawyer's agenda for the date
   * picker (`listLawyerCalendar`; null when `lawyerId` is left out), and what needs the client
   * (`listWhatNeedsMe`), still being read: a promise, which the form never waits for. Its agenda
   * (`listCalendar`) is given to `onAgendaRead` while it is read, for a caller that shows the
   * agenda too; `through` reads the part named 'attention' (the web reads it through the device's
   * copy).
   *
   * Each part answers on its own, with its use-case's failure: the page shows the rest. Fails as
   * a whole only with `unauthenticated`, when a part found the session ended.
   */
  openNewConsultation(request: NewConsultationStartRequest): Promise<Result<NewConsultationStart, PortalError>>;
}

export function consultationUseCases(ports: PortalPorts): ConsultationUseCases {
  return {
    startConsultation: onFirstCall(async () => (await import('./start-consultation')).makeStartConsultation(ports)),
    openNewConsultation: makeOpenNewConsultation(ports),
  };
}
