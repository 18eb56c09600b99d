import type { CalendarEntry } from '@justiciable/core';

/**
 * What an entry is called wherever it shows (the list, the month and week, the .ics file): its
 * title, else the name of its case, so an untitled hearing still says what it is about.
 */
export function entryTitle(entry: CalendarEntry): string {
  return entry.calendar_title.trim() || entry.asunto.trim() || 'Evento sin título';
}
