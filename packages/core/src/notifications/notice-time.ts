import { formatServiceDay, formatServiceTime, readServiceDateTime } from '../shared/service-date-time';
import { DISPLAY_LOCALE } from '../shared/date-format';

/**
 * Argentina keeps UTC−3 all year (no daylight saving since 2009): the legacy API writes a
 * notification's fecha_alta on that wall clock, with no offset.
 */
const ARGENTINA_BEHIND_UTC_MS = 3 * 3_600_000;

/** When a notification came, as its card says it. */
export interface NoticeTime {
  /** How long ago, in words (es-AR): 'hace 5 minutos', 'ayer', 'hace 3 semanas'. */
  readonly relative: string;
  /** The day and time as written, d/m/yyyy HH:MM (SPEC §9): '7/12/2026 14:32'; the day alone when no time was written. */
  readonly absolute: string;
  /** The instant, ISO 8601 in UTC, for a `<time dateTime>`. */
  readonly instant: string;
}

const STEPS: readonly { readonly unit: Intl.RelativeTimeFormatUnit; readonly ms: number; readonly below: number }[] = [
  { unit: 'minute', ms: 60_000, below: 60 },
  { unit: 'hour', ms: 3_600_000, below: 24 },
  { unit: 'day', ms: 86_400_000, below: 7 },
  { unit: 'week', ms: 7 * 86_400_000, below: 5 },
  { unit: 'month', ms: 30 * 86_400_000, below: 12 },
  { unit: 'year', ms: 365 * 86_400_000, below: Number.POSITIVE_INFINITY },
];

let words: Intl.RelativeTimeFormat | null = null;

/**
 * How long ago `elapsedMs` was, in the largest unit that keeps it below the next ('hace 59
 * minutos', then 'hace 1 hora'), whole units rounded down; under a minute, or a moment ahead of
 * the device's clock (clocks differ), 'ahora'.
 */
export function timeAgo(elapsedMs: number): string {
  words ??= new Intl.RelativeTimeFormat(DISPLAY_LOCALE, { numeric: 'auto' });
  if (!(elapsedMs >= 60_000)) return words.format(0, 'second');
  for (const { unit, ms, below } of STEPS) {
    const count = Math.floor(elapsedMs / ms);
    if (count < below) return words.format(-count, unit);
  }
  return words.format(-Math.floor(elapsedMs / (365 * 86_400_000)), 'year');
}

/**
 * When a notification came (its fecha_alta, Argentine wall-clock time), said both ways: how long
 * ago, which is what a person scanning the list wants, and the day and time, which stays true
 * however long the page is left open. Null when the date cannot be read.
 */
export function noticeTime(fechaAlta: string, now: Date): NoticeTime | null {
  const written = readServiceDateTime(fechaAlta);
  if (written === null) return null;
  const epochMs = written.epochMs + ARGENTINA_BEHIND_UTC_MS;
  const absolute =
    written.time === null ? formatServiceDay(written) : `${formatServiceDay(written)} ${formatServiceTime(written)}`;
  return { relative: timeAgo(now.getTime() - epochMs), absolute, instant: new Date(epochMs).toISOString() };
}
