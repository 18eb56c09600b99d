import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMinutesToTime,
  addMonths,
  firstOfMonth,
  formatDayMonth,
  isCalendarDay,
  lastOfMonth,
  localInstant,
  localToday,
  mondayOf,
  monthTitle,
  weekdayName,
  weekdayOf,
} from './calendar-days';

/** Days from year 100 to 9000, as luxon writes them (moved by a few years at most, they stay four-digit years). */
const anyDay = fc.date({ min: new Date('0100-01-01T00:00:00Z'), max: new Date('9000-12-31T00:00:00Z'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
const luxon = (day: string) => DateTime.fromISO(day, { zone: 'UTC', locale: 'es-AR' });

describe('calendar days, held to luxon', () => {
  it('move by days, weeks and months, and find the week’s Monday and the month’s ends, as luxon does', () => {
    fc.assert(
      fc.property(anyDay, fc.integer({ min: -400, max: 400 }), (day, count) => {
        expect(addDays(day, count)).toBe(luxon(day).plus({ days: count }).toISODate());
        expect(addMonths(day, count % 30)).toBe(luxon(day).plus({ months: count % 30 }).toISODate());
        expect(weekdayOf(day)).toBe(luxon(day).weekday);
        expect(mondayOf(day)).toBe(luxon(day).startOf('week').toISODate());
        expect(firstOfMonth(day)).toBe(luxon(day).startOf('month').toISODate());
        expect(lastOfMonth(day)).toBe(luxon(day).endOf('month').toISODate());
        expect(formatDayMonth(day)).toBe(luxon(day).toFormat('d/M'));
      }),
      { numRuns: 3_000 },
    );
  });

  it('name months and weekdays in Spanish as luxon does', () => {
    for (const day of ['2026-01-05', '2026-03-10', '2026-11-26', '2027-02-28', '2026-08-16']) {
      expect(monthTitle(day)).toBe(luxon(day).toFormat('LLLL yyyy'));
      expect(weekdayName(day)).toBe(luxon(day).toFormat('cccc'));
      expect(weekdayName(day, 'short')).toBe(luxon(day).toFormat('ccc'));
    }
  });

  it('tell a real day from text that names none', () => {
    expect(['2026-02-28', '2024-02-29', '0050-06-01'].map(isCalendarDay)).toEqual([true, true, true]);
    expect(['2026-02-29', '2026-13-01', '2026-00-10', '2026-04-31', '2026-4-1', 'mañana', ''].map(isCalendarDay)).toEqual([false, false, false, false, false, false, false]);
  });

  it('read today and a day’s time where the browser is, and move a clock time round midnight', () => {
    expect(localToday(new Date(2026, 10, 26, 23, 59))).toBe('2026-11-26');
    expect(localInstant('2026-11-26', '09:30')).toBe(new Date(2026, 10, 26, 9, 30).getTime());
    expect(localInstant('2026-11-26', '09:30')).toBe(DateTime.fromISO('2026-11-26T09:30').toMillis());
    expect([addMinutesToTime('09:30', 90), addMinutesToTime('23:30', 60), addMinutesToTime('00:15', -30)]).toEqual(['11:00', '00:30', '23:45']);
  });
});
