import { rejected } from './failure';

/** What browsers' query strings carry for a value the portal did not have. */
const ABSENT_VALUES = new Set(['', 'undefined', 'null']);
const TRUE_VALUES = new Set(['1', 'true', 't', 'si', 'sí']);
const FALSE_VALUES = new Set(['0', 'false', 'f', 'no']);

const ID_PATTERN = /^[1-9]\d{0,14}$/;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d+)?)?$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The query fields of one api.php call, read with the checks the PHP should have made:
 * a missing or mistyped field is a status-400 answer naming the field, never a crash.
 */
export class QueryFields {
  constructor(private readonly values: Readonly<Record<string, string>>) {}

  /** The trimmed value, or null when absent or one of the placeholders for "nothing". */
  private read(name: string): string | null {
    if (!Object.hasOwn(this.values, name)) return null;
    const value = this.values[name];
    if (typeof value !== 'string') return null;
    const trimmed = value.trim();
    return ABSENT_VALUES.has(trimmed) ? null : trimmed;
  }

  private required(name: string): string {
    const value = this.read(name);
    if (value === null) throw rejected(`Falta el campo obligatorio ${name}`);
    return value;
  }

  has(name: string): boolean {
    return this.read(name) !== null;
  }

  id(name: string): number {
    return parseId(name, this.required(name));
  }

  optionalId(name: string): number | null {
    const value = this.read(name);
    return value === null ? null : parseId(name, value);
  }

  text(name: string): string {
    return this.required(name);
  }

  optionalText(name: string): string | null {
    return this.read(name);
  }

  flag(name: string): boolean {
    const value = this.read(name);
    if (value === null) return false;
    const lowered = value.toLowerCase();
    if (TRUE_VALUES.has(lowered)) return true;
    if (FALSE_VALUES.has(lowered)) return false;
    throw rejected(`El campo ${name} debe ser verdadero o falso (1 o 0)`);
  }

  oneOf<const T extends string>(name: string, choices: readonly T[]): T {
    const value = this.required(name);
    const choice = choices.find((candidate) => candidate === value);
    if (choice === undefined) throw rejected(`El campo ${name} debe ser uno de: ${choices.join(', ')}`);
    return choice;
  }

  /** A price in whole pesos. Dots are thousands separators ('15.000'), as the portal sends them. */
  amount(name: string): number {
    return parseAmount(name, this.required(name));
  }

  optionalAmount(name: string): number | null {
    const value = this.read(name);
    return value === null ? null : parseAmount(name, value);
  }

  email(name: string): string {
    const value = this.required(name);
    if (!EMAIL_PATTERN.test(value)) throw rejected(`El campo ${name} no es un correo electrónico válido`);
    return value;
  }

  optionalEmail(name: string): string | null {
    return this.has(name) ? this.email(name) : null;
  }

  /** YYYY-MM-DD. */
  date(name: string): string {
    return parseDate(name, this.required(name));
  }

  /** HH:MM or HH:MM:SS, answered as HH:MM:SS. */
  time(name: string): string {
    return parseTime(name, this.required(name));
  }

  /** A date with an optional time: 'YYYY-MM-DD', 'YYYY-MM-DD HH:MM[:SS]' or ISO 'YYYY-MM-DDTHH:MM[:SS][.mmm][Z]'. */
  optionalDateTime(name: string): { readonly fecha: string; readonly hora: string | null } | null {
    const value = this.read(name);
    if (value === null) return null;
    const [datePart = '', timePart] = value.replace(/Z$/, '').split(/[T ]/, 2);
    return { fecha: parseDate(name, datePart), hora: timePart === undefined ? null : parseTime(name, timePart) };
  }

  optionalJson(name: string): unknown {
    const value = this.read(name);
    if (value === null) return null;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      throw rejected(`El campo ${name} no contiene un JSON válido`);
    }
  }
}

function parseId(name: string, value: string): number {
  if (!ID_PATTERN.test(value)) throw rejected(`El campo ${name} debe ser un número entero positivo`);
  return Number(value);
}

function parseAmount(name: string, value: string): number {
  const digits = value.replace(/^\$\s*/, '').replaceAll('.', '');
  if (!/^\d{1,12}$/.test(digits)) throw rejected(`El campo ${name} debe ser un importe en pesos`);
  return Number(digits);
}

function parseDate(name: string, value: string): string {
  const match = DATE_PATTERN.exec(value);
  if (match) {
    const [, year, month, day] = match.map(Number) as [number, number, number, number];
    const date = new Date(Date.UTC(year, month - 1, day));
    if (date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day) return value;
  }
  throw rejected(`El campo ${name} debe ser una fecha AAAA-MM-DD`);
}

function parseTime(name: string, value: string): string {
  const match = TIME_PATTERN.exec(value);
  if (!match) throw rejected(`El campo ${name} debe ser una hora HH:MM`);
  return `${match[1]}:${match[2]}:${match[3] ?? '00'}`;
}
