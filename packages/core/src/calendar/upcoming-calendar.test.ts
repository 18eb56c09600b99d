import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aCalendarEntry } from '../testing/calendar-builders';
import type { CalendarEntry } from './calendar-entry';
import { calendarEntryTimes, meetingEndMinutes, sortCalendarNewestFirst } from './calendar-rules';
import { clockTime } from './time-of-day';
import { byDateAndTime, sortCalendarByDateAndTime, upcomingCalendar, weekToOpen } from './upcoming-calendar';

/** An entry on `day` (null: a date request not answered yet) from `start` to `end` (HH:MM, or '-'). */
function on(id: string, day: string | null, start = '-', end = '-'): CalendarEntry {
  const fecha_ini = day ?? '-';
  return aCalendarEntry({
    id,
    fecha_ini,
    hora_ini: start,
    hora_fin: end,
    ...calendarEntryTimes(fecha_ini, start, end),
  });
}

const NOW = { day: '2026-03-10', minutes: 14 * 60 + 30 };
const ids = (entries: readonly CalendarEntry[]) => entries.map((entry) => entry.id);

describe('upcomingCalendar ("Próximos")', () => {
  it('keeps what has not ended from now on, by date and time, whole days first on their day, and counts the undated', () => {
    const agenda = [
      on('yesterday', '2026-03-09', '18:00', '19:00'),
      on('next-week', '2026-03-17', '09:00', '10:00'),
      on('undated', null),
      on('later-today', '2026-03-10', '16:00', '17:00'),
      on('tomorrow-early', '2026-03-11', '08:30'),
      on('ended-today', '2026-03-10', '09:00', '10:00'),
      on('in-progress', '2026-03-10', '14:00', '15:00'),
      on('whole-day-today', '2026-03-10'),
      on('tomorrow-whole-day', '2026-03-11'),
      on('started-without-end', '2026-03-10', '13:45'),
      on('over-without-end', '2026-03-10', '13:00'),
    ];
    const upcoming = upcomingCalendar(agenda, NOW);
    expect(ids(upcoming.entries)).toEqual([
      'whole-day-today',
      // No end said: an hour after 13:45, so still on at 14:30; one from 13:00 ended at 14:00.
      'started-without-end',
      'in-progress',
      'later-today',
      'tomorrow-whole-day',
      'tomorrow-early',
      'next-week',
    ]);
    expect(upcoming.undated).toBe(1);
  });

  it('ends an entry at its end: one ending at the minute asked is over', () => {
    expect(ids(upcomingCalendar([on('a', NOW.day, '13:30', clockTime(NOW.minutes))], NOW).entries)).toEqual([]);
    expect(ids(upcomingCalendar([on('a', NOW.day, '13:30', clockTime(NOW.minutes + 1))], NOW).entries)).toEqual(['a']);
  });

  it('does not change the agenda it reads, and keeps SPEC’s order where it is asked for', () => {
    const agenda = sortCalendarNewestFirst([on('b', '2026-03-12', '10:00'), on('a', '2026-03-11', '10:00')]);
    const before = ids(agenda);
    upcomingCalendar(agenda, NOW);
    expect(ids(agenda)).toEqual(before);
  });

  const anyEntry = fc
    .record({
      id: fc.uuid(),
      day: fc.option(fc.constantFrom('2026-03-09', '2026-03-10', '2026-03-11', '2026-04-01'), { nil: null }),
      start: fc.option(fc.integer({ min: 0, max: 1439 }), { nil: null }),
      length: fc.integer({ min: 1, max: 300 }),
    })
    .map(({ id, day, start, length }) =>
      on(
        id,
        day,
        start === null ? '-' : clockTime(start),
        start === null || start + length > 1439 ? '-' : clockTime(start + length),
      ),
    );

  it('property: keeps exactly the dated entries not over at now, each once, in date and time order, and counts the rest as undated', () => {
    fc.assert(
      fc.property(fc.array(anyEntry, { maxLength: 60 }), fc.integer({ min: 0, max: 1439 }), (agenda, minutes) => {
        const now = { day: '2026-03-10', minutes };
        const { entries, undated } = upcomingCalendar(agenda, now);
        const over = (entry: CalendarEntry) =>
          entry.day !== null &&
          (entry.day < now.day ||
            (entry.day === now.day && entry.startMinutes !== null && (meetingEndMinutes(entry) ?? 0) <= minutes));
        expect(new Set(ids(entries))).toEqual(
          new Set(ids(agenda.filter((entry) => entry.day !== null && !over(entry)))),
        );
        expect(entries).toHaveLength(agenda.filter((entry) => entry.day !== null && !over(entry)).length);
        expect(undated).toBe(agenda.filter((entry) => entry.day === null).length);
        for (let index = 1; index < entries.length; index++)
          expect(
            byDateAndTime(entries[index - 1] as CalendarEntry, entries[index] as CalendarEntry),
          ).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('reads the large account’s 50,000 entries from their typed fields: the texts shown are never read again', () => {
    const days = Array.from(
      { length: 400 },
      (_, index) => `2026-${String(1 + (index % 12)).padStart(2, '0')}-${String(1 + (index % 28)).padStart(2, '0')}`,
    );
    const agenda = Array.from({ length: 50_000 }, (_, index) => {
      const entry = on(
        String(index),
        index % 97 === 0 ? null : (days[index % days.length] ?? null),
        clockTime((index * 37) % 1440),
      );
      // Displayed texts that would sort otherwise, to show they are not what is compared.
      return { ...entry, fecha_ini: 'no leer', hora_ini: 'no leer' };
    });
    const { entries, undated } = upcomingCalendar(agenda, NOW);
    expect(undated).toBe(agenda.filter((entry) => entry.day === null).length);
    expect(entries.every((entry) => entry.day !== null && entry.day >= NOW.day)).toBe(true);
    expect(ids(entries)).toEqual(
      ids(
        sortCalendarByDateAndTime(
          agenda.filter(
            (entry) =>
              entry.day !== null &&
              (entry.day > NOW.day || (entry.day === NOW.day && (meetingEndMinutes(entry) ?? 1440) > NOW.minutes)),
          ),
        ),
      ),
    );
  });
});

describe('sortCalendarByDateAndTime', () => {
  it('sorts by day, then start, whole days first on their day and undated entries last; stable; does not mutate', () => {
    const agenda = [
      on('undated', null),
      on('b', '2026-03-11', '09:00'),
      on('whole', '2026-03-11'),
      on('a', '2026-03-10', '18:00'),
      on('b2', '2026-03-11', '09:00'),
    ];
    expect(ids(sortCalendarByDateAndTime(agenda))).toEqual(['a', 'whole', 'b', 'b2', 'undated']);
    expect(ids(agenda)).toEqual(['undated', 'b', 'whole', 'a', 'b2']);
  });
});

describe('weekToOpen', () => {
  // Sunday 25 May 2031, 22:00 in the agenda's zone: every day of its week is over.
  const sundayNight = { day: '2031-05-25', minutes: 22 * 60 };

  it('opens on the day of the next event that is not cancelled, past a week with nothing left', () => {
    const entries = [
      aCalendarEntry({ id: 'past', fecha_ini: '2031-05-21', hora_ini: '10:00' }),
      aCalendarEntry({ id: 'cancelled', fecha_ini: '2031-05-27', hora_ini: '10:00', cancelada: true }),
      aCalendarEntry({ id: 'next', fecha_ini: '2031-06-03', hora_ini: '09:00' }),
      aCalendarEntry({ id: 'later', fecha_ini: '2031-06-20', hora_ini: '09:00' }),
    ];
    expect(weekToOpen(upcomingCalendar(entries, sundayNight), sundayNight)).toBe('2031-06-03');
  });

  it("stays on today's week when nothing comes next", () => {
    const entries = [
      aCalendarEntry({ id: 'past', fecha_ini: '2031-05-21', hora_ini: '10:00' }),
      aCalendarEntry({ id: 'undated', fecha_ini: '-', hora_ini: '-' }),
    ];
    expect(weekToOpen(upcomingCalendar(entries, sundayNight), sundayNight)).toBe('2031-05-25');
  });

  it('never opens on a day before today', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            day: fc.integer({ min: 0, max: 60 }),
            hour: fc.integer({ min: 0, max: 23 }),
            cancelada: fc.boolean(),
          }),
          { maxLength: 20 },
        ),
        (rows) => {
          const entries = rows.map((row, index) =>
            aCalendarEntry({
              id: String(index),
              fecha_ini: addDaysTo('2031-05-01', row.day),
              hora_ini: clockTime(row.hour * 60),
              cancelada: row.cancelada,
            }),
          );
          expect(weekToOpen(upcomingCalendar(entries, sundayNight), sundayNight) >= sundayNight.day).toBe(true);
        },
      ),
    );
  });
});

function addDaysTo(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * 86_400_000).toISOString().slice(0, 10);
}
