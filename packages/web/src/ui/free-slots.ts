import { formatTime, MISSING, serviceDay, type CalendarEntry } from '@justiciable/core';
import { addDays, addMinutesToTime, isCalendarDay, localInstant } from './calendar-days';

/** How long an agenda entry that does not say when it ends (a date request's, an old row) is taken to last. */
const UNKNOWN_END_MINUTES = 60;
/** The start times offered, every half hour of the working day. */
const FIRST_START = '08:00';
const LAST_START = '20:00';
const START_STEP_MINUTES = 30;

/** The meeting lengths offered; an hour (NO_SLOT_CHOICE, slot-choice.ts) unless the person picks another. */
export const DURATIONS = [
  { minutes: 30, label: '30 minutos' },
  { minutes: 60, label: '1 hora' },
  { minutes: 90, label: '1 hora y media' },
  { minutes: 120, label: '2 horas' },
] as const;

/** A time already taken in the lawyer's agenda, on a yyyy-mm-dd day, HH:MM to HH:MM. */
export interface BusySlot {
  readonly id: string;
  readonly day: string;
  readonly start: string;
  readonly end: string;
}

/**
 * The lawyer's dated entries as busy slots, from their start to their end, in the order of the
 * day; entries without a date or start take no slot. An end missing, or not after the start, is
 * taken as an hour later.
 */
export function busySlotsOf(entries: readonly CalendarEntry[]): BusySlot[] {
  const slots: BusySlot[] = [];
  for (const entry of entries) {
    const day = serviceDay(entry.fecha_ini);
    const start = formatTime(entry.hora_ini);
    if (day === null || !isCalendarDay(day) || start === MISSING) continue;
    const stated = formatTime(entry.hora_fin);
    const end = stated !== MISSING && stated > start ? stated : addMinutesToTime(start, UNKNOWN_END_MINUTES);
    slots.push({ id: entry.id, day, start, end });
  }
  return slots.sort((a, b) => `${a.day}${a.start}`.localeCompare(`${b.day}${b.start}`));
}

/** The week's seven days, yyyy-mm-dd, from the Monday `monday`. */
export function weekDays(monday: string): string[] {
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

/** Every start time offered on a day, HH:MM. */
export function startTimes(): string[] {
  const times: string[] = [];
  for (let time = FIRST_START; time <= LAST_START; time = addMinutesToTime(time, START_STEP_MINUTES)) times.push(time);
  return times;
}

/** When a meeting that starts at `start` and lasts `minutes` ends, HH:MM. */
export function endOf(start: string, minutes: number): string {
  return addMinutesToTime(start, minutes);
}

/** Why a meeting cannot be there: it has begun already, or it overlaps a busy slot; null when it is free. `now` in epoch milliseconds. */
export function slotProblem(day: string, start: string, minutes: number, busy: readonly BusySlot[], now: number): 'past' | 'busy' | null {
  if (localInstant(day, start) <= now) return 'past';
  const end = endOf(start, minutes);
  return busy.some((slot) => slot.day === day && slot.start < end && start < slot.end) ? 'busy' : null;
}

/** Whether every start time of a day is over. */
export function dayIsOver(day: string, now: number): boolean {
  return localInstant(day, LAST_START) <= now;
}

/** Whether a day still has some free start time for a meeting that long. */
export function hasFreeStart(day: string, minutes: number, busy: readonly BusySlot[], now: number): boolean {
  return startTimes().some((start) => slotProblem(day, start, minutes, busy, now) === null);
}
