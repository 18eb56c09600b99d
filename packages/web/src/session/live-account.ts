import {
  errorMessages,
  loadedSessionOf,
  sessionMessages,
  type AccountChange,
  type AccountEventsConnection,
  type LoadedSession,
  type Portal,
  type UserRecord,
} from '@justiciable/core';
import { endSessionSaying } from './revoked-session';
import type { AppStore, StoreHolder } from './store-holder';
import { accountChangedElsewhereAtom, accountSavesUnderWayAtom, userAtom } from './user-atoms';

/** How long a hidden tab keeps following the account: past it, the socket closes until the tab is seen again. */
export const FOLLOW_WHILE_HIDDEN_MS = 60_000;

/** The router, as far as following the account needs it. */
export interface RoutesToReload {
  /** Reads again the signed-in routes that `matches` picks (every route when left out). */
  invalidate(options?: { readonly filter?: (match: { readonly routeId: string }) => boolean }): Promise<unknown>;
}

export interface LiveAccountWatch {
  readonly portal: Portal;
  readonly store: StoreHolder;
  readonly router: RoutesToReload;
}

/** The routes that show the account's records. */
const ACCOUNT_ROUTES: ReadonlySet<string> = new Set(['/_main/miCuenta']);

/** Whether two records hold the same data: an echo of this tab's own save changes nothing. */
function sameRecord(a: UserRecord, b: UserRecord): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The signed-in record with one change applied, or null when the change links a record this tab does not hold: read it then. */
function recordWith(
  record: UserRecord,
  change: Exclude<AccountChange, { readonly kind: 'reconnected' }>,
): UserRecord | null {
  switch (change.kind) {
    case 'user': {
      const { userBillingInfoId, userLocationId } = change.user;
      const sameLinks =
        userBillingInfoId === record.user.userBillingInfoId && userLocationId === record.user.userLocationId;
      return sameLinks ? { ...record, user: change.user } : null;
    }
    case 'billing':
      return change.billing.id === record.user.userBillingInfoId ? { ...record, billingInfo: change.billing } : null;
    case 'location':
      return change.location.id === record.user.userLocationId ? { ...record, location: change.location } : null;
  }
}

/**
 * The open portal follows the signed-in client's account (issue 25, core's followAccount): a
 * profile, billing or location saved elsewhere replaces the session's record, so the name in the
 * frame and /miCuenta show it without a reload; an account deleted or disabled elsewhere signs
 * this tab out at once with 'Error al obtener el usuario', as a session revoked elsewhere does;
 * when the network returns after the socket dropped, and again once the socket is back, the
 * signed-in routes and the record are read again, as changes made meanwhile were lost. The app
 * starts it once the page has loaded and the browser is idle (app/start.tsx), so neither this
 * code nor the realtime client is in the first load. It stops on sign-out, and closes the socket
 * when the tab stays hidden for FOLLOW_WHILE_HIDDEN_MS, following again and reading everything
 * again when the tab is seen. Answers a function that stops it all.
 */
