/** How a missing calendar value is shown (SPEC §9). */
export const MISSING = '-';

/** Dates and weekday names are Argentine Spanish (SPEC §9). */
export const DISPLAY_LOCALE = 'es-AR';

/*
 * Dates are read by hand rather than through a date library: the pages that list cases,
 * lawyers and notifications show dates, and a library would be most of their JavaScript. The
 * tests hold the readings to luxon's (fromISO, fromSQL and fromFormat with the date kept as written).
 */

/** A date or date-time as the text wrote it: its own calendar fields and its offset from UTC. */
interface WrittenDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
  readonly millisecond: number;
  readonly offsetMinutes: number;
}

const DIGIT_0 = 48;

/** The number written by the digits of text from start to end; NaN when one is not a digit. */
export function digitsAt(text: string, start: number, end: number): number {
  let value = 0;
  for (let index = start; index < end; index++) {
    const digit = text.charCodeAt(index) - DIGIT_0;
    if (digit < 0 || digit > 9) return Number.NaN;
    value = value * 10 + digit;
  }
  return value;
}

/** How many days the month (1–12) of the year has, leap years counted. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** The fields, when they name a real calendar day and time of day; NaN (a non-digit) fails every test. */
function writtenDate(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
  millisecond: number,
  offsetMinutes: number,
): WrittenDate | null {
  const real =
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month) &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59;
  return real ? { year, month, day, hour, minute, second, millisecond, offsetMinutes } : null;
}

/**
 * 'yyyy-mm-dd' and 'yyyy-mm-dd hh:mm:ss' (or with a 'T'), the shapes api.php writes every
 * agenda and case date in, read digit by digit: a 50,000-entry agenda sorts without a regular
 * expression per entry. Undefined for any other shape, which the general reader takes.
 */
function readCommonShape(text: string): WrittenDate | null | undefined {
  if ((text.length !== 10 && text.length !== 19) || text[4] !== '-' || text[7] !== '-') return undefined;
  const year = digitsAt(text, 0, 4);
  const month = digitsAt(text, 5, 7);
  const day = digitsAt(text, 8, 10);
  let hour = 0;
  let minute = 0;
  let second = 0;
  if (text.length === 19) {
    if ((text[10] !== ' ' && text[10] !== 'T') || text[13] !== ':' || text[16] !== ':') return undefined;
    hour = digitsAt(text, 11, 13);
    minute = digitsAt(text, 14, 16);
    second = digitsAt(text, 17, 19);
  }
  if (Number.isNaN(year + month + day + hour + minute + second)) return undefined;
  return writtenDate(year, month, day, hour, minute, second, 0, 0);
}

/** ISO and SQL date-times: a date, then optionally a time with seconds and a fraction, then optionally an offset. */
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/;
const DISPLAYED_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

function offsetMinutes(offset: string | undefined): number {
  if (offset === undefined || offset === 'Z') return 0;
  const digits = offset.slice(1).replace(':', '');
  const minutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || '0');
  return offset.startsWith('-') ? -minutes : minutes;
}

/**
 * Reads the date or date-time texts the services send: ISO ('2026-03-05', '2026-03-05T10:00:00Z'),
 * SQL ('2026-03-05 10:00:00') or an already displayed 'd/m/yyyy'. Null when it is none of them,
 * or names no real day: a bare '10:30' or '2026' is no date.
 */
function readServiceDate(text: string | null | undefined): WrittenDate | null {
  if (text === null || text === undefined) return null;
  const common = readCommonShape(text);
  if (common !== undefined) return common;
  const trimmed = text.trim();
  const dateTime = DATE_TIME.exec(trimmed);
  if (dateTime !== null) {
    const [, year, month, day, hour = '0', minute = '0', second = '0', fraction = '0', offset] = dateTime;
    return writtenDate(
      Number(year),
      Number(month),
      Number(day),
      Number(hour),
      Number(minute),
      Number(second),
      Number(fraction.padEnd(3, '0')),
      offsetMinutes(offset),
    );
  }
  const displayed = DISPLAYED_DATE.exec(trimmed);
  if (displayed !== null) {
    const [, day, month, year] = displayed;
    return writtenDate(Number(year), Number(month), Number(day), 0, 0, 0, 0, 0);
  }
  return null;
}

/** 400 Gregorian years, in ms: the calendar repeats itself exactly after them. */
const FOUR_CENTURIES_MS = 146_097 * 86_400_000;

