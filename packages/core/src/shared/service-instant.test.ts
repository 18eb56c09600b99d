import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { formatServiceDay, formatServiceTime, readServiceDateTime, readServiceInstant } from './service-date-time';

describe('readServiceInstant', () => {
  it('reads 23:30 in Buenos Aires as that day, whether written with -03:00 or in UTC', () => {
    const expected = { day: '2026-12-06', time: '23:30', epochMs: Date.UTC(2026, 11, 7, 2, 30) };
    expect(readServiceInstant('2026-12-06T23:30:00-03:00')).toEqual(expected);
    expect(readServiceInstant('2026-12-07T02:30:00.000Z')).toEqual(expected);
    expect(formatServiceDay(readServiceInstant('2026-12-07T02:30:00.000Z'))).toBe('6/12/2026');
    expect(formatServiceTime(readServiceInstant('2026-12-07T02:30:00.000Z'))).toBe('23:30');
  });

  it("gives the same day as a movement written at that moment in Argentine time (the legacy API's fecha_alta)", () => {
    const movement = readServiceDateTime('2026-12-06 23:30:00');
    const document = readServiceInstant('2026-12-07T02:30:00.000Z');
    expect(document?.day).toBe(movement?.day);
  });

  it('is null for a missing or unreadable date', () => {
    for (const text of [null, undefined, '', 'ayer', '2026-02-30T10:00:00Z'])
      expect(readServiceInstant(text)).toBeNull();
  });

  it('reads the day and time luxon reads in America/Argentina/Buenos_Aires, daylight-saving years included (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1960-01-01T00:00:00Z'), max: new Date('2099-12-31T23:59:59Z'), noInvalidDate: true }),
        (moment) => {
          const text = moment.toISOString();
          const reference = DateTime.fromISO(text).setZone('America/Argentina/Buenos_Aires');
          expect(readServiceInstant(text)).toEqual({
            day: reference.toISODate(),
            time: reference.toFormat('HH:mm'),
            epochMs: moment.getTime(),
          });
        },
      ),
      { numRuns: 2000 },
    );
  });
});
