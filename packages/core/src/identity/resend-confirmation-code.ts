import type { PortalPorts } from '../portal-ports';
import type { PortalError } from '../shared/portal-error';
import { ok, type Result } from '../shared/result';
import { isUnknownAddress, requiredEmail } from './credential-input';

/**
 * Sends the confirmation code again (the remedy SPEC §8's 'not confirmed' text asks for);
 * succeeds alike for an address without an account.
 */
export function makeResendConfirmationCode({ identity }: Pick<PortalPorts, 'identity'>) {
  return async function resendConfirmationCode({
    email,
  }: {
    readonly email: string;
  }): Promise<Result<void, PortalError>> {
    const required = requiredEmail(email);
    if (!required.ok) return required;
    const resent = await identity.resendSignUpCode(required.value);
    return !resent.ok && isUnknownAddress(resent.error) ? ok() : resent;
  };
}
