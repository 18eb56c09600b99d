import {
  identityMessages,
  type DeviceStore,
  type LoadedSession,
  type Portal,
  type PortalError,
} from '@justiciable/core';
import { createDeviceReads } from '../data/device-reads';
import type { Toaster } from '../data/toaster';
import type { DeviceData, DeviceSession } from './device-data';
import { endSession } from './end-session';
import { userCheckedAtAtom } from './session-atoms';
import type { AppStore, StoreHolder } from './store-holder';
import { userAtom } from './user-atoms';

/** The key of the loaded session among a user's records on the device. */
const SESSION_KEY = 'sesion';

export interface DeviceDataOptions {
  readonly cache: DeviceStore;
  readonly portal: Portal;
  readonly store: StoreHolder;
  readonly toaster: Toaster;
  readonly goToWelcome: () => void;
  readonly refreshRoute: (routeId: string) => void;
  /** The user id of the session the identity provider stored on this device (read without its code); null when none. */
  readonly storedUserId?: () => string | null;
}

/**
 * The device's data for this app: the reads of signed-in pages, and the session kept for the
 * next visit. Nothing is left for the next person: a client's records are deleted when their
 * session ends here (logout, another tab's, a revocation: each replaces the store), and signing in
 * deletes every other client's. Answers the data and a function that stops watching the store.
 */
export function createDeviceData({
  cache,
  portal,
  store,
  toaster,
  goToWelcome,
  refreshRoute,
  storedUserId = () => null,
}: DeviceDataOptions): DeviceData & { readonly stop: () => void } {
  const signedInId = (of: AppStore) => of.get(userAtom)?.session.userId ?? null;
  const reads = createDeviceReads({
    cache,
    refreshRoute,
    isSignedIn: (userId) => signedInId(store.current()) === userId,
  });

  async function readKnown(): Promise<LoadedSession | null> {
    const kept = await cache.getEveryAccount<LoadedSession>(SESSION_KEY);
    // Signing in deletes the others, so there is one; two (a write the browser lost) trust neither.
    return kept.length === 1 ? (kept[0]?.value ?? null) : null;
  }
  // A fresh page of a client whose tokens are stored here starts reading the kept session at
  // once, beside the app's own start: the first guard takes it rather than waiting for the read.
  // Only while nothing has changed: a sign-in or a session ended meanwhile reads the device again.
  let earlyKnown = storedUserId() === null ? null : readKnown();

  // The client whose records this page may keep; null before the first sign-in seen.
  let keptFor: string | null = null;
  const watchUser = (watched: AppStore) =>
    watched.sub(userAtom, () => {
      earlyKnown = null;
      const loaded = watched.get(userAtom);
      if (loaded === null || watched !== store.current()) return;
      const userId = loaded.session.userId;
      if (keptFor !== userId) void cache.deleteAllBut(userId);
      keptFor = userId;
      void cache.put(userId, SESSION_KEY, loaded);
    });
  let stopWatchingUser = watchUser(store.current());
  const stopWatchingStore = store.subscribe(() => {
    earlyKnown = null;
    stopWatchingUser();
    if (keptFor !== null) void cache.deleteAccount(keptFor);
    keptFor = null;
    stopWatchingUser = watchUser(store.current());
  });

  async function ended(signedIn: AppStore, error: PortalError): Promise<void> {
    if (signedIn !== store.current()) return;
    await endSession({ portal, store });
    if (error.message !== identityMessages.notAuthenticated) toaster.error(error.message);
    goToWelcome();
  }

  const session: DeviceSession = {
    known() {
      const early = earlyKnown;
      earlyKnown = null;
      return early ?? readKnown();
    },
    async resumable() {
      const stored = storedUserId();
      const kept = stored === null ? null : await session.known();
      return kept !== null && kept.session.userId === stored ? kept : null;
    },
    revalidate(loaded) {
      const signedIn = store.current();
      void portal.resumeSession({ known: loaded, revalidate: true }).then(async (resumed) => {
        if (!resumed.ok) return ended(signedIn, resumed.error);
        // A failure to reach the services keeps the session as it is (core's warning): the page says it is offline.
        if (!resumed.value.fetched || signedIn !== store.current()) return;
        signedIn.set(userAtom, resumed.value.loaded);
        signedIn.set(userCheckedAtAtom, Date.now());
      });
    },
  };

  return {
    reads,
    session,
    stop: () => {
      stopWatchingUser();
      stopWatchingStore();
    },
  };
}
