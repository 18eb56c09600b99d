import { DISPLAY_LOCALE, weekdayNames } from '@justiciable/core';

/*
 * Calendar days as the agenda and the slot picker count them: yyyy-mm-dd texts, moved by whole
 * days, weeks and months in UTC arithmetic, where no daylight-saving change can skip or repeat a
 * day. Written by hand rather than with a date library, which would be a tenth of these pages'
 * JavaScript; calendar-days.test.ts holds them to luxon's answers.
 */

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC midnight of a yyyy-mm-dd day; NaN when the text names no real day. */
function utcMidnight(day: string): number {
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

function isoOfUtc(millis: number): string {
  return new Date(millis).toISOString().slice(0, 10);
}

/** Whether the text is a yyyy-mm-dd day that exists. */
export function isCalendarDay(text: string): boolean {
  return !Number.isNaN(utcMidnight(text));
}

/** Today where the browser is, yyyy-mm-dd. */
export function localToday(now: Date = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

export function addDays(day: string, count: number): string {
  return isoOfUtc(utcMidnight(day) + count * DAY_MS);
}

/** The same day `count` months later, or the month's last day when it has no such day (31 January + 1 month = 28 or 29 February). */
export function addMonths(day: string, count: number): string {
  const date = new Date(utcMidnight(day));
  const lastDay = utcDate(date.getUTCFullYear(), date.getUTCMonth() + count + 1, 0).getUTCDate();
  return isoOfUtc(utcDate(date.getUTCFullYear(), date.getUTCMonth() + count, Math.min(date.getUTCDate(), lastDay)).getTime());
}

/** 1 for Monday to 7 for Sunday (weeks start on Monday, SPEC §9). */
export function weekdayOf(day: string): number {
  return ((new Date(utcMidnight(day)).getUTCDay() + 6) % 7) + 1;
}

/** The Monday of the day's week. */
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

const MONTH_NAMES = new Intl.DateTimeFormat(DISPLAY_LOCALE, { month: 'long', timeZone: 'UTC' });

/** The month and year of a day, in Spanish: 'noviembre 2026'. */
export function monthTitle(day: string): string {
  return `${MONTH_NAMES.format(utcMidnight(firstOfMonth(day)))} ${day.slice(0, 4)}`;
}

const WEEKDAY_NAMES = { long: weekdayNames('long'), short: weekdayNames('short') };

/** The weekday's name in Spanish: 'lunes', or 'lun' short. */
export function weekdayName(day: string, length: 'long' | 'short' = 'long'): string {
  return WEEKDAY_NAMES[length][weekdayOf(day) - 1] ?? '';
}

/** The instant a day's HH:MM begins where the browser is, in epoch milliseconds, to compare with Date.now(). */
export function localInstant(day: string, time: string): number {
  const midnight = new Date(utcMidnight(day));
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(midnight.getUTCFullYear(), midnight.getUTCMonth(), midnight.getUTCDate(), hours, minutes).getTime();
}

/** HH:MM `minutes` later on the clock, past midnight going round ('23:30' + 60 = '00:30'). */
export function addMinutesToTime(time: string, minutes: number): string {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  const total = (((hours * 60 + mins + minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
