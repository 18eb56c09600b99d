import type { CalendarEntry } from '../calendar/calendar-entry';
import { calendarEntryTimes, type CalendarRow } from '../calendar/calendar-rules';

/**
 * A video meeting about aCase(), as the agenda shows it. The day and the times as values follow
 * the displayed fields, overridden or not, unless they are overridden themselves.
 */
export function aCalendarEntry(overrides: Partial<CalendarEntry> = {}): CalendarEntry {
  const { fecha_ini = '2025-03-20', hora_ini = '10:30', hora_fin = '11:30' } = overrides;
  return {
    id: '880',
    fecha_ini,
    hora_ini,
    hora_fin,
    ...calendarEntryTimes(fecha_ini, hora_ini, hora_fin),
    asunto: 'Divorcio de mutuo acuerdo',
    abogadoEstudio: 'Dra. Laura Gómez',
    tipo_reunion: 'Videollamada',
    direccion_link: 'https://meet.example.com/gomez-fernandez',
    calendar_title: 'Revisión del convenio',
    texto: 'Traer DNI y libreta de matrimonio.',
    id_caso: '1024',
    id_movimiento: null,
    nombre_estudio: 'Estudio Gómez & Asociados',
    fecha_alta: '2025-03-01T12:00:00.000Z',
    ...overrides,
  };
}

/** The legacy agenda row behind aCalendarEntry(): percent-encoded texts, time with seconds. */
export function aCalendarRow(overrides: Partial<CalendarRow> = {}): CalendarRow {
  return {
    id_agenda: '880',
    fecha_ini: '2025-03-20',
    hora_ini: '10:30:00',
    hora_fin: '11:30:00',
    nombre_asunto: 'Divorcio%20de%20mutuo%20acuerdo',
    nombre_abogado: 'Dra.%20Laura%20G%C3%B3mez',
    tipo_reunion: 'Videollamada',
    direccion_link: 'https%3A%2F%2Fmeet.example.com%2Fgomez-fernandez',
    titulo: 'Revisi%C3%B3n%20del%20convenio',
    texto: 'Traer%20DNI%20y%20libreta%20de%20matrimonio.',
    id_caso: '1024',
    nombre_estudio: 'Estudio%20G%C3%B3mez%20&amp;%20Asociados',
    fecha_alta: '2025-03-01T12:00:00.000Z',
    ...overrides,
  };
}
