import type { Clock } from '../shared/clock';

/** A Clock that stands still until a test moves it, so dates in results are predictable. */
export class FixedClock implements Clock {
  private current: number;

  constructor(now: Date | string = '2025-03-10T13:00:00.000Z') {
    this.current = new Date(now).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  setTo(now: Date | string): void {
    this.current = new Date(now).getTime();
  }

  advance(milliseconds: number): void {
    this.current += milliseconds;
  }
}
