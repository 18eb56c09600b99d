/** How the legacy PHP rendered values: Postgres booleans as 't'/'f', prices with thousands dots. */

export type PgBoolean = 't' | 'f';

export function pgBoolean(value: number | boolean): PgBoolean {
  return value ? 't' : 'f';
}

/** 15000 → '15.000' */
export function pesos(amount: number): string {
  return String(Math.trunc(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

const ARGENTINA_OFFSET_MS = -3 * 60 * 60 * 1000;

/** 'YYYY-MM-DD HH:MM:SS' in Argentine time (UTC-3, no daylight saving), as the backend stored dates. */
export function argentineTimestamp(at: Date): string {
  return new Date(at.getTime() + ARGENTINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** 'YYYY-MM-DD' in Argentine time. */
export function argentineDate(at: Date): string {
  return argentineTimestamp(at).slice(0, 10);
}
