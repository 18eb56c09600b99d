import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { Movement } from '../cases/movement';
import type { CalendarEntry, CalendarFilters } from './calendar-entry';
import {
  calendarEntriesFromMovements,
  calendarEntriesFromRows,
  calendarEntriesFromRowsInSlices,
  calendarEntryFromMovement,
  calendarEntryFromRow,
  calendarEntryTimes,
  calendarFilterChoices,
  CALENDAR_FILTER_FIELDS,
  filterCalendar,
  groupCalendarByDay,
  meetingEndMinutes,
  prependCalendarEntry,
  sortCalendarByStartTime,
  sortCalendarNewestFirst,
  type CalendarFilterName,
} from './calendar-rules';

function entry(overrides: Partial<CalendarEntry>): CalendarEntry {
  const { fecha_ini = '2026-03-10', hora_ini = '10:00', hora_fin = '11:00' } = overrides;
  return {
    id: '1',
    fecha_ini,
    hora_ini,
    hora_fin,
    ...calendarEntryTimes(fecha_ini, hora_ini, hora_fin),
    asunto: 'Sucesión Pérez',
    abogadoEstudio: 'Estudio García',
    tipo_reunion: 'Presencial',
    direccion_link: 'Av. Corrientes 1234',
    calendar_title: 'Reunión',
    texto: '',
    id_caso: '10',
    id_movimiento: null,
    nombre_estudio: 'García & Asociados',
    fecha_alta: '2026-03-01 09:00:00',
    ...overrides,
  };
}

const noFilters: CalendarFilters = { dates: [], subjects: [], firms: [], meetingTypes: [] };

describe('calendarEntryFromRow', () => {
  it('SPEC §3: maps a complete agenda row, decoding its text fields', () => {
    expect(
      calendarEntryFromRow({
        id_agenda: '5',
        fecha_ini: '2026-03-10',
        hora_ini: '10:30:00',
        hora_fin: '11:45:00',
        nombre_asunto: 'Sucesi%C3%B3n%20P%C3%A9rez',
        nombre_abogado: 'Mar&iacute;a Garc&iacute;a',
        tipo_reunion: 'Videollamada',
        direccion_link: 'https%3A%2F%2Fmeet.example%2Fabc',
        titulo: 'Primera%20reuni%C3%B3n',
        texto: 'Traer%20DNI%20%26amp%3B%20escritura',
        id_caso: '10',
        id_movimiento: '31',
        nombre_estudio: 'Garc&iacute;a &amp; Asociados',
        fecha_alta: '2026-03-01 09:00:00',
      }),
    ).toEqual({
      id: '5',
      fecha_ini: '2026-03-10',
      hora_ini: '10:30',
      hora_fin: '11:45',
      day: '2026-03-10',
      startMinutes: 630,
      endMinutes: 705,
      asunto: 'Sucesión Pérez',
      abogadoEstudio: 'María García',
      tipo_reunion: 'Videollamada',
      direccion_link: 'https://meet.example/abc',
      calendar_title: 'Primera reunión',
      texto: 'Traer DNI & escritura',
      id_caso: '10',
      id_movimiento: '31',
      nombre_estudio: 'García & Asociados',
      fecha_alta: '2026-03-01 09:00:00',
    });
  });

  it("SPEC §3: '-' for a missing start date, start or end time, meeting type and address/link", () => {
    const mapped = calendarEntryFromRow({
      id_agenda: '5',
      fecha_ini: null,
      hora_ini: '',
      hora_fin: null,
      tipo_reunion: undefined,
      direccion_link: '  ',
    });
    expect([mapped.fecha_ini, mapped.hora_ini, mapped.hora_fin, mapped.tipo_reunion, mapped.direccion_link]).toEqual([
      '-',
      '-',
      '-',
      '-',
      '-',
    ]);
    expect([mapped.asunto, mapped.calendar_title, mapped.texto, mapped.id_caso, mapped.fecha_alta]).toEqual([
      '',
      '',
      '',
      '',
      '',
    ]);
    expect(mapped.id_movimiento).toBeNull();
    expect([mapped.day, mapped.startMinutes, mapped.endMinutes]).toEqual([null, null, null]);
  });

  it.each([
    ['2026-03-05', '2026-03-05'],
    ['2026-03-05 10:00:00', '2026-03-05'],
    ['2026-03-05T10:00:00Z', '2026-03-05'],
    ['2026-03-05T10:00', '2026-03-05'],
    ['5/3/2026', '2026-03-05'],
    [' 2026-03-05', '2026-03-05'],
    ['2026-3-05', null],
    ['2026-03-0x', null],
    ['2026/03/05', null],
    ['mañana', null],
    ['', null],
    [null, null],
  ])('reads the start date %j as the day %j', (fecha_ini, day) => {
    expect(calendarEntryFromRow({ id_agenda: '5', fecha_ini }).day).toBe(day);
  });

  it('reads the day of any date shape the services write, and an end only when it comes after the start', () => {
    const mapped = (fecha_ini: string, hora_ini: string, hora_fin: string) => {
      const { day, startMinutes, endMinutes } = calendarEntryFromRow({ id_agenda: '5', fecha_ini, hora_ini, hora_fin });
      return [day, startMinutes, endMinutes];
    };
    expect(mapped('2026-03-10 00:00:00', '09:00:00', '09:00:00')).toEqual(['2026-03-10', 540, null]);
    expect(mapped('10/3/2026', '18:45:00', '17:00:00')).toEqual(['2026-03-10', 1125, null]);
    expect(mapped('2026-02-31', '', '10:00:00')).toEqual([null, null, null]);
  });

  it("SPEC §3: an undecodable text field is empty (and so '-' where '-' stands for missing)", () => {
    const mapped = calendarEntryFromRow({ id_agenda: '5', titulo: '100%', tipo_reunion: '%E0%A4%A' });
    expect(mapped.calendar_title).toBe('');
    expect(mapped.tipo_reunion).toBe('-');
  });

  it('SPEC §3, §9: the start and end times are cut to HH:MM', () => {
    const mapped = calendarEntryFromRow({ id_agenda: '5', hora_ini: '18:45:00', hora_fin: '20:15:00' });
    expect([mapped.hora_ini, mapped.hora_fin]).toEqual(['18:45', '20:15']);
  });
});

