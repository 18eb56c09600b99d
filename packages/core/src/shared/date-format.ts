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

/** The instant of a service date in epoch milliseconds, as parseServiceDate reads it; null when unreadable. */
export function serviceDateMillis(text: string | null | undefined): number | null {
  const match = PLAIN_DATE_TIME.exec(text?.trim() ?? '');
  if (match === null) return parseServiceDate(text)?.toMillis() ?? null;
  const [, year, month, day, hour = '0', minute = '0', second = '0', fraction = '0', offset] = match;
  const parts = [year, month, day, hour, minute, second].map(Number) as [number, number, number, number, number, number];
  const [y, mo, d, h, mi, sec] = parts;
  const millis = Date.UTC(y, mo - 1, d, h, mi, sec, Number(fraction.padEnd(3, '0')));
  const asDate = new Date(millis);
  // Date.UTC rolls 31 February over into March; a real calendar date survives the round trip.
  if (asDate.getUTCFullYear() !== y || asDate.getUTCMonth() !== mo - 1 || asDate.getUTCDate() !== d || h > 23 || mi > 59 || sec > 59) {
    return null;
  }
  return millis - offsetMinutes(offset) * 60_000;
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
