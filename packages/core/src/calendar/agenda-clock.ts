import { utcDay, utcMidnight } from './calendar-days';

/**
 * The zone the agenda's days and times are written in: the lawyers' and the portal's, Argentina
 * (SPEC §9's dates and times carry no zone). A script in another zone, or a server in UTC, reads
 * them the same way.
 */
export const AGENDA_TIME_ZONE = 'America/Argentina/Buenos_Aires';

/** Argentina has kept UTC-3 without daylight saving since 2009. */
const AGENDA_UTC_OFFSET_MS = -3 * 3_600_000;

/** The instant, in epoch milliseconds, at which a yyyy-mm-dd day's minute (after midnight) happens in the agenda's zone. */
export function agendaInstant(day: string, minutes: number): number {
  return utcMidnight(day) + minutes * 60_000 - AGENDA_UTC_OFFSET_MS;
}

/** The agenda's day (yyyy-mm-dd) at an instant in epoch milliseconds. */
export function agendaDay(now: number): string {
  return utcDay(now + AGENDA_UTC_OFFSET_MS);
}
