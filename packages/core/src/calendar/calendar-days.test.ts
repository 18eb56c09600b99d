import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { agendaDay, agendaInstant, agendaMoment } from './agenda-clock';
import {
  addDays,
  addMonths,
  firstOfMonth,
  formatDayMonth,
  isCalendarDay,
  lastOfMonth,
  mondayOf,
  monthTitle,
  weekdayName,
  weekdayOf,
} from './calendar-days';
import { clockTime, minutesOfTime } from './time-of-day';

/** Days from year 100 to 9000, as luxon writes them (moved by a few years at most, they stay four-digit years). */
const anyDay = fc
  .date({ min: new Date('0100-01-01T00:00:00Z'), max: new Date('9000-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const luxon = (day: string) => DateTime.fromISO(day, { zone: 'UTC', locale: 'es-AR' });

describe('calendar days, held to luxon', () => {
  it('move by days, weeks and months, and find the week’s Monday and the month’s ends, as luxon does', () => {
    fc.assert(
      fc.property(anyDay, fc.integer({ min: -400, max: 400 }), (day, count) => {
        expect(addDays(day, count)).toBe(luxon(day).plus({ days: count }).toISODate());
        expect(addMonths(day, count % 30)).toBe(
          luxon(day)
            .plus({ months: count % 30 })
            .toISODate(),
        );
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
    expect(['2026-02-28', '2024-02-29', '0050-06-01', '2000-02-29'].map(isCalendarDay)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(
      [
        '2026-02-29',
        '1900-02-29',
        '2026-13-01',
        '2026-00-10',
        '2026-04-31',
        '2026-4-1',
        '2026-04-1x',
        'mañana',
        '',
      ].map(isCalendarDay),
    ).toEqual([false, false, false, false, false, false, false, false, false]);
  });

  it('property: a yyyy-mm-dd text is a day exactly when luxon reads it as one', () => {
    const digits = (length: number) =>
      fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: length, maxLength: length });
    const text = fc.tuple(digits(4), digits(2), digits(2)).map(([year, month, day]) => `${year}-${month}-${day}`);
    fc.assert(
      fc.property(
        text,
        (day) => isCalendarDay(day) === DateTime.fromFormat(day, 'yyyy-MM-dd', { zone: 'UTC' }).isValid,
      ),
      { numRuns: 5_000 },
    );
  });
});

describe('times of day', () => {
  it('read HH:MM as minutes after midnight, and nothing else', () => {
    expect(['00:00', '09:30', '23:59'].map(minutesOfTime)).toEqual([0, 570, 1439]);
    expect(['-', '24:00', '09:60', '9:30', '09:30:00', 'ab:cd', ''].map(minutesOfTime)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('write minutes as HH:MM round the clock', () => {
    expect([clockTime(570), clockTime(1470), clockTime(-30)]).toEqual(['09:30', '00:30', '23:30']);
  });

  it('property: minutes and HH:MM go back and forth, as luxon writes them', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), (minutes) => {
        const time = DateTime.fromObject(
          { hour: Math.floor(minutes / 60), minute: minutes % 60 },
          { zone: 'UTC' },
        ).toFormat('HH:mm');
        expect(clockTime(minutes)).toBe(time);
        expect(minutesOfTime(time)).toBe(minutes);
      }),
    );
  });
});

describe("the agenda's clock (Argentina, UTC-3)", () => {
  it('places a day and time of the agenda at its instant, and tells the agenda’s day of an instant, as luxon does in Buenos Aires', () => {
    const zone = 'America/Argentina/Buenos_Aires';
    fc.assert(
      fc.property(
        anyDay.filter((day) => day >= '2010'),
        fc.integer({ min: 0, max: 1439 }),
        (day, minutes) => {
          const there = DateTime.fromISO(day, { zone }).plus({ minutes });
          expect(agendaInstant(day, minutes)).toBe(there.toMillis());
          expect(agendaDay(there.toMillis())).toBe(there.toISODate());
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('tells the agenda’s day and minute of any instant within that minute, as luxon reads it in Buenos Aires', () => {
    const zone = 'America/Argentina/Buenos_Aires';
    fc.assert(
      fc.property(
        anyDay.filter((day) => day >= '2010'),
        fc.integer({ min: 0, max: 1439 }),
        fc.integer({ min: 0, max: 59_999 }),
        (day, minutes, within) => {
          const there = DateTime.fromISO(day, { zone }).plus({ minutes });
          expect(agendaMoment(there.toMillis() + within)).toEqual({
            day: there.toISODate(),
            minutes: there.hour * 60 + there.minute,
          });
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
