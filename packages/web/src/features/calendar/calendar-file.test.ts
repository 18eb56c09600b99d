import {
  AGENDA_TIME_ZONE,
  calendarToIcs as agendaToIcs,
  createPortal,
  escapeIcsText as escapeText,
  foldIcsLine as foldLine,
  meetingToIcs,
} from '@justiciable/core';
import { aCalendarEntry, createInMemoryPorts } from '@justiciable/core/testing';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';

const now = new Date('2026-11-25T03:00:00Z');

/** The file as a calendar application reads it: ical.js, a full RFC 5545 parser. */
function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const zone = calendar.getFirstSubcomponent('vtimezone');
  if (zone !== null) ICAL.TimezoneService.register(zone);
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event)) };
}

// Core's .ics writer (calendarToIcs, meetingToIcs) read back by ical.js, a full RFC 5545 parser the web's tests have.
describe('meetingToIcs', () => {
  it('is one event that reminds the day before and an hour before, and an all-day deadline is a date', () => {
    const { events } = parse(
      meetingToIcs(aCalendarEntry({ fecha_ini: '2026-12-09', hora_ini: '10:00', hora_fin: '11:00' }), now),
    );
    expect(events).toHaveLength(1);
    const alarms = events[0]?.component.getAllSubcomponents('valarm') ?? [];
    expect(alarms.map((alarm) => String(alarm.getFirstPropertyValue('trigger')))).toEqual(['-P1D', '-PT1H']);
    const { events: allDay } = parse(
      meetingToIcs(aCalendarEntry({ fecha_ini: '2026-12-31', hora_ini: '-', hora_fin: '-', todo_el_dia: true }), now),
    );
    expect(allDay[0]?.startDate.isDate).toBe(true);
    expect(allDay[0]?.startDate.toString()).toBe('2026-12-31');
    expect(allDay[0]?.endDate.toString()).toBe('2027-01-01');
  });
});

// What the agenda's buttons save: core's exportCalendarIcs, each event with its reminders.
describe('exportCalendarIcs', () => {
  it('writes the entries given with reminders a calendar application reads: a meeting the day before and an hour before, a deadline the day before at 09:00 and that day at 08:00', async () => {
    const portal = createPortal(createInMemoryPorts());
    const file = await portal.exportCalendarIcs({
      entries: [
        aCalendarEntry({ id: '1', fecha_ini: '2026-12-09', hora_ini: '10:00', hora_fin: '11:00' }),
        aCalendarEntry({ id: '2', fecha_ini: '2026-12-31', hora_ini: '-', hora_fin: '-', todo_el_dia: true }),
      ],
    });
    if (!file.ok) throw new Error(file.error.message);
    expect(file.value.fileName).toBe('agenda-justiciable.ics');
    const [meeting, deadline] = parse(file.value.text).events;
    const triggers = (event: typeof meeting) =>
      (event?.component.getAllSubcomponents('valarm') ?? []).map((alarm) =>
        String(alarm.getFirstPropertyValue('trigger')),
      );
    expect(triggers(meeting)).toEqual(['-P1D', '-PT1H']);
    expect(deadline?.startDate.isDate).toBe(true);
    expect(triggers(deadline)).toEqual(['-PT15H', 'PT8H']);
  });
});

