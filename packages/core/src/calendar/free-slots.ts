import { agendaDay, agendaInstant } from './agenda-clock';
import { addDays, mondayOf } from './calendar-days';
import type { CalendarEntry } from './calendar-entry';
import { meetingEndMinutes } from './calendar-rules';
import { clockTime, minutesOfTime } from './time-of-day';

/**
 * The working day in which a meeting can be booked with a lawyer, in minutes after midnight of
 * the agenda's zone: starts every half hour from 08:00 to 20:00, the last start.
 */
export const WORKING_DAY = { firstStart: 8 * 60, lastStart: 20 * 60, startEvery: 30 } as const;

/** A time a lawyer's agenda already takes, on a yyyy-mm-dd day, HH:MM to HH:MM. */
export interface BusySlot {
  /** The agenda entry that takes it. */
  readonly id: string;
  readonly day: string;
  readonly start: string;
  readonly end: string;
  /** start and end in minutes after midnight; the end is past 1440 when the meeting ends the next day. */
  readonly startMinutes: number;
  readonly endMinutes: number;
}

/** A meeting a client can book (or has booked): a yyyy-mm-dd day, from HH:MM to HH:MM in the agenda's zone. */
export interface FreeSlot {
  readonly date: string;
  readonly start: string;
  readonly end: string;
}

/** A meeting being placed: a yyyy-mm-dd day, an HH:MM start and a length in minutes. */
export interface SlotRequest {
  readonly date: string;
  readonly start: string;
  readonly minutes: number;
}

/** Why a meeting cannot be booked there: it has begun already, or it overlaps a busy slot. */
export type SlotProblem = 'past' | 'busy';

/**
 * A lawyer's dated entries as busy slots, from their start to their end (an hour when the agenda
 * does not say, meetingEndMinutes), by day and start time; entries without a day or a start
 * take no slot.
 */
export function busySlotsOf(entries: readonly CalendarEntry[]): BusySlot[] {
  const slots: BusySlot[] = [];
  for (const entry of entries) {
    const { day, startMinutes } = entry;
    const endMinutes = meetingEndMinutes(entry);
    if (day === null || startMinutes === null || endMinutes === null) continue;
    slots.push({
      id: entry.id,
      day,
      start: clockTime(startMinutes),
      end: clockTime(endMinutes),
      startMinutes,
      endMinutes,
    });
  }
  return slots.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : a.startMinutes - b.startMinutes));
}

/** Every start the working day offers, HH:MM. */
export function workingDayStarts(): string[] {
  const starts: string[] = [];
  for (let minutes = WORKING_DAY.firstStart; minutes <= WORKING_DAY.lastStart; minutes += WORKING_DAY.startEvery)
    starts.push(clockTime(minutes));
  return starts;
}

/** When a meeting that starts at an HH:MM `start` and lasts `minutes` ends, HH:MM. */
export function meetingEnd(start: string, minutes: number): string {
  return clockTime((minutesOfTime(start) ?? 0) + minutes);
}

/**
 * Why a meeting cannot be booked: 'past' when its start is not after `now` (epoch milliseconds;
 * the agenda's days and times are Argentine, AGENDA_TIME_ZONE), else 'busy' when it overlaps a
 * busy slot of its day (touching one's edges is no overlap); null when it is free. An unreadable
 * start is never free ('past').
 */
export function slotProblem(busy: readonly BusySlot[], slot: SlotRequest, now: number): SlotProblem | null {
  const start = minutesOfTime(slot.start);
  if (start === null || !(agendaInstant(slot.date, start) > now)) return 'past';
  const end = start + slot.minutes;
  return busy.some((taken) => taken.day === slot.date && taken.startMinutes < end && start < taken.endMinutes)
    ? 'busy'
    : null;
}

/** The meeting a request stands for, when it is free (slotProblem); null otherwise. */
export function freeSlotAt(busy: readonly BusySlot[], slot: SlotRequest, now: number): FreeSlot | null {
  if (slotProblem(busy, slot, now) !== null) return null;
  return { date: slot.date, start: slot.start, end: meetingEnd(slot.start, slot.minutes) };
}

/** One start of a day's booking, and why it cannot be booked (null when it can). */
export interface SlotStart {
  readonly start: string;
  readonly end: string;
  readonly problem: SlotProblem | null;
}

/** A day as a client books it: the lawyer's busy slots that day, and each start of the working day for a meeting that long. */
export interface SlotDay {
  readonly day: string;
  /** That day's busy slots, by start time. */
  readonly busy: readonly BusySlot[];
  readonly starts: readonly SlotStart[];
  /** Whether some start is free. */
  readonly hasFree: boolean;
  /** Whether every start of the day has begun already. */
  readonly over: boolean;
}

/** A day's booking for a meeting of `minutes`, against the lawyer's busy slots at `now` (epoch milliseconds). */
export function slotDay(busy: readonly BusySlot[], day: string, minutes: number, now: number): SlotDay {
  const dayBusy = busy.filter((slot) => slot.day === day);
  const starts = workingDayStarts().map((start) => {
    const slot = { date: day, start, minutes };
    return { start, end: meetingEnd(start, minutes), problem: slotProblem(dayBusy, slot, now) };
  });
  return {
    day,
    busy: dayBusy,
    starts,
    hasFree: starts.some((start) => start.problem === null),
    over: !(agendaInstant(day, WORKING_DAY.lastStart) > now),
  };
}

/** What freeSlotsOf looks through: `days` days from the yyyy-mm-dd `from`, for meetings of `minutes`, at `now` (epoch milliseconds). */
export interface FreeSlotSearch {
  readonly from: string;
  readonly days: number;
  readonly minutes: number;
  readonly now: number;
}

/**
 * The meetings a client can book with a lawyer whose agenda holds `entries`: every start of the
 * working day (WORKING_DAY) of each day searched that has not begun and overlaps none of the
 * lawyer's entries, in order of day and time.
 */
export function freeSlotsOf(entries: readonly CalendarEntry[], search: FreeSlotSearch): FreeSlot[] {
  const busy = busySlotsOf(entries);
  const slots: FreeSlot[] = [];
  for (let offset = 0; offset < search.days; offset++) {
    const day = addDays(search.from, offset);
    for (const start of slotDay(busy, day, search.minutes, search.now).starts) {
      if (start.problem === null) slots.push({ date: day, start: start.start, end: start.end });
    }
  }
  return slots;
}

/** How many weeks from this one a slot picker looks through for a free start before it gives up. */
export const SLOT_PICKER_WEEKS = 8;

/**
 * The Monday (yyyy-mm-dd) of the week a slot picker opens on: the first week, from the one of
 * `now` on (the agenda's day), with a free start for a meeting of `minutes` among the lawyer's
 * `busy` slots, so a picker opened late on a Sunday, or before a full week, does not open on seven
 * days that say there is nothing to pick. Looks `weeks` weeks ahead; with none free there, the
 * first week not over (this one, or the next once this one's last start has begun).
 */
export function slotPickerWeek(
  busy: readonly BusySlot[],
  minutes: number,
  now: number,
  weeks: number = SLOT_PICKER_WEEKS,
): string {
  const thisMonday = mondayOf(agendaDay(now));
  for (let week = 0; week < weeks; week++) {
    const monday = addDays(thisMonday, 7 * week);
    for (let index = 0; index < 7; index++)
      if (slotDay(busy, addDays(monday, index), minutes, now).hasFree) return monday;
  }
  return slotDay(busy, addDays(thisMonday, 6), minutes, now).over ? addDays(thisMonday, 7) : thisMonday;
}
