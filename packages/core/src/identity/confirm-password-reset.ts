import type { PortalPorts } from '../portal-ports';
import { validationMessages } from '../shared/catalogue';
import { portalError, type PortalError } from '../shared/portal-error';
import { err, ok, type Result } from '../shared/result';
import { acceptablePassword, checkedTogether, isUnknownAddress, requiredEmail } from './credential-input';

export interface PasswordReset {
  readonly email: string;
  readonly code: string;
  readonly newPassword: string;
  /** End every session of the account once the new password is set (the provider keeps them otherwise). */
  readonly endOtherSessions?: boolean;
}

export interface PasswordResetOutcome {
  /** Whether every other session of the account was ended; false when not asked, or not confirmed. */
  readonly otherSessionsEnded: boolean;
}

/**
 * Sets a new password with the e-mailed code; the new one must meet SPEC §5's policy. For an
 * address without an account every code is simply wrong. Ending the other sessions needs one
 * signed in to ask for it: the new password signs in, every session ends, and this one with them.
 */
export function makeConfirmPasswordReset({ identity }: Pick<PortalPorts, 'identity'>) {
  return async function confirmPasswordReset(reset: PasswordReset): Promise<Result<PasswordResetOutcome, PortalError>> {
    const checked = checkedTogether({
      email: requiredEmail(reset.email),
      code: requiredCode(reset.code),
      password: acceptablePassword(reset.newPassword),
    });
    if (!checked.ok) return checked;
    const { email, code, password } = checked.value;
    const confirmed = await identity.confirmPasswordReset(email, code, password);
    if (!confirmed.ok)
      return isUnknownAddress(confirmed.error)
        ? err(portalError.identity('codeMismatch', confirmed.error.detail))
        : confirmed;
    if (reset.endOtherSessions !== true) return ok({ otherSessionsEnded: false });
    const signedIn = await identity.signIn(email, password);
    if (!signedIn.ok) return ok({ otherSessionsEnded: false });
    const ended = await identity.signOut({ everywhere: true });
    if (ended.ok) return ok({ otherSessionsEnded: true });
    // Not confirmed: this session, opened only to ask, is left as the person found it.
    await identity.signOut();
    return ok({ otherSessionsEnded: false });
  };
}

/** The e-mailed code, trimmed; refused when blank. */
function requiredCode(code: string): Result<string, PortalError> {
  const trimmed = code.trim();
  return trimmed === '' ? err(portalError.invalidInput('code', validationMessages.required)) : ok(trimmed);
}
