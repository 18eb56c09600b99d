import type { AgendaMoment } from './agenda-clock';
import type { CalendarEntry } from './calendar-entry';
import { meetingEndMinutes } from './calendar-rules';

/**
 * Dated entries by date and time: by day, then by start time, those without one first on their
 * day (they take the whole day). Entries without a day, which have no place in time, go last.
 * A comparator for Array.prototype.sort: it reads the typed `day` and `startMinutes` only.
 */
export function byDateAndTime(a: CalendarEntry, b: CalendarEntry): number {
  if (a.day !== b.day) {
    if (a.day === null) return 1;
    if (b.day === null) return -1;
    return a.day < b.day ? -1 : 1;
  }
  return (a.startMinutes ?? -1) - (b.startMinutes ?? -1);
}

/** The agenda by date and time (byDateAndTime), undated entries last; stable; does not mutate. */
export function sortCalendarByDateAndTime(entries: readonly CalendarEntry[]): CalendarEntry[] {
  return [...entries].sort(byDateAndTime);
}

/** What the client has next, and how many entries have no day to place them by. */
export interface UpcomingCalendar {
  /** The entries not over at the moment asked, by date and time (byDateAndTime). */
  readonly entries: readonly CalendarEntry[];
  /** Entries without a day (a date request not answered yet): they are not among `entries`. */
  readonly undated: number;
}

/**
 * "Próximos": what the client has from `now` on, by date and time, where SPEC §4's
 * order (newest created first) never says what comes next.
 *
 * An entry is upcoming when its day is after `now`'s, or it is `now`'s day and it has not ended:
 * one without a start time takes the whole day, so it stays until the day is over; one with a
 * start ends at its stated end, else an hour later (meetingEndMinutes). An entry without a day is
 * counted in `undated` instead. Reads only the typed `day`, `startMinutes` and `endMinutes` the
 * listing read once, in one pass and one sort of what is kept (the large account's 50,000
 * entries included); stable; does not mutate.
 */
export function upcomingCalendar(entries: readonly CalendarEntry[], now: AgendaMoment): UpcomingCalendar {
  const kept: CalendarEntry[] = [];
  let undated = 0;
  for (const entry of entries) {
    const { day } = entry;
    if (day === null) undated++;
    else if (day > now.day) kept.push(entry);
    else if (day === now.day) {
      const end = meetingEndMinutes(entry);
      if (end === null || end > now.minutes) kept.push(entry);
    }
  }
  return { entries: kept.sort(byDateAndTime), undated };
}

/**
 * The day (yyyy-mm-dd) whose week the agenda's week view opens on when none is asked for: the
 * day of what comes next (the first entry of `upcoming` not cancelled), so on a Sunday night, or
 * in a week with nothing left, the view opens where the client's next event is rather than on
 * days that are over; `now`'s day when nothing comes next.
 */
export function weekToOpen(upcoming: UpcomingCalendar, now: AgendaMoment): string {
  return upcoming.entries.find((entry) => entry.cancelada !== true)?.day ?? now.day;
}
