import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatTime,
  MISSING,
  serviceDateMillis,
  serviceDay,
  sortNewestFirst,
  weekdayNames,
} from './date-format';

/** luxon's reading of a service date, kept as written: the reference the hand-made reader is held to. */
function luxonReading(text: string): DateTime | null {
  const asWritten = { zone: 'utc', setZone: true } as const;
  const trimmed = text.trim();
  let date: DateTime | null = null;
  if (/^\d{4}-\d{2}-\d{2}/.test(trimmed)) {
    date = DateTime.fromISO(trimmed, asWritten);
    if (!date.isValid) date = DateTime.fromSQL(trimmed, asWritten);
  } else if (/^\d{1,2}\/\d{1,2}\/\d{4}$/.test(trimmed)) {
    date = DateTime.fromFormat(trimmed, 'd/M/yyyy', asWritten);
  }
  return date?.isValid === true ? date : null;
}

const twoDigitText = (max: number) => fc.integer({ min: 0, max }).map((n) => String(n).padStart(2, '0'));

/** Dates and date-times in every shape the services write, valid or not. */
const serviceDateText = fc.oneof(
  fc
    .record({
      date: fc.date({
        min: new Date('0001-01-01T00:00:00Z'),
        max: new Date('2099-12-31T00:00:00Z'),
        noInvalidDate: true,
      }),
      separator: fc.constantFrom('T', ' '),
      time: fc.option(fc.tuple(twoDigitText(23), twoDigitText(59), fc.option(twoDigitText(59), { nil: undefined })), {
        nil: undefined,
      }),
      fraction: fc.option(fc.integer({ min: 0, max: 999999 }).map(String), { nil: undefined }),
      offset: fc.constantFrom(undefined, 'Z', '+00:00', '-03:00', '+0530', '-03'),
      padding: fc.constantFrom('', ' '),
    })
    .map(({ date, separator, time, fraction, offset, padding }) => {
      const day = date.toISOString().slice(0, 10);
      if (time === undefined) return `${padding}${day}${padding}`;
      const [h, m, s] = time;
      const seconds = s === undefined ? '' : `:${s}${fraction === undefined ? '' : `.${fraction}`}`;
      return `${padding}${day}${separator}${h}:${m}${seconds}${offset ?? ''}${padding}`;
    }),
  fc
    .tuple(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 14 }), fc.integer({ min: 1000, max: 2099 }))
    .map(([d, m, y]) => `${d}/${m}/${y}`),
  fc.tuple(twoDigitText(99), twoDigitText(99), twoDigitText(99)).map(([a, b, c]) => `20${a}-${b}-${c}`),
);