describe('agendaToIcs', () => {
  it('writes one event per dated entry, in Buenos Aires time, with what the agenda says of it', () => {
    const { calendar, events } = parse(
      agendaToIcs(
        [
          aCalendarEntry({
            id: '1',
            fecha_ini: '2026-03-20',
            hora_ini: '10:30',
            hora_fin: '11:45',
            calendar_title: 'Audiencia de conciliación',
          }),
          aCalendarEntry({ id: '2', fecha_ini: '-', hora_ini: '-', calendar_title: 'Sin fecha' }),
        ],
        now,
      ),
    );
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event?.summary).toBe('Audiencia de conciliación');
    expect(event?.uid).toBe('agenda-1@justiciable');
    expect(event?.startDate.zone.tzid).toBe(AGENDA_TIME_ZONE);
    expect(event?.startDate.toString()).toBe('2026-03-20T10:30:00');
    // 10:30 in Buenos Aires (UTC-3) is 13:30 UTC.
    expect(event?.startDate.toJSDate().toISOString()).toBe('2026-03-20T13:30:00.000Z');
    expect(event?.endDate.toJSDate().toISOString()).toBe('2026-03-20T14:45:00.000Z');
    expect(event?.description).toBe(
      'Asunto: Divorcio de mutuo acuerdo\nAbogado o estudio: Dra. Laura Gómez, Estudio Gómez & Asociados\nTipo de reunión: Videollamada\nTraer DNI y libreta de matrimonio.',
    );
    expect(event?.location).toBe('https://meet.example.com/gomez-fernandez');
    expect(event?.component.getFirstPropertyValue('url')).toBe('https://meet.example.com/gomez-fernandez');
  });

  it('lasts an hour when the agenda gives no end, and takes the whole day when it gives no time', () => {
    const { events } = parse(
      agendaToIcs(
        [
          aCalendarEntry({ id: '1', fecha_ini: '2026-03-20 00:00:00', hora_ini: '23:30', hora_fin: '-' }),
          aCalendarEntry({
            id: '2',
            fecha_ini: '2026-04-02',
            hora_ini: '-',
            hora_fin: '-',
            direccion_link: 'Tribunales III, Bv. Illia 590',
          }),
        ],
        now,
      ),
    );
    expect(events[0]?.startDate.toJSDate().toISOString()).toBe('2026-03-21T02:30:00.000Z');
    expect(events[0]?.endDate.toJSDate().toISOString()).toBe('2026-03-21T03:30:00.000Z');
    expect(events[1]?.startDate.isDate).toBe(true);
    expect(events[1]?.startDate.toString()).toBe('2026-04-02');
    expect(events[1]?.endDate.toString()).toBe('2026-04-03');
    expect(events[1]?.location).toBe('Tribunales III, Bv. Illia 590');
  });

  it('escapes commas, semicolons, backslashes and line breaks, and folds long lines at 75 octets without splitting a character', () => {
    const title = 'Reunión; revisar convenio, cuota\\régimen — '.repeat(4);
    const ics = agendaToIcs([aCalendarEntry({ calendar_title: title, texto: 'Línea uno\nLínea dos' })], now);
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(ics.endsWith('\r\n')).toBe(true);
    const [event] = parse(ics).events;
    expect(event?.summary).toBe(title.trim());
    expect(event?.description).toContain('Línea uno\nLínea dos');
  });

  describe('a stored text that tries to write lines of its own', () => {
    const injection =
      '\r\nBEGIN:VALARM\r\nACTION:AUDIO\r\nTRIGGER:-PT5M\r\nEND:VALARM\r\nATTENDEE:mailto:ataque@example.com';
    /** The names of the file's properties, as a calendar application reads its lines (folds joined). */
    const propertyNames = (ics: string) =>
      ics
        .replace(/\r\n[ \t]/g, '')
        .split('\r\n')
        .filter((line) => line !== '')
        .map((line) => /^[A-Z-]+/.exec(line)?.[0]);

    it.each([
      ['a link followed by CR/LF', `https://meet.example.com/x${injection}`],
      ['a link followed by a bare LF', `https://meet.example.com/x${injection.replace(/\r\n/g, '\n')}`],
      ['a link followed by a bare CR', `https://meet.example.com/x${injection.replace(/\r\n/g, '\r')}`],
      ['a place followed by CR/LF', `Tribunales III${injection}`],
    ])('keeps direccion_link as %s within one property: no alarm, no attendee, one event', (_why, direccion_link) => {
      const ics = agendaToIcs([aCalendarEntry({ direccion_link })], now);
      const names = propertyNames(ics);
      expect(names).not.toContain('ATTENDEE');
      expect(names).not.toContain('ACTION');
      expect(names).not.toContain('TRIGGER');
      expect(names.filter((name) => name === 'BEGIN')).toHaveLength(4);
      const { calendar, events } = parse(ics);
      expect(events).toHaveLength(1);
      const [event] = events;
      expect(event?.component.getAllSubcomponents('valarm')).toEqual([]);
      expect(event?.component.getAllProperties('attendee')).toEqual([]);
      expect(calendar.getAllSubcomponents().map((component) => component.name)).toEqual(['vtimezone', 'vevent']);
      // What the lawyer typed is still there to read, as text: never as a link.
      expect(event?.location).toBe(direccion_link.replace(/\r\n|\r/g, '\n'));
      expect(event?.component.getFirstPropertyValue('url')).toBeNull();
    });

    it('writes no control character into any property, from any field of the entry', () => {
      const dirty = `a\u0000b\u0007c\u001bd\u007fe${injection}`;
      const ics = agendaToIcs(
        [
          aCalendarEntry({
            id: `7${injection}`,
            calendar_title: dirty,
            asunto: dirty,
            abogadoEstudio: dirty,
            nombre_estudio: dirty,
            tipo_reunion: dirty,
            texto: dirty,
            direccion_link: dirty,
          }),
        ],
        now,
      );
      const unfolded = ics.replace(/\r\n[ \t]/g, '');
      expect([...unfolded.replace(/\r\n/g, '')].filter((char) => char < ' ' || char === '\u007f')).toEqual([]);
      expect(propertyNames(ics).filter((name) => name === 'BEGIN' || name === 'END')).toEqual([
        'BEGIN',
        'BEGIN',
        'BEGIN',
        'END',
        'END',
        'BEGIN',
        'END',
        'END',
      ]);
      const [event] = parse(ics).events;
      expect(event?.uid).toBe(
        'agenda-7\nBEGIN:VALARM\nACTION:AUDIO\nTRIGGER:-PT5M\nEND:VALARM\nATTENDEE:mailto:ataque@example.com@justiciable',
      );
      expect(event?.summary).toBe(`abcde${injection.replace(/\r\n/g, '\n')}`);
    });

    it.each([
      ['javascript:alert(1)', null],
      ['https://meet.example.com/sala con espacio', null],
      ['https://meet.example.com/sala?a=1&b=ñ', 'https://meet.example.com/sala?a=1&b=%C3%B1'],
      ['HTTPS://Meet.Example.com/Sala', 'https://meet.example.com/Sala'],
      ['http://', null],
    ])("writes '%s' as a URL only when it is a valid http(s) link, percent-encoded: %s", (direccion_link, url) => {
      const [event] = parse(agendaToIcs([aCalendarEntry({ direccion_link })], now)).events;
      expect(event?.component.getFirstPropertyValue('url')).toBe(url);
      expect(event?.location).toBe(direccion_link);
    });
  });

  it('escapes and folds as RFC 5545 says', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const folded = foldLine(`SUMMARY:${'á'.repeat(60)}`);
    expect(folded.split('\r\n ').join('')).toBe(`SUMMARY:${'á'.repeat(60)}`);
    expect(folded.split('\r\n').map((line) => new TextEncoder().encode(line).length)).toEqual([74, 55]);
  });
});
