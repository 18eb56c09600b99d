import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aSignedInPortal } from '../portal-fixture';
import { utf8Bytes } from '../privacy/utf8';
import { portalError } from '../shared/portal-error';
import { aCalendarEntry, aCalendarRow } from '../testing/calendar-builders';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import type { CalendarEntry } from './calendar-entry';
import { calendarEntryTimes } from './calendar-rules';
import { entryIcsFileName } from './calendar-ics';
import { makeExportCalendarIcs } from './export-calendar-ics';

/** The file's content lines, as a calendar application reads them: folds joined, the last CRLF's empty rest dropped. */
function unfolded(ics: string): string[] {
  return ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .slice(0, -1);
}

/** Each VEVENT's lines, in the file's order. */
function events(ics: string): string[][] {
  const lines = unfolded(ics);
  const found: string[][] = [];
  let current: string[] | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = [];
    else if (line === 'END:VEVENT' && current !== null) {
      found.push(current);
      current = null;
    } else current?.push(line);
  }
  return found;
}

const triggers = (event: readonly string[]) => event.filter((line) => line.startsWith('TRIGGER:'));

function entry(overrides: Partial<CalendarEntry>): CalendarEntry {
  return aCalendarEntry(overrides);
}

describe('exportCalendarIcs', () => {
  it("writes the client's whole agenda, read with listCalendar, each dated meeting reminding the day before and an hour before", async () => {
    const { ports, demo, client } = aSignedInPortal();
    ports.world.addCalendarRow(
      aCalendarRow({ id_agenda: '901', fecha_ini: '2026-12-09', hora_ini: '10:00:00', hora_fin: '11:00:00' }),
      { clientId: client.id, lawyerId: demo.linkedLawyerId },
    );
    const file = expectOk(await makeExportCalendarIcs(ports)({ client }));
    const agenda = expectOk(await ports.calendar.listForClient(client.id));
    expect(file.fileName).toBe('agenda-justiciable.ics');
    expect(file.contentType).toBe('text/calendar;charset=utf-8');
    const written = events(file.text);
    expect(file.events).toBe(written.length);
    expect(written.length).toBe(agenda.filter((each) => each.day !== null).length);
    const added = written.find((event) => event.includes('UID:agenda-901@justiciable'));
    expect(added).toContain('DTSTART;TZID=America/Argentina/Buenos_Aires:20261209T100000');
    expect(triggers(added ?? [])).toEqual(['TRIGGER:-P1D', 'TRIGGER:-PT1H']);
    expect(ports.calendar.callsOf('listForClient')).toBe(2);
  });

  it('writes the entries given without reading anything, stamped with the portal clock', async () => {
    const { ports } = aSignedInPortal();
    const file = expectOk(
      await makeExportCalendarIcs(ports)({
        entries: [
          entry({ id: '1', calendar_title: 'Audiencia de conciliación' }),
          entry({
            id: '2',
            fecha_ini: '-',
            hora_ini: '-',
            hora_fin: '-',
            day: null,
            startMinutes: null,
            endMinutes: null,
          }),
        ],
      }),
    );
    expect(ports.calendar.callsOf('listForClient')).toBe(0);
    expect(file.events).toBe(1);
    // One entry given: its file is named after it.
    expect(file.fileName).toBe('audiencia-de-conciliacion-1.ics');
    const stamp = ports.clock.now().toISOString().slice(0, 19).replace(/[-:]/g, '');
    expect(unfolded(file.text)).toContain(`DTSTAMP:${stamp}Z`);
  });

  it('writes an all-day deadline as a date, reminding the day before at 09:00 and the day itself at 08:00', async () => {
    const { ports } = aSignedInPortal();
    const { text } = expectOk(
      await makeExportCalendarIcs(ports)({
        entries: [
          entry({
            id: '5',
            fecha_ini: '2026-12-31',
            hora_ini: '-',
            hora_fin: '-',
            todo_el_dia: true,
            ...calendarEntryTimes('2026-12-31', '-', '-'),
          }),
        ],
      }),
    );
    const [event = []] = events(text);
    expect(event).toContain('DTSTART;VALUE=DATE:20261231');
    expect(event).toContain('DTEND;VALUE=DATE:20270101');
    expect(event.filter((line) => /^DT(START|END)/.test(line)).join('\n')).not.toMatch(/T\d{6}/);
    expect(triggers(event)).toEqual(['TRIGGER:-PT15H', 'TRIGGER:PT8H']);
    expect(
      event.filter((line) => line.startsWith('DESCRIPTION:') && /^DESCRIPTION:(Mañana|Hoy): /.test(line)),
    ).toHaveLength(2);
  });

  it('gives a cancelled meeting no reminder', async () => {
    const { ports } = aSignedInPortal();
    const { text } = expectOk(
      await makeExportCalendarIcs(ports)({ entries: [entry({ cancelada: true }), entry({ id: '881' })] }),
    );
    const [cancelled = [], kept = []] = events(text);
    expect(cancelled).toContain('STATUS:CANCELLED');
    expect(triggers(cancelled)).toEqual([]);
    expect(triggers(kept)).toEqual(['TRIGGER:-P1D', 'TRIGGER:-PT1H']);
  });

  it('asks for whose agenda it is when given neither entries nor client, and sends nothing', async () => {
    const { ports } = aSignedInPortal();
    const failure = expectFailure(await makeExportCalendarIcs(ports)({}), 'invalid-input');
    expect(failure).toMatchObject({ field: 'client', message: 'Complete este campo' });
    expect(ports.calendar.callsOf('listForClient')).toBe(0);
  });

  it("fails as listCalendar does when the agenda can't be read", async () => {
    const { ports, client } = aSignedInPortal();
    ports.calendar.failNext('listForClient', portalError.unavailable('network'));
    expect(expectFailure(await makeExportCalendarIcs(ports)({ client }), 'unavailable').message).toBe(
      'Error al intentar obtener la agenda',
    );
  });

  it('writes a valid file for any texts: CRLF lines of at most 75 octets, one event and its reminders per dated entry, no text escaping its property', async () => {
    const { ports } = aSignedInPortal();
    const exportCalendarIcs = makeExportCalendarIcs(ports);
    const text = fc.string({ unit: 'binary', maxLength: 120 });
    const anEntry = fc
      .record({
        id: fc.stringMatching(/^[0-9]{1,6}$/),
        calendar_title: text,
        texto: text,
        direccion_link: text,
        asunto: text,
        day: fc.option(
          fc
            .date({ min: new Date('2020-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
            .map((date) => date.toISOString().slice(0, 10)),
        ),
        time: fc.option(fc.tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45))),
        cancelada: fc.boolean(),
      })
      .map(({ day, time, ...rest }) => {
        const hora = time === null ? '-' : `${String(time[0]).padStart(2, '0')}:${String(time[1]).padStart(2, '0')}`;
        const fecha = day ?? '-';
        return entry({
          ...rest,
          fecha_ini: fecha,
          hora_ini: hora,
          hora_fin: '-',
          todo_el_dia: day !== null && time === null,
          ...calendarEntryTimes(fecha, hora, '-'),
        });
      });
    await fc.assert(
      fc.asyncProperty(fc.array(anEntry, { maxLength: 6 }), async (entries) => {
        const file = expectOk(await exportCalendarIcs({ entries }));
        expect(file.text.endsWith('\r\n')).toBe(true);
        const physical = file.text.slice(0, -2).split('\r\n');
        for (const line of physical) {
          expect(utf8Bytes(line).length).toBeLessThanOrEqual(75);
          expect(line).not.toMatch(/[\r\n]/);
        }
        const dated = entries.filter((each) => each.day !== null);
        const written = events(file.text);
        expect(written).toHaveLength(dated.length);
        expect(file.events).toBe(dated.length);
        written.forEach((event, index) => {
          const source = dated[index];
          const allDay = source?.startMinutes === null || source?.todo_el_dia === true;
          const expected =
            source?.cancelada === true
              ? []
              : allDay
                ? ['TRIGGER:-PT15H', 'TRIGGER:PT8H']
                : ['TRIGGER:-P1D', 'TRIGGER:-PT1H'];
          expect(triggers(event)).toEqual(expected);
          expect(event.some((line) => line.startsWith(allDay ? 'DTSTART;VALUE=DATE:' : 'DTSTART;TZID='))).toBe(true);
        });
        // Whatever the texts held, the structure is only ours: one calendar, its zone, the events and their alarms.
        const begins = unfolded(file.text).filter((line) => line.startsWith('BEGIN:'));
        const alarms = written.reduce((count, event) => count + triggers(event).length, 0);
        expect(begins).toHaveLength(3 + dated.length + alarms);
      }),
      { numRuns: 60 },
    );
  });
});

describe('entryIcsFileName', () => {
  it('names the file after the title in plain letters, and its id', () => {
    expect(entryIcsFileName({ id: '880', calendar_title: 'Audiencia de conciliación', asunto: '' })).toBe(
      'audiencia-de-conciliacion-880.ics',
    );
    expect(entryIcsFileName({ id: '7', calendar_title: '   ', asunto: 'Sucesión López' })).toBe('sucesion-lopez-7.ics');
    expect(entryIcsFileName({ id: '9', calendar_title: '¡¿?!', asunto: '' })).toBe('evento-9.ics');
  });

  it('is always a plain name of at most 60 letters before its id', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (title, asunto, id) => {
        const name = entryIcsFileName({ id, calendar_title: title, asunto });
        expect(name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*(-[A-Za-z0-9_-]+)?\.ics$/);
        expect(name.split('-').join('-').length).toBeLessThanOrEqual(60 + 1 + id.length + 4);
      }),
    );
  });
});
