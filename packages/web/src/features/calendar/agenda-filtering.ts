import { filterCalendar, type CalendarEntry, type CalendarFilters } from '@justiciable/core';
import { AGENDA_FILTERS, type AgendaSearch } from './agenda-search';

// What the agenda's filter keeps, apart from its schema (agenda-search.ts): the route validates
// the URL in the app's first chunk, which need not carry core's filter.

const NO_FILTERS: CalendarFilters = { dates: [], subjects: [], firms: [], meetingTypes: [] };

/**
 * The entries the filter in the URL keeps, through core's filterCalendar (SPEC §5), in the
 * agenda's order. With no value chosen there is no filter: SPEC §4's empty filtered list means
 * the whole agenda is shown.
 */
export function filterAgenda(
  entries: readonly CalendarEntry[],
  search: Pick<AgendaSearch, 'filtro' | 'valores'>,
): readonly CalendarEntry[] {
  const { filtro, valores = [] } = search;
  if (filtro === undefined || valores.length === 0) return entries;
  const { name } = AGENDA_FILTERS[filtro];
  return filterCalendar(entries, { ...NO_FILTERS, [name]: valores }, name);
}
