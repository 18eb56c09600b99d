import { tooLongMessage, type TooLongMessage } from './catalogue';
import { portalError, type PortalError } from './portal-error';

/**
 * The longest text each kind of field takes, in characters as String.length counts them.
 * The use-cases refuse longer input before any call, and the forms show why on the field; the
 * emulator refuses it too, with the same numbers (its docs/graphql.md and docs/legacy-api.md,
 * Text rules), so nothing stores a megabyte-long name.
 */
export const textLimits = {
  /** A person's or a company's name. */
  name: 100,
  /** RFC 5321: a path holds at most 256 octets, its brackets included, so an address 254. */
  email: 254,
  /** The e-mail is the username (SPEC §1), and Cognito's Username takes at most 128. */
  username: 128,
  /** Cognito's Password takes at most 256. */
  password: 256,
  /** E.164 has at most 15 digits: room for '+', spaces and dashes as people type them. */
  phone: 20,
  /** A street address. */
  address: 200,
  /** A country, province or city. */
  place: 100,
  /** A choice from a list, such as the tax condition. */
  option: 100,
  /** A CUIT/CUIL has 11 digits: room for dashes and foreign tax ids. */
  taxId: 20,
  /** A consultation's or a movement's title. */
  title: 200,
  /** What a person writes to the lawyer: a comment, a consultation's description, a note. */
  text: 2000,
  /** A consultation form's answers, as the JSON text they travel in (formattedValuesParts). */
  form: 8000,
} as const;

export type TextKind = keyof typeof textLimits;

/** The text fields of a form, each with the kind of text it holds. */
export type TextFields<Field extends string> = Readonly<Record<Field, TextKind>>;

type FieldValues<Field extends string> = Readonly<Partial<Record<Field, string | null | undefined>>>;

/** The fields whose text is longer than their kind takes, each with the catalogue's text. */
export function overLongFields<Field extends string>(
  values: NoInfer<FieldValues<Field>>,
  fields: TextFields<Field>,
): Partial<Record<Field, TooLongMessage>> {
  const refused: Partial<Record<Field, TooLongMessage>> = {};
  for (const field of Object.keys(fields) as Field[]) {
    const limit = textLimits[fields[field]];
    if ((values[field]?.length ?? 0) > limit) refused[field] = tooLongMessage(limit);
  }
  return refused;
}

/** The first over-long field as the refusal a use-case answers, or null when every text fits. */
export function overLongInput<Field extends string>(
  values: NoInfer<FieldValues<Field>>,
  fields: TextFields<Field>,
): PortalError | null {
  const [refused] = Object.entries(overLongFields(values, fields)) as [Field, TooLongMessage][];
  return refused === undefined ? null : portalError.invalidInput(refused[0], refused[1]);
}
