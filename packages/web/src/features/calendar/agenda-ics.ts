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

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11). */
export function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
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

function isWebLink(text: string): boolean {
  return /^https?:\/\//i.test(text.trim());
}

function eventLines(entry: CalendarEntry, stamp: string): string[] {
  const { day, startMinutes } = entry;
  if (day === null) return [];
  const lines = ['BEGIN:VEVENT', `UID:agenda-${entry.id}@justiciable`, `DTSTAMP:${stamp}`];
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
    lines.push(isWebLink(place) ? `URL:${place}` : `LOCATION:${escapeText(place)}`);
    if (isWebLink(place)) lines.push(`LOCATION:${escapeText(place)}`);
  }
  lines.push('END:VEVENT');
  return lines;
}

/**
 * An iCalendar file (RFC 5545) with one event per dated entry, times in Buenos Aires, lines
 * folded and ended in CRLF. Entries without a date are left out: a calendar needs one.
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
