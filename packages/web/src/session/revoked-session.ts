import type { CatalogueMessage } from '@justiciable/core';
import { keeperOf } from './session-binding';
import type { StoreHolder } from './store-holder';

/**
 * Runs what ends this session on purpose, deleting the account: its last step deletes the
 * identity, after which every call still on its way (the unread count, the account's socket) is
 * refused, and the person, who asked for it, must read the deletion's own message once, not
 * 'Su sesión terminó'. A deletion that fails leaves the session as it was, watched again.
 */
export function endingOnPurpose<T>(store: StoreHolder, run: () => Promise<T>): Promise<T> {
  return keeperOf(store).endingOnPurpose(run);
}

/**
 * Ends a session that cannot go on (revoked, or its account deleted or disabled elsewhere) and
 * says why, once however many find it over: the session ends at the provider and in the store,
 * the reason shows, and the client is at /welcome (core's session keeper, bound in ./session-binding.ts).
 */
export function endSessionSaying(reason: CatalogueMessage, { store }: { readonly store: StoreHolder }): Promise<void> {
  return keeperOf(store).end(reason);
}
