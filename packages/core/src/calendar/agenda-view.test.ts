import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { aCalendarEntry } from '../testing/calendar-builders';
import { agendaFilterChoices, viewAgenda } from './agenda-view';

const ZONE = 'America/Argentina/Buenos_Aires';
// Wednesday 9 December 2026, 12:00 in Buenos Aires.
const now = DateTime.fromISO('2026-12-09T12:00', { zone: ZONE }).toMillis();

const entries = [
  aCalendarEntry({ id: 'past', fecha_ini: '2026-12-01', hora_ini: '10:00', tipo_reunion: 'Presencial' }),
  aCalendarEntry({ id: 'next', fecha_ini: '2026-12-16', hora_ini: '09:00' }),
  aCalendarEntry({ id: 'later', fecha_ini: '2027-01-05', hora_ini: '08:00' }),
  aCalendarEntry({ id: 'undated', fecha_ini: '-', hora_ini: '-', hora_fin: '-' }),
];

describe('viewAgenda', () => {
  it('shows the whole agenda without a filter, or with one that keeps no value', () => {
    const whole = viewAgenda({ entries, now });
    expect(whole.shown).toBe(entries);
    expect(whole.filtered).toBe(false);
    expect(viewAgenda({ entries, filter: { name: 'meetingTypes', values: [] }, now }).filtered).toBe(false);
  });

  it('keeps what the filter in effect keeps, and says it is filtered', () => {
    const view = viewAgenda({ entries, filter: { name: 'meetingTypes', values: ['Presencial'] }, now });
    expect(view.shown.map((entry) => entry.id)).toEqual(['past']);
    expect(view).toMatchObject({ filtered: true, hasDated: true, today: '2026-12-09' });
  });

  it('says there is nothing to export when no entry kept has a day', () => {
    expect(viewAgenda({ entries: [entries[3]!], now }).hasDated).toBe(false);
  });

  it('lists what comes next by date, and the list by the event’s date with the undated last', () => {
    const view = viewAgenda({ entries, now });
    expect(view.upcoming().entries.map((entry) => entry.id)).toEqual(['next', 'later']);
    expect(view.upcoming().undated).toBe(1);
    expect(view.byEvent().map((entry) => entry.id)).toEqual(['past', 'next', 'later', 'undated']);
  });

  it('lays a month out in whole weeks from Monday, marking the days outside it and today', () => {
    const month = viewAgenda({ entries, now }).period({ unit: 'month', day: '2026-12-20' });
    expect(month).toMatchObject({
      first: '2026-11-30',
      last: '2027-01-03',
      previous: '2026-11-20',
      next: '2027-01-20',
    });
    expect(month.weeks).toHaveLength(5);
    expect(month.weeks[0]![0]).toMatchObject({ day: '2026-11-30', dayOfMonth: 30, inPeriod: false });
    expect(month.weeks[0]![1]!.entries.map((entry) => entry.id)).toEqual(['past']);
    expect(month.weeks[1]![2]).toMatchObject({ day: '2026-12-09', isToday: true, inPeriod: true });
    expect(month.undated).toBe(1);
  });

  it('opens the week on the next event when no day is asked, and the month on today', () => {
    const view = viewAgenda({ entries, now });
    expect(view.period({ unit: 'week' })).toMatchObject({ day: '2026-12-16', first: '2026-12-14', last: '2026-12-20' });
    expect(view.period({ unit: 'week', day: 'no day' }).first).toBe('2026-12-14');
    expect(view.period({ unit: 'month' })).toMatchObject({ day: '2026-12-09', previous: '2026-11-09' });
  });

  it('works a period out once, and steps a week by seven days', () => {
    const view = viewAgenda({ entries, now });
    const week = view.period({ unit: 'week', day: '2026-12-10' });
    expect(view.period({ unit: 'week', day: '2026-12-10' })).toBe(week);
    expect(week).toMatchObject({ previous: '2026-12-03', next: '2026-12-17' });
    expect(week.weeks).toHaveLength(1);
  });

  it('lays any month out as luxon counts it, from the Monday of its first week to the Sunday of its last', () => {
    const days = fc
      .date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(days, (day) => {
        const month = viewAgenda({ entries: [], now }).period({ unit: 'month', day });
        const start = DateTime.fromISO(day, { zone: 'utc' }).startOf('month');
        const first = start.startOf('week');
        const last = start.endOf('month').endOf('week');
        expect(month.first).toBe(first.toISODate());
        expect(month.last).toBe(last.toISODate());
        expect(month.weeks.flat().map((cell) => cell.dayOfMonth)[0]).toBe(first.day);
        expect(month.weeks.flat().filter((cell) => cell.inPeriod)).toHaveLength(start.daysInMonth ?? 0);
        expect(month.next).toBe(DateTime.fromISO(day, { zone: 'utc' }).plus({ months: 1 }).toISODate());
      }),
    );
  });
});

describe('agendaFilterChoices', () => {
  it('offers each value of the whole agenda once, without the missing ones', () => {
    expect(agendaFilterChoices({ entries, name: 'meetingTypes' })).toEqual(['Presencial', 'Videollamada']);
  });
});
