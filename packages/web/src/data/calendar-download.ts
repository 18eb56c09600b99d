import type { CalendarEntry } from '@justiciable/core';
import { useState } from 'react';
import { useDataContext } from './data-context';
import { saveDownload } from './save-download';

/** Saving agenda entries as one .ics file, and whether it is being written. */
export interface CalendarDownload {
  readonly pending: boolean;
  /** Saves `entries` under `fileName`, or the name core gives the file (one entry's title, else the agenda's). */
  readonly save: (entries: readonly CalendarEntry[], fileName?: string) => Promise<void>;
}

/**
 * Agenda entries as an .ics file for the phone's or the computer's calendar: core writes it
 * (exportCalendarIcs, with its reminders) and the browser saves it. Writing entries already read
 * sends nothing and changes nothing, so no route is reloaded; a failure is told in a toast.
 */
export function useCalendarDownload(): CalendarDownload {
  const { portal, toaster } = useDataContext();
  const [pending, setPending] = useState(false);
  async function save(entries: readonly CalendarEntry[], fileName?: string): Promise<void> {
    setPending(true);
    try {
      const file = await portal.exportCalendarIcs({ entries });
      if (!file.ok) toaster.error(file.error.message);
      else saveDownload(new Blob([file.value.text], { type: file.value.contentType }), fileName ?? file.value.fileName);
    } finally {
      setPending(false);
    }
  }
  return { pending, save };
}
