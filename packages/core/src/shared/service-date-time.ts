import * as v from 'valibot';
import { formatTime, MISSING, serviceDateMillis, serviceDay } from './date-format';

/**
 * A date the services wrote as text, read once where core maps what they answer (SPEC §9): its
 * calendar day and time of day as written, which is what the portal shows, and its instant, which
 * is what lists sort by. Pages format it; nothing reads the text again.
 */
export const ServiceDateTimeSchema = v.object({
  /** The calendar day as written, 'yyyy-mm-dd'. */
  day: v.pipe(v.string(), v.isoDate()),
  /** The time of day as written, 'HH:MM' on the 24-hour clock; null when only a day was written. */
  time: v.nullable(v.pipe(v.string(), v.isoTime())),
  /** The instant in epoch milliseconds, read as UTC when the text names no offset: the sort key. */
  epochMs: v.number(),
});
export type ServiceDateTime = v.InferOutput<typeof ServiceDateTimeSchema>;

/** 'HH:MM' right after a date-time's day ('2026-03-05 10:30:00', '2026-03-05T10:30:00Z'). */
const WRITTEN_TIME = /^\s*\d{4}-\d{2}-\d{2}[T ](\d{2}:\d{2})/;

/**
 * A date text read once: ISO, SQL or d/m/yyyy as the services write them, with the time of day the
 * text carries; or, when the time comes in a field of its own (hora_inicio_agenda beside
 * fecha_inicio_agenda), with that time. Null when the date is missing or names no real day; a
 * separate time that is missing or no time of day leaves `time` null.
 */
export function readServiceDateTime(date: string | null | undefined, separateTime?: string | null): ServiceDateTime | null {
  const day = serviceDay(date);
  if (day === null) return null;
  if (separateTime === undefined) {
    const time = WRITTEN_TIME.exec(date ?? '')?.[1] ?? null;
    return { day, time: time === null || formatTime(time) === MISSING ? null : time, epochMs: serviceDateMillis(date) as number };
  }
  const shown = formatTime(separateTime);
  const time = shown === MISSING ? null : shown;
  return { day, time, epochMs: serviceDateMillis(`${day} ${time ?? '00:00'}:00`) as number };
}

/** The day as the portal shows it, d/m/yyyy without zero padding (SPEC §9); '-' for no date. */
export function formatServiceDay(date: ServiceDateTime | null): string {
  if (date === null) return MISSING;
  const [year = '', month = '', day = ''] = date.day.split('-');
  return `${Number(day)}/${Number(month)}/${year}`;
}

/** The time of day as the portal shows it, HH:MM (SPEC §9); '-' for no date or no time. */
export function formatServiceTime(date: ServiceDateTime | null): string {
  return date?.time ?? MISSING;
}

/**
 * A new list, latest instant first (SPEC §9's order for dated lists); items without a date last,
 * items of equal instants in their order. Does not mutate.
 */
export function sortLatestFirst<T>(items: readonly T[], dateOf: (item: T) => ServiceDateTime | null): T[] {
  const keyed = items.map((item, index) => ({ item, index, key: dateOf(item)?.epochMs ?? Number.NEGATIVE_INFINITY }));
  keyed.sort((a, b) => (a.key === b.key ? a.index - b.index : b.key - a.key));
  return keyed.map(({ item }) => item);
}
