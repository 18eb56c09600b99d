import type { PortalPorts } from '../portal-ports';
import type { portalStatus } from '../shared/catalogue';
import { onFirstCall } from '../shared/on-first-call';
import type { PortalError } from '../shared/portal-error';
import type { Result } from '../shared/result';
import type { CalendarEntry } from './calendar-entry';
import type { CalendarSlot } from './calendar-repository';
import type { FreeSlot } from './free-slots';
import type { MeetingCancellation, MeetingChange, MeetingRescheduling } from './change-meeting';
import type { CalendarExport, CalendarFile } from './export-calendar-ics';
import { makeListCalendar, type CalendarListing } from './list-calendar';
import { makeListFreeSlots, type FreeSlotListing } from './list-free-slots';
import { makeListLawyerCalendar, type LawyerCalendarListing } from './list-lawyer-calendar';

/** The portal's use-cases of the agenda: the client's, a lawyer's, and the meetings a client can book. */
export interface CalendarUseCases {
  /**
   * The signed-in client's agenda: hearings, meetings, deadlines and the date requests still to
   * answer, newest first by creation date (SPEC §4, §9). Each entry has SPEC §3's fields as
   * displayed ('-' for a missing value, times HH:MM, texts decoded) and, beside them, its day and
   * times as values (`day`, `startMinutes`, `endMinutes`, null when unknown). What the agenda page
   * shows of them (what comes next, a month, the filters) is `viewAgenda({ entries, now })`.
   *
   * Fails with 'Error al intentar obtener la agenda' (kind `unavailable`, `unauthenticated` or
   * `rejected`, as the service answered).
   *
   * @example
   * const agenda = valueOrThrow(await portal.listCalendar({ client }));
   * const dated = agenda.filter((entry) => entry.day !== null);
   * const { entries: next } = portal.viewAgenda({ entries: agenda, now: Date.now() }).upcoming();
   */
  listCalendar(listing: CalendarListing): Promise<Result<readonly CalendarEntry[], PortalError>>;

  /**
   * A lawyer's agenda, read by the lawyer's id (SPEC §6's lookup by lawyer id), newest first by
   * creation date: what takes the lawyer's time when a client books a meeting. listFreeSlots
   * answers the free times directly.
   *
   * Fails with 'Error al intentar obtener la agenda' (kind `unavailable` or `rejected`).
   */
  listLawyerCalendar(listing: LawyerCalendarListing): Promise<Result<readonly CalendarEntry[], PortalError>>;

  /**
   * The meetings a client can book with a lawyer: every start of the working day (08:00 to 20:00,
   * every half hour, WORKING_DAY) of the days asked that has not begun and overlaps none of the
   * lawyer's agenda entries (an entry with no end takes an hour, DEFAULT_MEETING_MINUTES), by day
   * and time. Days and times are the agenda's, Argentine (AGENDA_TIME_ZONE). A slot answered here
   * is what startConsultation books.
   *
   * Fails with 'Fecha no válida' (kind `invalid-input`, field `from`) for a `from` that is no
   * yyyy-mm-dd day, 'Cantidad de días no válida' (field `days`) for days outside 1 to 31,
   * 'Duración no válida' (field `minutes`) for a length not in MEETING_LENGTHS, and 'Error al
   * intentar obtener la agenda' when the lawyer's agenda cannot be read.
   *
   * @example
   * const slots = valueOrThrow(await portal.listFreeSlots({ lawyerId: '7', from: '2031-05-19', days: 5, minutes: 30 }));
   * // [{ date: '2031-05-19', start: '08:00', end: '08:30' }, …]
   */
  listFreeSlots(listing: FreeSlotListing): Promise<Result<readonly FreeSlot[], PortalError>>;

  /**
   * Moves an agenda entry to a yyyy-mm-dd day from an HH:MM start to an HH:MM end (SPEC §7
   * updateCalendar); with the date request's `linkToken`, as whoever holds its public link.
   * Answers status 200.
   *
   * Fails before sending with 'Fecha no válida' (field `date`) or 'Hora no válida' (field `start`
   * or `end`), kind `invalid-input`; a refusing service answers 'Error al intentar actualizar la
   * agenda' with kind `rejected` and status 400 (SPEC §7), and an unknown entry kind `not-found`.
   */
  updateCalendarSlot(slot: CalendarSlot): Promise<Result<{ readonly status: typeof portalStatus.ok }, PortalError>>;