describe('the day and times read once, held to luxon', () => {
  const instant = fc.date({
    min: new Date('1990-01-01T00:00:00Z'),
    max: new Date('2060-12-31T23:59:59Z'),
    noInvalidDate: true,
  });
  const writtenAs = fc.constantFrom('yyyy-MM-dd', 'yyyy-MM-dd HH:mm:ss', "yyyy-MM-dd'T'HH:mm:ss", 'd/M/yyyy');
  const timeOfDay = fc.record({ hour: fc.integer({ min: 0, max: 23 }), minute: fc.integer({ min: 0, max: 59 }) });
  const written = (hour: number, minute: number) =>
    `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00`;

  it("property: day is the written date's day, start and end the times' minutes, as luxon reads them", () => {
    fc.assert(
      fc.property(instant, writtenAs, timeOfDay, timeOfDay, (at, format, start, end) => {
        const date = DateTime.fromJSDate(at, { zone: 'UTC' });
        const row = {
          id_agenda: '1',
          fecha_ini: date.toFormat(format),
          hora_ini: written(start.hour, start.minute),
          hora_fin: written(end.hour, end.minute),
        };
        const mapped = calendarEntryFromRow(row);
        const luxonStart = DateTime.fromFormat(row.hora_ini, 'HH:mm:ss', { zone: 'UTC' });
        const luxonEnd = DateTime.fromFormat(row.hora_fin, 'HH:mm:ss', { zone: 'UTC' });
        const startMinutes = luxonStart.hour * 60 + luxonStart.minute;
        const endMinutes = luxonEnd.hour * 60 + luxonEnd.minute;
        expect(mapped.day).toBe(date.toISODate());
        expect(mapped.startMinutes).toBe(startMinutes);
        expect(mapped.endMinutes).toBe(endMinutes > startMinutes ? endMinutes : null);
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('calendarEntriesFromRows', () => {
  const texts = fc.oneof(
    fc.constantFrom('Ferreyra &amp; Asociados', 'R%C3%ADos & Hijos', '100%', '&#0;', 'Videollamada', '', ' '),
    fc.string(),
  );
  const row = fc.record(
    {
      id_agenda: fc.string({ minLength: 1 }),
      fecha_ini: fc.option(
        fc.constantFrom('2026-03-10', '2026-03-10 09:00:00', '10/3/2026', '2026-02-30', '', ' 2026-03-11 '),
      ),
      hora_ini: fc.option(fc.constantFrom('09:00:00', '9:05', '24:00:00', '', '18:45')),
      hora_fin: fc.option(fc.constantFrom('10:30:00', '08:00:00', '', '-')),
      nombre_asunto: fc.option(texts),
      nombre_abogado: fc.option(texts),
      tipo_reunion: fc.option(texts),
      direccion_link: fc.option(texts),
      titulo: fc.option(texts),
      texto: fc.option(texts),
      nombre_estudio: fc.option(texts),
    },
    { requiredKeys: ['id_agenda'] },
  );

  it('maps each row as calendarEntryFromRow does, repeated texts, days and times included', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 30 }), (rows) => {
        const repeated = [...rows, ...rows];
        expect(calendarEntriesFromRows(repeated)).toEqual(repeated.map(calendarEntryFromRow));
      }),
    );
  });

  it('maps the same entries in slices, pausing between them and nowhere else', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(row, { maxLength: 30 }),
        fc.integer({ min: 1, max: 12 }),
        async (rows, rowsPerSlice) => {
          let pauses = 0;
          const sliced = await calendarEntriesFromRowsInSlices(rows, {
            rowsPerSlice,
            pause: async () => void pauses++,
          });
          expect(sliced).toEqual(rows.map(calendarEntryFromRow));
          expect(pauses).toBe(Math.max(0, Math.ceil(rows.length / rowsPerSlice) - 1));
        },
      ),
    );
  });

  it("lets a page's other tasks run between its slices", async () => {
    const rows = Array.from({ length: 5 }, (_, index) => ({ id_agenda: String(index) }));
    const ran: string[] = [];
    const mapping = calendarEntriesFromRowsInSlices(rows, { rowsPerSlice: 2 }).then(() => ran.push('mapped'));
    (globalThis as unknown as { setTimeout(run: () => void, ms: number): unknown }).setTimeout(
      () => ran.push('tap'),
      0,
    );
    await mapping;
    expect(ran).toEqual(['tap', 'mapped']);
  });
});

