import { daysInMonth, digitsAt, DISPLAY_LOCALE, weekdayNames } from '../shared/date-format';

/*
 * Calendar days as the agenda and the slot picker count them: yyyy-mm-dd texts, moved by whole
 * days, weeks and months in UTC arithmetic, where no daylight-saving change can skip or repeat a
 * day. Written by hand rather than with a date library, which would be a tenth of the agenda's
 * JavaScript; calendar-days.test.ts holds them to luxon's answers.
 */

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC midnight of a yyyy-mm-dd day, in epoch milliseconds; NaN when the text names no real day. */
export function utcMidnight(day: string): number {
  const match = ISO_DAY.exec(day);
  if (match === null) return Number.NaN;
  const [, year, month, date] = match.map(Number) as [number, number, number, number];
  const parsed = utcDate(year, month - 1, date);
  // Date rolls 31 February over into March: a day that does not exist reads as none.
  return month >= 1 && month <= 12 && parsed.getUTCDate() === date ? parsed.getTime() : Number.NaN;
}

/** A UTC date from its fields, rolled over as Date does (month 12 is next January), years below 100 included. */
function utcDate(year: number, monthIndex: number, date: number): Date {
  const result = new Date(0);
  result.setUTCFullYear(year, monthIndex, date);
  return result;
}

/** The yyyy-mm-dd day of an instant, read in UTC. */
export function utcDay(millis: number): string {
  return new Date(millis).toISOString().slice(0, 10);
}

/**
 * Whether the text is a yyyy-mm-dd day that exists, read digit by digit: the agenda asks it of
 * each of its entries (50,000 in the large account) when it reads their day.
 */
export function isCalendarDay(text: string): boolean {
  if (text.length !== 10 || text[4] !== '-' || text[7] !== '-') return false;
  const year = digitsAt(text, 0, 4);
  const month = digitsAt(text, 5, 7);
  const day = digitsAt(text, 8, 10);
  // NaN (a non-digit) fails every test.
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** The day `count` days later (earlier when negative). */
export function addDays(day: string, count: number): string {
  return utcDay(utcMidnight(day) + count * DAY_MS);
}

/** The same day `count` months later, or the month's last day when it has no such day (31 January + 1 month = 28 or 29 February). */
export function addMonths(day: string, count: number): string {
  const date = new Date(utcMidnight(day));
  const lastDay = utcDate(date.getUTCFullYear(), date.getUTCMonth() + count + 1, 0).getUTCDate();
  return utcDay(
    utcDate(date.getUTCFullYear(), date.getUTCMonth() + count, Math.min(date.getUTCDate(), lastDay)).getTime(),
  );
}

/** 1 for Monday to 7 for Sunday (weeks start on Monday, SPEC §9). */
export function weekdayOf(day: string): number {
  return ((new Date(utcMidnight(day)).getUTCDay() + 6) % 7) + 1;
}

/** The Monday of the day's week (SPEC §9). */
export function mondayOf(day: string): string {
  return addDays(day, 1 - weekdayOf(day));
}

export function firstOfMonth(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

export function lastOfMonth(day: string): string {
  return addDays(firstOfMonth(addMonths(firstOfMonth(day), 1)), -1);
}

/** The day of the month, 1 to 31. */
export function dateOf(day: string): number {
  return Number(day.slice(8, 10));
}

/** 'd/M', as the portal writes a day of the current view (SPEC §9): '5/3'. */
export function formatDayMonth(day: string): string {
  return `${dateOf(day)}/${Number(day.slice(5, 7))}`;
}

// Made at the first use, so that loading this module runs nothing.
let monthNames: Intl.DateTimeFormat | undefined;
let weekdays: { readonly long: readonly string[]; readonly short: readonly string[] } | undefined;

/** The month and year of a day, in Spanish: 'noviembre 2026'. */
export function monthTitle(day: string): string {
  monthNames ??= new Intl.DateTimeFormat(DISPLAY_LOCALE, { month: 'long', timeZone: 'UTC' });
  return `${monthNames.format(utcMidnight(firstOfMonth(day)))} ${day.slice(0, 4)}`;
}

/** The weekday's name in Spanish: 'lunes', or 'lun' short. */
export function weekdayName(day: string, length: 'long' | 'short' = 'long'): string {
  weekdays ??= { long: weekdayNames('long'), short: weekdayNames('short') };
  return weekdays[length][weekdayOf(day) - 1] ?? '';
}
