import { describe, expect, it } from 'vitest';
import { aCalendarEntry } from '../testing/calendar-builders';
import {
  formatEntryLawyer,
  formatEntryMeetingType,
  formatEntrySubject,
  formatEntryTime,
  formatMeetingInstant,
} from './entry-format';

describe('formatEntryTime', () => {
  it('writes a start and its end, a start alone, all day, or "-" (SPEC §3)', () => {
    expect(formatEntryTime(aCalendarEntry({ hora_ini: '10:30', hora_fin: '11:30' }))).toBe('10:30 a 11:30');
    expect(formatEntryTime(aCalendarEntry({ hora_ini: '10:30', hora_fin: '-' }))).toBe('10:30');
    expect(formatEntryTime(aCalendarEntry({ todo_el_dia: true }))).toBe('Todo el día');
    expect(formatEntryTime(aCalendarEntry({ hora_ini: '-', hora_fin: '-' }))).toBe('-');
  });
});

describe('formatEntryLawyer', () => {
  it('names the lawyer and the studio once each, or "-"', () => {
    expect(formatEntryLawyer(aCalendarEntry())).toBe('Dra. Laura Gómez, Estudio Gómez & Asociados');
    expect(formatEntryLawyer(aCalendarEntry({ nombre_estudio: 'Dra. Laura Gómez' }))).toBe('Dra. Laura Gómez');
    expect(formatEntryLawyer(aCalendarEntry({ abogadoEstudio: ' ', nombre_estudio: '' }))).toBe('-');
  });
});

describe('formatEntrySubject and formatEntryMeetingType', () => {
  it('write "-" for no case, and nothing for no meeting type', () => {
    expect(formatEntrySubject(aCalendarEntry({ asunto: '' }))).toBe('-');
    expect(formatEntrySubject(aCalendarEntry())).toBe('Divorcio de mutuo acuerdo');
    expect(formatEntryMeetingType(aCalendarEntry({ tipo_reunion: '-' }))).toBe('');
    expect(formatEntryMeetingType(aCalendarEntry())).toBe('Videollamada');
  });
});

describe('formatMeetingInstant', () => {
  it('writes an instant as the day and time it is in Buenos Aires', () => {
    expect(formatMeetingInstant(Date.parse('2026-12-09T13:30:00Z'))).toBe('9/12/2026 a las 10:30');
    expect(formatMeetingInstant(Date.parse('2026-12-10T02:00:00Z'))).toBe('9/12/2026 a las 23:00');
  });
});
