import type { RouterContext } from './router-context';

/**
 * Logout (SPEC §4): ends the session at the identity provider, then replaces the store so no
 * state of this client is left. The store is replaced even when the provider fails to answer,
 * as the person asked to leave.
 */
export async function endSession({ portal, store }: Pick<RouterContext, 'portal' | 'store'>): Promise<void> {
  await portal.signOut();
  store.replace();
}
