import { MOVEMENT_TYPE, type Movement } from '../cases/movement';
import { isBlank } from '../shared/blank';
import { formatTime, MISSING, serviceDay, sortNewestFirst } from '../shared/date-format';
import { decodeLegacyText, rememberingLegacyTextDecoder } from '../shared/legacy-text';
import type { CalendarEntry, CalendarFilters } from './calendar-entry';

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
}

function orMissing(text: string): string {
  return isBlank(text) ? MISSING : text;
}

/**
 * An agenda row as displayed (SPEC §3): text fields decoded ('' when undecodable), the start
 * and end times cut to HH:MM, '-' for a missing start date, start or end time, meeting type or address/link.
 * The start date stays as the service wrote it, so filters and the UI's formatDate can read it.
 */
export function calendarEntryFromRow(row: CalendarRow): CalendarEntry {
  return entryFromRow(row, decodeLegacyText);
}

/** calendarEntryFromRow for a whole listing (50,000 rows in the large account), each distinct text decoded once. */
export function calendarEntriesFromRows(rows: readonly CalendarRow[]): CalendarEntry[] {
  const decode = rememberingLegacyTextDecoder();
  return rows.map((row) => entryFromRow(row, decode));
}

function entryFromRow(row: CalendarRow, decode: (text: string) => string): CalendarEntry {
  return {
    id: row.id_agenda,
    fecha_ini: orMissing(row.fecha_ini?.trim() ?? ''),
    hora_ini: formatTime(row.hora_ini),
    hora_fin: formatTime(row.hora_fin),
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
  return {
    id: movement.id_agenda ?? movement.id_movimiento,
    fecha_ini: orMissing(movement.fecha_inicio_agenda?.trim() ?? ''),
    hora_ini: formatTime(movement.hora_inicio_agenda),
    // A date request asks for a start only; the movement keeps no end.
    hora_fin: MISSING,
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
  };
}

/** The agenda entries of a case's movements: one per type 7 movement, in the movements' order. */
export function calendarEntriesFromMovements(movements: readonly Movement[], caseInfo: MovementCaseInfo): CalendarEntry[] {
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
    return (entry) => days.has(dayOrText(entry[field]));
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