/** The instant of a service date in epoch milliseconds, as the text wrote it (UTC when it names no offset); null when unreadable. */
export function serviceDateMillis(text: string | null | undefined): number | null {
  const date = readServiceDate(text);
  if (date === null) return null;
  const { year, month, day, hour, minute, second, millisecond } = date;
  // Date.UTC reads years 0 to 99 as 1900 to 1999.
  const millis =
    year >= 100
      ? Date.UTC(year, month - 1, day, hour, minute, second, millisecond)
      : Date.UTC(year + 400, month - 1, day, hour, minute, second, millisecond) - FOUR_CENTURIES_MS;
  return millis - date.offsetMinutes * 60_000;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The calendar day of a service date as written, yyyy-mm-dd ('2025-03-10T13:00:00Z' → '2025-03-10'); null when unreadable. */
export function serviceDay(text: string | null | undefined): string | null {
  const date = readServiceDate(text);
  return date === null ? null : `${String(date.year).padStart(4, '0')}-${twoDigits(date.month)}-${twoDigits(date.day)}`;
}

/** A date as the portal shows it, d/m/yyyy without zero padding (SPEC §9): '5/3/2026'; '-' when missing or unreadable. */
export function formatDate(isoOrSqlDate: string | null | undefined): string {
  const date = readServiceDate(isoOrSqlDate);
  return date === null ? MISSING : `${date.day}/${date.month}/${String(date.year).padStart(4, '0')}`;
}

const TIME_OF_DAY = /^(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/**
 * A time of day as HH:MM on the 24-hour clock (SPEC §9 cuts '10:30:00' to '10:30').
 * A one-digit hour is padded ('9:05' → '09:05') so every shown time has the same shape;
 * '-' when missing or not a time of day.
 */
export function formatTime(time: string | null | undefined): string {
  // 'hh:mm:ss', as the services write every time, without a regular expression.
  if (time !== null && time !== undefined && time.length === 8 && time[2] === ':' && time[5] === ':') {
    const hours = digitsAt(time, 0, 2);
    const minutes = digitsAt(time, 3, 5);
    const seconds = digitsAt(time, 6, 8);
    if (!Number.isNaN(hours + minutes + seconds)) return hours <= 23 && minutes <= 59 ? time.slice(0, 5) : MISSING;
  }
  const match = TIME_OF_DAY.exec(time?.trim() ?? '');
  if (match === null) return MISSING;
  const [, hours = '', minutes = ''] = match;
  if (Number(hours) > 23 || Number(minutes) > 59) return MISSING;
  return `${hours.padStart(2, '0')}:${minutes}`;
}

/** A Monday (1 January 2024), from which the week's names are read. */
const A_MONDAY_UTC = Date.UTC(2024, 0, 1);

/** Weekday names from Monday to Sunday, in Spanish, for calendar headers. */
export function weekdayNames(length: 'long' | 'short' | 'narrow' = 'long'): string[] {
  const names = new Intl.DateTimeFormat(DISPLAY_LOCALE, { weekday: length, timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, offset) => names.format(A_MONDAY_UTC + offset * 86_400_000));
}

/**
 * Whether the items are newest first already, as services list them, told from the texts alone:
 * every date written in one common shape (readCommonShape: 'yyyy-mm-dd', or with a time and one
 * separator), where the order of the texts is the order of the instants. False as soon as one is
 * written otherwise or out of order: the dates are then read and sorted.
 */
function newestFirstAsWritten<T>(items: readonly T[], dateOf: (item: T) => string | null | undefined): boolean {
  let before: string | null = null;
  for (const item of items) {
    const text = dateOf(item);
    if (text === null || text === undefined || !readCommonShape(text)) return false;
    if (before !== null && (text.length !== before.length || text[10] !== before[10] || text > before)) return false;
    before = text;
  }
  return true;
}

/**
 * A new list, newest date first (SPEC §9 sorts cases and the agenda this way). Items whose date
 * is missing or unreadable go last; items with equal dates keep their order. Does not mutate.
 */
export function sortNewestFirst<T>(items: readonly T[], dateOf: (item: T) => string | null | undefined): T[] {
  if (newestFirstAsWritten(items, dateOf)) return [...items];
  // Keys and places in typed arrays: a 50,000-entry agenda sorts without an object per entry.
  const keys = new Float64Array(items.length);
  items.forEach((item, index) => {
    keys[index] = serviceDateMillis(dateOf(item)) ?? Number.NEGATIVE_INFINITY;
  });
  const order = new Uint32Array(items.length).map((_, index) => index);
  // Equal keys (two -Infinity give NaN) keep their places.
  order.sort((a, b) => (keys[b] as number) - (keys[a] as number) || a - b);
  return Array.from(order, (index) => items[index] as T);
}
