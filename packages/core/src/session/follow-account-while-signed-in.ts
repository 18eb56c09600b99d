import type { AccountEventsConnection } from '../account/account-events';
import type { AccountChange } from '../account/follow-account';
import type { UserRecord } from '../account/user';
import { loadedSessionOf, type LoadedSession } from '../identity/load-session';
import type { Portal } from '../portal';
import { errorMessages, sessionMessages, type CatalogueMessage } from '../shared/catalogue';
import type { SessionHolder } from './session-holder';
import type { SessionSignals } from './session-signals';

/** How long a hidden page keeps following the account: past it, the socket closes until the page is seen again. */
export const FOLLOW_WHILE_HIDDEN_MS = 60_000;

/** What following the account tells its caller, beyond the session's record it replaces. */
export interface AccountFollower {
  /**
   * Reads the shown pages again: only those that show the account's records (`'account'`), or
   * every signed-in page (`'all'`), as changes made while the socket was down were lost.
   */
  readonly readPagesAgain: (which: 'account' | 'all') => void;
  /** A change saved elsewhere replaced the record while no save of this page was under way. */
  readonly changedElsewhere?: () => void;
  /** Whether a save of the account is under way here: a change that comes meanwhile is its echo. */
  readonly savesUnderWay?: () => boolean;
}

export interface FollowAccountContext {
  readonly portal: Portal;
  readonly holder: SessionHolder;
  readonly signals: SessionSignals;
  readonly end: (reason: CatalogueMessage) => Promise<void>;
}

/** Whether two records hold the same data: an echo of this page's own save changes nothing. */
function sameRecord(a: UserRecord, b: UserRecord): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The signed-in record with one change applied, or null when the change links a record this page does not hold: read it then. */
export function recordWith(
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
 * Follows the signed-in client's account (core's followAccount) while someone is signed in: a
 * profile, billing or location saved elsewhere replaces the session's record; an account deleted
 * or disabled elsewhere ends the session with 'Error al obtener el usuario', a session refused
 * with 'Su sesión terminó. Ingrese nuevamente.'; when the network returns after the socket
 * dropped, and again once the socket is back, the pages and the record are read again. It closes
 * the socket when the page stays hidden for FOLLOW_WHILE_HIDDEN_MS, following again and reading
 * everything again when the page is seen. Answers a function that stops it all.
 */
export function followAccountWhileSignedIn(
  { portal, holder, signals, end }: FollowAccountContext,
  { readPagesAgain, changedElsewhere = () => undefined, savesUnderWay = () => false }: AccountFollower,
): () => void {
  let following: { readonly clientId: string; readonly signedIn: object; stop(): void } | null = null;
  /** Bumped at every start and stop, so a start that answers late is undone. */
  let attempt = 0;
  /** Not following until the page is seen again: hidden for long, or the connection could not be kept. */
  let paused = false;
  let cancelHiddenTimer: () => void = () => undefined;
  /** Whether the socket is down: the network's return then reads at once, before the socket is back. */
  let interrupted = false;

  const loadedOf = (signedIn: object): LoadedSession | null =>
    holder.generation() === signedIn ? holder.read().loaded : null;

  const stop = () => {
    attempt += 1;
    following?.stop();
    following = null;
  };

  const apply = (signedIn: object, record: UserRecord) => {
    const loaded = loadedOf(signedIn);
    if (loaded === null || sameRecord(loaded.user, record)) return;
    holder.write({ loaded: loadedSessionOf(loaded.session, record) });
    if (!savesUnderWay()) changedElsewhere();
    readPagesAgain('account');
  };

  const readAgain = async (signedIn: object) => {
    const loaded = await portal.loadSession();
    if (loaded.ok && loadedOf(signedIn)?.client.id === loaded.value.client.id) apply(signedIn, loaded.value.user);
  };

  const start = (signedIn: object, loaded: LoadedSession) => {
    const thisAttempt = ++attempt;
    const clientId = loaded.client.id;
    const onChange = (change: AccountChange) => {
      if (change.kind === 'reconnected') {
        readPagesAgain('all');
        void readAgain(signedIn);
        return;
      }
      const current = loadedOf(signedIn);
      if (current === null) return;
      const record = recordWith(current.user, change);
      if (record === null) void readAgain(signedIn);
      else apply(signedIn, record);
    };
    const onEnded = (error: { readonly kind: string; readonly message: string }) => {
      if (thisAttempt !== attempt || loadedOf(signedIn) === null) return;
      following = null;
      if (error.message === errorMessages.loadUser) void end(errorMessages.loadUser);
      else if (error.kind === 'unauthenticated') void end(sessionMessages.endedElsewhere);
      // Any other end (the connection could not be kept) leaves the portal as it was before following: the next visit to the page tries again.
      else paused = true;
    };
    const onConnectionChange = (state: AccountEventsConnection) => {
      if (thisAttempt === attempt) interrupted = state === 'interrupted';
    };
    following = { clientId, signedIn, stop: () => undefined };
    void portal.followAccount({ client: loaded.client, onChange, onEnded, onConnectionChange }).then((result) => {
      if (!result.ok) {
        // Not following is no failure the person must hear of: the portal reads as it did before.
        if (thisAttempt === attempt) following = null;
        return;
      }
      if (thisAttempt !== attempt) result.value.stop();
      else following = { clientId, signedIn, stop: () => result.value.stop() };
    });
  };

  /** Follows while someone is signed in and the page is seen (or hidden only briefly); stops otherwise. */
  const sync = () => {
    const signedIn = holder.generation();
    const loaded = holder.read().loaded;
    const wanted = loaded !== null && !paused;
    if (!wanted || following?.signedIn !== signedIn || following.clientId !== loaded.client.id) stop();
    if (wanted && following === null) start(signedIn, loaded);
  };

  const onVisibility = () => {
    cancelHiddenTimer();
    if (signals.isHidden()) {
      cancelHiddenTimer = signals.setTimer(() => {
        paused = true;
        sync();
      }, FOLLOW_WHILE_HIDDEN_MS);
      return;
    }
    if (!paused) return;
    paused = false;
    sync();
    // What changed while the page was not following may be anywhere on the signed-in pages.
    const signedIn = holder.generation();
    if (holder.read().loaded !== null) {
      readPagesAgain('all');
      void readAgain(signedIn);
    }
  };

  // A realtime client reconnects its socket a few seconds after the network returns; what changed meanwhile is read at once.
  const onOnline = () => {
    const signedIn = holder.generation();
    if (!interrupted || following?.signedIn !== signedIn || holder.read().loaded === null) return;
    readPagesAgain('all');
    void readAgain(signedIn);
  };

  const stopHolder = holder.subscribe(sync);
  const stopVisibility = signals.onVisibilityChange(onVisibility);
  const stopOnline = signals.onOnline(onOnline);
  if (signals.isHidden()) onVisibility();
  sync();

  return () => {
    stopHolder();
    stopVisibility();
    stopOnline();
    cancelHiddenTimer();
    stop();
  };
}
