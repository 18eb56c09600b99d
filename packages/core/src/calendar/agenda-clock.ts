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

/** A moment as the agenda writes it: a day (yyyy-mm-dd) and a minute of that day (0 to 1439), in the agenda's zone. */
export interface AgendaMoment {
  readonly day: string;
  readonly minutes: number;
}

/** The agenda's day and minute at an instant in epoch milliseconds: what 'from now on' compares with. */
export function agendaMoment(now: number): AgendaMoment {
  const local = now + AGENDA_UTC_OFFSET_MS;
  const minuteOfDay = Math.floor((((local % 86_400_000) + 86_400_000) % 86_400_000) / 60_000);
  return { day: utcDay(local), minutes: minuteOfDay };
}
