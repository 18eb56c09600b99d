import type { SignedInClient } from '../identity/signed-in-client';
import type { PortalPorts } from '../portal-ports';
import { validationMessages } from '../shared/catalogue';
import { portalError, type PortalError } from '../shared/portal-error';
import { err, ok, type Result } from '../shared/result';
import type { CalendarEntry } from './calendar-entry';
import { AGENDA_ICS_FILE_NAME, calendarToIcs, entryIcsFileName } from './calendar-ics';
import { makeListCalendar } from './list-calendar';

/** What exportCalendarIcs writes: the entries given, or else the client's whole agenda. */
export interface CalendarExport {
  /** Whose agenda is read (listCalendar) when no `entries` are given. */
  readonly client?: SignedInClient;
  /**
   * The entries to write, as listCalendar answered them (the whole agenda, a filtered part, one
   * meeting): nothing is read then. Entries without a date are left out.
   */
  readonly entries?: readonly CalendarEntry[];
}

/** An .ics file (RFC 5545) to save, hand to a browser or attach to a mail. */
export interface CalendarFile {
  /** 'agenda-justiciable.ics', or for one entry its title and id ('audiencia-de-conciliacion-880.ics'). */
  readonly fileName: string;
  /** The MIME type to save or send it with. */
  readonly contentType: 'text/calendar;charset=utf-8';
  /** The file's text: lines ended in CRLF and folded at 75 octets. */
  readonly text: string;
  /** How many events it holds: the entries given that have a date. */
  readonly events: number;
}

export const CALENDAR_CONTENT_TYPE = 'text/calendar;charset=utf-8';

/**
 * The agenda, or the entries given, as one .ics file with reminders on every event not cancelled
 * (calendarToIcs with `reminders`), stamped with the portal's clock.
 */
export function makeExportCalendarIcs(ports: Pick<PortalPorts, 'calendar' | 'clock'>) {
  const listCalendar = makeListCalendar(ports);
  return async function exportCalendarIcs(request: CalendarExport = {}): Promise<Result<CalendarFile, PortalError>> {
    const given = request.entries;
    let entries: readonly CalendarEntry[];
    if (given !== undefined) entries = given;
    else {
      // Whose agenda it is must be said: with neither entries nor client there is nothing to read.
      if (request.client === undefined) return err(portalError.invalidInput('client', validationMessages.required));
      const read = await listCalendar({ client: request.client });
      if (!read.ok) return read;
      entries = read.value;
    }
    const dated = entries.filter((entry) => entry.day !== null);
    const [only] = dated;
    return ok({
      fileName:
        dated.length === 1 && only !== undefined && given !== undefined ? entryIcsFileName(only) : AGENDA_ICS_FILE_NAME,
      contentType: CALENDAR_CONTENT_TYPE,
      text: calendarToIcs(entries, ports.clock.now(), { reminders: true }),
      events: dated.length,
    });
  };
}
