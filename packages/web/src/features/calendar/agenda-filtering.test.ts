import { aCalendarEntry } from '@justiciable/core/testing';
import { describe, expect, it } from 'vitest';
import { entryDay } from './agenda-filtering';

describe('entryDay', () => {
  it.each([
    ['2026-03-05', '2026-03-05'],
    ['2026-03-05 10:00:00', '2026-03-05'],
    ['2026-03-05T10:00:00Z', '2026-03-05'],
    ['2026-03-05T10:00', '2026-03-05'],
    ['5/3/2026', '2026-03-05'],
    [' 2026-03-05', '2026-03-05'],
    ['2026-3-05', null],
    ['2026-03-0x', null],
    ['2026/03/05', null],
    ['-', null],
    ['', null],
  ])('reads %j as the day %j', (fecha_ini, day) => {
    expect(entryDay(aCalendarEntry({ fecha_ini }))).toBe(day);
  });
});
