import type { PortalPorts } from '../portal-ports';
import { validationMessages } from '../shared/catalogue';
import { portalError, type PortalError } from '../shared/portal-error';
import { err, type Result } from '../shared/result';
import { isUnknownAddress, requiredEmail } from './credential-input';

/**
 * Confirms the e-mailed code (/verifyAccount/:username/:code); auto sign-in follows (SPEC §4).
 * For an address without an account every code is simply wrong.
 */
export function makeConfirmRegistration({ identity }: Pick<PortalPorts, 'identity'>) {
  return async function confirmRegistration(confirmation: {
    readonly email: string;
    readonly code: string;
  }): Promise<Result<{ readonly signedIn: boolean }, PortalError>> {
    const email = requiredEmail(confirmation.email);
    if (!email.ok) return email;
    const code = confirmation.code.trim();
    if (code === '') return err(portalError.invalidInput('code', validationMessages.required));
    const confirmed = await identity.confirmSignUp(email.value, code);
    return !confirmed.ok && isUnknownAddress(confirmed.error)
      ? err(portalError.identity('codeMismatch', confirmed.error.detail))
      : confirmed;
  };
}
