import type { PortalPorts } from '../portal-ports';
import type { PortalError } from '../shared/portal-error';
import type { Result } from '../shared/result';

/** Ends the session at the provider; the UI then replaces its store (SPEC §3, §4). */
export function makeSignOut({ identity }: Pick<PortalPorts, 'identity'>) {
  return function signOut(): Promise<Result<void, PortalError>> {
    return identity.signOut();
  };
}