describe('calendarEntryFromMovement', () => {
  const caseInfo = { case: 'Sucesión Pérez', abogadoEstudio: 'Estudio García', nombre_estudio: 'García & Asociados' };
  const dateRequest: Movement = {
    id_movimiento: '77',
    fecha_alta: '2026-03-02T12:00:00Z',
    nombres: 'María García',
    descripcion_movimiento: 'Elegir fecha de audiencia',
    link_token: 'enlace-77',
    comentarios: 'Traer 100% de la documentación',
    id_tipo: 7,
    fecha_inicio_agenda: '2026-03-20',
    hora_inicio_agenda: '09:15:00',
    todo_el_dia_agenda: false,
    link_archivo: null,
    link_url: null,
    monto: null,
    cuenta: null,
    pagado: false,
    origen: 'abogado',
    id_justiciable: '42',
    id_case: '10',
    tipo_reunion: null,
    direccion_link: 'https://meet.example/x',
    nombre_tipo: 'Agenda',
    conexidad: null,
    diligencia: null,
    prueba: null,
    concepto: null,
    acto_procesal: null,
    id_agenda: '930',
    estado_pago: null,
    vence_pago: null,
  };

  it('SPEC §3: a type 7 movement also produces a calendar entry', () => {
    expect(calendarEntryFromMovement(dateRequest, caseInfo)).toEqual({
      id: '930',
      fecha_ini: '2026-03-20',
      hora_ini: '09:15',
      hora_fin: '-',
      day: '2026-03-20',
      startMinutes: 555,
      endMinutes: null,
      asunto: 'Sucesión Pérez',
      abogadoEstudio: 'Estudio García',
      tipo_reunion: '-',
      direccion_link: 'https://meet.example/x',
      calendar_title: 'Elegir fecha de audiencia',
      texto: 'Traer 100% de la documentación',
      id_caso: '10',
      id_movimiento: '77',
      nombre_estudio: 'García & Asociados',
      fecha_alta: '2026-03-02T12:00:00Z',
    });
  });

  it('SPEC §3: only type 7 movements produce calendar entries', () => {
    const fileRequest = { ...dateRequest, id_movimiento: '78', id_tipo: 2, id_agenda: null };
    const second = { ...dateRequest, id_movimiento: '79', id_agenda: '931' };
    expect(calendarEntriesFromMovements([dateRequest, fileRequest, second], caseInfo).map((item) => item.id)).toEqual([
      '930',
      '931',
    ]);
  });
});

