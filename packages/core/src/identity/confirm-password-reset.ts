import type { PortalPorts } from '../portal-ports';
import { validationMessages } from '../shared/catalogue';
import { portalError, type PortalError } from '../shared/portal-error';
import { err, ok, type Result } from '../shared/result';
import { acceptablePassword, isUnknownAddress, requiredEmail } from './credential-input';

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
    const email = requiredEmail(reset.email);
    if (!email.ok) return email;
    const code = reset.code.trim();
    if (code === '') return err(portalError.invalidInput('code', validationMessages.required));
    const password = acceptablePassword(reset.newPassword);
    if (!password.ok) return password;
    const confirmed = await identity.confirmPasswordReset(email.value, code, password.value);
    if (!confirmed.ok) return isUnknownAddress(confirmed.error) ? err(portalError.identity('codeMismatch', confirmed.error.detail)) : confirmed;
    if (reset.endOtherSessions !== true) return ok({ otherSessionsEnded: false });
    const signedIn = await identity.signIn(email.value, password.value);
    if (!signedIn.ok) return ok({ otherSessionsEnded: false });
    const ended = await identity.signOut({ everywhere: true });
    if (ended.ok) return ok({ otherSessionsEnded: true });
    // Not confirmed: this session, opened only to ask, is left as the person found it.
    await identity.signOut();
    return ok({ otherSessionsEnded: false });
  };
}
