import type { PortalPorts } from '../portal-ports';
import type { PortalError } from '../shared/portal-error';
import type { Result } from '../shared/result';
import type { SignOutOutcome, SignOutScope } from './identity-gateway';

/** Ends the session at the provider, this device's or every device's; the UI then replaces its store (SPEC §3, §4). */
export function makeSignOut({ identity }: Pick<PortalPorts, 'identity'>) {
  return function signOut(scope: SignOutScope = {}): Promise<Result<SignOutOutcome, PortalError>> {
    return identity.signOut({ everywhere: scope.everywhere === true });
  };
}
