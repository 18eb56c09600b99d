import { MOVEMENT_TYPE, type Movement } from '../cases/movement';
import { isBlank } from '../shared/blank';
import { formatTime, MISSING, serviceDay, sortNewestFirst } from '../shared/date-format';
import { compareForDisplay } from '../shared/display-order';
import { decodeLegacyText, rememberingLegacyTextDecoder } from '../shared/legacy-text';
import { isCalendarDay } from './calendar-days';
import type { CalendarEntry, CalendarFilters } from './calendar-entry';
import { DEFAULT_MEETING_MINUTES } from './meeting-length';
import { minutesOfTime } from './time-of-day';

/**
 * An agenda row of the legacy API in domain terms, before mapping: only the id is sure; text
 * fields are stored percent-encoded and may carry HTML entities.
 */
export interface CalendarRow {
  readonly id_agenda: string;
  readonly fecha_ini?: string | null;
  readonly hora_ini?: string | null;
  readonly hora_fin?: string | null;
  readonly nombre_asunto?: string | null;
  readonly nombre_abogado?: string | null;
  readonly tipo_reunion?: string | null;
  readonly direccion_link?: string | null;
  readonly titulo?: string | null;
  readonly texto?: string | null;
  readonly id_caso?: string | null;
  readonly id_movimiento?: string | null;
  readonly nombre_estudio?: string | null;
  readonly fecha_alta?: string | null;
  /** The lawyer's id (id_abogado). */
  readonly id_abogado?: string | null;
  /** An all-day entry ("Todo el día"): its time, if any (00:00), is no start. */
  readonly todo_el_dia?: boolean | null;
  /** The client cancelled it. */
  readonly cancelada?: boolean | null;
}

/**
 * The fields beyond SPEC §3's that an entry carries only when they say something (the lawyer's
 * id, all day, cancelled), so an entry without them reads as before.
 */
function entryExtras(
  lawyerId: string | null | undefined,
  allDay: boolean,
  cancelled: boolean,
): Pick<CalendarEntry, 'id_abogado' | 'todo_el_dia' | 'cancelada'> {
  return {
    ...(lawyerId ? { id_abogado: lawyerId } : {}),
    ...(allDay ? { todo_el_dia: true } : {}),
    ...(cancelled ? { cancelada: true } : {}),
  };
}

function orMissing(text: string): string {
  return isBlank(text) ? MISSING : text;
}

/**
 * The day of a displayed start date. Nearly every row writes it as a real yyyy-mm-dd day, which
 * is its own day: checked digit by digit, without the general reader's regular expression or a
 * new text per row.
 */
function dayOf(fechaIni: string): string | null {
  if (isCalendarDay(fechaIni)) return fechaIni;
  return fechaIni === MISSING ? null : serviceDay(fechaIni);
}

/** An end counts when it is after the start; any other end is unknown. */
function endAfter(startMinutes: number | null, endMinutes: number | null): number | null {
  return endMinutes !== null && startMinutes !== null && endMinutes > startMinutes ? endMinutes : null;
}

/**
 * The typed values of an entry's displayed date and times: its day, and its start and end in
 * minutes after midnight, null when unknown. The mapping reads them once; a builder of entries in
 * tests uses this to keep them in step with the displayed fields.
 */
export function calendarEntryTimes(
  fechaIni: string,
  horaIni: string,
  horaFin: string,
): Pick<CalendarEntry, 'day' | 'startMinutes' | 'endMinutes'> {
  const startMinutes = minutesOfTime(horaIni);
  return { day: dayOf(fechaIni), startMinutes, endMinutes: endAfter(startMinutes, minutesOfTime(horaFin)) };
}

/** A row's time as displayed (HH:MM, or '-') and as minutes after midnight (null when unknown). */
interface RowTime {
  readonly shown: string;
  readonly minutes: number | null;
}

function readRowTime(time: string): RowTime {
  const shown = formatTime(time);
  return { shown, minutes: minutesOfTime(shown) };
}

/** How entryFromRow reads a row's texts, its start date's day and its times. */
interface RowReaders {
  readonly text: (text: string) => string;
  readonly day: (fechaIni: string) => string | null;
  readonly time: (time: string) => RowTime;
}

