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
export function readServiceDateTime(
  date: string | null | undefined,
  separateTime?: string | null,
): ServiceDateTime | null {
  const day = serviceDay(date);
  if (day === null) return null;
  if (separateTime === undefined) {
    const time = WRITTEN_TIME.exec(date ?? '')?.[1] ?? null;
    return {
      day,
      time: time === null || formatTime(time) === MISSING ? null : time,
      epochMs: serviceDateMillis(date) as number,
    };
  }
  const shown = formatTime(separateTime);
  const time = shown === MISSING ? null : shown;
  return { day, time, epochMs: serviceDateMillis(`${day} ${time ?? '00:00'}:00`) as number };
}

/** SPEC §9: the portal's days and times are Argentina's. */
const ARGENTINA_TIME_ZONE = 'America/Argentina/Buenos_Aires';

/** One formatter for every reading: building one per date costs more than the reading itself. */
let argentinaClock: Intl.DateTimeFormat | null = null;

/**
 * A date-time the services wrote as an instant (a storage's LastModified, '2026-12-07T02:30:00Z'),
 * read as a clock in Buenos Aires shows it: the day and HH:MM there, and the instant. Movements'
 * dates are written in Argentine time already (readServiceDateTime keeps them as written); a
 * storage writes UTC, so the same moment read as written would fall on the next day from 21:00 on.
 * A text with no offset is taken as UTC, as storages write it. Null when it names no real day.
 */
export function readServiceInstant(text: string | null | undefined): ServiceDateTime | null {
  const epochMs = serviceDateMillis(text);
  if (epochMs === null) return null;
  argentinaClock ??= new Intl.DateTimeFormat('en-US', {
    timeZone: ARGENTINA_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of argentinaClock.formatToParts(epochMs)) parts[part.type] = part.value;
  const year = (parts.year ?? '').padStart(4, '0');
  return { day: `${year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}`, epochMs };
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
