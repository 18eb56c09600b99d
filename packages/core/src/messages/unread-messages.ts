import type { Notification } from '../notifications/notification';

/**
 * The notification types that announce something the lawyer wrote to the client on a case: a
 * news movement (novedad, type 5) or a comment under a movement. The legacy API sends them with
 * the case's id_caso; the conversation of that case holds what they announce.
 */
export const MESSAGE_NOTICE_TYPES = {
  /** The lawyer posted a novedad on the case. */
  lawyerNews: 'mensaje_abogado',
  /** The lawyer commented under one of the case's movements. */
  lawyerComment: 'comentario_abogado',
} as const;

export type MessageNoticeType = (typeof MESSAGE_NOTICE_TYPES)[keyof typeof MESSAGE_NOTICE_TYPES];

const MESSAGE_TYPES: ReadonlySet<string> = new Set(Object.values(MESSAGE_NOTICE_TYPES));

/** Whether a notification announces a lawyer's message (news or comment) on a case. */
export function isMessageNotice(
  notification: Notification,
): notification is Notification & { readonly id_caso: string } {
  return MESSAGE_TYPES.has(notification.tipo) && notification.id_caso !== null && notification.id_caso !== '';
}

/**
 * The notices of the lawyer's messages the client has not read: a message is unread while the
 * notification that announced it is unread. With a case, only that case's; the order is the
 * notifications' own.
 */
export function unreadMessageNotices(notifications: readonly Notification[], caseId?: string): readonly Notification[] {
  return notifications.filter(
    (notification) =>
      !notification.leida && isMessageNotice(notification) && (caseId === undefined || notification.id_caso === caseId),
  );
}

/** How many of the lawyer's messages are unread, across the cases or in one case (the navigation's count). */
export function unreadMessageCount(notifications: readonly Notification[], caseId?: string): number {
  return unreadMessageNotices(notifications, caseId).length;
}

/** The unread message count of each case that has any, keyed by case id. */
export function unreadMessagesByCase(notifications: readonly Notification[]): ReadonlyMap<string, number> {
  const counts = new Map<string, number>();
  for (const notice of unreadMessageNotices(notifications)) {
    const caseId = notice.id_caso as string;
    counts.set(caseId, (counts.get(caseId) ?? 0) + 1);
  }
  return counts;
}
