import { argentineDate } from '../legacy-api/wire';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Dates relative to the day the seed runs (Argentine time), so the demo agenda is always current. */
export class SeedCalendar {
  private readonly today: number;

  constructor(now: Date) {
    this.today = Date.parse(`${argentineDate(now)}T00:00:00Z`);
  }

  /** 'YYYY-MM-DD', `offsetDays` from today. */
  date(offsetDays: number): string {
    return new Date(this.today + offsetDays * DAY_MS).toISOString().slice(0, 10);
  }

  /** 'YYYY-MM-DD HH:MM:SS' at `time` (HH:MM), `offsetDays` from today. */
  stamp(offsetDays: number, time: string): string {
    return `${this.date(offsetDays)} ${time}:00`;
  }
}
