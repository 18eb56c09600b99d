import {
  createSessionKeeper,
  type DeviceStore,
  type HeldSession,
  type Portal,
  type SessionHolder,
  type SessionKeeper,
  type SessionSignals,
} from '@justiciable/core';
import type { Toaster } from '../data/toaster';
import { revalidationDueAtom, userCheckedAtAtom } from './session-atoms';
import type { StoreHolder } from './store-holder';
import { userAtom } from './user-atoms';

/**
 * The session keeper's state in the app's jotai store, so components read it as atoms and a
 * sign-out that replaces the store drops it with everything else the client saw.
 */
export function storeSessionHolder(store: StoreHolder): SessionHolder {
  return {
    read(): HeldSession {
      const current = store.current();
      return {
        loaded: current.get(userAtom),
        checkedAt: current.get(userCheckedAtAtom),
        revalidationDue: current.get(revalidationDueAtom),
      };
    },
    write({ loaded, checkedAt, revalidationDue }) {
      const current = store.current();
      if (loaded !== undefined) current.set(userAtom, loaded);
      if (checkedAt !== undefined) current.set(userCheckedAtAtom, checkedAt);
      if (revalidationDue !== undefined) current.set(revalidationDueAtom, revalidationDue);
    },
    clear: () => void store.replace(),
    generation: () => store.current(),
    subscribe(listener) {
      let stopUser = store.current().sub(userAtom, listener);
      const stopStore = store.subscribe(() => {
        stopUser();
        stopUser = store.current().sub(userAtom, listener);
        listener();
      });
      return () => {
        stopUser();
        stopStore();
      };
    },
  };
}

/**
 * The browser's signals: the document's visibility, the network's return, idle callbacks, and
 * another tab signing out. Every open tab shares one signed-in user, kept by the identity provider
 * in localStorage; when another tab signs out, or signs in someone else, the browser tells this
 * tab with a `storage` event on the key that names the user (or a null key: the storage cleared).
 */
export function browserSignals(target: Window, isSignedInUserKey: (key: string) => boolean): Partial<SessionSignals> {
  const { document } = target;
  return {
    isOnline: () => target.navigator.onLine,
    onOnline(listener) {
      target.addEventListener('online', listener);
      return () => target.removeEventListener('online', listener);
    },
    isHidden: () => document.visibilityState === 'hidden',
    onVisibilityChange(listener) {
      document.addEventListener('visibilitychange', listener);
      return () => document.removeEventListener('visibilitychange', listener);
    },
    onOtherTabSignOut(listener) {
      const onStorage = (event: StorageEvent) => {
        if (event.storageArea !== target.localStorage) return;
        if (event.key === null || (isSignedInUserKey(event.key) && event.newValue !== event.oldValue)) listener();
      };
      target.addEventListener('storage', onStorage);
      return () => target.removeEventListener('storage', onStorage);
    },
  };
}

export interface SessionBinding {
  readonly portal: Portal;
  readonly deviceStore: DeviceStore;
  readonly store: StoreHolder;
  readonly toaster: Toaster;
  readonly goToWelcome: () => void;
  readonly refreshRoute: (routeId: string) => void;
  /** The browser's signals; none where there is no page (prerendering). */
  readonly signals?: Partial<SessionSignals>;
  readonly hasStoredSession?: () => boolean;
  readonly storedUserId?: () => string | null;
}

/** The keeper of each app's store, for the bindings that reach the session through the store alone. */
const keepers = new WeakMap<StoreHolder, SessionKeeper>();

/**
 * Core's session keeper bound to the app: its state in the store's atoms, and a session that
 * ended without the person asking (revoked, another tab's sign-out, the account gone) tells its
 * reason, if any, and goes to /welcome. Answers the keeper; its `stop` stops watching too.
 */
export function bindSessionKeeper({
  portal,
  deviceStore,
  store,
  toaster,
  goToWelcome,
  refreshRoute,
  signals = {},
  hasStoredSession,
  storedUserId,
}: SessionBinding): SessionKeeper {
  const keeper = createSessionKeeper({
    portal,
    deviceStore,
    holder: storeSessionHolder(store),
    signals,
    refreshPage: refreshRoute,
    ...(hasStoredSession ? { hasStoredSession } : {}),
    ...(storedUserId ? { storedUserId } : {}),
  });
  let last = keeper.getSnapshot();
  const stopListening = keeper.subscribe(() => {
    const state = keeper.getSnapshot();
    const ended = state !== last && state.status === 'ended';
    last = state;
    if (!ended) return;
    // Once the store's replacement has reached every watcher (the router drops the client's pages).
    queueMicrotask(() => {
      if (state.reason !== null) toaster.error(state.reason);
      goToWelcome();
    });
  });
  keepers.set(store, keeper);
  return {
    ...keeper,
    stop() {
      stopListening();
      keeper.stop();
    },
  };
}

/** The keeper bound to `store` (bindSessionKeeper). */
export function keeperOf(store: StoreHolder): SessionKeeper {
  const keeper = keepers.get(store);
  if (keeper === undefined) throw new Error('No session keeper is bound to this store');
  return keeper;
}