describe('the hand-made date reader, held to luxon (property)', () => {
  it('reads the same instant, day and displayed date as luxon for every shape the services write', () => {
    fc.assert(
      fc.property(serviceDateText, (text) => {
        const reference = luxonReading(text);
        expect(serviceDateMillis(text)).toBe(reference?.toMillis() ?? null);
        expect(serviceDay(text)).toBe(reference?.toISODate() ?? null);
        expect(formatDate(text)).toBe(reference?.toFormat('d/M/yyyy') ?? MISSING);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('formatDate', () => {
  it('SPEC §9: shows dates day/month/year without zero padding', () => {
    expect(formatDate('2026-03-05')).toBe('5/3/2026');
    expect(formatDate('2026-12-25')).toBe('25/12/2026');
  });

  it('SPEC §9: reads ISO and SQL date-times', () => {
    expect(formatDate('2026-03-05T10:30:00.000Z')).toBe('5/3/2026');
    expect(formatDate('2026-03-05 10:30:00')).toBe('5/3/2026');
  });

  it('shows the date as written, without converting its zone', () => {
    expect(formatDate('2026-03-05T23:30:00-03:00')).toBe('5/3/2026');
    expect(formatDate('2026-03-05T01:00:00Z')).toBe('5/3/2026');
  });

  it('keeps an already displayed d/m/yyyy date', () => {
    expect(formatDate('5/3/2026')).toBe('5/3/2026');
  });

  it("SPEC §9: '-' for a missing or unreadable date, never a throw", () => {
    for (const missing of [
      '',
      '   ',
      null,
      undefined,
      'mañana',
      '2026-13-40',
      '32/1/2026',
      '10:30',
      '2026',
      '2026-03',
      '20260305',
    ]) {
      expect(formatDate(missing)).toBe(MISSING);
    }
    expect(MISSING).toBe('-');
  });
});

describe('formatTime', () => {
  it('SPEC §9: cuts a time to HH:MM', () => {
    expect(formatTime('10:30:00')).toBe('10:30');
    expect(formatTime('23:59:59.123')).toBe('23:59');
    expect(formatTime('08:15')).toBe('08:15');
  });

  it('pads a one-digit hour so every time has the HH:MM shape', () => {
    expect(formatTime('9:05')).toBe('09:05');
    expect(formatTime('9:05:00')).toBe('09:05');
  });

  it("SPEC §9: '-' for a missing time or one that is not a time of day", () => {
    for (const missing of ['', null, undefined, '24:00', '10:60', '1030', 'diez', '10:3']) {
      expect(formatTime(missing)).toBe(MISSING);
    }
  });

  it('reads hh:mm:ss by hand exactly as it reads any other shape (property)', () => {
    const digit = fc.constantFrom('0', '1', '2', '3', '5', '6', '9', 'x');
    const time = fc
      .tuple(digit, digit, digit, digit, digit, digit)
      .map(([a, b, c, d, e, f]) => `${a}${b}:${c}${d}:${e}${f}`);
    fc.assert(
      fc.property(time, (value) => {
        // With a space around it the text skips the hand-made reader for the general one.
        expect(formatTime(value)).toBe(formatTime(` ${value} `));
      }),
      { numRuns: 2000 },
    );
  });

  it('SPEC §9: uses the 24-hour clock', () => {
    expect(formatTime('18:45:00')).toBe('18:45');
    expect(formatTime('00:00')).toBe('00:00');
  });
});

describe('weeks', () => {
  it('SPEC §9: the week starts on Monday', () => {
    expect(weekdayNames()).toEqual(['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo']);
    expect(weekdayNames('short')[0]).toBe('lun');
  });
});

describe('sortNewestFirst', () => {
  it('orders by date, newest first, undated last, ties in their order, without mutating', () => {
    const items = [
      { id: 'a', at: '2026-01-01' },
      { id: 'b', at: '' },
      { id: 'c', at: '2026-03-01 09:00:00' },
      { id: 'd', at: '2026-01-01T00:00:00Z' },
      { id: 'e', at: 'nunca' },
    ];
    const snapshot = items.map((item) => ({ ...item }));
    expect(sortNewestFirst(items, (item) => item.at).map((item) => item.id)).toEqual(['c', 'a', 'd', 'b', 'e']);
    expect(items).toEqual(snapshot);
  });

  it('orders as reading every date would, whether the list comes newest first already or not (property)', () => {
    const day = fc.constantFrom('2025-12-31', '2026-01-01', '2026-02-28', '2026-02-30', '2024-02-29');
    const time = fc.constantFrom('00:00:00', '09:30:00', '23:59:59', '24:00:00');
    const text = fc.oneof(
      { weight: 6, arbitrary: fc.tuple(day, time).map(([date, clock]) => `${date} ${clock}`) },
      { weight: 1, arbitrary: fc.tuple(day, time).map(([date, clock]) => `${date}T${clock}`) },
      { weight: 1, arbitrary: day },
      { weight: 1, arbitrary: fc.constantFrom('', 'nunca', '5/3/2026', '2026-01-01T09:00:00Z') },
    );
    const reference = (texts: readonly string[]) =>
      texts
        .map((at, place) => ({ at, place, key: serviceDateMillis(at) ?? Number.NEGATIVE_INFINITY }))
        .sort((a, b) => b.key - a.key || a.place - b.place)
        .map(({ place }) => place);
    fc.assert(
      fc.property(fc.array(text, { maxLength: 30 }), fc.boolean(), (texts, listedNewestFirst) => {
        // As a service lists them: by the texts, descending (what the quick path trusts), or as they come.
        const listed = listedNewestFirst ? [...texts].sort().reverse() : texts;
        const items = listed.map((at, place) => ({ at, place }));
        expect(sortNewestFirst(items, (item) => item.at).map((item) => item.place)).toEqual(reference(listed));
      }),
      { numRuns: 3000 },
    );
  });

  it('reads the services date formats', () => {
    expect(serviceDateMillis('2026-03-05 10:00:00')).toBe(Date.UTC(2026, 2, 5, 10));
    expect(serviceDateMillis('x')).toBeNull();
  });
});

describe('serviceDateMillis', () => {
  it('refuses dates that do not exist and reads displayed d/m/yyyy dates through luxon', () => {
    expect(serviceDateMillis('2026-02-31')).toBeNull();
    expect(serviceDateMillis('2026-13-01 10:00:00')).toBeNull();
    expect(serviceDateMillis('2026-03-05 24:00:00')).toBeNull();
    expect(serviceDateMillis('5/3/2026')).toBe(Date.UTC(2026, 2, 5));
    expect(serviceDateMillis('')).toBeNull();
  });

  it('reads leap days as the calendar has them', () => {
    expect(serviceDateMillis('2024-02-29')).toBe(Date.UTC(2024, 1, 29));
    expect(serviceDateMillis('2000-02-29 10:00:00')).toBe(Date.UTC(2000, 1, 29, 10));
    expect(serviceDateMillis('2100-02-29')).toBeNull();
    expect(serviceDateMillis('2026-04-31')).toBeNull();
  });

  it('agrees with luxon on any text of the two shapes api.php writes, digits or not (property)', () => {
    const character = fc.constantFrom('0', '1', '2', '3', '5', '9', 'a', ' ', '-', ':', 'T');
    const digits = (length: number) =>
      fc
        .array(fc.constantFrom('0', '1', '2', '3', '4', '5', '6', '9'), { minLength: length, maxLength: length })
        .map((list) => list.join(''));
    const shaped = fc
      .tuple(
        digits(4),
        digits(2),
        digits(2),
        fc.option(fc.tuple(fc.constantFrom(' ', 'T'), digits(2), digits(2), digits(2)), { nil: undefined }),
      )
      .map(
        ([year, month, day, time]) =>
          `${year}-${month}-${day}${time === undefined ? '' : `${time[0]}${time[1]}:${time[2]}:${time[3]}`}`,
      );
    const garbled = fc
      .oneof(
        fc.array(character, { minLength: 10, maxLength: 10 }),
        fc.array(character, { minLength: 19, maxLength: 19 }),
      )
      .map((list) => list.join(''));
    fc.assert(
      fc.property(fc.oneof(shaped, garbled), (value) => {
        expect(serviceDateMillis(value)).toBe(luxonReading(value)?.toMillis() ?? null);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('serviceDay', () => {
  it('keeps the day as written, whatever the offset, and refuses what is not a date', () => {
    expect(serviceDay('2025-03-10T13:00:00Z')).toBe('2025-03-10');
    expect(serviceDay('2025-03-10T23:30:00-03:00')).toBe('2025-03-10');
    expect(serviceDay('2025-03-10 08:00:00')).toBe('2025-03-10');
    expect(serviceDay('10/3/2025')).toBe('2025-03-10');
    expect(serviceDay('mañana')).toBeNull();
  });
});
