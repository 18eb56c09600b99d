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
 * before it calls; docs/legacy-api.md lists them.
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
  // Where a checkout sends the client back (getPaymentLinkMP): a page of the portal, kept with the checkout.
  back_url: 'url',
  // The checkout's payment id, as its return URL carries it: compared with the checkout's record, never stored.
  payment_id: 'option',
  fileName: 'file',
  file_name: 'file',
  link_archivo: 'file',
  formattedValuesParts: 'form',
} as const satisfies Readonly<Record<string, keyof typeof TEXT_LIMITS>>;

/** A query field that carries text: only these are read as text. */
export type TextFieldName = keyof typeof TEXT_FIELDS;

type TextKind = keyof typeof TEXT_LIMITS;

/**
 * The kinds that are several lines of what a person writes (a comment, a description, the form's
 * answers): they keep line breaks (a CRLF is kept as LF) and tabs. Every other kind is one line.
 */
const MULTI_LINE_KINDS: ReadonlySet<TextKind> = new Set(['text', 'form']);

/**
 * Characters no stored text takes (docs/legacy-api.md, Text rules): the C0 controls but tab and line
 * feed, DEL, and the C1 controls. In a one-line field tab, line feed and the Unicode line and
 * paragraph separators go too: a line break in a name, a title or a place is how a header or an
 * iCalendar property is forged from a stored text.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's purpose
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's purpose
const ONE_LINE_FORBIDDEN = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;

/** Schemes that run or read something where a link is followed, whatever comes after them. */
const ACTIVE_SCHEMES = /^(javascript|vbscript|data|file|blob|filesystem):/i;
/** A value that starts as a link does: a scheme, a colon, and no space after it (`Sede: Av. Colón` is a place). */
const LINK_LIKE = /^[a-z][a-z0-9+.-]*:\S/i;

/** An absolute http(s) link, the only kind of link stored: a javascript: link would run when clicked. */
function isWebLink(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const { protocol, hostname } = new URL(value);
  return (protocol === 'http:' || protocol === 'https:') && hostname !== '';
}

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
    return checkedText(name, TEXT_FIELDS[name], this.required(name));
  }

  optionalText(name: TextFieldName): string | null {
    const value = this.read(name);
    return value === null ? null : checkedText(name, TEXT_FIELDS[name], value);
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
    if (!EMAIL_PATTERN.test(value) || ONE_LINE_FORBIDDEN.test(value))
      throw rejected(`El campo ${name} no es un correo electrónico válido`);
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

/**
 * A text field's value as it is kept, or a refusal naming the field: within its kind's length,
 * without the control characters it cannot hold, and, for a link, an http(s) one.
 */
function checkedText(name: string, kind: TextKind, raw: string): string {
  const value = withinLimit(name, TEXT_LIMITS[kind], MULTI_LINE_KINDS.has(kind) ? raw.replaceAll('\r\n', '\n') : raw);
  if (MULTI_LINE_KINDS.has(kind)) {
    if (CONTROL_CHARACTERS.test(value)) throw rejected(`El campo ${name} no puede contener caracteres de control`);
    return value;
  }
  if (ONE_LINE_FORBIDDEN.test(value))
    throw rejected(`El campo ${name} debe ser una sola línea, sin caracteres de control`);
  // A receipt or a link: absolute and http(s), nothing a browser or a calendar would run.
  if (kind === 'url' && !isWebLink(value)) throw rejected(`El campo ${name} debe ser un enlace http o https`);
  // A place or a meeting link: a link in it must be http(s); words are a place.
  if (kind === 'address' && (ACTIVE_SCHEMES.test(value) || (LINK_LIKE.test(value) && !isWebLink(value)))) {
    throw rejected(`El campo ${name} debe ser una dirección o un enlace http o https`);
  }
  return value;
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
