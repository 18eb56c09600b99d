import type { PortalPorts } from '../portal-ports';
import type { PortalError } from '../shared/portal-error';
import { ok, type Result } from '../shared/result';
import { isUnknownAddress, requiredEmail } from './credential-input';

/**
 * Asks the provider to e-mail a password-reset code. Succeeds alike whether or not the address
 * has an account ('Si existe una cuenta con ese correo, le enviamos un código.').
 */
export function makeRequestPasswordReset({ identity }: Pick<PortalPorts, 'identity'>) {
  return async function requestPasswordReset({
    email,
  }: {
    readonly email: string;
  }): Promise<Result<void, PortalError>> {
    const required = requiredEmail(email);
    if (!required.ok) return required;
    const requested = await identity.requestPasswordReset(required.value);
    return !requested.ok && isUnknownAddress(requested.error) ? ok() : requested;
  };
}
