import type { PortalPorts } from '../portal-ports';
import { validationMessages } from '../shared/catalogue';
import { portalError, type PortalError } from '../shared/portal-error';
import { err, type Result } from '../shared/result';
import { acceptablePassword, isUnknownAddress, requiredEmail } from './credential-input';

/**
 * Sets a new password with the e-mailed code; the new one must meet SPEC §5's policy. For an
 * address without an account every code is simply wrong.
 */
export function makeConfirmPasswordReset({ identity }: Pick<PortalPorts, 'identity'>) {
  return async function confirmPasswordReset(reset: {
    readonly email: string;
    readonly code: string;
    readonly newPassword: string;
  }): Promise<Result<void, PortalError>> {
    const email = requiredEmail(reset.email);
    if (!email.ok) return email;
    const code = reset.code.trim();
    if (code === '') return err(portalError.invalidInput('code', validationMessages.required));
    const password = acceptablePassword(reset.newPassword);
    if (!password.ok) return password;
    const confirmed = await identity.confirmPasswordReset(email.value, code, password.value);
    return !confirmed.ok && isUnknownAddress(confirmed.error) ? err(portalError.identity('codeMismatch', confirmed.error.detail)) : confirmed;
  };
}
