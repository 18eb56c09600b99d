import { MISSING } from '../shared/date-format';
import { AGENDA_TIME_ZONE } from './agenda-clock';
import { addDays } from './calendar-days';
import type { CalendarEntry } from './calendar-entry';
import { calendarEntryTitle } from './calendar-entry-title';
import { meetingEndMinutes } from './calendar-rules';
import { clockTime } from './time-of-day';
import { utf8Bytes } from '../privacy/utf8';

/** The platform's URL parser (every browser and Node); core's lib is plain ES2023, so the little it uses is declared here. */
declare const URL: {
  canParse(text: string): boolean;
  new (text: string): { readonly protocol: string; readonly hostname: string; readonly href: string };
};

/** The agenda's zone (AGENDA_TIME_ZONE), which has kept UTC-3 without daylight saving since 2009. */
const TIME_ZONE_BLOCK = [
  'BEGIN:VTIMEZONE',
  `TZID:${AGENDA_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:-0300',
  'TZOFFSETTO:-0300',
  'TZNAME:-03',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** The reminders a meeting added to a phone's calendar carries: the day before, and an hour before. */
export const MEETING_REMINDERS = [
  { trigger: '-P1D', description: 'Mañana' },
  { trigger: '-PT1H', description: 'En una hora' },
] as const;

/**
 * The reminders of an all-day entry (a deadline), which has no hour to be an hour before: the day
 * before at 09:00 and the day itself at 08:00. RFC 5545 §3.8.6.3 reads a trigger of a date-only
 * event from its local midnight, so -PT15H is 09:00 of the day before and PT8H 08:00 of the day.
 */
export const ALL_DAY_REMINDERS = [
  { trigger: '-PT15H', description: 'Mañana' },
  { trigger: 'PT8H', description: 'Hoy' },
] as const;

/** A control character, which no TEXT value may hold but HTAB (RFC 5545 §3.3.11) and no URI at all. */
function isControl(character: string): boolean {
  const code = character.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
}

/**
 * TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11), and lose
 * every other control character: whatever a stored text holds, it stays within its one property
 * and can never start a line of its own.
 */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/./gsu, (character) => (isControl(character) && character !== '\t' ? '' : character));
}

/**
 * A URI value (RFC 5545 §3.3.13, the URL property) for a place that is a valid web link and
 * nothing else: http(s), a host, no space nor control character anywhere in what was stored;
 * written as the URL parser serializes it, percent-encoded. Anything else is no link (null), and
 * is written only as TEXT, escaped.
 */
export function webLink(text: string): string | null {
  const trimmed = text.trim();
  if (!/^https?:\/\//i.test(trimmed) || /\s/.test(trimmed) || [...trimmed].some(isControl) || !URL.canParse(trimmed))
    return null;
  const url = new URL(trimmed);
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' ? url.href : null;
}

const encoder = { encode: utf8Bytes };

/**
 * Folds a content line at 75 octets (RFC 5545 §3.1): the rest continues on lines that begin with
 * a space. A character of several UTF-8 octets is never split.
 */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    // Continuation lines carry a leading space, which counts towards their 75.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function compactDay(day: string): string {
  return day.replace(/-/g, '');
}

/** HHMMSS of minutes after midnight, round the clock. */
function compactTime(minutes: number): string {
  return `${clockTime(minutes).replace(':', '')}00`;
}

function utcStamp(at: Date): string {
  return `${at.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

function alarmLines(title: string, allDay: boolean): string[] {
  return (allDay ? ALL_DAY_REMINDERS : MEETING_REMINDERS).flatMap(({ trigger, description }) => [
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `TRIGGER:${trigger}`,
    `DESCRIPTION:${escapeIcsText(`${description}: ${title}`)}`,
    'END:VALARM',
  ]);
}

function eventLines(entry: CalendarEntry, stamp: string, reminders: boolean): string[] {
  const { day, startMinutes } = entry;
  if (day === null) return [];
  const title = calendarEntryTitle(entry);
  const lines = ['BEGIN:VEVENT', `UID:${escapeIcsText(`agenda-${entry.id}@justiciable`)}`, `DTSTAMP:${stamp}`];
  // An entry with no end lasts an hour in the phone's calendar (meetingEndMinutes), into the next day if it must.
  const endMinutes = meetingEndMinutes(entry);
  const allDay = entry.todo_el_dia === true || startMinutes === null || endMinutes === null;
  if (allDay) {
    // All day ("Todo el día", or no time): a date, ending the next day (RFC 5545 §3.6.1, DTEND is exclusive).
    lines.push(`DTSTART;VALUE=DATE:${compactDay(day)}`, `DTEND;VALUE=DATE:${compactDay(addDays(day, 1))}`);
  } else {
    lines.push(
      `DTSTART;TZID=${AGENDA_TIME_ZONE}:${compactDay(day)}T${compactTime(startMinutes)}`,
      `DTEND;TZID=${AGENDA_TIME_ZONE}:${compactDay(addDays(day, Math.floor(endMinutes / 1440)))}T${compactTime(endMinutes)}`,
    );
  }
  lines.push(`SUMMARY:${escapeIcsText(title)}`);
  const about = [
    entry.asunto && `Asunto: ${entry.asunto}`,
    entry.abogadoEstudio &&
      `Abogado o estudio: ${[entry.abogadoEstudio, entry.nombre_estudio].filter(Boolean).join(', ')}`,
    entry.tipo_reunion !== MISSING && `Tipo de reunión: ${entry.tipo_reunion}`,
    entry.texto,
  ].filter(Boolean);
  if (about.length > 0) lines.push(`DESCRIPTION:${escapeIcsText(about.join('\n'))}`);
  if (entry.direccion_link !== MISSING) {
    const place = entry.direccion_link.trim();
    const link = webLink(place);
    if (link !== null) lines.push(`URL:${link}`);
    lines.push(`LOCATION:${escapeIcsText(place)}`);
  }
  if (entry.cancelada === true) lines.push('STATUS:CANCELLED');
  else if (reminders) lines.push(...alarmLines(title, allDay));
  lines.push('END:VEVENT');
  return lines;
}

/** What an .ics file holds besides its entries. */
export interface IcsOptions {
  /**
   * Each event that is not cancelled reminds: a timed one the day before and an hour before
   * (MEETING_REMINDERS), an all-day one the day before at 09:00 and the day itself at 08:00
   * (ALL_DAY_REMINDERS). None by default.
   */
  readonly reminders?: boolean;
}

/**
 * An iCalendar file (RFC 5545) with one event per dated entry: times in Buenos Aires
 * (TZID America/Argentina/Buenos_Aires, defined in the file), an all-day entry as a date
 * (DTSTART;VALUE=DATE, DTEND the next day), a cancelled one as STATUS:CANCELLED, lines folded at
 * 75 octets and ended in CRLF, a UID per entry and DTSTAMP `now`. Entries without a date are left
 * out: a calendar needs one. Every property an entry fills is escaped TEXT or a checked web link
 * (`escapeIcsText`, `webLink`); the rest are constants and the day and minutes core read, so no
 * stored text can add a property, an alarm or an attendee.
 */
export function calendarToIcs(entries: readonly CalendarEntry[], now: Date, options: IcsOptions = {}): string {
  const stamp = utcStamp(now);
  const reminders = options.reminders === true;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Justiciable//Agenda//ES',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...TIME_ZONE_BLOCK,
    ...entries.flatMap((entry) => eventLines(entry, stamp, reminders)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}

/** One meeting or deadline as an .ics file to add to a phone's calendar, with its reminders (IcsOptions.reminders). */
export function meetingToIcs(entry: CalendarEntry, now: Date): string {
  return calendarToIcs([entry], now, { reminders: true });
}

/** The file name of a whole agenda's .ics file. */
export const AGENDA_ICS_FILE_NAME = 'agenda-justiciable.ics';

/**
 * The file name of one entry's .ics file: its title (calendarEntryTitle) in plain lowercase
 * letters, digits and dashes, at most 60 of them, and its id, so every phone accepts it
 * ('Audiencia de conciliación' with id 880 is 'audiencia-de-conciliacion-880.ics').
 */
export function entryIcsFileName(entry: Pick<CalendarEntry, 'id' | 'calendar_title' | 'asunto'>): string {
  const slug = calendarEntryTitle(entry)
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60)
    .replace(/-$/, '');
  const id = entry.id.replace(/[^A-Za-z0-9_-]/g, '');
  return `${slug || 'evento'}${id === '' ? '' : `-${id}`}.ics`;
}
