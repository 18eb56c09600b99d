import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { aCalendarEntry } from '../testing/calendar-builders';
import { weekSlots } from './slot-week';

const ZONE = 'America/Argentina/Buenos_Aires';

/** The instant (epoch ms) of a Buenos Aires wall-clock time, as luxon reads it with the zone's rules. */
function buenosAires(iso: string): number {
  return DateTime.fromISO(iso, { zone: ZONE }).toMillis();
}

const NOTHING_PICKED = { day: null, start: '', minutes: 60 };
// Wednesday 9 December 2026, 09:10 in Buenos Aires.
const now = buenosAires('2026-12-09T09:10');
const busy = [aCalendarEntry({ id: '1', fecha_ini: '2026-12-10', hora_ini: '10:00', hora_fin: '11:00' })];

describe('weekSlots', () => {
  it('opens on this week, Monday to Sunday, with no week before it to step back to', () => {
    const week = weekSlots({ entries: busy, pick: NOTHING_PICKED, now });
    expect(week).toMatchObject({
      monday: '2026-12-07',
      sunday: '2026-12-13',
      previousWeek: null,
      nextWeek: '2026-12-14',
    });
    expect(week.days.map((day) => day.day)).toEqual([
      '2026-12-07',
      '2026-12-08',
      '2026-12-09',
      '2026-12-10',
      '2026-12-11',
      '2026-12-12',
      '2026-12-13',
    ]);
  });

  it('says which days are over, which starts have begun and which overlap the lawyer’s entries', () => {
    const { days } = weekSlots({ entries: busy, pick: NOTHING_PICKED, now });
    expect(days[0]).toMatchObject({ over: true, hasFree: false });
    const today = days[2]!;
    expect(today.starts.find((start) => start.start === '09:00')?.problem).toBe('past');
    expect(today.starts.find((start) => start.start === '09:30')?.problem).toBeNull();
    const thursday = days[3]!;
    expect(thursday.busy.map((slot) => `${slot.start}-${slot.end}`)).toEqual(['10:00-11:00']);
    expect(thursday.starts.find((start) => start.start === '09:30')?.problem).toBe('busy');
    // Ending when the entry starts is no overlap.
    expect(thursday.starts.find((start) => start.start === '09:00')?.problem).toBeNull();
  });

  it('offers every start of the working day, 08:00 to 20:00, before a day is picked', () => {
    const { starts } = weekSlots({ entries: busy, pick: NOTHING_PICKED, now });
    expect(starts).toHaveLength(25);
    expect(starts[0]).toEqual({ start: '08:00', end: '09:00', problem: null });
    expect(starts.at(-1)).toEqual({ start: '20:00', end: '21:00', problem: null });
  });

  it('checks the pick: a free one is the meeting to book, a busy one says why', () => {
    const free = weekSlots({ entries: busy, pick: { day: '2026-12-10', start: '11:00', minutes: 90 }, now });
    expect(free).toMatchObject({ problem: null, chosen: { date: '2026-12-10', start: '11:00', end: '12:30' } });
    const taken = weekSlots({ entries: busy, pick: { day: '2026-12-10', start: '09:30', minutes: 60 }, now });
    expect(taken).toMatchObject({ problem: 'busy', chosen: null });
    const past = weekSlots({ entries: busy, pick: { day: '2026-12-09', start: '08:30', minutes: 30 }, now });
    expect(past).toMatchObject({ problem: 'past', chosen: null });
  });

  it('shows the week of the day picked, and the week asked for over both', () => {
    const pick = { day: '2026-12-23', start: '', minutes: 60 };
    expect(weekSlots({ entries: [], pick, now }).monday).toBe('2026-12-21');
    const asked = weekSlots({ entries: [], pick, week: '2026-12-14', now });
    expect(asked).toMatchObject({ monday: '2026-12-14', previousWeek: '2026-12-07' });
    expect(asked.starts.find((start) => start.start === '08:00')?.problem).toBeNull();
  });

  it('opens on next week once this one’s last start has begun', () => {
    const sundayNight = buenosAires('2026-12-13T20:30');
    expect(weekSlots({ entries: [], pick: NOTHING_PICKED, now: sundayNight }).monday).toBe('2026-12-14');
  });

  it('lays any asked week out from its Monday, as luxon counts weeks', () => {
    const days = fc
      .date({ min: new Date('2010-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(days, (day) => {
        const week = weekSlots({ entries: [], pick: NOTHING_PICKED, week: day, now });
        const monday = DateTime.fromISO(day, { zone: 'utc' }).startOf('week');
        expect(week.monday).toBe(monday.toISODate());
        expect(week.sunday).toBe(monday.plus({ days: 6 }).toISODate());
        expect(week.nextWeek).toBe(monday.plus({ weeks: 1 }).toISODate());
      }),
    );
  });
});