const ROW_READERS: RowReaders = { text: decodeLegacyText, day: dayOf, time: readRowTime };

/**
 * A reader that reads each distinct text once. A listing repeats its days and times thousands of
 * times, and JSON.parse gives short repeated texts as one shared string whose hash is known, so
 * looking them up costs less than reading them again.
 */
function remembering<T>(read: (text: string) => T): (text: string) => T {
  const known = new Map<string, T>();
  return (text) => {
    let value = known.get(text);
    if (value === undefined) {
      value = read(text);
      known.set(text, value);
    }
    return value;
  };
}

/**
 * An agenda row as displayed (SPEC §3): text fields decoded ('' when undecodable), the start
 * and end times cut to HH:MM, '-' for a missing start date, start or end time, meeting type or address/link.
 * The start date stays as the service wrote it, so filters and the UI's formatDate can read it.
 * Beside them, the day and times read once as values (calendarEntryTimes).
 */
export function calendarEntryFromRow(row: CalendarRow): CalendarEntry {
  return entryFromRow(row, ROW_READERS);
}

/**
 * calendarEntryFromRow for a whole listing (50,000 rows in the large account), each distinct
 * text, day and time read once.
 */
export function calendarEntriesFromRows(rows: readonly CalendarRow[]): CalendarEntry[] {
  const readers: RowReaders = {
    text: rememberingLegacyTextDecoder(),
    day: remembering(dayOf),
    time: remembering(readRowTime),
  };
  return rows.map((row) => entryFromRow(row, readers));
}

/** Rows mapped between two pauses: at a phone's speed (CPU 4× slower) about 50 ms of work. */
export const CALENDAR_ROWS_PER_SLICE = 5_000;

/** Where calendarEntriesFromRowsInSlices pauses, and how many rows it maps between pauses. */
export interface SlicedMapping {
  readonly rowsPerSlice?: number;
  /** Resolves when the next slice may run; a new task by default, so a page's pending taps and frames come first. */
  readonly pause?: () => Promise<void>;
}

/** The platform's timer, which both browsers and Node have; core's own types name no platform. */
const timers = globalThis as unknown as { setTimeout(run: () => void, ms: number): unknown };

function nextTask(): Promise<void> {
  return new Promise((resolve) => timers.setTimeout(resolve, 0));
}

/**
 * calendarEntriesFromRows, the same entries, mapped in slices with a pause between them: mapping
 * the large account's 50,000 rows in one go held a phone's main thread about half a second, in
 * which a tap on the page waited. Each distinct text, day and time is still read once.
 */
export async function calendarEntriesFromRowsInSlices(
  rows: readonly CalendarRow[],
  { rowsPerSlice = CALENDAR_ROWS_PER_SLICE, pause = nextTask }: SlicedMapping = {},
): Promise<CalendarEntry[]> {
  const readers: RowReaders = {
    text: rememberingLegacyTextDecoder(),
    day: remembering(dayOf),
    time: remembering(readRowTime),
  };
  const entries: CalendarEntry[] = new Array<CalendarEntry>(rows.length);
  const size = Math.max(1, Math.floor(rowsPerSlice));
  for (let start = 0; start < rows.length; start += size) {
    if (start > 0) await pause();
    const end = Math.min(rows.length, start + size);
    for (let index = start; index < end; index++) entries[index] = entryFromRow(rows[index] as CalendarRow, readers);
  }
  return entries;
}

