import { agendaDay } from './agenda-clock';
import { addDays, isCalendarDay, mondayOf } from './calendar-days';
import type { CalendarEntry } from './calendar-entry';
import {
  busySlotsOf,
  freeSlotAt,
  slotDay,
  slotPickerWeek,
  slotProblem,
  workingDayStarts,
  meetingEnd,
  type FreeSlot,
  type SlotDay,
  type SlotProblem,
  type SlotStart,
} from './free-slots';

/** What a person has picked so far in a slot picker: a yyyy-mm-dd day (null before one), an HH:MM start ('' before one) and a length in minutes. */
export interface SlotPick {
  readonly day: string | null;
  readonly start: string;
  readonly minutes: number;
}

/** weekSlots' argument: a lawyer's agenda, what was picked, the week shown and the time it is now. */
export interface SlotWeekRequest {
  /** The lawyer's agenda entries (listLawyerCalendar): what takes their time. */
  readonly entries: readonly CalendarEntry[];
  readonly pick: SlotPick;
  /**
   * The Monday (yyyy-mm-dd) of the week shown; when missing or no day, the week of the day picked,
   * else the first week with a free start (slotPickerWeek).
   */
  readonly week?: string | null;
  /** Epoch milliseconds: what is over is not offered. */
  readonly now: number;
}

/** A week as a slot picker shows it, and what the pick stands for. */
export interface SlotWeek {
  /** The Monday of the week shown, yyyy-mm-dd. */
  readonly monday: string;
  /** Its Sunday. */
  readonly sunday: string;
  /** The Monday to step back to; null on this week, as the weeks before are over. */
  readonly previousWeek: string | null;
  readonly nextWeek: string;
  /** Monday to Sunday: each day's busy slots, each start of the working day and why it cannot be booked. */
  readonly days: readonly SlotDay[];
  /**
   * The starts of the day picked, which may be in another week; before a day is picked, every
   * start of the working day with no problem, so the list of times is there to see.
   */
  readonly starts: readonly SlotStart[];
  /** Why the pick cannot be booked ('past', 'busy'); null when it can or is not complete. */
  readonly problem: SlotProblem | null;
  /** The meeting the pick stands for when it is complete and free; null otherwise. */
  readonly chosen: FreeSlot | null;
}

/**
 * A lawyer's week for booking a meeting of `pick.minutes`: its seven days with the lawyer's busy
 * slots and each start of the working day (WORKING_DAY) free or not, and why ('past' once it has
 * begun, 'busy' when it overlaps an entry; touching one's edges is no overlap), in the agenda's
 * zone; and the pick checked against them.
 */
export function weekSlots({ entries, pick, week, now }: SlotWeekRequest): SlotWeek {
  const busy = busySlotsOf(entries);
  const monday =
    week !== undefined && week !== null && isCalendarDay(week)
      ? mondayOf(week)
      : pick.day !== null && isCalendarDay(pick.day)
        ? mondayOf(pick.day)
        : slotPickerWeek(busy, pick.minutes, now);
  const thisMonday = mondayOf(agendaDay(now));
  const request =
    pick.day !== null && pick.start !== '' ? { date: pick.day, start: pick.start, minutes: pick.minutes } : null;
  return {
    monday,
    sunday: addDays(monday, 6),
    previousWeek: monday <= thisMonday ? null : addDays(monday, -7),
    nextWeek: addDays(monday, 7),
    days: Array.from({ length: 7 }, (_, index) => slotDay(busy, addDays(monday, index), pick.minutes, now)),
    starts:
      pick.day === null
        ? workingDayStarts().map((start) => ({ start, end: meetingEnd(start, pick.minutes), problem: null }))
        : slotDay(busy, pick.day, pick.minutes, now).starts,
    problem: request === null ? null : slotProblem(busy, request, now),
    chosen: request === null ? null : freeSlotAt(busy, request, now),
  };
}
