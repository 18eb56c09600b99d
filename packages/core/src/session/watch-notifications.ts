import type { SignedInClient } from '../identity/signed-in-client';
import type { Inbox } from '../notifications/inbox';
import type { Notification } from '../notifications/notification';
import { unreadMessageCount } from '../messages/unread-messages';
import { unreadNews } from '../notifications/payment-notice';
import type { Portal } from '../portal';
import type { Loaded } from './loaded';
import type { SessionSignals } from './session-signals';

/**
 * How often new notifications are looked for while the page is in front: SPEC §7 has no
 * subscription, so the keeper asks readInbox.
 */
export const NOTIFICATIONS_LOOK_MS = 60_000;

/** Coming back to the page (or the network coming back) looks at once when the last look is older than this. */
export const NOTIFICATIONS_RECHECK_MS = 15_000;

/** What the signed-in frame shows of the client's notifications, as the keeper last read them. */
export interface NotificationsState {
  /** The unread news (unreadNews: a payment already made is none); 0 before a first read, or when none could be read. */
  readonly unreadNews: number;
  /** The lawyers' unread messages (unreadMessageCount), from the same read. */
  readonly unreadMessages: number;
}

export const NO_NOTIFICATIONS: NotificationsState = { unreadNews: 0, unreadMessages: 0 };

export interface NotificationsWatchRequest {
  readonly client: SignedInClient;
  /**
   * An inbox already read for the client (the frame's own read), taken as the first look: what it
   * holds is not new. Without it, the watch reads the inbox at once.
   */
  readonly inbox?: PromiseLike<Loaded<Inbox>>;
  /** New unread notifications arrived since the last look (announce them, read again the pages that show them). */
  readonly onNew?: (fresh: readonly Notification[]) => void;
}

export interface NotificationsWatchContext {
  readonly portal: Portal;
  readonly signals: SessionSignals;
  /** Whether `client` is still the one signed in: a look for someone else's is dropped. */
  readonly isSignedIn: (client: SignedInClient) => boolean;
  /** Publishes what was read. */
  readonly publish: (state: NotificationsState) => void;
  /**
   * The ids of the notifications seen so far in this sign-in, by any watch (a page may watch again
   * with a newer read): null until a first read answered, which announces nothing.
   */
  readonly seen: () => SeenNotifications;
}

/** What the watches of one sign-in have seen. */
export interface SeenNotifications {
  ids: Set<string> | null;
}

/**
 * Looks for `client`'s new notifications while the page is in front and the device online: every
 * NOTIFICATIONS_LOOK_MS, and at once when the page is shown again or the network comes back and
 * the last look is older than NOTIFICATIONS_RECHECK_MS. Each look publishes the unread counts; new
 * unread notifications (not in any earlier look) reach `onNew`. Answers a function that stops it.
 */
export function watchNotifications(
  { portal, signals, isSignedIn, publish, seen: seenInSignIn }: NotificationsWatchContext,
  { client, inbox, onNew = () => undefined }: NotificationsWatchRequest,
): () => void {
  let stopped = false;
  let lastLook = signals.now();
  let cancelTimer: () => void = () => undefined;

  /** Takes what a read answered; `announce` is false for an inbox read elsewhere, whose news the page shows itself. */
  function took(read: Loaded<Inbox>, announce: boolean): void {
    if (stopped || !read.ok || !isSignedIn(client)) return;
    const { notifications, cases } = read.value;
    const memory = seenInSignIn();
    const seen = memory.ids;
    memory.ids = new Set([...(seen ?? []), ...notifications.map((notification) => notification.id)]);
    publish({ unreadNews: unreadNews(notifications, cases).length, unreadMessages: unreadMessageCount(notifications) });
    if (!announce || seen === null) return;
    const fresh = notifications.filter((notification) => !seen.has(notification.id) && !notification.leida);
    if (fresh.length > 0) onNew(fresh);
  }

  function schedule(): void {
    cancelTimer();
    cancelTimer = signals.setTimer(() => void look(), NOTIFICATIONS_LOOK_MS);
  }

  async function look(): Promise<void> {
    schedule();
    // A hidden page or a device offline asks nothing: nobody would see the answer, or it cannot come.
    if (stopped || signals.isHidden() || !signals.isOnline() || !isSignedIn(client)) return;
    lastLook = signals.now();
    const read = await portal.readInbox({ client });
    took(read.ok ? { ok: true, value: read.value } : { ok: false, message: read.error.message }, true);
  }

  const lookIfDue = () => {
    if (!signals.isHidden() && signals.now() - lastLook >= NOTIFICATIONS_RECHECK_MS) void look();
  };
  const stopVisibility = signals.onVisibilityChange(lookIfDue);
  const stopOnline = signals.onOnline(lookIfDue);

  if (inbox === undefined) void look();
  else {
    schedule();
    void Promise.resolve(inbox).then((read) => took(read, false));
  }

  return () => {
    stopped = true;
    cancelTimer();
    stopVisibility();
    stopOnline();
  };
}
