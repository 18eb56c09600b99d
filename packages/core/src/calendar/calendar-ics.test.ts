import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { aCalendarEntry } from '../testing/calendar-builders';
import { utf8Bytes } from '../privacy/utf8';
import { calendarToIcs, foldIcsLine, meetingToIcs } from './calendar-ics';

const now = new Date('2026-11-25T03:00:00Z');

function unfolded(ics: string): string[] {
  return ics.replace(/\r\n /g, '').split('\r\n');
}

describe('meetingToIcs', () => {
  it('writes one event with two reminders, the day before and an hour before', () => {
    const lines = unfolded(
      meetingToIcs(aCalendarEntry({ fecha_ini: '2026-12-09', hora_ini: '10:00', hora_fin: '11:00' }), now),
    );
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.filter((line) => line.startsWith('TRIGGER:'))).toEqual(['TRIGGER:-P1D', 'TRIGGER:-PT1H']);
    expect(lines).toContain('DTSTART;TZID=America/Argentina/Buenos_Aires:20261209T100000');
    expect(lines).toContain('DTEND;TZID=America/Argentina/Buenos_Aires:20261209T110000');
    expect(lines).toContain('UID:agenda-880@justiciable');
    expect(lines).toContain('DTSTAMP:20261125T030000Z');
    expect(lines.at(-1)).toBe('');
  });

  it('writes an all-day deadline as a date ending the next day, with no 00:00', () => {
    const lines = unfolded(
      meetingToIcs(aCalendarEntry({ fecha_ini: '2026-12-31', hora_ini: '-', hora_fin: '-', todo_el_dia: true }), now),
    );
    expect(lines).toContain('DTSTART;VALUE=DATE:20261231');
    expect(lines).toContain('DTEND;VALUE=DATE:20270101');
    const event = lines.slice(lines.indexOf('BEGIN:VEVENT'), lines.indexOf('END:VEVENT'));
    expect(event.join('\n')).not.toContain('T000000');
  });

  it('marks a cancelled meeting cancelled, without reminders', () => {
    const lines = unfolded(meetingToIcs(aCalendarEntry({ cancelada: true }), now));
    expect(lines).toContain('STATUS:CANCELLED');
    expect(lines.some((line) => line.startsWith('TRIGGER'))).toBe(false);
  });
});

describe('calendarToIcs', () => {
  it('ends every line in CRLF, folds at 75 octets and escapes texts', () => {
    const ics = calendarToIcs(
      [aCalendarEntry({ calendar_title: `Audiencia; conciliación, sala 3 ${'á'.repeat(80)}` })],
      now,
    );
    expect(ics.split('\r\n').every((line) => !line.includes('\n') && utf8Bytes(line).length <= 75)).toBe(true);
    expect(unfolded(ics).find((line) => line.startsWith('SUMMARY:'))).toBe(
      `SUMMARY:Audiencia\\; conciliación\\, sala 3 ${'á'.repeat(80)}`,
    );
    expect(ics).not.toContain('VALARM');
  });

  it("writes the agenda's time, Buenos Aires, which luxon reads as the same instant", () => {
    const lines = unfolded(
      calendarToIcs([aCalendarEntry({ fecha_ini: '2026-03-20', hora_ini: '23:30', hora_fin: '-' })], now),
    );
    const start = lines.find((line) => line.startsWith('DTSTART;'))?.split(':')[1] ?? '';
    const end = lines.find((line) => line.startsWith('DTEND;'))?.split(':')[1] ?? '';
    const read = (text: string) =>
      DateTime.fromFormat(text, "yyyyMMdd'T'HHmmss", { zone: 'America/Argentina/Buenos_Aires' }).toUTC().toISO();
    expect(read(start)).toBe('2026-03-21T02:30:00.000Z');
    expect(read(end)).toBe('2026-03-21T03:30:00.000Z');
  });

  it('never splits a character across folded lines', () => {
    const folded = foldIcsLine(`DESCRIPTION:${'ñ'.repeat(100)}`);
    expect(folded.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${'ñ'.repeat(100)}`);
  });
});
