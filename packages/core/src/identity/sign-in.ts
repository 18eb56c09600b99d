import type { PortalPorts } from '../portal-ports';
import type { PortalError } from '../shared/portal-error';
import type { Result } from '../shared/result';
import { requiredEmail, requiredPassword } from './credential-input';
import type { IdentitySession } from './identity-gateway';

/** Signs the client in; empty fields are refused before the provider is asked (SPEC §8). */
export function makeSignIn({ identity }: Pick<PortalPorts, 'identity'>) {
  return async function signIn(credentials: {
    readonly email: string;
    readonly password: string;
  }): Promise<Result<IdentitySession, PortalError>> {
    const email = requiredEmail(credentials.email);
    if (!email.ok) return email;
    const password = requiredPassword(credentials.password);
    if (!password.ok) return password;
    return identity.signIn(email.value, password.value);
  };
}
