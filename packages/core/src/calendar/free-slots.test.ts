import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aCalendarEntry } from '../testing/calendar-builders';
import { agendaInstant } from './agenda-clock';
import type { CalendarEntry } from './calendar-entry';
import {
  busySlotsOf,
  freeSlotAt,
  freeSlotsOf,
  meetingEnd,
  slotDay,
  slotPickerWeek,
  slotProblem,
  workingDayStarts,
  type BusySlot,
} from './free-slots';
import { MEETING_LENGTHS } from './meeting-length';
import { minutesOfTime } from './time-of-day';

/** Noon of Monday 19 May 2031 in Buenos Aires, the agenda's zone. */
const NOW = Date.parse('2031-05-19T12:00:00-03:00');

describe('busySlotsOf', () => {
  it('takes each dated entry from its start to the end the agenda gives, by day and start time', () => {
    const slots = busySlotsOf([
      aCalendarEntry({ id: 'c', fecha_ini: '2031-05-21', hora_ini: '08:00', hora_fin: '08:30' }),
      aCalendarEntry({ id: 'b', fecha_ini: '2031-05-20', hora_ini: '15:00', hora_fin: '17:30' }),
      aCalendarEntry({ id: 'a', fecha_ini: '20/05/2031', hora_ini: '09:00', hora_fin: '09:45' }),
    ]);
    expect(slots.map(({ id, day, start, end }) => ({ id, day, start, end }))).toEqual([
      { id: 'a', day: '2031-05-20', start: '09:00', end: '09:45' },
      { id: 'b', day: '2031-05-20', start: '15:00', end: '17:30' },
      { id: 'c', day: '2031-05-21', start: '08:00', end: '08:30' },
    ]);
  });

  it('takes an hour when the end is missing or not after the start, and skips entries without a date or start', () => {
    const slots = busySlotsOf([
      aCalendarEntry({ id: 'no-end', fecha_ini: '2031-05-20', hora_ini: '10:00', hora_fin: '-' }),
      aCalendarEntry({ id: 'backwards', fecha_ini: '2031-05-21', hora_ini: '10:00', hora_fin: '09:00' }),
      aCalendarEntry({ id: 'late', fecha_ini: '2031-05-22', hora_ini: '23:30', hora_fin: '-' }),
      aCalendarEntry({ id: 'undated', fecha_ini: '-', hora_ini: '10:00' }),
      aCalendarEntry({ id: 'no-start', fecha_ini: '2031-05-22', hora_ini: '-' }),
    ]);
    expect(slots.map((slot) => [slot.id, slot.start, slot.end, slot.endMinutes])).toEqual([
      ['no-end', '10:00', '11:00', 660],
      ['backwards', '10:00', '11:00', 660],
      ['late', '23:30', '00:30', 1470],
    ]);
  });
});

describe('slotProblem', () => {
  const busy = busySlotsOf([
    aCalendarEntry({ id: 'a', fecha_ini: '2031-05-20', hora_ini: '10:00', hora_fin: '11:30' }),
  ]);

  it('says a meeting overlapping a busy slot is busy, and one touching its edges is free', () => {
    expect(slotProblem(busy, { date: '2031-05-20', start: '11:00', minutes: 60 }, NOW)).toBe('busy');
    expect(slotProblem(busy, { date: '2031-05-20', start: '09:30', minutes: 60 }, NOW)).toBe('busy');
    expect(slotProblem(busy, { date: '2031-05-20', start: '09:00', minutes: 60 }, NOW)).toBeNull();
    expect(slotProblem(busy, { date: '2031-05-20', start: '11:30', minutes: 30 }, NOW)).toBeNull();
    expect(slotProblem(busy, { date: '2031-05-21', start: '10:00', minutes: 60 }, NOW)).toBeNull();
  });

  it("says a meeting that has begun already, on the agenda's clock, is past", () => {
    expect(slotProblem([], { date: '2031-05-19', start: '11:30', minutes: 30 }, NOW)).toBe('past');
    expect(slotProblem([], { date: '2031-05-19', start: '12:00', minutes: 30 }, NOW)).toBe('past');
    expect(slotProblem([], { date: '2031-05-19', start: '12:30', minutes: 30 }, NOW)).toBeNull();
    expect(slotProblem([], { date: '2031-05-19', start: 'mediodía', minutes: 30 }, NOW)).toBe('past');
  });

  it('answers the free meeting a request stands for, or none', () => {
    expect(freeSlotAt(busy, { date: '2031-05-20', start: '15:00', minutes: 90 }, NOW)).toEqual({
      date: '2031-05-20',
      start: '15:00',
      end: '16:30',
    });
    expect(freeSlotAt(busy, { date: '2031-05-20', start: '10:30', minutes: 30 }, NOW)).toBeNull();
  });
});