function entryFromRow(row: CalendarRow, read: RowReaders): CalendarEntry {
  const decode = read.text;
  const fechaIni = orMissing(row.fecha_ini?.trim() ?? '');
  const allDay = row.todo_el_dia === true;
  // An all-day deadline is written at 00:00 with no end: it has no time, so it shows "Todo el día", not 00:00.
  const start = read.time(allDay ? '' : (row.hora_ini ?? ''));
  const end = read.time(allDay ? '' : (row.hora_fin ?? ''));
  return {
    id: row.id_agenda,
    fecha_ini: fechaIni,
    hora_ini: start.shown,
    hora_fin: end.shown,
    day: read.day(fechaIni),
    startMinutes: start.minutes,
    endMinutes: endAfter(start.minutes, end.minutes),
    asunto: decode(row.nombre_asunto ?? ''),
    abogadoEstudio: decode(row.nombre_abogado ?? ''),
    tipo_reunion: orMissing(decode(row.tipo_reunion ?? '')),
    direccion_link: orMissing(decode(row.direccion_link ?? '')),
    calendar_title: decode(row.titulo ?? ''),
    texto: decode(row.texto ?? ''),
    id_caso: row.id_caso ?? '',
    id_movimiento: row.id_movimiento ?? null,
    nombre_estudio: decode(row.nombre_estudio ?? ''),
    fecha_alta: row.fecha_alta ?? '',
    ...entryExtras(row.id_abogado, allDay, row.cancelada === true),
  };
}

/** What a movement's agenda entry takes from its case. */
export interface MovementCaseInfo {
  readonly case: string;
  readonly abogadoEstudio: string;
  readonly nombre_estudio: string;
}

/**
 * The agenda entry of a date request (SPEC §3: type 7 movements also produce one). The entry's
 * id is the agenda id the movement carries (the movement's own id only if it has none), so it
 * matches the agenda listing and updateCalendar. A Movement is already a domain entity, so its texts are taken as they
 * are, not decoded again (decoding twice would empty a text with a literal '%').
 */
export function calendarEntryFromMovement(movement: Movement, caseInfo: MovementCaseInfo): CalendarEntry {
  const fechaIni = orMissing(movement.fecha_inicio_agenda?.trim() ?? '');
  const horaIni = movement.todo_el_dia_agenda ? MISSING : formatTime(movement.hora_inicio_agenda);
  return {
    id: movement.id_agenda ?? movement.id_movimiento,
    fecha_ini: fechaIni,
    hora_ini: horaIni,
    // A date request asks for a start only; the movement keeps no end.
    hora_fin: MISSING,
    ...calendarEntryTimes(fechaIni, horaIni, MISSING),
    asunto: caseInfo.case,
    abogadoEstudio: caseInfo.abogadoEstudio,
    tipo_reunion: orMissing(movement.tipo_reunion ?? ''),
    direccion_link: orMissing(movement.direccion_link ?? ''),
    calendar_title: movement.descripcion_movimiento ?? '',
    texto: movement.comentarios ?? '',
    id_caso: movement.id_case,
    id_movimiento: movement.id_movimiento,
    nombre_estudio: caseInfo.nombre_estudio,
    fecha_alta: movement.fecha_alta,
    ...entryExtras(null, movement.todo_el_dia_agenda, movement.agenda_cancelada === true),
  };
}

/** The agenda entries of a case's movements: one per type 7 movement, in the movements' order. */
export function calendarEntriesFromMovements(
  movements: readonly Movement[],
  caseInfo: MovementCaseInfo,
): CalendarEntry[] {
  return movements
    .filter((movement) => movement.id_tipo === MOVEMENT_TYPE.calendarRequest)
    .map((movement) => calendarEntryFromMovement(movement, caseInfo));
}

/** The agenda by creation date (fecha_alta), newest first (SPEC §4); undated last; stable; does not mutate. */
export function sortCalendarNewestFirst(entries: readonly CalendarEntry[]): CalendarEntry[] {
  return sortNewestFirst(entries, (entry) => entry.fecha_alta);
}

/** The entry field each filter of SPEC §5 looks at. */
export const CALENDAR_FILTER_FIELDS = {
  dates: 'fecha_ini',
  subjects: 'asunto',
  firms: 'abogadoEstudio',
  meetingTypes: 'tipo_reunion',
} as const satisfies Record<keyof CalendarFilters, keyof CalendarEntry>;

export type CalendarFilterName = keyof CalendarFilters;

/** The filters in the order the legacy screen applied them, so the later one won. */
const FILTER_ORDER: readonly CalendarFilterName[] = ['dates', 'subjects', 'firms', 'meetingTypes'];

/** A date compares as its calendar day, so '2026-03-05' selects '2026-03-05 00:00:00'. */
function dayOrText(text: string): string {
  return serviceDay(text) ?? text.trim();
}

