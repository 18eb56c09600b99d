import type { Case } from '../cases/case';
import type { Notification } from '../notifications/notification';
import { serviceDateMillis } from '../shared/date-format';
import type { ConversationMessage } from './conversation';
import { isMessageNotice } from './unread-messages';

/** How many cases the cross-case inbox reads at first, and how many more each "Ver más" adds. */
export const CONVERSATIONS_PAGE_SIZE = 8;

/** One case in the inbox of conversations. */
export interface ConversationSummary {
  readonly case: Case;
  /** The newest message; null when the case has none yet, or they could not be read. */
  readonly lastMessage: ConversationMessage | null;
  readonly messageCount: number;
  /** The lawyer's messages the client has not read (the unread message notices of the case). */
  readonly unreadCount: number;
  /** Whether the case's movements could not be read: the summary then knows only the unread count. */
  readonly failed: boolean;
}

/** The inbox across cases: the conversations read, latest activity first, and whether more cases remain. */
export interface ConversationInbox {
  readonly conversations: readonly ConversationSummary[];
  /** How many cases the client has, read or not. */
  readonly caseCount: number;
  /** Whether asking with a larger `limit` reads more cases. */
  readonly more: boolean;
}

function latestNotice(
  notifications: readonly Notification[],
): ReadonlyMap<string, { readonly at: number; readonly unread: boolean; readonly message: boolean }> {
  const latest = new Map<string, { at: number; unread: boolean; message: boolean }>();
  for (const notification of notifications) {
    if (notification.id_caso === null) continue;
    const at = serviceDateMillis(notification.fecha_alta) ?? 0;
    const message = isMessageNotice(notification);
    const known = latest.get(notification.id_caso) ?? { at: Number.NEGATIVE_INFINITY, unread: false, message: false };
    latest.set(notification.id_caso, {
      at: Math.max(known.at, at),
      unread: known.unread || (message && !notification.leida),
      message: known.message || message,
    });
  }
  return latest;
}

/**
 * Which cases the inbox reads the movements of, at most `limit` (a heavy account has thousands of
 * cases; reading them all would be a request each), in this order: the cases with an unread message
 * notice, then those with any message notice, then those with any other notification (the
 * notifications are the only sign of recent activity SPEC gives), each by its latest notice first;
 * then the rest in the order listCases answers (newest created first).
 */
export function conversationCasesToRead(
  cases: readonly Case[],
  notifications: readonly Notification[],
  limit: number,
): readonly Case[] {
  const notices = latestNotice(notifications);
  const rank = (kase: Case) => {
    const notice = notices.get(kase.id);
    if (notice === undefined) return 3;
    return notice.unread ? 0 : notice.message ? 1 : 2;
  };
  const indexed = cases.map((kase, index) => ({ kase, index, rank: rank(kase), at: notices.get(kase.id)?.at ?? 0 }));
  indexed.sort((a, b) => a.rank - b.rank || (a.rank < 3 ? b.at - a.at : 0) || a.index - b.index);
  return indexed.slice(0, Math.max(0, limit)).map((item) => item.kase);
}

/**
 * The inbox's order: latest activity first, by each conversation's newest message; the cases with
 * no message (or none read) after them, as conversationCasesToRead put them.
 */
export function byLatestActivity(summaries: readonly ConversationSummary[]): readonly ConversationSummary[] {
  const at = (summary: ConversationSummary) => summary.lastMessage?.at?.epochMs ?? null;
  return summaries
    .map((summary, index) => ({ summary, index }))
    .sort((a, b) => {
      const aAt = at(a.summary);
      const bAt = at(b.summary);
      if (aAt !== null && bAt !== null) return bAt - aAt || a.index - b.index;
      if (aAt !== null) return -1;
      if (bAt !== null) return 1;
      return a.index - b.index;
    })
    .map((item) => item.summary);
}
