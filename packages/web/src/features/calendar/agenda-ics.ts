import { addDays, AGENDA_TIME_ZONE, clockTime, meetingEndMinutes, MISSING, type CalendarEntry } from '@justiciable/core';
import { entryTitle } from './entry-title';
import { saveDownload } from '../../data/save-download';

/** The agenda's zone (core's AGENDA_TIME_ZONE), which has kept UTC-3 without daylight saving since 2009. */
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

/** A control character, which no TEXT value may hold but HTAB (RFC 5545 §3.3.11) and no URI at all. */
function isControl(character: string): boolean {
  const code = character.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
}

/**
 * TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11), and lose
 * every other control character: whatever a stored text holds (issue 23, row 3), it stays within
 * its one property and can never start a line of its own.
 */
export function escapeText(text: string): string {
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
  if (!/^https?:\/\//i.test(trimmed) || /\s/.test(trimmed) || [...trimmed].some(isControl) || !URL.canParse(trimmed)) return null;
  const url = new URL(trimmed);
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' ? url.href : null;
}

const encoder = new TextEncoder();

/**
 * Folds a content line at 75 octets (RFC 5545 §3.1): the rest continues on lines that begin with
 * a space. A character of several UTF-8 octets is never split.
 */
export function foldLine(line: string): string {
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

function eventLines(entry: CalendarEntry, stamp: string): string[] {
  const { day, startMinutes } = entry;
  if (day === null) return [];
  const lines = ['BEGIN:VEVENT', `UID:${escapeText(`agenda-${entry.id}@justiciable`)}`, `DTSTAMP:${stamp}`];
  // An entry with no end lasts an hour in the phone's calendar (core's meetingEndMinutes), into the next day if it must.
  const endMinutes = meetingEndMinutes(entry);
  if (startMinutes === null || endMinutes === null) {
    // No time: the whole day.
    lines.push(`DTSTART;VALUE=DATE:${compactDay(day)}`, `DTEND;VALUE=DATE:${compactDay(addDays(day, 1))}`);
  } else {
    lines.push(
      `DTSTART;TZID=${AGENDA_TIME_ZONE}:${compactDay(day)}T${compactTime(startMinutes)}`,
      `DTEND;TZID=${AGENDA_TIME_ZONE}:${compactDay(addDays(day, Math.floor(endMinutes / 1440)))}T${compactTime(endMinutes)}`,
    );
  }
  lines.push(`SUMMARY:${escapeText(entryTitle(entry))}`);
  const about = [
    entry.asunto && `Asunto: ${entry.asunto}`,
    entry.abogadoEstudio && `Abogado o estudio: ${[entry.abogadoEstudio, entry.nombre_estudio].filter(Boolean).join(', ')}`,
    entry.tipo_reunion !== MISSING && `Tipo de reunión: ${entry.tipo_reunion}`,
    entry.texto,
  ].filter(Boolean);
  if (about.length > 0) lines.push(`DESCRIPTION:${escapeText(about.join('\n'))}`);
  if (entry.direccion_link !== MISSING) {
    const place = entry.direccion_link.trim();
    const link = webLink(place);
    if (link !== null) lines.push(`URL:${link}`);
    lines.push(`LOCATION:${escapeText(place)}`);
  }
  lines.push('END:VEVENT');
  return lines;
}

/**
 * An iCalendar file (RFC 5545) with one event per dated entry, times in Buenos Aires, lines
 * folded and ended in CRLF. Entries without a date are left out: a calendar needs one. Every
 * property the entry fills is escaped TEXT or a checked web link (`escapeText`, `webLink`); the
 * rest are our own constants, the day core read as yyyy-mm-dd and minutes, so no stored text can
 * add a property, an alarm or an attendee (issue 23, row 3).
 */
export function agendaToIcs(entries: readonly CalendarEntry[], now: Date): string {
  const stamp = utcStamp(now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Justiciable//Agenda//ES',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...TIME_ZONE_BLOCK,
    ...entries.flatMap((entry) => eventLines(entry, stamp)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** Hands the browser an .ics file to save or open with the phone's calendar. */
export function downloadIcs(fileName: string, entries: readonly CalendarEntry[]): void {
  saveDownload(new Blob([agendaToIcs(entries, new Date())], { type: 'text/calendar;charset=utf-8' }), fileName);
}