  /**
   * The client cancels a meeting (a `Meeting`: viewAgendaEntry's from the agenda, viewCaseMeeting's
   * from the case) while the terms allow it at no charge: until 24 hours before its start
   * (meetingChangePolicy, against the portal's clock). The cancellation is a novedad (type 5) in
   * the meeting's case, "Reunión cancelada: <title>", that names the agenda entry (addNewMovent's
   * id_agenda): the service then marks the entry `cancelada` in the agenda and `agenda_cancelada`
   * on its date request, and frees the lawyer's slot. The lawyer is mailed (sendMailToLawyer,
   * type reunion_cancelada). Answers the movement's id.
   *
   * Fails with 'Faltan menos de 24 horas: ya no puede cancelarla sin cargo. Escríbale a su abogado
   * desde el asunto.' (kind `rejected`, status 400) after the limit, before sending anything; a
   * failed movement with 'Error al intentar cancelar la reunión'.
   *
   * @example
   * const { meeting, changeableUntil } = portal.viewAgendaEntry({ entry });
   * if (meeting && changeableUntil !== null && Date.now() <= changeableUntil) await portal.cancelMeeting({ client, meeting });
   */
  cancelMeeting(cancellation: MeetingCancellation): Promise<Result<MeetingChange, PortalError>>;

  /**
   * The client moves a meeting to one of its lawyer's free slots (listFreeSlots) while the terms
   * allow it at no charge, until 24 hours before its start: updateCalendar (SPEC §7), then a
   * novedad (type 5) in its case, "Reunión reprogramada: de 9/12/2026 a las 10:00 a 11/12/2026 a
   * las 15:30", and a mail to the lawyer (sendMailToLawyer, type reunion_reprogramada). Answers the
   * movement's id.
   *
   * Fails after the limit as cancelMeeting does, before sending; a slot that is no day ('Fecha no
   * válida', field `date`), no times ('Hora no válida', `start` or `end`) or not after now ('Ese
   * horario ya pasó. Elija uno posterior.', `start`) is refused before sending; a refused move with
   * 'Error al intentar reprogramar la reunión'; a move whose movement failed with 'Error al
   * intentar agregar nuevo movimiento' (the meeting did move).
   */
  rescheduleMeeting(rescheduling: MeetingRescheduling): Promise<Result<MeetingChange, PortalError>>;

  /**
   * The agenda as an iCalendar file (RFC 5545) for a phone's or a computer's calendar: the
   * `entries` given (the agenda as filtered, one meeting), or else the `client`'s whole agenda
   * read with listCalendar. One event per entry with a date (the others are left out); times in
   * Buenos Aires (TZID America/Argentina/Buenos_Aires, defined in the file); an all-day entry
   * ("Todo el día", or no time) as a date, DTSTART;VALUE=DATE and DTEND the next day; an entry
   * with no end lasting an hour; a cancelled one STATUS:CANCELLED. Every event not cancelled
   * reminds (VALARM, ACTION:DISPLAY): a timed one the day before (TRIGGER:-P1D) and an hour
   * before (TRIGGER:-PT1H); an all-day one, which has no hour, the day before at 09:00
   * (TRIGGER:-PT15H) and the day itself at 08:00 (TRIGGER:PT8H). Lines end in CRLF and fold at 75
   * octets; stored texts are escaped TEXT, a place a URL only when it is a valid http(s) link.
   * DTSTAMP is the portal's clock. Answers the file's text, its MIME type, how many events it
   * holds and a file name: 'agenda-justiciable.ics', or for one entry given its title and id.
   *
   * Fails with 'Complete este campo' (kind `invalid-input`, field `client`) given neither entries
   * nor client, before sending; a failed read as listCalendar does ('Error al intentar obtener la
   * agenda').
   *
   * Cost: none with `entries`; one listCalendar without.
   *
   * @example
   * const file = valueOrThrow(await portal.exportCalendarIcs({ client }));
   * await writeFile(file.fileName, file.text); // 'agenda-justiciable.ics', file.events events
   * // Only what comes next:
   * const agenda = valueOrThrow(await portal.listCalendar({ client }));
   * const { entries } = portal.viewAgenda({ entries: agenda, now: Date.now() }).upcoming();
   * const next = valueOrThrow(await portal.exportCalendarIcs({ entries }));
   */
  exportCalendarIcs(request: CalendarExport): Promise<Result<CalendarFile, PortalError>>;
}

export function calendarUseCases(ports: PortalPorts): CalendarUseCases {
  return {
    listCalendar: makeListCalendar(ports),
    listLawyerCalendar: makeListLawyerCalendar(ports),
    listFreeSlots: makeListFreeSlots(ports),
    updateCalendarSlot: onFirstCall(async () => (await import('./update-calendar-slot')).makeUpdateCalendarSlot(ports)),
    cancelMeeting: onFirstCall(async () => (await import('./change-meeting')).makeCancelMeeting(ports)),
    rescheduleMeeting: onFirstCall(async () => (await import('./change-meeting')).makeRescheduleMeeting(ports)),
    exportCalendarIcs: onFirstCall(async () => (await import('./export-calendar-ics')).makeExportCalendarIcs(ports)),
  };
}