function matcherFor(filter: CalendarFilterName, selected: readonly string[]): (entry: CalendarEntry) => boolean {
  const field = CALENDAR_FILTER_FIELDS[filter];
  if (filter === 'dates') {
    const days = new Set(selected.map(dayOrText));
    return (entry) => days.has(entry.day ?? entry.fecha_ini.trim());
  }
  const values = new Set(selected);
  return (entry) => values.has(entry[field]);
}

/**
 * The agenda filter of SPEC §5 and its reset of SPEC §4.
 *
 * - All four filters empty: [] (the filtered list resets; the UI then shows the full list).
 * - Otherwise one filter takes effect, keeping the entries whose field is among its values:
 *   `lastApplied` when given and not empty; else the last non-empty one in the order dates,
 *   subjects, firms, meeting types (where the legacy screen's later filter overwrote the earlier).
 *
 * Entries keep their order; the input is not mutated.
 */
export function filterCalendar(
  entries: readonly CalendarEntry[],
  filters: CalendarFilters,
  lastApplied?: CalendarFilterName,
): CalendarEntry[] {
  const inEffect =
    lastApplied !== undefined && filters[lastApplied].length > 0
      ? lastApplied
      : FILTER_ORDER.findLast((filter) => filters[filter].length > 0);
  if (inEffect === undefined) return [];
  return entries.filter(matcherFor(inEffect, filters[inEffect]));
}

/**
 * The agenda with a new entry first (SPEC §4). An entry already listed under the same id is
 * replaced rather than shown twice. Does not mutate.
 */
export function prependCalendarEntry(list: readonly CalendarEntry[], entry: CalendarEntry): CalendarEntry[] {
  return [entry, ...list.filter((listed) => listed.id !== entry.id)];
}

/** When an entry ends, in minutes after midnight: its stated end, else an hour after its start (DEFAULT_MEETING_MINUTES), past 1440 when that is the next day; null without a start. */
export function meetingEndMinutes(entry: Pick<CalendarEntry, 'startMinutes' | 'endMinutes'>): number | null {
  if (entry.startMinutes === null) return null;
  return entry.endMinutes ?? entry.startMinutes + DEFAULT_MEETING_MINUTES;
}

/** A day's entries by start time, those without one first (they take the whole day); stable; does not mutate. */
export function sortCalendarByStartTime(entries: readonly CalendarEntry[]): CalendarEntry[] {
  return [...entries].sort((a, b) => (a.startMinutes ?? -1) - (b.startMinutes ?? -1));
}

/** The entries of a period's days, each day's by start time, and how many entries have no day at all. */
export interface CalendarDays {
  /** yyyy-mm-dd → that day's entries, by start time (sortCalendarByStartTime); days without entries are absent. */
  readonly byDay: ReadonlyMap<string, readonly CalendarEntry[]>;
  readonly undated: number;
}

/** The entries of the days from `first` to `last` (yyyy-mm-dd, both included), grouped by day in one pass. */
export function groupCalendarByDay(entries: readonly CalendarEntry[], first: string, last: string): CalendarDays {
  const byDay = new Map<string, CalendarEntry[]>();
  let undated = 0;
  for (const entry of entries) {
    const { day } = entry;
    if (day === null) undated++;
    else if (day >= first && day <= last) {
      const list = byDay.get(day);
      if (list === undefined) byDay.set(day, [entry]);
      else list.push(entry);
    }
  }
  for (const [day, list] of byDay) byDay.set(day, sortCalendarByStartTime(list));
  return { byDay, undated };
}

/**
 * The values a filter of SPEC §5 can choose among in an agenda: each once, blanks and '-' left
 * out; days (yyyy-mm-dd) newest first, texts in Spanish alphabetical order.
 */
export function calendarFilterChoices(entries: readonly CalendarEntry[], filter: CalendarFilterName): string[] {
  const values = new Set<string>();
  const field = CALENDAR_FILTER_FIELDS[filter];
  for (const entry of entries) {
    const value = filter === 'dates' ? entry.day : entry[field];
    if (value !== null && value !== MISSING && value.trim() !== '') values.add(value);
  }
  if (filter === 'dates') return [...values].sort().reverse();
  return [...values].sort(compareForDisplay);
}
