import { sessionMessages } from '@justiciable/core';
import type { RouterContext } from './router-context';

/**
 * Logout (SPEC §4): ends the session at the identity provider, then in core's session keeper,
 * whose binding replaces the store so no state of this client is left. The session ends here even
 * when the provider fails to answer, as the person asked to leave; a provider that could not hear
 * it (offline) is told once the network is back, and the person is told so meanwhile (by
 * `toaster`, where the person asked to leave).
 */
export async function endSession({
  portal,
  device,
  toaster,
}: Pick<RouterContext, 'portal' | 'device'> & Partial<Pick<RouterContext, 'toaster'>>): Promise<void> {
  const signedOut = await portal.signOut();
  device.forget();
  if (signedOut.ok && !signedOut.value.endedAtProvider) toaster?.info(sessionMessages.signedOutOffline);
}