describe('sortCalendarNewestFirst', () => {
  it('SPEC §4, §9: sorted by creation date (fecha_alta), newest first, stable, without mutating', () => {
    const entries = [
      entry({ id: 'a', fecha_alta: '2026-01-01 10:00:00' }),
      entry({ id: 'b', fecha_alta: '2026-03-01 10:00:00' }),
      entry({ id: 'c', fecha_alta: '' }),
      entry({ id: 'd', fecha_alta: '2026-01-01T10:00:00Z' }),
      entry({ id: 'e', fecha_alta: '2026-02-01' }),
    ];
    expect(sortCalendarNewestFirst(entries).map((item) => item.id)).toEqual(['b', 'e', 'a', 'd', 'c']);
    expect(entries.map((item) => item.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});

describe('filterCalendar', () => {
  const entries = [
    entry({
      id: '1',
      fecha_ini: '2026-03-10',
      asunto: 'Sucesión',
      abogadoEstudio: 'García',
      tipo_reunion: 'Presencial',
    }),
    entry({
      id: '2',
      fecha_ini: '2026-03-11 00:00:00',
      asunto: 'Divorcio',
      abogadoEstudio: 'López',
      tipo_reunion: 'Videollamada',
    }),
    entry({
      id: '3',
      fecha_ini: '2026-03-12',
      asunto: 'Sucesión',
      abogadoEstudio: 'López',
      tipo_reunion: 'Videollamada',
    }),
    entry({ id: '4', fecha_ini: '-', asunto: 'Despido', abogadoEstudio: 'García', tipo_reunion: '-' }),
  ];
  const ids = (list: readonly CalendarEntry[]) => list.map((item) => item.id);

  it('SPEC §4: all four filters empty reset the filtered list to empty', () => {
    expect(filterCalendar(entries, noFilters)).toEqual([]);
    expect(filterCalendar(entries, noFilters, 'subjects')).toEqual([]);
  });

  it('SPEC §5: the dates filter keeps entries whose start date is among the selected ones', () => {
    expect(ids(filterCalendar(entries, { ...noFilters, dates: ['2026-03-10', '2026-03-11'] }))).toEqual(['1', '2']);
  });

  it('SPEC §5: the subjects filter keeps entries whose asunto is among the selected ones', () => {
    expect(ids(filterCalendar(entries, { ...noFilters, subjects: ['Sucesión'] }))).toEqual(['1', '3']);
  });

  it('SPEC §5: the firms filter keeps entries whose firm name is among the selected ones', () => {
    expect(ids(filterCalendar(entries, { ...noFilters, firms: ['García'] }))).toEqual(['1', '4']);
  });

  it('SPEC §5: the meeting types filter keeps entries whose tipo_reunion is among the selected ones', () => {
    expect(ids(filterCalendar(entries, { ...noFilters, meetingTypes: ['Videollamada', 'Telefónica'] }))).toEqual([
      '2',
      '3',
    ]);
  });

  it('SPEC §5: when several filters are set, only the last one applied takes effect', () => {
    const several: CalendarFilters = { ...noFilters, subjects: ['Sucesión'], firms: ['García'] };
    expect(ids(filterCalendar(entries, several, 'subjects'))).toEqual(['1', '3']);
    expect(ids(filterCalendar(entries, several, 'firms'))).toEqual(['1', '4']);
  });

  it('SPEC §5: without a last-applied filter, the later one in the screen order (dates, subjects, firms, meeting types) wins', () => {
    expect(ids(filterCalendar(entries, { ...noFilters, dates: ['2026-03-10'], subjects: ['Divorcio'] }))).toEqual([
      '2',
    ]);
  });

  it('a last-applied filter that is now empty gives way to the others', () => {
    expect(ids(filterCalendar(entries, { ...noFilters, subjects: ['Divorcio'] }, 'firms'))).toEqual(['2']);
  });

  it('a date filter compares calendar days, whatever the date text shape', () => {
    expect(ids(filterCalendar(entries, { ...noFilters, dates: ['2026-03-11T00:00:00Z'] }))).toEqual(['2']);
  });

  const filterNames = Object.keys(CALENDAR_FILTER_FIELDS) as CalendarFilterName[];
  const value = fc.constantFrom('a', 'b', 'c');
  const day = fc.constantFrom('2026-03-10', '2026-03-11', '2026-03-12', '-');
  const valuesOf = (name: CalendarFilterName) => (name === 'dates' ? day : value);
  const calendarEntry = fc
    .record({ id: fc.uuid(), fecha_ini: day, asunto: value, abogadoEstudio: value, tipo_reunion: value })
    .map((fields) => entry(fields));
  const selection = fc.array(value, { maxLength: 3 });
  const filters = fc.record({
    dates: fc.array(day, { maxLength: 3 }),
    subjects: selection,
    firms: selection,
    meetingTypes: selection,
  });

  it('property: the result is a subsequence of the input', () => {
    fc.assert(
      fc.property(
        fc.array(calendarEntry),
        filters,
        fc.option(fc.constantFrom(...filterNames), { nil: undefined }),
        (list, chosen, last) => {
          const result = filterCalendar(list, chosen, last);
          let from = 0;
          for (const kept of result) {
            const at = list.indexOf(kept, from);
            expect(at).toBeGreaterThanOrEqual(from);
            from = at + 1;
          }
        },
      ),
    );
  });

  it('property: all filters empty give []', () => {
    fc.assert(fc.property(fc.array(calendarEntry), (list) => filterCalendar(list, noFilters).length === 0));
  });

  it('property: a single non-empty filter keeps exactly the entries whose field matches', () => {
    const singleFilter = fc
      .constantFrom(...filterNames)
      .chain((name) => fc.tuple(fc.constant(name), fc.array(valuesOf(name), { minLength: 1, maxLength: 3 })));
    fc.assert(
      fc.property(fc.array(calendarEntry), singleFilter, (list, [name, selected]) => {
        const field = CALENDAR_FILTER_FIELDS[name];
        const accepted = new Set<string>(selected);
        const expected = list.filter((item) => accepted.has(item[field]));
        expect(filterCalendar(list, { ...noFilters, [name]: selected })).toEqual(expected);
      }),
    );
  });
});

describe('prependCalendarEntry', () => {
  it('SPEC §4: a new calendar entry is prepended, without mutating the list', () => {
    const list = [entry({ id: '1' }), entry({ id: '2' })];
    expect(prependCalendarEntry(list, entry({ id: '3' })).map((item) => item.id)).toEqual(['3', '1', '2']);
    expect(list).toHaveLength(2);
  });

  it('an entry already listed moves to the front instead of showing twice', () => {
    const list = [entry({ id: '1' }), entry({ id: '2', texto: 'antes' })];
    const updated = prependCalendarEntry(list, entry({ id: '2', texto: 'después' }));
    expect(updated.map((item) => [item.id, item.texto])).toEqual([
      ['2', 'después'],
      ['1', ''],
    ]);
  });
});

describe('meetingEndMinutes', () => {
  it('is the stated end, else an hour after the start (the next day past 1440), and null without a start', () => {
    expect(meetingEndMinutes(entry({ hora_ini: '10:00', hora_fin: '11:30' }))).toBe(690);
    expect(meetingEndMinutes(entry({ hora_ini: '10:00', hora_fin: '-' }))).toBe(660);
    expect(meetingEndMinutes(entry({ hora_ini: '10:00', hora_fin: '09:00' }))).toBe(660);
    expect(meetingEndMinutes(entry({ hora_ini: '23:30', hora_fin: '-' }))).toBe(1470);
    expect(meetingEndMinutes(entry({ hora_ini: '-', hora_fin: '-' }))).toBeNull();
  });
});

describe('sortCalendarByStartTime', () => {
  it('orders a day by start time, untimed entries first, stable, without mutating', () => {
    const day = [
      entry({ id: 'b', hora_ini: '15:00' }),
      entry({ id: 'a', hora_ini: '-' }),
      entry({ id: 'c', hora_ini: '09:30' }),
      entry({ id: 'd', hora_ini: '09:30' }),
    ];
    expect(sortCalendarByStartTime(day).map((item) => item.id)).toEqual(['a', 'c', 'd', 'b']);
    expect(day.map((item) => item.id)).toEqual(['b', 'a', 'c', 'd']);
  });

  it('property: the same entries, by start time, those with equal starts in their order', () => {
    const timed = fc
      .record({ id: fc.uuid(), hora_ini: fc.constantFrom('-', '08:00', '09:30', '12:15', '23:59') })
      .map((fields) => entry(fields));
    fc.assert(
      fc.property(fc.array(timed, { maxLength: 30 }), (list) => {
        const sorted = sortCalendarByStartTime(list);
        const rank = (item: CalendarEntry) => item.startMinutes ?? -1;
        expect([...sorted].sort((a, b) => list.indexOf(a) - list.indexOf(b))).toEqual(list);
        for (let index = 1; index < sorted.length; index++) {
          const [before, after] = [sorted[index - 1] as CalendarEntry, sorted[index] as CalendarEntry];
          expect(
            rank(before) < rank(after) || (rank(before) === rank(after) && list.indexOf(before) < list.indexOf(after)),
          ).toBe(true);
        }
      }),
    );
  });
});

describe('groupCalendarByDay', () => {
  it('places each entry of the period on its day, by start time, and counts those with no day', () => {
    const entries = [
      entry({ id: 'late', fecha_ini: '2026-03-10', hora_ini: '18:00' }),
      entry({ id: 'sql', fecha_ini: '2026-03-10 00:00:00', hora_ini: '09:00' }),
      entry({ id: 'outside', fecha_ini: '2026-03-17' }),
      entry({ id: 'last', fecha_ini: '2026-03-16', hora_ini: '-' }),
      entry({ id: 'undated', fecha_ini: '-' }),
    ];
    const { byDay, undated } = groupCalendarByDay(entries, '2026-03-10', '2026-03-16');
    expect([...byDay.entries()].map(([day, list]) => [day, list.map((item) => item.id)])).toEqual([
      ['2026-03-10', ['sql', 'late']],
      ['2026-03-16', ['last']],
    ]);
    expect(undated).toBe(1);
  });

  it('keeps the entries of the period’s days whatever their date’s shape, and counts every undated entry whatever the period', () => {
    const entries = [
      entry({ id: 'before', fecha_ini: '2026-02-28 23:30:00' }),
      entry({ id: 'first', fecha_ini: '2026-03-02' }),
      entry({ id: 'first-with-time', fecha_ini: '2026-03-02T09:00:00' }),
      entry({ id: 'middle-displayed', fecha_ini: '5/3/2026' }),
      entry({ id: 'last-with-time', fecha_ini: '2026-03-08 18:00:00' }),
      entry({ id: 'after', fecha_ini: '2026-03-09' }),
      entry({ id: 'undated', fecha_ini: '-' }),
      entry({ id: 'unreadable', fecha_ini: 'mañana' }),
    ];
    const { byDay, undated } = groupCalendarByDay(entries, '2026-03-02', '2026-03-08');
    expect(Object.fromEntries([...byDay].map(([day, list]) => [day, list.map((item) => item.id)]))).toEqual({
      '2026-03-02': ['first', 'first-with-time'],
      '2026-03-05': ['middle-displayed'],
      '2026-03-08': ['last-with-time'],
    });
    expect(undated).toBe(2);
    expect(groupCalendarByDay(entries, '2027-01-04', '2027-01-10')).toEqual({ byDay: new Map(), undated: 2 });
  });

  it('property: every dated entry of the period is on its day exactly once, and no other is', () => {
    const dated = fc
      .record({
        id: fc.uuid(),
        fecha_ini: fc.constantFrom('-', '2026-03-09', '2026-03-10', '2026-03-12 10:00:00', '16/3/2026', '2026-03-17'),
        hora_ini: fc.constantFrom('-', '10:00'),
      })
      .map((fields) => entry(fields));
    fc.assert(
      fc.property(fc.array(dated, { maxLength: 40 }), (list) => {
        const { byDay, undated } = groupCalendarByDay(list, '2026-03-10', '2026-03-16');
        const placed = [...byDay.entries()].flatMap(([day, items]) => items.map((item) => [day, item] as const));
        const inPeriod = list.filter(
          (item) => item.day !== null && item.day >= '2026-03-10' && item.day <= '2026-03-16',
        );
        expect(placed).toHaveLength(inPeriod.length);
        for (const [day, item] of placed) expect(item.day).toBe(day);
        expect(undated).toBe(list.filter((item) => item.day === null).length);
      }),
    );
  });
});

describe('calendarFilterChoices', () => {
  const entries = [
    entry({ id: '1', fecha_ini: '2026-03-10', asunto: 'Sucesión', tipo_reunion: 'Presencial' }),
    entry({ id: '2', fecha_ini: '2026-03-12 00:00:00', asunto: 'Árbol caído', tipo_reunion: '-' }),
    entry({ id: '3', fecha_ini: '-', asunto: 'despido', tipo_reunion: 'Videollamada' }),
    entry({ id: '4', fecha_ini: '10/3/2026', asunto: '  ', tipo_reunion: 'Presencial' }),
  ];

  it('SPEC §5: offers each day once, newest first, and each text once in Spanish alphabetical order, without blanks or "-"', () => {
    expect(calendarFilterChoices(entries, 'dates')).toEqual(['2026-03-12', '2026-03-10']);
    expect(calendarFilterChoices(entries, 'subjects')).toEqual(['Árbol caído', 'despido', 'Sucesión']);
    expect(calendarFilterChoices(entries, 'meetingTypes')).toEqual(['Presencial', 'Videollamada']);
  });

  it('property: every choice keeps at least one entry when filtered by, and each value appears once', () => {
    const value = fc.constantFrom('a', 'B', 'ñ', '-', '', 'Á');
    const anEntry = fc
      .record({
        id: fc.uuid(),
        fecha_ini: fc.constantFrom('2026-03-10', '2026-03-11', '-'),
        asunto: value,
        abogadoEstudio: value,
        tipo_reunion: value,
      })
      .map((fields) => entry(fields));
    fc.assert(
      fc.property(
        fc.array(anEntry, { maxLength: 20 }),
        fc.constantFrom<CalendarFilterName>('dates', 'subjects', 'firms', 'meetingTypes'),
        (list, filter) => {
          const choices = calendarFilterChoices(list, filter);
          expect(new Set(choices).size).toBe(choices.length);
          for (const choice of choices)
            expect(filterCalendar(list, { ...noFilters, [filter]: [choice] }).length).toBeGreaterThan(0);
        },
      ),
    );
  });
});
