import type { CalendarEntry } from './calendar-entry';

/**
 * What an entry is called wherever it shows (the agenda's list, month and week, the .ics file):
 * its title, else the name of its case, so an untitled hearing still says what it is about.
 */
export function calendarEntryTitle(entry: Pick<CalendarEntry, 'calendar_title' | 'asunto'>): string {
  return entry.calendar_title.trim() || entry.asunto.trim() || 'Evento sin título';
}
