import { aCalendarEntry } from '@justiciable/core/testing';
import { describe, expect, it } from 'vitest';
import { busySlotsOf, dayIsOver, endOf, hasFreeStart, slotProblem, startTimes } from './free-slots';

/** Noon of 19 May 2031 where the tests run. */
const NOW = new Date(2031, 4, 19, 12, 0).getTime();

describe('busySlotsOf', () => {
  it('takes each dated entry from its start to the end the agenda gives, in the order of the day', () => {
    const slots = busySlotsOf([
      aCalendarEntry({ id: 'b', fecha_ini: '2031-05-20', hora_ini: '15:00', hora_fin: '17:30' }),
      aCalendarEntry({ id: 'a', fecha_ini: '20/05/2031', hora_ini: '09:00', hora_fin: '09:45' }),
    ]);
    expect(slots).toEqual([
      { id: 'a', day: '2031-05-20', start: '09:00', end: '09:45' },
      { id: 'b', day: '2031-05-20', start: '15:00', end: '17:30' },
    ]);
  });

  it('takes an hour when the end is missing or not after the start, and skips entries without a date or start', () => {
    const slots = busySlotsOf([
      aCalendarEntry({ id: 'no-end', fecha_ini: '2031-05-20', hora_ini: '10:00', hora_fin: '-' }),
      aCalendarEntry({ id: 'backwards', fecha_ini: '2031-05-21', hora_ini: '10:00', hora_fin: '09:00' }),
      aCalendarEntry({ id: 'undated', fecha_ini: '-', hora_ini: '10:00' }),
      aCalendarEntry({ id: 'no-start', fecha_ini: '2031-05-22', hora_ini: '-' }),
    ]);
    expect(slots.map((slot) => [slot.id, slot.start, slot.end])).toEqual([
      ['no-end', '10:00', '11:00'],
      ['backwards', '10:00', '11:00'],
    ]);
  });
});

describe('slotProblem', () => {
  const busy = [{ id: 'a', day: '2031-05-20', start: '10:00', end: '11:30' }];

  it('says a meeting overlapping a busy slot is busy, and one touching its edges is free', () => {
    expect(slotProblem('2031-05-20', '11:00', 60, busy, NOW)).toBe('busy');
    expect(slotProblem('2031-05-20', '09:30', 60, busy, NOW)).toBe('busy');
    expect(slotProblem('2031-05-20', '09:00', 60, busy, NOW)).toBeNull();
    expect(slotProblem('2031-05-20', '11:30', 30, busy, NOW)).toBeNull();
  });

  it('says a meeting that has begun already is past', () => {
    expect(slotProblem('2031-05-19', '11:30', 30, [], NOW)).toBe('past');
    expect(slotProblem('2031-05-19', '12:30', 30, [], NOW)).toBeNull();
  });
});

describe('the working day', () => {
  it('offers starts every half hour from 08:00 to 20:00, in 24-hour times', () => {
    const times = startTimes();
    expect(times[0]).toBe('08:00');
    expect(times[1]).toBe('08:30');
    expect(times.at(-1)).toBe('20:00');
    expect(endOf('19:30', 90)).toBe('21:00');
  });

  it('knows a day whose starts are over, and a day a long busy slot fills', () => {
    expect(dayIsOver('2031-05-18', NOW)).toBe(true);
    expect(dayIsOver('2031-05-19', NOW)).toBe(false);
    const allDay = [{ id: 'a', day: '2031-05-21', start: '08:00', end: '21:00' }];
    expect(hasFreeStart('2031-05-21', 60, allDay, NOW)).toBe(false);
    expect(hasFreeStart('2031-05-22', 60, allDay, NOW)).toBe(true);
  });
});
