import { describe, expect, it } from 'vitest';
import { argentinaWallClock, isoDay } from './argentina-time';

describe('argentinaWallClock', () => {
  it('is three hours behind UTC all year, as Argentina keeps no daylight saving', () => {
    expect(argentinaWallClock(new Date('2025-03-10T13:00:00Z'))).toEqual({
      year: 2025,
      month: 3,
      day: 10,
      hour: 10,
      minute: 0,
      second: 0,
    });
    expect(argentinaWallClock(new Date('2025-07-01T12:34:56Z'))).toEqual({
      year: 2025,
      month: 7,
      day: 1,
      hour: 9,
      minute: 34,
      second: 56,
    });
  });

  it('keeps the day before until 03:00 UTC, and midnight as hour 0', () => {
    expect(argentinaWallClock(new Date('2025-03-11T02:59:59Z'))).toMatchObject({ day: 10, hour: 23 });
    expect(argentinaWallClock(new Date('2025-03-11T03:00:00Z'))).toMatchObject({ day: 11, hour: 0 });
  });
});

describe('isoDay', () => {
  it('pads month and day', () => {
    expect(isoDay({ year: 2025, month: 3, day: 1, hour: 0, minute: 0, second: 0 })).toBe('2025-03-01');
  });
});
