import type { PortalPorts } from '../portal-ports';
import type { PortalError } from '../shared/portal-error';
import type { Result } from '../shared/result';
import { requiredEmail } from './credential-input';

/** Asks the provider to e-mail a password-reset code. */
export function makeRequestPasswordReset({ identity }: Pick<PortalPorts, 'identity'>) {
  return async function requestPasswordReset(email: string): Promise<Result<void, PortalError>> {
    const required = requiredEmail(email);
    if (!required.ok) return required;
    return identity.requestPasswordReset(required.value);
  };
}
