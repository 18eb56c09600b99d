import type { LoadedSession } from '../identity/load-session';
import { keepOnTransportFailure, type ResumedSession, type SessionResume } from '../identity/resume-session';
import type { Portal, UseCaseName } from '../portal';
import { aroundUseCases } from '../portal-use-cases';
import { identityMessages, sessionMessages, type CatalogueMessage } from '../shared/catalogue';
import { portalError, type PortalError } from '../shared/portal-error';
import { err, ok, type Result } from '../shared/result';
import { createDeviceReads, type DeviceReads, type PageVisibility } from './device-reads';
import { followAccountWhileSignedIn, type AccountFollower } from './follow-account-while-signed-in';
import type { DeviceStore } from './device-store';
import { memorySessionHolder } from './session-holder';
import { defaultSignals, type SessionSignals } from './session-signals';
import {
  NO_NOTIFICATIONS,
  watchNotifications,
  type NotificationsState,
  type NotificationsWatchRequest,
  type SeenNotifications,
} from './watch-notifications';

/** The key of the loaded session among an account's copies on the device. */
export const SESSION_COPY = 'sesion';

/** How long a loaded user record is trusted before the page coming back to the front reads it again. */
export const REVALIDATE_AFTER_IDLE_MS = 30 * 60_000;

/**
 * Who is signed in, as a person meets it: nobody; a client, with their loaded session; or a session
 * that ended without them asking (revoked elsewhere, another tab signed out, the account deleted or
 * disabled), with the catalogue's reason to show, or null when there is nothing to say.
 */
export type SessionState =
  | { readonly status: 'signed-out' }
  | { readonly status: 'signed-in'; readonly loaded: LoadedSession }
  | { readonly status: 'ended'; readonly reason: CatalogueMessage | null };

/** A session the signed-in area may open, and what the person must be told of its check (a service that could not be reached). */
export interface CheckedSession {
  readonly loaded: LoadedSession;
  /** The catalogue's message to show, or null: a warning is not shown while offline, which the page says itself. */
  readonly tell: CatalogueMessage | null;
}

export interface SessionKeeperOptions {
  /** The portal whose session this keeps: the web's, loaded on first use, or a script's. */
  readonly portal: Portal;
  /** Where the device keeps its copies (the web: IndexedDB; a script: in memory). */
  readonly deviceStore: DeviceStore;
  /** What the keeper hears of the page (visibility, network, other tabs, timers); a script's defaults when left out. */
  readonly signals?: Partial<SessionSignals>;
  /**
   * Whether the identity provider keeps any session on this device, read without its code: while
   * none is kept, nobody is signed in, and the session checks answer so without loading the portal.
   * A script whose provider is always at hand leaves it out (always asked).
   */
  readonly hasStoredSession?: () => boolean;
  /** The user id of the session the identity provider stored on this device (read without its code); null when none. */
  readonly storedUserId?: () => string | null;
  /** Reloads one page's data (the web's router), so its loader takes the answer read behind the device's copy. */
  readonly refreshPage?: (pageId: string) => void;
}

/**
 * The session of one portal, framework-free, as TanStack Query's QueryClient is: it alone holds
 * who is signed in; the web binds it to React (`subscribe` with `getSnapshot` or
 * `getNotifications` suit useSyncExternalStore), a script holds it as is.
 */
