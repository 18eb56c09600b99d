import { sessionMessages } from '@justiciable/core';
import type { RouterContext } from './router-context';

/**
 * Logout (SPEC §4): ends the session at the identity provider, then replaces the store so no
 * state of this client is left. The store is replaced even when the provider fails to answer,
 * as the person asked to leave; a provider that could not hear it (offline) is told once the
 * network is back, and the person is told so meanwhile (by `toaster`, where the person asked to leave).
 */
export async function endSession({
  portal,
  store,
  toaster,
}: Pick<RouterContext, 'portal' | 'store'> & Partial<Pick<RouterContext, 'toaster'>>): Promise<void> {
  const signedOut = await portal.signOut();
  store.replace();
  if (signedOut.ok && !signedOut.value.endedAtProvider) toaster?.info(sessionMessages.signedOutOffline);
}
