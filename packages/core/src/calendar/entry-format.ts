import { MISSING } from '../shared/date-format';
import type { CalendarEntry } from './calendar-entry';
import { meetingMessages } from '../shared/catalogue';
import { agendaMoment } from './agenda-clock';
import { formatMeetingMoment } from './meeting';

/** '10:30 a 11:30', '10:30' without an end (or one not after the start), 'Todo el día', '-' without a start (SPEC §3). */
export function formatEntryTime(entry: CalendarEntry): string {
  if (entry.todo_el_dia === true) return meetingMessages.allDay;
  if (entry.startMinutes === null) return MISSING;
  return entry.endMinutes !== null ? `${entry.hora_ini} a ${entry.hora_fin}` : entry.hora_ini;
}

/** Who the entry is with: the lawyer and, when it says, the studio, each once; '-' for nobody. */
export function formatEntryLawyer(entry: CalendarEntry): string {
  const names = [entry.abogadoEstudio, entry.nombre_estudio].map((name) => name.trim()).filter(Boolean);
  return names.length === 0 ? MISSING : [...new Set(names)].join(', ');
}

/** The case the entry belongs to, '-' when it names none. */
export function formatEntrySubject(entry: CalendarEntry): string {
  return entry.asunto || MISSING;
}

/** The entry's meeting type ('Videollamada', 'Presencial'), '' when it has none: a day's short line leaves it out. */
export function formatEntryMeetingType(entry: CalendarEntry): string {
  return entry.tipo_reunion === MISSING ? '' : entry.tipo_reunion;
}

/** '9/12/2026 a las 10:30': an instant (epoch milliseconds) as the meeting's texts write it, in the agenda's zone. */
export function formatMeetingInstant(at: number): string {
  const { day, minutes } = agendaMoment(at);
  return formatMeetingMoment(day, minutes);
}
