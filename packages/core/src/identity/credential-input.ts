import { identityMessages } from '../shared/catalogue';
import { portalError, type PortalError } from '../shared/portal-error';
import { err, ok, type Result } from '../shared/result';
import { validatePassword } from './password-policy';

// Refusals the identity provider would answer anyway (SPEC §8), checked first so an empty form
// never reaches it.

/** The e-mail, which is also the username (SPEC §1), trimmed; refused when empty. */
export function requiredEmail(email: string): Result<string, PortalError> {
  const trimmed = email.trim();
  return trimmed === '' ? err(portalError.invalidInput('email', identityMessages.emptyUsername)) : ok(trimmed);
}

/** A password as typed (spaces count); refused when empty. */
export function requiredPassword(password: string): Result<string, PortalError> {
  return password === '' ? err(portalError.invalidInput('password', identityMessages.emptyPassword)) : ok(password);
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A required e-mail with the shape local@domain.tld. */
export function wellFormedEmail(email: string): Result<string, PortalError> {
  const required = requiredEmail(email);
  if (!required.ok) return required;
  return EMAIL_SHAPE.test(required.value) ? required : err(portalError.invalidInput('email', identityMessages.invalidEmail));
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
  return err({ ...portalError.invalidInput('password', identityMessages.invalidPassword), detail: unmetRules.join(' ') });
}
