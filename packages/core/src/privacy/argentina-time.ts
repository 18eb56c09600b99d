import type { ZipTime } from './zip-archive';

/** SPEC §9: the portal's dates are Argentina's. */
const ARGENTINA = 'America/Argentina/Buenos_Aires';

/** A moment as a clock in Argentina shows it, from the platform's time-zone data (Intl), with no date library. */
export function argentinaWallClock(moment: Date): ZipTime {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: ARGENTINA,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  });
  const parts = format.formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((each) => each.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** yyyy-mm-dd of a wall-clock time. */
export function isoDay({ year, month, day }: ZipTime): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
