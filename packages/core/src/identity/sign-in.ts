import type { PortalPorts } from '../portal-ports';
import type { PortalError } from '../shared/portal-error';
import type { Result } from '../shared/result';
import { checkedTogether, requiredEmail, requiredPassword } from './credential-input';
import type { IdentitySession } from './identity-gateway';

/** Signs the client in; empty fields are refused, both at once, before the provider is asked (SPEC §8). */
export function makeSignIn({ identity }: Pick<PortalPorts, 'identity'>) {
  return async function signIn(credentials: {
    readonly email: string;
    readonly password: string;
  }): Promise<Result<IdentitySession, PortalError>> {
    const checked = checkedTogether({
      email: requiredEmail(credentials.email),
      password: requiredPassword(credentials.password),
    });
    if (!checked.ok) return checked;
    return identity.signIn(checked.value.email, checked.value.password);
  };
}
