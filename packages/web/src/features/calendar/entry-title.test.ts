import { aCalendarEntry } from '@justiciable/core/testing';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarToIcs as agendaToIcs } from '@justiciable/core';
import { entryTitle } from './entry-title';

describe('entryTitle', () => {
  it('is the title, else the case’s name, else says it has none, and the .ics file calls the event the same', () => {
    const untitled = aCalendarEntry({
      id: '7',
      fecha_ini: '2026-03-20',
      hora_ini: '10:30',
      calendar_title: '  ',
      asunto: 'Sucesión de Rosa Quiroga',
    });
    const bare = aCalendarEntry({
      id: '8',
      fecha_ini: '2026-03-21',
      hora_ini: '09:00',
      calendar_title: '',
      asunto: '',
    });
    expect(entryTitle(aCalendarEntry({ calendar_title: 'Audiencia de conciliación' }))).toBe(
      'Audiencia de conciliación',
    );
    expect(entryTitle(untitled)).toBe('Sucesión de Rosa Quiroga');
    expect(entryTitle(bare)).toBe('Evento sin título');
    const calendar = new ICAL.Component(ICAL.parse(agendaToIcs([untitled, bare], new Date('2026-11-25T03:00:00Z'))));
    expect(calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event).summary)).toEqual([
      'Sucesión de Rosa Quiroga',
      'Evento sin título',
    ]);
  });
});