describe('the working day', () => {
  it('offers starts every half hour from 08:00 to 20:00, in 24-hour times', () => {
    const starts = workingDayStarts();
    expect(starts.slice(0, 2)).toEqual(['08:00', '08:30']);
    expect(starts.at(-1)).toBe('20:00');
    expect(starts).toHaveLength(25);
    expect(meetingEnd('19:30', 90)).toBe('21:00');
  });

  it('knows a day whose starts are over, and a day a long busy slot fills', () => {
    const allDay = busySlotsOf([
      aCalendarEntry({ id: 'a', fecha_ini: '2031-05-21', hora_ini: '08:00', hora_fin: '21:00' }),
    ]);
    expect(slotDay(allDay, '2031-05-18', 60, NOW)).toMatchObject({ over: true, hasFree: false });
    expect(slotDay(allDay, '2031-05-19', 60, NOW)).toMatchObject({ over: false, hasFree: true });
    expect(slotDay(allDay, '2031-05-21', 60, NOW)).toMatchObject({ over: false, hasFree: false, busy: allDay });
    expect(slotDay(allDay, '2031-05-22', 60, NOW)).toMatchObject({ over: false, hasFree: true, busy: [] });
  });

  it('gives each start of a day its end and why it cannot be booked', () => {
    const busy = busySlotsOf([aCalendarEntry({ fecha_ini: '2031-05-19', hora_ini: '14:00', hora_fin: '15:00' })]);
    const starts = slotDay(busy, '2031-05-19', 60, NOW).starts;
    expect(starts.find((start) => start.start === '11:30')).toEqual({ start: '11:30', end: '12:30', problem: 'past' });
    expect(starts.find((start) => start.start === '13:30')).toEqual({ start: '13:30', end: '14:30', problem: 'busy' });
    expect(starts.find((start) => start.start === '15:00')).toEqual({ start: '15:00', end: '16:00', problem: null });
  });
});

