import type { PortalPorts } from '../portal-ports';
import type { PortalError } from '../shared/portal-error';
import type { Result } from '../shared/result';
import { requiredEmail } from './credential-input';

/** Sends the confirmation code again (the remedy SPEC §8's 'not confirmed' text asks for). */
export function makeResendConfirmationCode({ identity }: Pick<PortalPorts, 'identity'>) {
  return async function resendConfirmationCode(email: string): Promise<Result<void, PortalError>> {
    const required = requiredEmail(email);
    if (!required.ok) return required;
    return identity.resendSignUpCode(required.value);
  };
}
