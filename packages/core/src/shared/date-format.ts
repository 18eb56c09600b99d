import { DateTime, Info } from 'luxon';

/** How a missing calendar value is shown (SPEC §9). */
export const MISSING = '-';

/** Dates and weekday names are Argentine Spanish (SPEC §9). */
export const DISPLAY_LOCALE = 'es-AR';

/** Weeks start on Monday (SPEC §9), in ISO numbering: 1 is Monday, 7 is Sunday. */
export const WEEK_STARTS_ON = 1;

/*
 * Texts without an offset are read as UTC and texts with one keep it, so a date shows as
 * written, whatever zone the code runs in.
 */
const READ_AS_WRITTEN = { zone: 'utc', setZone: true } as const;

const CALENDAR_DATE_FIRST = /^\d{4}-\d{2}-\d{2}/;
const DISPLAYED_DATE = /^\d{1,2}\/\d{1,2}\/\d{4}$/;

/**
 * Reads the date or date-time texts the services send: ISO ('2026-03-05', '2026-03-05T10:00:00Z'),
 * SQL ('2026-03-05 10:00:00') or an already displayed 'd/m/yyyy'. Null when it is none of them.
 * A full calendar date is required: luxon would read a bare '10:30' as today, or '2026' as 1 January.
 */
export function parseServiceDate(text: string | null | undefined): DateTime | null {
  const trimmed = text?.trim() ?? '';
  let date: DateTime | null = null;
  if (CALENDAR_DATE_FIRST.test(trimmed)) {
    date = DateTime.fromISO(trimmed, READ_AS_WRITTEN);
    if (!date.isValid) date = DateTime.fromSQL(trimmed, READ_AS_WRITTEN);
  } else if (DISPLAYED_DATE.test(trimmed)) {
    date = DateTime.fromFormat(trimmed, 'd/M/yyyy', READ_AS_WRITTEN);
  }
  return date?.isValid === true ? date : null;
}

// The common ISO/SQL shapes, read by hand: sorting a 50,000-entry agenda through luxon costs
// about six times a plain sort (see `npm run bench`).
const PLAIN_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

const DIGIT_0 = 48;

/** The number written by the digits of text from start to end; NaN when one is not a digit. */
function digitsAt(text: string, start: number, end: number): number {
  let value = 0;
  for (let index = start; index < end; index++) {
    const digit = text.charCodeAt(index) - DIGIT_0;
    if (digit < 0 || digit > 9) return Number.NaN;
    value = value * 10 + digit;
  }
  return value;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/**
 * 'yyyy-mm-dd' and 'yyyy-mm-dd hh:mm:ss' (or with a 'T'), the shapes api.php writes every
 * agenda and case date in, read digit by digit: a 50,000-entry agenda sorts without a regular
 * expression or a Date per entry. Undefined for any other shape, which the general reader takes.
 */
function commonShapeMillis(text: string): number | null | undefined {
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
  // NaN (a non-digit) fails every comparison below, as it should.
  if (!(month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month) && hour <= 23 && minute <= 59 && second <= 59)) {
    return Number.isNaN(year + month + day + hour + minute + second) ? undefined : null;
  }
  return utcMillis(year, month, day, hour, minute, second, 0);
}

/** 400 Gregorian years, in ms: the calendar repeats itself exactly after them. */
const FOUR_CENTURIES_MS = 146_097 * 86_400_000;

/** Date.UTC, except that years 0 to 99 are those years, not 1900 to 1999. */
function utcMillis(year: number, month: number, day: number, hour: number, minute: number, second: number, millisecond: number): number {
  if (year >= 100) return Date.UTC(year, month - 1, day, hour, minute, second, millisecond);
  return Date.UTC(year + 400, month - 1, day, hour, minute, second, millisecond) - FOUR_CENTURIES_MS;
}

/** The instant of a service date in epoch milliseconds, as parseServiceDate reads it; null when unreadable. */
export function serviceDateMillis(text: string | null | undefined): number | null {
  const common = text === null || text === undefined ? undefined : commonShapeMillis(text);
  if (common !== undefined) return common;
  const match = PLAIN_DATE_TIME.exec(text?.trim() ?? '');
  if (match === null) return parseServiceDate(text)?.toMillis() ?? null;
  const [, year, month, day, hour = '0', minute = '0', second = '0', fraction = '0', offset] = match;
  const parts = [year, month, day, hour, minute, second].map(Number) as [number, number, number, number, number, number];
  const [y, mo, d, h, mi, sec] = parts;
  if (!(mo >= 1 && mo <= 12 && d >= 1 && d <= daysInMonth(y, mo) && h <= 23 && mi <= 59 && sec <= 59)) return null;
  return utcMillis(y, mo, d, h, mi, sec, Number(fraction.padEnd(3, '0'))) - offsetMinutes(offset) * 60_000;
}

function offsetMinutes(offset: string | undefined): number {
  if (offset === undefined || offset === 'Z') return 0;
  const digits = offset.slice(1).replace(':', '');
  const minutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2));
  return offset.startsWith('-') ? -minutes : minutes;
}

/** The calendar day of a service date as written, yyyy-mm-dd ('2025-03-10T13:00:00Z' → '2025-03-10'); null when unreadable. */
export function serviceDay(text: string | null | undefined): string | null {
  return parseServiceDate(text)?.toISODate() ?? null;
}

/** A date as the portal shows it, d/m/yyyy without zero padding (SPEC §9): '5/3/2026'; '-' when missing or unreadable. */
export function formatDate(isoOrSqlDate: string | null | undefined): string {
  return parseServiceDate(isoOrSqlDate)?.toFormat('d/M/yyyy') ?? MISSING;
}

const TIME_OF_DAY = /^(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/**
 * A time of day as HH:MM on the 24-hour clock (SPEC §9 cuts '10:30:00' to '10:30').
 * A one-digit hour is padded ('9:05' → '09:05') so every shown time has the same shape;
 * '-' when missing or not a time of day.
 */
export function formatTime(time: string | null | undefined): string {
  const match = TIME_OF_DAY.exec(time?.trim() ?? '');
  if (match === null) return MISSING;
  const [, hours = '', minutes = ''] = match;
  if (Number(hours) > 23 || Number(minutes) > 59) return MISSING;
  return `${hours.padStart(2, '0')}:${minutes}`;
}

/** Weekday names from Monday to Sunday, in Spanish, for calendar headers. */
export function weekdayNames(length: 'long' | 'short' | 'narrow' = 'long'): string[] {
  // Luxon lists weekdays in ISO order, which already starts on Monday.
  return Info.weekdays(length, { locale: DISPLAY_LOCALE });
}

/** Midnight of the Monday that starts the week of `date`, in the zone the code runs in. */
export function startOfWeek(date: Date): Date {
  return DateTime.fromJSDate(date).startOf('week').toJSDate();
}

/**
 * A new list, newest date first (SPEC §9 sorts cases and the agenda this way). Items whose date
 * is missing or unreadable go last; items with equal dates keep their order. Does not mutate.
 */
export function sortNewestFirst<T>(items: readonly T[], dateOf: (item: T) => string | null | undefined): T[] {
  const dated = items.map((item) => ({ item, millis: serviceDateMillis(dateOf(item)) ?? Number.NEGATIVE_INFINITY }));
  // Equal keys (including two -Infinity) compare as 0, and Array#sort is stable.
  return dated.sort((a, b) => (a.millis === b.millis ? 0 : b.millis - a.millis)).map(({ item }) => item);
}
