import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Movement } from '../cases/movement';
import type { CalendarEntry, CalendarFilters } from './calendar-entry';
import {
  calendarEntriesFromMovements,
  calendarEntriesFromRows,
  calendarEntryFromMovement,
  calendarEntryFromRow,
  CALENDAR_FILTER_FIELDS,
  filterCalendar,
  prependCalendarEntry,
  sortCalendarNewestFirst,
  type CalendarFilterName,
} from './calendar-rules';

function entry(overrides: Partial<CalendarEntry>): CalendarEntry {
  return {
    id: '1',
    fecha_ini: '2026-03-10',
    hora_ini: '10:00',
    hora_fin: '11:00',
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
    const mapped = calendarEntryFromRow({ id_agenda: '5', fecha_ini: null, hora_ini: '', hora_fin: null, tipo_reunion: undefined, direccion_link: '  ' });
    expect([mapped.fecha_ini, mapped.hora_ini, mapped.hora_fin, mapped.tipo_reunion, mapped.direccion_link]).toEqual(['-', '-', '-', '-', '-']);
    expect([mapped.asunto, mapped.calendar_title, mapped.texto, mapped.id_caso, mapped.fecha_alta]).toEqual(['', '', '', '', '']);
    expect(mapped.id_movimiento).toBeNull();
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

describe('calendarEntriesFromRows', () => {
  const texts = fc.oneof(fc.constantFrom('Ferreyra &amp; Asociados', 'R%C3%ADos & Hijos', '100%', '&#0;', 'Videollamada', '', ' '), fc.string());
  const row = fc.record(
    {
      id_agenda: fc.string({ minLength: 1 }),
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

  it('maps each row as calendarEntryFromRow does, repeated texts included', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 30 }), (rows) => {
        const repeated = [...rows, ...rows];
        expect(calendarEntriesFromRows(repeated)).toEqual(repeated.map(calendarEntryFromRow));
      }),
    );
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
  };

  it('SPEC §3: a type 7 movement also produces a calendar entry', () => {
    expect(calendarEntryFromMovement(dateRequest, caseInfo)).toEqual({
      id: '930',
      fecha_ini: '2026-03-20',
      hora_ini: '09:15',
      hora_fin: '-',
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
    expect(calendarEntriesFromMovements([dateRequest, fileRequest, second], caseInfo).map((item) => item.id)).toEqual(['930', '931']);
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
    entry({ id: '1', fecha_ini: '2026-03-10', asunto: 'Sucesión', abogadoEstudio: 'García', tipo_reunion: 'Presencial' }),
    entry({ id: '2', fecha_ini: '2026-03-11 00:00:00', asunto: 'Divorcio', abogadoEstudio: 'López', tipo_reunion: 'Videollamada' }),
    entry({ id: '3', fecha_ini: '2026-03-12', asunto: 'Sucesión', abogadoEstudio: 'López', tipo_reunion: 'Videollamada' }),
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
    expect(ids(filterCalendar(entries, { ...noFilters, meetingTypes: ['Videollamada', 'Telefónica'] }))).toEqual(['2', '3']);
  });

  it('SPEC §5: when several filters are set, only the last one applied takes effect', () => {
    const several: CalendarFilters = { ...noFilters, subjects: ['Sucesión'], firms: ['García'] };
    expect(ids(filterCalendar(entries, several, 'subjects'))).toEqual(['1', '3']);
    expect(ids(filterCalendar(entries, several, 'firms'))).toEqual(['1', '4']);
  });

  it('SPEC §5: without a last-applied filter, the later one in the screen order (dates, subjects, firms, meeting types) wins', () => {
    expect(ids(filterCalendar(entries, { ...noFilters, dates: ['2026-03-10'], subjects: ['Divorcio'] }))).toEqual(['2']);
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
  const filters = fc.record({ dates: fc.array(day, { maxLength: 3 }), subjects: selection, firms: selection, meetingTypes: selection });

  it('property: the result is a subsequence of the input', () => {
    fc.assert(
      fc.property(fc.array(calendarEntry), filters, fc.option(fc.constantFrom(...filterNames), { nil: undefined }), (list, chosen, last) => {
        const result = filterCalendar(list, chosen, last);
        let from = 0;
        for (const kept of result) {
          const at = list.indexOf(kept, from);
          expect(at).toBeGreaterThanOrEqual(from);
          from = at + 1;
        }
      }),
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
