/*
 * Times of day as minutes after midnight: what the agenda compares and adds (a meeting's end, an
 * overlap), where the HH:MM texts it shows are only their display.
 */

const DIGIT_0 = 48;

function digit(text: string, index: number): number {
  const value = text.charCodeAt(index) - DIGIT_0;
  return value >= 0 && value <= 9 ? value : Number.NaN;
}

/**
 * The minutes after midnight of an HH:MM time as the agenda shows it ('10:30' → 630); null for
 * anything else ('-', the missing value of SPEC §9, included).
 */
export function minutesOfTime(time: string): number | null {
  if (time.length !== 5 || time[2] !== ':') return null;
  const hours = digit(time, 0) * 10 + digit(time, 1);
  const minutes = digit(time, 3) * 10 + digit(time, 4);
  // NaN (a non-digit) fails both tests.
  return hours <= 23 && minutes <= 59 ? hours * 60 + minutes : null;
}

const twoDigits = (value: number) => (value < 10 ? `0${value}` : String(value));

/** HH:MM on the 24-hour clock (SPEC §9) of minutes after midnight, round the clock past midnight (1470 → '00:30'). */
export function clockTime(minutes: number): string {
  const inDay = ((minutes % 1440) + 1440) % 1440;
  return `${twoDigits(Math.floor(inDay / 60))}:${twoDigits(inDay % 60)}`;
}