export function followAccountWhileSignedIn(target: Window, { portal, store, router }: LiveAccountWatch): () => void {
  const { document } = target;
  let following: { readonly clientId: string; readonly store: AppStore; stop(): void } | null = null;
  /** Bumped at every start and stop, so a start that answers late is undone. */
  let attempt = 0;
  /** Not following until the tab is seen again: hidden for long, or the connection could not be kept. */
  let paused = false;
  let hiddenTimer: ReturnType<typeof setTimeout> | undefined;
  let stopWatchingUser: () => void = () => undefined;
  /** Whether the socket is down: the network's return then reads at once, before the socket is back. */
  let interrupted = false;

  const stop = () => {
    attempt += 1;
    following?.stop();
    following = null;
  };

  const apply = (signedIn: AppStore, record: UserRecord) => {
    const loaded = signedIn.get(userAtom);
    if (loaded === null || sameRecord(loaded.user, record)) return;
    signedIn.set(userAtom, loadedSessionOf(loaded.session, record));
    if (signedIn.get(accountSavesUnderWayAtom) === 0) signedIn.set(accountChangedElsewhereAtom, (count) => count + 1);
    void router.invalidate({ filter: (match) => ACCOUNT_ROUTES.has(match.routeId) });
  };

  const readAgain = async (signedIn: AppStore) => {
    const loaded = await portal.loadSession();
    if (loaded.ok && store.current() === signedIn && signedIn.get(userAtom)?.client.id === loaded.value.client.id)
      apply(signedIn, loaded.value.user);
  };

  const start = (signedIn: AppStore, loaded: LoadedSession) => {
    const thisAttempt = ++attempt;
    const clientId = loaded.client.id;
    const onChange = (change: AccountChange) => {
      if (change.kind === 'reconnected') {
        void router.invalidate();
        void readAgain(signedIn);
        return;
      }
      const current = signedIn.get(userAtom);
      if (current === null) return;
      const record = recordWith(current.user, change);
      if (record === null) void readAgain(signedIn);
      else apply(signedIn, record);
    };
    const onEnded = (error: { readonly kind: string; readonly message: string }) => {
      if (thisAttempt !== attempt || store.current() !== signedIn || signedIn.get(userAtom) === null) return;
      following = null;
      if (error.message === errorMessages.loadUser) void endSessionSaying(errorMessages.loadUser, { store });
      else if (error.kind === 'unauthenticated') void endSessionSaying(sessionMessages.endedElsewhere, { store });
      // Any other end (the connection could not be kept) leaves the portal as it was before following: the next visit to the tab tries again.
      else paused = true;
    };
    const onConnectionChange = (state: AccountEventsConnection) => {
      if (thisAttempt === attempt) interrupted = state === 'interrupted';
    };
    following = { clientId, store: signedIn, stop: () => undefined };
    void portal.followAccount({ client: loaded.client, onChange, onEnded, onConnectionChange }).then((result) => {
      if (!result.ok) {
        // Not following is no failure the person must hear of: the portal reads as it did before.
        if (thisAttempt === attempt) following = null;
        return;
      }
      if (thisAttempt !== attempt) result.value.stop();
      else following = { clientId, store: signedIn, stop: () => result.value.stop() };
    });
  };

  /** Follows while someone is signed in and the tab is seen (or hidden only briefly); stops otherwise. */
  const sync = () => {
    const signedIn = store.current();
    const loaded = signedIn.get(userAtom);
    const wanted = loaded !== null && !paused;
    if (!wanted || following?.store !== signedIn || following.clientId !== loaded.client.id) stop();
    if (wanted && following === null) start(signedIn, loaded);
  };

  const watchUserOf = (signedIn: AppStore) => {
    stopWatchingUser();
    stopWatchingUser = signedIn.sub(userAtom, sync);
  };

  const onVisibility = () => {
    clearTimeout(hiddenTimer);
    if (document.visibilityState === 'hidden') {
      hiddenTimer = setTimeout(() => {
        paused = true;
        sync();
      }, FOLLOW_WHILE_HIDDEN_MS);
      return;
    }
    if (!paused) return;
    paused = false;
    sync();
    // What changed while the tab was not following may be anywhere on the signed-in routes.
    const signedIn = store.current();
    if (signedIn.get(userAtom) !== null) {
      void router.invalidate();
      void readAgain(signedIn);
    }
  };

  // Amplify reconnects its socket a few seconds after the network returns; what changed meanwhile is read at once.
  const onOnline = () => {
    const signedIn = store.current();
    if (!interrupted || following?.store !== signedIn || signedIn.get(userAtom) === null) return;
    void router.invalidate();
    void readAgain(signedIn);
  };

  const stopWatchingStore = store.subscribe(() => {
    watchUserOf(store.current());
    sync();
  });
  watchUserOf(store.current());
  document.addEventListener('visibilitychange', onVisibility);
  target.addEventListener('online', onOnline);
  if (document.visibilityState === 'hidden') onVisibility();
  sync();

  return () => {
    stopWatchingStore();
    stopWatchingUser();
    document.removeEventListener('visibilitychange', onVisibility);
    target.removeEventListener('online', onOnline);
    clearTimeout(hiddenTimer);
    stop();
  };
}
