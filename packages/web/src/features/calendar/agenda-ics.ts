import { calendarToIcs, type CalendarEntry } from '@justiciable/core';
import { saveDownload } from '../../data/save-download';

/** Hands the browser the agenda as one .ics file (core's calendarToIcs) to save or open with the phone's calendar. */
export function downloadIcs(fileName: string, entries: readonly CalendarEntry[]): void {
  saveDownload(new Blob([calendarToIcs(entries, new Date())], { type: 'text/calendar;charset=utf-8' }), fileName);
}