describe('freeSlotsOf', () => {
  it('answers every free start of the days searched, by day and time', () => {
    const entries = [aCalendarEntry({ fecha_ini: '2031-05-20', hora_ini: '08:00', hora_fin: '19:00' })];
    expect(freeSlotsOf(entries, { from: '2031-05-20', days: 1, minutes: 60, now: NOW })).toEqual([
      { date: '2031-05-20', start: '19:00', end: '20:00' },
      { date: '2031-05-20', start: '19:30', end: '20:30' },
      { date: '2031-05-20', start: '20:00', end: '21:00' },
    ]);
  });

  const day = fc.constantFrom('2031-05-19', '2031-05-20', '2031-05-21', '-');
  const time = fc.constantFrom('-', '07:30', '08:00', '10:15', '12:00', '19:45', '23:30');
  const anEntry = fc
    .record({ id: fc.uuid(), fecha_ini: day, hora_ini: time, hora_fin: time })
    .map((fields) => aCalendarEntry(fields));
  const search = fc.record({
    minutes: fc.constantFrom(...MEETING_LENGTHS),
    now: fc.integer({ min: NOW - 86_400_000, max: NOW + 2 * 86_400_000 }),
  });

  /** Whether a meeting and a busy slot share a minute. */
  const overlaps = (slot: { date: string; start: string; end: string }, busy: BusySlot) => {
    const start = minutesOfTime(slot.start) ?? 0;
    const end = start + (((minutesOfTime(slot.end) ?? 0) - start + 1440) % 1440);
    return busy.day === slot.date && busy.startMinutes < end && start < busy.endMinutes;
  };

  it('property: a free slot has not begun, overlaps no entry, lasts the length asked and starts on the working day', () => {
    fc.assert(
      fc.property(fc.array(anEntry, { maxLength: 12 }), search, (entries: CalendarEntry[], { minutes, now }) => {
        const busy = busySlotsOf(entries);
        for (const slot of freeSlotsOf(entries, { from: '2031-05-19', days: 3, minutes, now })) {
          const start = minutesOfTime(slot.start) ?? Number.NaN;
          expect(agendaInstant(slot.date, start)).toBeGreaterThan(now);
          expect(busy.some((taken) => overlaps(slot, taken))).toBe(false);
          expect(slot.end).toBe(meetingEnd(slot.start, minutes));
          expect(workingDayStarts()).toContain(slot.start);
        }
      }),
    );
  });

  it('property: a start of the working day left out has begun or overlaps an entry', () => {
    fc.assert(
      fc.property(fc.array(anEntry, { maxLength: 12 }), search, (entries: CalendarEntry[], { minutes, now }) => {
        const busy = busySlotsOf(entries);
        const free = new Set(
          freeSlotsOf(entries, { from: '2031-05-19', days: 3, minutes, now }).map(
            (slot) => `${slot.date} ${slot.start}`,
          ),
        );
        for (const date of ['2031-05-19', '2031-05-20', '2031-05-21']) {
          for (const start of workingDayStarts()) {
            if (free.has(`${date} ${start}`)) continue;
            const slot = { date, start, end: meetingEnd(start, minutes) };
            const begun = agendaInstant(date, minutesOfTime(start) ?? 0) <= now;
            expect(begun || busy.some((taken) => overlaps(slot, taken))).toBe(true);
          }
        }
      }),
    );
  });
});

describe('slotPickerWeek', () => {
  it('opens on this week while a start is still free in it', () => {
    expect(slotPickerWeek([], 60, NOW)).toBe('2031-05-19');
  });

  it('opens on next week late on a Sunday, when every start of this week has begun', () => {
    expect(slotPickerWeek([], 60, Date.parse('2031-05-25T21:00:00-03:00'))).toBe('2031-05-26');
  });

  it('skips weeks the lawyer has full, up to the first with a free start', () => {
    // Busy every working day, 08:00 to 21:00, from this Monday through the next week's Sunday.
    const full = Array.from({ length: 14 }, (_, index) =>
      aCalendarEntry({
        id: `full-${index}`,
        fecha_ini: new Date(Date.parse('2031-05-19T00:00:00Z') + index * 86_400_000).toISOString().slice(0, 10),
        hora_ini: '08:00',
        hora_fin: '21:00',
      }),
    );
    expect(slotPickerWeek(busySlotsOf(full), 30, NOW)).toBe('2031-06-02');
  });

  it('falls back to the first week not over when none is free in the weeks it looks through', () => {
    const full = Array.from({ length: 7 }, (_, index) =>
      aCalendarEntry({
        id: `full-${index}`,
        fecha_ini: new Date(Date.parse('2031-05-19T00:00:00Z') + index * 86_400_000).toISOString().slice(0, 10),
        hora_ini: '08:00',
        hora_fin: '21:00',
      }),
    );
    expect(slotPickerWeek(busySlotsOf(full), 30, NOW, 1)).toBe('2031-05-19');
    expect(slotPickerWeek([], 30, Date.parse('2031-05-25T21:00:00-03:00'), 0)).toBe('2031-05-26');
  });

  it('always opens on a Monday, a week with a free start whenever one is found', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 14 * 24 * 2 }),
        fc.constantFrom(...MEETING_LENGTHS),
        (halfHours, minutes) => {
          const now = NOW + halfHours * 30 * 60_000;
          const monday = slotPickerWeek([], minutes, now);
          expect(new Date(`${monday}T00:00:00Z`).getUTCDay()).toBe(1);
          expect(
            Array.from(
              { length: 7 },
              (_, index) =>
                slotDay(
                  [],
                  new Date(Date.parse(`${monday}T00:00:00Z`) + index * 86_400_000).toISOString().slice(0, 10),
                  minutes,
                  now,
                ).hasFree,
            ),
          ).toContain(true);
        },
      ),
    );
  });
});
