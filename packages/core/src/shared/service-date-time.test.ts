import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { formatDate, formatTime, MISSING, serviceDateMillis } from './date-format';
import {
  formatServiceDay,
  formatServiceTime,
  readServiceDateTime,
  ServiceDateTimeSchema,
  sortLatestFirst,
} from './service-date-time';

const two = (max: number) => fc.integer({ min: 0, max }).map((n) => String(n).padStart(2, '0'));
const day = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const clock = fc.tuple(two(23), two(59), two(59)).map(([hours, minutes, seconds]) => `${hours}:${minutes}:${seconds}`);

/** Date-times as the services write them: SQL, ISO with or without an offset, or a bare day. */
const serviceText = fc.oneof(
  fc.tuple(day, clock).map(([date, time]) => `${date} ${time}`),
  fc
    .tuple(day, clock, fc.constantFrom('Z', '.000Z', '-03:00', ''))
    .map(([date, time, zone]) => `${date}T${time}${zone}`),
  day,
  fc.string({ maxLength: 20 }),
);

describe('readServiceDateTime', () => {
  it('reads a date-time as written: its day, its HH:MM and its instant', () => {
    expect(readServiceDateTime('2025-02-18 09:15:42')).toEqual({
      day: '2025-02-18',
      time: '09:15',
      epochMs: Date.UTC(2025, 1, 18, 9, 15, 42),
    });
    expect(readServiceDateTime('2025-02-18T23:30:00-03:00')).toEqual({
      day: '2025-02-18',
      time: '23:30',
      epochMs: Date.UTC(2025, 1, 19, 2, 30),
    });
  });

  it('reads a bare day, or a displayed d/m/yyyy, with no time', () => {
    expect(readServiceDateTime('2026-05-04')).toEqual({ day: '2026-05-04', time: null, epochMs: Date.UTC(2026, 4, 4) });
    expect(readServiceDateTime('4/5/2026')).toEqual({ day: '2026-05-04', time: null, epochMs: Date.UTC(2026, 4, 4) });
  });

  it('takes the time of a field of its own (hora_inicio_agenda), cut to HH:MM', () => {
    expect(readServiceDateTime('2026-05-04', '10:30:00')).toEqual({
      day: '2026-05-04',
      time: '10:30',
      epochMs: Date.UTC(2026, 4, 4, 10, 30),
    });
    expect(readServiceDateTime('2026-05-04', null)).toEqual({
      day: '2026-05-04',
      time: null,
      epochMs: Date.UTC(2026, 4, 4),
    });
    expect(readServiceDateTime('2026-05-04', '25:00')).toEqual({
      day: '2026-05-04',
      time: null,
      epochMs: Date.UTC(2026, 4, 4),
    });
  });

  it('is null for a missing date or one that names no real day, whatever the time', () => {
    for (const text of [null, undefined, '', '  ', '2026-02-30', '10:30', 'mañana']) {
      expect(readServiceDateTime(text)).toBeNull();
      expect(readServiceDateTime(text, '10:30')).toBeNull();
    }
  });

  it('agrees with formatDate, formatTime and serviceDateMillis on every text, and answers a valid value', () => {
    fc.assert(
      fc.property(serviceText, (text) => {
        const read = readServiceDateTime(text);
        expect(formatServiceDay(read)).toBe(formatDate(text));
        expect(read?.epochMs ?? null).toBe(serviceDateMillis(text));
        if (read !== null) {
          expect(v.is(ServiceDateTimeSchema, read)).toBe(true);
          const written = /[T ](\d{2}:\d{2})/.exec(text)?.[1];
          expect(read.time).toBe(written === undefined ? null : formatTime(written));
        }
      }),
    );
  });

  it('reads a separate time as formatTime shows it, the instant being the day at that time', () => {
    fc.assert(
      fc.property(day, fc.oneof(clock, fc.string({ maxLength: 8 })), (date, time) => {
        const read = readServiceDateTime(date, time);
        const shown = formatTime(time);
        expect(formatServiceTime(read)).toBe(shown);
        expect(read?.epochMs).toBe(serviceDateMillis(`${date} ${shown === MISSING ? '00:00' : shown}:00`));
      }),
    );
  });
});

describe('formatServiceDay and formatServiceTime', () => {
  it("show d/m/yyyy and HH:MM (SPEC §9), '-' for nothing", () => {
    const read = readServiceDateTime('2026-03-05 09:05:00');
    expect([formatServiceDay(read), formatServiceTime(read)]).toEqual(['5/3/2026', '09:05']);
    expect([
      formatServiceDay(null),
      formatServiceTime(null),
      formatServiceTime(readServiceDateTime('2026-03-05')),
    ]).toEqual(['-', '-', '-']);
  });
});

describe('sortLatestFirst', () => {
  it('orders by instant, latest first, undated last, ties in their order, without mutating', () => {
    fc.assert(
      fc.property(fc.array(fc.option(serviceText, { nil: null }), { maxLength: 30 }), (texts) => {
        const items = texts.map((text, index) => ({ index, date: text === null ? null : readServiceDateTime(text) }));
        const before = [...items];
        const sorted = sortLatestFirst(items, (item) => item.date);
        expect(items).toEqual(before);
        expect([...sorted].sort((a, b) => a.index - b.index)).toEqual(items);
        const key = (item: (typeof items)[number]) => item.date?.epochMs ?? Number.NEGATIVE_INFINITY;
        for (let at = 1; at < sorted.length; at++) {
          const [previous, current] = [sorted[at - 1]!, sorted[at]!];
          expect(key(previous)).toBeGreaterThanOrEqual(key(current));
          if (key(previous) === key(current)) expect(previous.index).toBeLessThan(current.index);
        }
      }),
    );
  });
});
