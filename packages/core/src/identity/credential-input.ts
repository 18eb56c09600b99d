import { identityMessages, tooLongMessage, validationMessages } from '../shared/catalogue';
import { portalError, type PortalError } from '../shared/portal-error';
import { err, ok, type Result } from '../shared/result';
import { textLimits } from '../shared/text-limits';
import { validatePassword } from './password-policy';

// Refusals the identity provider would answer anyway (SPEC §8), checked first so an empty form
// never reaches it.

/** The e-mail, which is also the username (SPEC §1), trimmed; refused when empty or longer than a username. */
export function requiredEmail(email: string): Result<string, PortalError> {
  const trimmed = email.trim();
  if (trimmed === '') return err(portalError.invalidInput('email', identityMessages.emptyUsername));
  if (trimmed.length > textLimits.username)
    return err(portalError.invalidInput('email', tooLongMessage(textLimits.username)));
  return ok(trimmed);
}

/** A password as typed (spaces count); refused when empty or longer than the provider takes. */
export function requiredPassword(password: string): Result<string, PortalError> {
  if (password === '') return err(portalError.invalidInput('password', identityMessages.emptyPassword));
  if (password.length > textLimits.password)
    return err(portalError.invalidInput('password', tooLongMessage(textLimits.password)));
  return ok(password);
}

/**
 * What a name may not hold: C0 and C1 controls, DEL, the Unicode line separators (the rule the
 * profile's save applies, the emulator's docs/graphql.md) and the bidirectional
 * embeddings, overrides and isolates, which make a name read backwards in the lawyer's lists and
 * mails.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's purpose
const NOT_IN_A_NAME = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/;

/**
 * The client's name and surname, trimmed; refused when blank, longer than a name (SPEC §3
 * User.name) or holding a line break, a control or a bidi override character.
 */
export function requiredName(name: string): Result<string, PortalError> {
  const trimmed = name.trim();
  if (trimmed === '') return err(portalError.invalidInput('name', validationMessages.required));
  if (trimmed.length > textLimits.name) return err(portalError.invalidInput('name', tooLongMessage(textLimits.name)));
  if (NOT_IN_A_NAME.test(trimmed)) return err(portalError.invalidInput('name', validationMessages.nameOneLine));
  return ok(trimmed);
}

/** A phone as typed; its digits are the provider's call, its length is refused here. */
export function phoneWithinLimit(phone: string): Result<string, PortalError> {
  return phone.length > textLimits.phone
    ? err(portalError.invalidInput('phone', tooLongMessage(textLimits.phone)))
    : ok(phone);
}

/**
 * A pool that does not prevent user-existence errors names an address without an account
 * (UserNotFoundException, read as incorrectCredentials, the words a pool that prevents them
 * uses). Where that would tell whether an address has an account, the portal answers as it
 * answers for any address.
 */
export function isUnknownAddress(error: PortalError): boolean {
  return error.kind === 'identity' && error.reason === 'incorrectCredentials';
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A required e-mail with the shape local@domain.tld. */
export function wellFormedEmail(email: string): Result<string, PortalError> {
  const required = requiredEmail(email);
  if (!required.ok) return required;
  return EMAIL_SHAPE.test(required.value)
    ? required
    : err(portalError.invalidInput('email', identityMessages.invalidEmail));
}

/**
 * A new password that meets SPEC §5's policy. The UI lists the unmet rules itself with
 * validatePassword as the client types; the failure names the refusal and keeps them as detail.
 */
export function acceptablePassword(password: string): Result<string, PortalError> {
  const required = requiredPassword(password);
  if (!required.ok) return required;
  const unmetRules = validatePassword(required.value);
  if (unmetRules.length === 0) return required;
  return err({
    ...portalError.invalidInput('password', identityMessages.invalidPassword),
    detail: unmetRules.join(' '),
  });
}

type CheckedValues<Checks extends Readonly<Record<string, Result<unknown, PortalError>>>> = {
  readonly [Key in keyof Checks]: Checks[Key] extends Result<infer Value, PortalError> ? Value : never;
};

/**
 * Every field's check of a form at once, so a form marks all its problems on one send instead of
 * one per send: the checked values when all pass, otherwise one 'invalid-input' refusal whose
 * `fields` names every refused field (in the order given, the order a person reads the form)
 * with its message, and whose `field` and `message` are the first's. A single refusal keeps its
 * own detail (the unmet password rules).
 */
export function checkedTogether<Checks extends Readonly<Record<string, Result<unknown, PortalError>>>>(
  checks: Checks,
): Result<CheckedValues<Checks>, PortalError> {
  const refusals = Object.values(checks).flatMap((check) => (check.ok ? [] : [check.error]));
  if (refusals.length === 0) {
    return ok(
      Object.fromEntries(
        Object.entries(checks).map(([key, check]) => [key, check.ok ? check.value : undefined]),
      ) as CheckedValues<Checks>,
    );
  }
  const fields: Record<string, PortalError['message']> = {};
  for (const refusal of refusals) {
    if (refusal.kind !== 'invalid-input') return err(refusal);
    fields[refusal.field] ??= refusal.message;
  }
  const [first] = refusals as [Extract<PortalError, { kind: 'invalid-input' }>];
  return err({ ...first, fields });
}