export interface SessionKeeper {
  /** The state now; the same object until it changes. */
  getSnapshot(): SessionState;
  /**
   * The signed-in client's unread notifications as `watchNotifications` last read them; the same
   * object until they change, and none again once the session ends.
   */
  getNotifications(): NotificationsState;
  /** Calls `listener` whenever the state or the notifications change; answers a function that stops it. */
  subscribe(listener: () => void): () => void;
  /**
   * Holds `loaded` as the signed-in client's session: after signing in (the portal's signIn or
   * registration answers it), or a save that changed the client's record. A sign-in of another
   * client deletes every other client's copies on the device.
   */
  hold(loaded: LoadedSession): void;
  /**
   * Drops the session here because the person signed out (after the portal's signOut, whatever it
   * answered): the state is 'signed-out', nothing is said, and the client's copies are deleted.
   */
  forget(): void;
  /**
   * Looks for the signed-in client's new notifications while the page is in front and the device
   * online (SPEC §7 has no subscription): every NOTIFICATIONS_LOOK_MS, and at once when the page
   * is shown again or the network comes back after NOTIFICATIONS_RECHECK_MS without a look. Each
   * look updates `getNotifications()`; new unread notifications reach `onNew`. Answers a function
   * that stops watching.
   */
  watchNotifications(request: NotificationsWatchRequest): () => void;
  /**
   * The portal, watched: a use-case that answers 'unauthenticated' while a client is signed in
   * (a session revoked or signed out of every device elsewhere) ends the session with 'Su sesión
   * terminó. Ingrese nuevamente.'. Callers get their answer as is. While the provider keeps no
   * session (`hasStoredSession`), loadSession and resumeSession answer 'unauthenticated' at once.
   */
  readonly portal: Portal;
  /** Reads through the device's copies, for the client signed in. */
  readonly reads: DeviceReads;
  /**
   * The check of the signed-in area (SPEC §2), on every navigation: the user record loaded at
   * sign-in is kept, so moving between sections asks no service; it is read again only when a
   * revalidation is due. On a fresh page the session kept on the device stands for it, and its
   * user record is read behind the page. A failure to reach the services (or the portal's code)
   * keeps a known session, with its warning to tell. A failure answers the reason: the caller ends
   * the session and sends the person to sign in.
   */
  check(): Promise<Result<CheckedSession, PortalError>>;
  /**
   * The signed-in client, if any, for a page anyone may open: null when nobody is signed in or the
   * services cannot say; a failure when the provider holds a session with no usable user record,
   * which the caller ends (SPEC §2: a failed user load logs out).
   */
  ifSignedIn(): Promise<Result<LoadedSession | null, PortalError>>;
  /** The session loaded last on this device, while its client has not left; null when none. */
  known(): Promise<LoadedSession | null>;
  /** The session kept on the device when it is the one whose tokens the provider stored here; null otherwise. */
  resumable(): Promise<LoadedSession | null>;
  /**
   * Reads the user record behind a session resumed from the device, so the page need not wait
   * for it. A refusal ends the session (no reason shown for 'El usuario no está autenticado').
   */
  revalidate(loaded: LoadedSession): void;
  /**
   * Called when the page comes back to the front: after a long idle the next check reads the user
   * record again. Answers whether it will, so the caller reads the page's data again too.
   */
  regainedFocus(now?: number): boolean;
  /**
   * Ends a session that cannot go on and says why, once however many find it over: at the
   * provider (unless another tab already did), then here; the state is 'ended' with `reason`.
   */
  end(reason: CatalogueMessage | null, options?: { readonly atProvider?: boolean }): Promise<void>;
  /**
   * Runs what ends this session on purpose (deleting the account): calls refused meanwhile end
   * nothing and say nothing, as the person asked for it. A run that fails leaves the session watched again.
   */
  endingOnPurpose<T>(run: () => Promise<T>): Promise<T>;
  /**
   * Follows the signed-in client's account while someone is signed in (followAccountWhileSignedIn):
   * a record saved elsewhere replaces the session's, an account deleted or disabled elsewhere ends
   * the session. Answers a function that stops following.
   */
  followAccount(follower: AccountFollower): () => void;
  /** Stops every watcher. */
  stop(): void;
}

/**
 * Use-cases whose callers decide themselves what 'unauthenticated' means: signing in and out, and
 * the session checks, which end a session the provider no longer vouches for without a message.
 */
const SESSION_USE_CASES: ReadonlySet<UseCaseName> = new Set<UseCaseName>([
  'signIn',
  'signOut',
  'loadSession',
  'resumeSession',
]);

const nobodySignedIn = (): Promise<Result<never, PortalError>> => Promise.resolve(err(portalError.unauthenticated()));

/**
 * The session keeper, the only holder of who is signed in: sign-in state, the session and data
 * the device keeps for the next visit, revalidation, the watchers that end a session elsewhere
 * ended (a revoked session, another tab signing out), and the watch on new notifications. Nothing is left for the next person: a client's copies are deleted when their
 * session ends here, and a sign-in deletes every other client's.
 *
 * @example
 * ```ts
 * const keeper = createSessionKeeper({ portal, deviceStore: new InMemoryDeviceStore() });
 * keeper.subscribe(() => console.log(keeper.getSnapshot().status, keeper.getNotifications().unreadNews));
 * const checked = await keeper.check();
 * if (checked.ok) keeper.watchNotifications({ client: checked.value.loaded.client });
 * ```
 */
