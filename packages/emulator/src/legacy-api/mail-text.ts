/**
 * The text of a mail the system sends: its own words, with what a caller sent inserted as plain
 * values, so nobody can use the system's mails to lawyers to send words or links of their own.
 */

/** The longest a caller's value may be inside a mail; longer ones are cut with '…'. */
const MAX_MAIL_VALUE_LENGTH = 120;

/** Control characters and line or paragraph separators: a value stays on one line. */
const LINE_BREAKING = /[\p{Cc}\p{Zl}\p{Zp}]+/gu;
/** Invisible format characters, such as the bidirectional overrides that disguise a link or a name. */
const INVISIBLE = /\p{Cf}+/gu;
/** 'https://': a mail client would make what follows a link. */
const SCHEME_SEPARATOR = /:\/\//g;
/** The dot of a domain name ('banco.com', 'www.x', 'archivo.zip'), but not of 'S.A.' or '20.744'. */
const DOMAIN_DOT = /(?<=[\p{L}\p{N}_-])\.(?=\p{L}{2})/gu;

/**
 * A caller's value as it may appear in a mail: one line, no invisible characters, at most
 * MAX_MAIL_VALUE_LENGTH characters, and no link a mail client would make clickable (the scheme
 * and domain dots are bracketed: 'https[:]//banco[.]com').
 */
function plainValue(value: string | number): string {
  const oneLine = String(value).replace(INVISIBLE, '').replace(LINE_BREAKING, ' ').replace(/\s+/g, ' ').trim();
  const characters = [...oneLine];
  const capped =
    characters.length > MAX_MAIL_VALUE_LENGTH
      ? `${characters
          .slice(0, MAX_MAIL_VALUE_LENGTH - 1)
          .join('')
          .trimEnd()}…`
      : oneLine;
  return capped.replace(SCHEME_SEPARATOR, '[:]//').replace(DOMAIN_DOT, '[.]');
}

const composedBySystem: unique symbol = Symbol('composed by the system');

/** Text the system composed; only `mailText` makes one, as no other module can name its mark. */
export interface MailText {
  readonly text: string;
  readonly [composedBySystem]: true;
}

type MailValue = string | number | MailText | null;

/**
 * A mail's text: the template is the system's, every value a caller's, made plain; null leaves
 * nothing and a MailText (an optional sentence composed the same way) goes in as it is.
 */
export function mailText(template: TemplateStringsArray, ...values: readonly MailValue[]): MailText {
  const inserted = values.map((value) =>
    value === null ? '' : typeof value === 'object' ? value.text : plainValue(value),
  );
  return {
    text: template.reduce((text, part, index) => text + part + (inserted[index] ?? ''), ''),
    [composedBySystem]: true,
  };
}
