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
 * The longest text each kind of field takes, in characters as String.length counts them (after
 * trimming). The kinds core also has carry core's numbers (its textLimits), which the portal checks
 * before it calls; the README lists them.
 */
export const TEXT_LIMITS = {
  /** A person's name. */
  name: 100,
  /** RFC 5321's longest address. */
  email: 254,
  /** E.164 as people type it. */
  phone: 20,
  /** A consultation's or a movement's title. */
  title: 200,
  /** What a person writes: a comment, a consultation's description, a note. */
  text: 2000,
  /** A choice, a type's or medium's name, or a code compared with one the emulator holds (a client id). */
  option: 100,
  /** A street address, or where a meeting happens. */
  address: 200,
  /** A web address: a receipt, a link. */
  url: 2048,
  /** A file name, or the storage key that ends in one (three ids of 64 and a name of 180 bytes). */
  file: 400,
  /** A consultation form's answers as the JSON text they travel in (formattedValuesParts). */
  form: 8000,
} as const;

/**
 * The kind of every query field read as text, by name: a name means the same in every action.
 * Reading a field as text takes its name from here, so no caller's text goes unchecked.
 */
const TEXT_FIELDS = {
  newName: 'name',
  nombre_cliente: 'name',
  client_name: 'name',
  nombre_usuario: 'name',
  nombres: 'name',
  username_justiciable: 'name',
  phone_justiciable: 'phone',
  title_consulta: 'title',
  consultation_title: 'title',
  descripcion_movimiento: 'title',
  descriptionPaymentType: 'title',
  concepto: 'title',
  new_comment: 'text',
  comentarios: 'text',
  // The consultation's description, which becomes its movement's text.
  title_movent_consulta: 'text',
  conexidad: 'text',
  diligencia: 'text',
  prueba: 'text',
  acto_procesal: 'text',
  consult_type: 'option',
  consultation_type: 'option',
  consultation_media: 'option',
  nameDocumentSelected: 'option',
  tipo_reunion: 'option',
  cuenta: 'option',
  typeOfCharge: 'option',
  origen: 'option',
  title_mail: 'option',
  id_justiciable: 'option',
  id_usuario: 'option',
  direction_link: 'address',
  direccion_link: 'address',
  link_url: 'url',
  fileName: 'file',
  file_name: 'file',
  link_archivo: 'file',
  formattedValuesParts: 'form',
} as const satisfies Readonly<Record<string, keyof typeof TEXT_LIMITS>>;

/** A query field that carries text: only these are read as text. */
export type TextFieldName = keyof typeof TEXT_FIELDS;

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

  text(name: TextFieldName): string {
    return withinLimit(name, TEXT_LIMITS[TEXT_FIELDS[name]], this.required(name));
  }

  optionalText(name: TextFieldName): string | null {
    const value = this.read(name);
    return value === null ? null : withinLimit(name, TEXT_LIMITS[TEXT_FIELDS[name]], value);
  }

  /**
   * The link token a public link presents (the field `token`), or null. It is only compared,
   * never stored, so no length is refused: a value of any length is a wrong token and reads as
   * one, the same whether or not the row it names exists.
   */
  linkToken(): string | null {
    return this.read('token');
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
    const value = withinLimit(name, TEXT_LIMITS.email, this.required(name));
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

  optionalJson(name: TextFieldName): unknown {
    const value = this.optionalText(name);
    if (value === null) return null;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      throw rejected(`El campo ${name} no contiene un JSON válido`);
    }
  }
}

function withinLimit(name: string, limit: number, value: string): string {
  if (value.length > limit) throw rejected(`El campo ${name} debe tener como máximo ${limit} caracteres`);
  return value;
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
