import {
  aroundUseCases,
  sessionMessages,
  type CatalogueMessage,
  type Portal,
  type UseCaseName,
} from '@justiciable/core';
import type { Toaster } from '../data/toaster';
import { endSession } from './end-session';
import type { AppStore, StoreHolder } from './store-holder';
import { userAtom } from './user-atoms';

export interface RevokedSessionWatch {
  readonly store: StoreHolder;
  readonly toaster: Toaster;
  readonly goToWelcome: () => void;
}

/**
 * Use-cases whose callers decide themselves what 'unauthenticated' means: signing in and out,
 * and the session checks of the guards, which end a session the identity provider no longer
 * vouches for without a message (SPEC §2, src/session/signed-in.ts).
 */
const SESSION_USE_CASES: ReadonlySet<UseCaseName> = new Set<UseCaseName>([
  'signIn',
  'signOut',
  'loadSession',
  'resumeSession',
]);

/**
 * The portal, watched for sessions ended elsewhere. The identity provider vouches for a session
 * from the tokens it keeps in the browser, so a session signed out of every device or revoked by
 * an administrator looks alive here until a service refuses its token. When any other use-case,
 * called while a client is signed in, answers 'unauthenticated' (the adapters' reading of HTTP
 * 401), the session ends at the provider and in the store, and the client is sent to /welcome
 * with the catalogue's reason. Loaders and components stay unaware: they get their answer as is.
 */
export function endSessionWhenRevoked(portal: Portal, { store, toaster, goToWelcome }: RevokedSessionWatch): Portal {
  return aroundUseCases(portal, (name, useCase) => {
    if (SESSION_USE_CASES.has(name)) return useCase;
    return async (...args) => {
      const signedIn = store.current();
      const result = await useCase(...args);
      const refused = !result.ok && result.error.kind === 'unauthenticated';
      if (refused && signedIn.get(userAtom) !== null && signedIn === store.current()) {
        await endSessionSaying(sessionMessages.endedElsewhere, { portal, store, toaster, goToWelcome });
      }
      return result;
    };
  });
}

/** The stores whose session is ending: loaders run side by side, and the account's socket beside them, so several may find it over at once. */
const endingStores = new WeakSet<AppStore>();

/**
 * Runs what ends this session on purpose, deleting the account: its last step deletes the
 * identity, after which every call still on its way (the unread count, the account's socket) is
 * refused, and the person, who asked for it, must read the deletion's own message once, not
 * 'Su sesión terminó'. A deletion that fails leaves the session as it was, watched again.
 */
export async function endingOnPurpose<T>(store: StoreHolder, run: () => Promise<T>): Promise<T> {
  const signedIn = store.current();
  endingStores.add(signedIn);
  try {
    return await run();
  } finally {
    if (store.current() === signedIn) endingStores.delete(signedIn);
  }
}

/**
 * Ends a session that cannot go on (revoked, or its account deleted or disabled elsewhere) and
 * says why, once however many find it over: the session ends at the provider and in the store,
 * the reason shows, and the client is at /welcome.
 */
export async function endSessionSaying(
  reason: CatalogueMessage,
  { portal, store, toaster, goToWelcome }: RevokedSessionWatch & { readonly portal: Portal },
): Promise<void> {
  const signedIn = store.current();
  if (endingStores.has(signedIn)) return;
  endingStores.add(signedIn);
  // Signing out at the provider drops the tokens it still keeps, so the next sign-in starts clean.
  await endSession({ portal, store });
  toaster.error(reason);
  goToWelcome();
}
