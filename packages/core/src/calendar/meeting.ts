import { MOVEMENT_TYPE, type Movement } from '../cases/movement';
import { formatDate, MISSING } from '../shared/date-format';
import { minutesOfTime, clockTime } from './time-of-day';
import { agendaInstant } from './agenda-clock';
import type { CalendarEntry } from './calendar-entry';
import { calendarEntryTitle } from './calendar-entry-title';
import { DEFAULT_MEETING_MINUTES } from './meeting-length';

/**
 * A meeting the client has with their lawyer, dated and timed, as both the agenda (an entry) and
 * the case (its type-7 movement) know it: what can be cancelled, moved, joined or added to a
 * phone's calendar.
 */
export interface Meeting {
  /** The agenda entry (id_agenda): what SPEC §7's updateCalendar moves. */
  readonly agendaId: string;
  readonly caseId: string;
  /** The lawyer the meeting is with: whose free slots it can move to, who is told. */
  readonly lawyerId: string;
  readonly title: string;
  /** yyyy-mm-dd, in the agenda's zone (AGENDA_TIME_ZONE). */
  readonly day: string;
  /** Minutes after midnight. */
  readonly startMinutes: number;
  /** Minutes after midnight; null when the agenda does not say (it then lasts DEFAULT_MEETING_MINUTES). */
  readonly endMinutes: number | null;
  /** tipo_reunion: 'Videollamada', 'Presencial', 'Telefónica'; '' when unknown. */
  readonly medium: string;
  /** direccion_link: the video room's address or the meeting's place; null when none. */
  readonly place: string | null;
}

function presentOrNull(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' || trimmed === MISSING ? null : trimmed;
}

/**
 * The meeting an agenda entry is, or null for what is no meeting the client can act on: an
 * entry with no day or start time (a date still to choose, an all-day deadline), no case or
 * lawyer to tell, or no meeting type (a court deadline), or one already cancelled.
 */
export function meetingOfEntry(entry: CalendarEntry): Meeting | null {
  const medium = presentOrNull(entry.tipo_reunion);
  const lawyerId = entry.id_abogado ?? '';
  if (entry.day === null || entry.startMinutes === null || entry.todo_el_dia === true || entry.cancelada === true)
    return null;
  if (medium === null || entry.id_caso === '' || lawyerId === '') return null;
  return {
    agendaId: entry.id,
    caseId: entry.id_caso,
    lawyerId,
    title: calendarEntryTitle(entry),
    day: entry.day,
    startMinutes: entry.startMinutes,
    endMinutes: entry.endMinutes,
    medium,
    place: presentOrNull(entry.direccion_link),
  };
}

/**
 * The meeting a case's dated date request (type 7, with its agenda entry) is, with the case's
 * lawyer; null for any other movement, one still without a date or time, or one cancelled.
 * The movement keeps no end: the meeting's is found in the agenda, else it lasts an hour.
 */
export function meetingOfMovement(movement: Movement, lawyerId: string): Meeting | null {
  if (
    movement.id_tipo !== MOVEMENT_TYPE.calendarRequest ||
    movement.id_agenda === null ||
    movement.agenda_cancelada === true
  )
    return null;
  const day = movement.fecha_inicio_agenda?.trim().slice(0, 10) ?? '';
  const startMinutes = minutesOfTime(movement.hora_inicio_agenda ?? '');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || startMinutes === null || movement.todo_el_dia_agenda || lawyerId === '')
    return null;
  return {
    agendaId: movement.id_agenda,
    caseId: movement.id_case,
    lawyerId,
    title: movement.descripcion_movimiento?.trim() || 'Reunión',
    day,
    startMinutes,
    endMinutes: null,
    medium: presentOrNull(movement.tipo_reunion) ?? '',
    place: presentOrNull(movement.direccion_link),
  };
}

/** When the meeting starts, in epoch milliseconds (the agenda's days and times are Buenos Aires, UTC-3). */
export function meetingStart(meeting: Pick<Meeting, 'day' | 'startMinutes'>): number {
  return agendaInstant(meeting.day, meeting.startMinutes);
}

/** When the meeting ends, in epoch milliseconds: its end, or an hour after its start when the agenda does not say. */
export function meetingFinish(meeting: Pick<Meeting, 'day' | 'startMinutes' | 'endMinutes'>): number {
  const end =
    meeting.endMinutes !== null && meeting.endMinutes > meeting.startMinutes
      ? meeting.endMinutes
      : meeting.startMinutes + DEFAULT_MEETING_MINUTES;
  return agendaInstant(meeting.day, end);
}

/** '9/12/2026 a las 10:30': a day and a time as the meeting's texts write them. */
export function formatMeetingMoment(day: string, startMinutes: number): string {
  return `${formatDate(day)} a las ${clockTime(startMinutes)}`;
}

/** A video call, by its meeting type: the one kind that is joined through a link. */
export function isVideoMeeting(medium: string): boolean {
  return /video/i.test(medium);
}

/** An in-person meeting, by its meeting type ('Presencial'): the one kind that happens at a place. */
export function isInPersonMeeting(medium: string): boolean {
  return /presencial/i.test(medium);
}

/**
 * Whether a meeting leaves the client without knowing where to go: in person, and no place given.
 * A date request carries no place of its own (SPEC §7's agenda rows and movements have only
 * direccion_link, which the lawyer may leave empty), so the page says the place is still to be
 * confirmed and offers to ask, rather than showing nothing or a bare '-'.
 */
export function needsMeetingPlace(medium: string, place: string | null): boolean {
  return isInPersonMeeting(medium) && (place === null || place.trim() === '' || place.trim() === '-');
}
