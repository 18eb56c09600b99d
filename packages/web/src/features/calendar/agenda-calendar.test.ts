import { aCalendarEntry } from '@justiciable/core/testing';
import { describe, expect, it } from 'vitest';
import { groupPeriodByDay } from './agenda-calendar';

describe('groupPeriodByDay', () => {
  const entries = [
    aCalendarEntry({ id: 'before', fecha_ini: '2026-02-28 23:30:00' }),
    aCalendarEntry({ id: 'first', fecha_ini: '2026-03-02' }),
    aCalendarEntry({ id: 'first-with-time', fecha_ini: '2026-03-02T09:00:00' }),
    aCalendarEntry({ id: 'middle-displayed', fecha_ini: '5/3/2026' }),
    aCalendarEntry({ id: 'last-with-time', fecha_ini: '2026-03-08 18:00:00' }),
    aCalendarEntry({ id: 'after', fecha_ini: '2026-03-09' }),
    aCalendarEntry({ id: 'after-displayed', fecha_ini: '10/3/2026' }),
    aCalendarEntry({ id: 'undated', fecha_ini: '-' }),
    aCalendarEntry({ id: 'unreadable', fecha_ini: 'mañana' }),
  ];

  it('keeps the entries of the period’s days, both ends included, by day, and counts every undated entry', () => {
    const { byDay, undated } = groupPeriodByDay(entries, '2026-03-02', '2026-03-08');
    expect(Object.fromEntries([...byDay].map(([day, list]) => [day, list.map((entry) => entry.id)]))).toEqual({
      '2026-03-02': ['first', 'first-with-time'],
      '2026-03-05': ['middle-displayed'],
      '2026-03-08': ['last-with-time'],
    });
    expect(undated).toBe(2);
  });

  it('counts the undated entries whatever the period', () => {
    const { byDay, undated } = groupPeriodByDay(entries, '2027-01-04', '2027-01-10');
    expect(byDay.size).toBe(0);
    expect(undated).toBe(2);
  });
});