export function createSessionKeeper({
  portal: rawPortal,
  deviceStore,
  signals: givenSignals = {},
  hasStoredSession = () => true,
  storedUserId = () => null,
  refreshPage = () => undefined,
}: SessionKeeperOptions): SessionKeeper {
  const signals: SessionSignals = { ...defaultSignals, ...givenSignals };
  // The keeper alone holds who is signed in: what binds it to a UI subscribes to it.
  const holder = memorySessionHolder();
  const listeners = new Set<() => void>();
  const tell = () => {
    for (const listener of [...listeners]) listener();
  };

  // The session checks, asked of the provider only while it keeps a session on this device.
  const resume = (request: SessionResume): Promise<Result<ResumedSession, PortalError>> =>
    hasStoredSession() ? rawPortal.resumeSession(request) : nobodySignedIn();

  const page: PageVisibility = {
    get visibilityState() {
      return signals.isHidden() ? 'hidden' : 'visible';
    },
    addEventListener: (_type, listener) => void signals.onVisibilityChange(listener),
  };
  const reads = createDeviceReads({
    store: deviceStore,
    isSignedIn: (userId) => holder.read().loaded?.session.userId === userId,
    refreshRoute: refreshPage,
    isOnline: signals.isOnline,
    now: signals.now,
    page,
    whenIdle: signals.whenIdle,
  });

  async function readKnown(): Promise<LoadedSession | null> {
    const kept = await deviceStore.getEveryAccount<LoadedSession>(SESSION_COPY);
    // Signing in deletes the others, so there is one; two (a write the browser lost) trust neither.
    return kept.length === 1 ? (kept[0]?.value ?? null) : null;
  }
  // A fresh page of a client whose tokens are stored here starts reading the kept session at
  // once, beside the app's own start: the first check takes it rather than waiting for the read.
  // Only while nothing has changed: a sign-in or a session ended meanwhile reads the device again.
  let earlyKnown = storedUserId() === null ? null : readKnown();

  /** The sign-ins whose session is ending: several calls may find it over at once. */
  const ending = new WeakSet<object>();
  /** The reason the last session ended without being asked to; undefined while none did. */
  let endedReason: CatalogueMessage | null | undefined;
  let snapshot: SessionState = { status: 'signed-out' };
  let notifications: NotificationsState = NO_NOTIFICATIONS;
  let seenNotifications: SeenNotifications = { ids: null };
  let generation = holder.generation();
  let seenLoaded: LoadedSession | null = null;
  /** The client whose copies this page may keep; null before the first sign-in seen. */
  let keptFor: string | null = null;

  function stateOf(loaded: LoadedSession | null): SessionState {
    if (loaded !== null)
      return snapshot.status === 'signed-in' && snapshot.loaded === loaded ? snapshot : { status: 'signed-in', loaded };
    if (endedReason !== undefined)
      return snapshot.status === 'ended' && snapshot.reason === endedReason
        ? snapshot
        : { status: 'ended', reason: endedReason };
    return snapshot.status === 'signed-out' ? snapshot : { status: 'signed-out' };
  }

  function onHolderChange(): void {
    const current = holder.generation();
    if (current !== generation) {
      // The state was dropped (a sign-out here or elsewhere): nothing of the client is kept.
      generation = current;
      earlyKnown = null;
      if (keptFor !== null) void deviceStore.deleteAccount(keptFor);
      keptFor = null;
      seenLoaded = null;
      notifications = NO_NOTIFICATIONS;
      seenNotifications = { ids: null };
    }
    const loaded = holder.read().loaded;
    if (loaded !== null && loaded !== seenLoaded) {
      earlyKnown = null;
      endedReason = undefined;
      const userId = loaded.session.userId;
      if (keptFor !== userId) void deviceStore.deleteAllBut(userId);
      keptFor = userId;
      void deviceStore.put(userId, SESSION_COPY, loaded);
    }
    seenLoaded = loaded;
    const next = stateOf(loaded);
    if (next === snapshot) return;
    snapshot = next;
    tell();
  }
  const stopHolder = holder.subscribe(onHolderChange);

  async function end(reason: CatalogueMessage | null, { atProvider = true } = {}): Promise<void> {
    const signedIn = holder.generation();
    if (ending.has(signedIn)) return;
    ending.add(signedIn);
    // Signing out at the provider drops the tokens it still keeps, so the next sign-in starts clean.
    if (atProvider) await rawPortal.signOut();
    endedReason = reason;
    holder.clear();
  }

  const watchedPortal = aroundUseCases(rawPortal, (name, useCase) => {
    if (name === 'loadSession' || name === 'resumeSession')
      return (...args) => (hasStoredSession() ? useCase(...args) : (nobodySignedIn() as ReturnType<typeof useCase>));
    if (SESSION_USE_CASES.has(name)) return useCase;
    return async (...args) => {
      const signedIn = holder.generation();
      const result = await useCase(...args);
      const refused = !result.ok && result.error.kind === 'unauthenticated';
      if (refused && holder.read().loaded !== null && signedIn === holder.generation())
        await end(sessionMessages.endedElsewhere);
      return result;
    };
  });

  // Another tab signed out or signed someone else in: the provider already dropped this session.
  const stopOtherTabs = signals.onOtherTabSignOut(() => {
    if (holder.read().loaded !== null) void end(null, { atProvider: false });
  });

  const keeper: SessionKeeper = {
    getSnapshot: () => snapshot,
    getNotifications: () => notifications,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    hold(loaded) {
      holder.write({ loaded, checkedAt: signals.now() });
    },
    forget() {
      if (holder.read().loaded === null) return;
      endedReason = undefined;
      holder.clear();
    },
    watchNotifications: (request) =>
      watchNotifications(
        {
          portal: watchedPortal,
          signals,
          isSignedIn: (client) => holder.read().loaded?.client.id === client.id,
          seen: () => seenNotifications,
          publish(read) {
            if (read.unreadNews === notifications.unreadNews && read.unreadMessages === notifications.unreadMessages)
              return;
            notifications = read;
            tell();
          },
        },
        request,
      ),
    portal: watchedPortal,
    reads,
    known() {
      const early = earlyKnown;
      earlyKnown = null;
      return early ?? readKnown();
    },
    async resumable() {
      const stored = storedUserId();
      const kept = stored === null ? null : await keeper.known();
      return kept !== null && kept.session.userId === stored ? kept : null;
    },
    revalidate(loaded) {
      const signedIn = holder.generation();
      void resume({ known: loaded, revalidate: true }).then(async (resumed) => {
        if (!resumed.ok) {
          if (signedIn !== holder.generation()) return;
          return end(resumed.error.message === identityMessages.notAuthenticated ? null : resumed.error.message);
        }
        // A failure to reach the services keeps the session as it is: the page says it is offline.
        if (!resumed.value.fetched || signedIn !== holder.generation()) return;
        holder.write({ loaded: resumed.value.loaded, checkedAt: signals.now() });
      });
    },
    async check() {
      const held = holder.read();
      // A repeat visit of the client whose tokens are stored here: the page opens from the session
      // the device kept, without waiting for the portal's code; the tokens and the user record are
      // checked behind it, and a refusal ends the session as a revocation does.
      if (held.loaded === null && !held.revalidationDue) {
        const resumable = await keeper.resumable();
        if (resumable !== null) {
          holder.write({ loaded: resumable });
          keeper.revalidate(resumable);
          return ok({ loaded: resumable, tell: null });
        }
      }
      const fromDevice = held.loaded === null ? await keeper.known() : null;
      const known = held.loaded ?? fromDevice;
      let resumed = await resume({ known, revalidate: held.revalidationDue });
      // The portal's own code could not be fetched (offline, before the page kept it): as when the
      // services cannot be reached, a known session goes on, with the warning.
      if (!resumed.ok && known !== null && resumed.error.kind === 'unavailable')
        resumed = keepOnTransportFailure(known, resumed.error);
      // The device's session is another client's than the provider's tokens: load the one signed in.
      else if (!resumed.ok && fromDevice !== null) resumed = await resume({ known: null });
      if (!resumed.ok) return resumed;
      const { loaded, fetched, warning } = resumed.value;
      if (fetched) holder.write({ loaded, checkedAt: signals.now(), revalidationDue: false });
      else if (fromDevice !== null) {
        holder.write({ loaded });
        keeper.revalidate(loaded);
      }
      return ok({ loaded, tell: warning !== null && signals.isOnline() ? warning.message : null });
    },
    async ifSignedIn() {
      const resumed = await resume({ known: holder.read().loaded });
      if (resumed.ok) {
        if (resumed.value.fetched) holder.write({ loaded: resumed.value.loaded, checkedAt: signals.now() });
        return ok(resumed.value.loaded);
      }
      const kind = resumed.error.kind;
      return kind === 'unauthenticated' || kind === 'unavailable' ? ok(null) : resumed;
    },
    regainedFocus(now = signals.now()) {
      const held = holder.read();
      if (held.loaded === null || now - held.checkedAt < REVALIDATE_AFTER_IDLE_MS) return false;
      holder.write({ revalidationDue: true });
      return true;
    },
    end,
    async endingOnPurpose(run) {
      const signedIn = holder.generation();
      ending.add(signedIn);
      try {
        return await run();
      } finally {
        if (holder.generation() === signedIn) ending.delete(signedIn);
      }
    },
    followAccount: (follower) => followAccountWhileSignedIn({ portal: watchedPortal, holder, signals, end }, follower),
    stop() {
      stopHolder();
      stopOtherTabs();
    },
  };
  return keeper;
}
