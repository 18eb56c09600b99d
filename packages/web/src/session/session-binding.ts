import {
  createSessionKeeper,
  type DeviceStore,
  type Portal,
  type SessionKeeper,
  type SessionSignals,
} from '@justiciable/core';
import type { Toaster } from '../data/toaster';
import type { StoreHolder } from './store-holder';
import { sessionKeeperAtom, sessionStateAtom } from './user-atoms';

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

/**
 * Core's session keeper bound to the app. The keeper alone holds who is signed in; the store only
 * shows it (userAtom reads the state the keeper last told), and is replaced whole when the session
 * ends, so nothing the client saw survives it. A store replaced by hand (signing out everywhere)
 * signs out here too. A session that ended without the person asking (revoked, another tab's
 * sign-out, the account gone) tells its reason, if any, and goes to /welcome. Answers the keeper;
 * its `stop` stops watching too.
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
    signals,
    refreshPage: refreshRoute,
    ...(hasStoredSession ? { hasStoredSession } : {}),
    ...(storedUserId ? { storedUserId } : {}),
  });
  const show = () => {
    const current = store.current();
    current.set(sessionKeeperAtom, keeper);
    current.set(sessionStateAtom, keeper.getSnapshot());
  };
  show();
  /** Set while the store is being replaced by hand: the sign-out that follows need not replace it again. */
  let replacedByHand = false;
  const stopStore = store.subscribe(() => {
    replacedByHand = true;
    keeper.forget();
    replacedByHand = false;
    show();
  });
  let last = keeper.getSnapshot();
  const stopListening = keeper.subscribe(() => {
    const state = keeper.getSnapshot();
    if (state === last) return;
    const left = last.status === 'signed-in' && state.status !== 'signed-in';
    last = state;
    if (left && !replacedByHand) store.replace();
    else show();
    if (state.status !== 'ended') return;
    // Once the store's replacement has reached every watcher (the router drops the client's pages).
    queueMicrotask(() => {
      if (state.reason !== null) toaster.error(state.reason);
      goToWelcome();
    });
  });
  return {
    ...keeper,
    stop() {
      stopListening();
      stopStore();
      keeper.stop();
    },
  };
}

/** The keeper bound to `store` (bindSessionKeeper). */
export function keeperOf(store: StoreHolder): SessionKeeper {
  const keeper = store.current().get(sessionKeeperAtom);
  if (keeper === null) throw new Error('No session keeper is bound to this store');
  return keeper;
}
