import { filterCalendar, serviceDay, type CalendarEntry, type CalendarFilters } from '@justiciable/core';
import { AGENDA_FILTERS, type AgendaFilter, type AgendaSearch } from './agenda-search';

// What the agenda's filter keeps and offers, apart from its schema (agenda-search.ts): the route
// validates the URL in the app's first chunk, which need not carry these or the dates they read.

const NO_FILTERS: CalendarFilters = { dates: [], subjects: [], firms: [], meetingTypes: [] };

/**
 * The entries the filter in the URL keeps, through core's filterCalendar (SPEC §5), in the
 * agenda's order. With no value chosen there is no filter: SPEC §4's empty filtered list means
 * the whole agenda is shown.
 */
export function filterAgenda(entries: readonly CalendarEntry[], search: Pick<AgendaSearch, 'filtro' | 'valores'>): readonly CalendarEntry[] {
  const { filtro, valores = [] } = search;
  if (filtro === undefined || valores.length === 0) return entries;
  const { name } = AGENDA_FILTERS[filtro];
  return filterCalendar(entries, { ...NO_FILTERS, [name]: valores }, name);
}

/** The day an entry is on, yyyy-mm-dd, or null when it has no date (its start shows '-'). */
export function entryDay(entry: CalendarEntry): string | null {
  const start = entry.fecha_ini;
  if (writtenFromIsoDay(start)) return start.length === 10 ? start : start.slice(0, 10);
  return serviceDay(start);
}

/**
 * Whether a start is yyyy-mm-dd, alone or followed by a time ('2026-03-05 10:00:00'), as the
 * services write nearly all of them: its first ten characters are its day, read by hand so that
 * 50,000 entries are quick to place on their days.
 */
export function writtenFromIsoDay(text: string): boolean {
  if (text.length < 10 || text[4] !== '-' || text[7] !== '-' || (text.length > 10 && text[10] !== ' ' && text[10] !== 'T')) return false;
  for (const index of DAY_DIGITS) {
    const code = text.charCodeAt(index);
    if (code < 48 || code > 57) return false;
  }
  return true;
}

const DAY_DIGITS = [0, 1, 2, 3, 5, 6, 8, 9] as const;

/** The values a filter can choose among: each once, dates newest first, texts alphabetically. */
export function filterChoices(entries: readonly CalendarEntry[], filtro: AgendaFilter): readonly string[] {
  const values = new Set<string>();
  for (const entry of entries) {
    const value = filtro === 'fecha' ? entryDay(entry) : entry[AGENDA_FILTERS[filtro].field];
    if (value !== null && value.trim() !== '' && value !== '-') values.add(value);
  }
  const sorted = [...values];
  return filtro === 'fecha' ? sorted.sort().reverse() : sorted.sort((a, b) => a.localeCompare(b, 'es-AR'));
}
