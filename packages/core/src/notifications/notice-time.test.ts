import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { noticeTime, timeAgo } from './notice-time';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('timeAgo', () => {
  it.each([
    [0, 'ahora'],
    [59_999, 'ahora'],
    [-5 * MINUTE, 'ahora'],
    [MINUTE, 'hace 1 minuto'],
    [59 * MINUTE, 'hace 59 minutos'],
    [HOUR, 'hace 1 hora'],
    [23 * HOUR + 59 * MINUTE, 'hace 23 horas'],
    [DAY, 'ayer'],
    [2 * DAY, 'anteayer'],
    [3 * DAY, 'hace 3 días'],
    [7 * DAY, 'la semana pasada'],
    [15 * DAY, 'hace 2 semanas'],
    [40 * DAY, 'el mes pasado'],
    [400 * DAY, 'el año pasado'],
    [800 * DAY, 'hace 2 años'],
  ])('%i ms ago reads %s', (elapsed, words) => {
    expect(timeAgo(elapsed)).toBe(words);
  });

  it('never grows shorter as more time passes (the unit steps up only when the count would reach the next one)', () => {
    const order = ['second', 'minute', 'hour', 'day', 'week', 'month', 'year'];
    const unitOf = (elapsed: number) => {
      const thresholds = [MINUTE, HOUR, DAY, 7 * DAY, 35 * DAY, 360 * DAY];
      const index = thresholds.findIndex((threshold) => elapsed < threshold);
      return order[index === -1 ? order.length - 1 : index];
    };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50 * 365 * DAY }), fc.integer({ min: 0, max: 50 * 365 * DAY }), (a, b) => {
        const [earlier, later] = a <= b ? [a, b] : [b, a];
        expect(order.indexOf(unitOf(earlier) ?? '')).toBeLessThanOrEqual(order.indexOf(unitOf(later) ?? ''));
        expect(timeAgo(later)).toMatch(/^(ahora|ayer|anteayer|hace \d+ \S+|(la|el) \S+ pasad[oa])$/);
      }),
    );
  });
});

describe('noticeTime', () => {
  it('reads fecha_alta as Argentine wall-clock time (UTC−3): the day and time as written, how long ago from now', () => {
    // 14:32 in Buenos Aires is 17:32 UTC.
    expect(noticeTime('2026-12-07 14:32:10', new Date('2026-12-07T17:37:00Z'))).toEqual({
      relative: 'hace 4 minutos',
      absolute: '7/12/2026 14:32',
      instant: '2026-12-07T17:32:10.000Z',
    });
    expect(noticeTime('2026-12-05 09:00:00', new Date('2026-12-07T17:37:00Z'))?.relative).toBe('anteayer');
  });

  it('gives the day alone when no time was written, and null for no date', () => {
    expect(noticeTime('2026-03-05', new Date('2026-03-06T12:00:00Z'))?.absolute).toBe('5/3/2026');
    expect(noticeTime('sin fecha', new Date())).toBeNull();
  });
});
