import { formatTime, MISSING, serviceDay, type CalendarEntry } from '@justiciable/core';
import { DateTime } from 'luxon';

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
    const begins = day === null ? null : DateTime.fromISO(`${day}T${start}`);
    if (begins === null || !begins.isValid) continue;
    const stated = formatTime(entry.hora_fin);
    const end = stated !== MISSING && stated > start ? stated : begins.plus({ minutes: UNKNOWN_END_MINUTES }).toFormat('HH:mm');
    slots.push({ id: entry.id, day: begins.toISODate(), start, end });
  }
  return slots.sort((a, b) => `${a.day}${a.start}`.localeCompare(`${b.day}${b.start}`));
}

/** The week's seven days, yyyy-mm-dd, from the Monday `monday`. */
export function weekDays(monday: DateTime): DateTime[] {
  return Array.from({ length: 7 }, (_, index) => monday.plus({ days: index }));
}

/** Every start time offered on a day, HH:MM. */
export function startTimes(): string[] {
  const times: string[] = [];
  const last = DateTime.fromISO(`2000-01-01T${LAST_START}`);
  for (let time = DateTime.fromISO(`2000-01-01T${FIRST_START}`); time <= last; time = time.plus({ minutes: START_STEP_MINUTES })) {
    times.push(time.toFormat('HH:mm'));
  }
  return times;
}

/** When a meeting that starts at `start` and lasts `minutes` ends, HH:MM. */
export function endOf(start: string, minutes: number): string {
  return DateTime.fromISO(`2000-01-01T${start}`).plus({ minutes }).toFormat('HH:mm');
}

/** Why a meeting cannot be there: it has begun already, or it overlaps a busy slot; null when it is free. */
export function slotProblem(day: string, start: string, minutes: number, busy: readonly BusySlot[], now: DateTime): 'past' | 'busy' | null {
  if (DateTime.fromISO(`${day}T${start}`) <= now) return 'past';
  const end = endOf(start, minutes);
  return busy.some((slot) => slot.day === day && slot.start < end && start < slot.end) ? 'busy' : null;
}

/** Whether every start time of a day is over. */
export function dayIsOver(day: string, now: DateTime): boolean {
  return DateTime.fromISO(`${day}T${LAST_START}`) <= now;
}

/** Whether a day still has some free start time for a meeting that long. */
export function hasFreeStart(day: string, minutes: number, busy: readonly BusySlot[], now: DateTime): boolean {
  return startTimes().some((start) => slotProblem(day, start, minutes, busy, now) === null);
}
