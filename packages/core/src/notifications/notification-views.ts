import { unreadMessageCount } from '../messages/unread-messages';
import type { Inbox } from './inbox';
import type { Notification } from './notification';
import { isSettledPaymentNotice, unreadNews } from './payment-notice';

/** One notification as /notificaciones lists it. */
export interface InboxItem {
  readonly notification: Notification;
  /** A payment-due notice of a payment already made: it says the payment is made, read or not. */
  readonly settledPayment: boolean;
}

/** The inbox as /notificaciones shows it. */
export interface InboxView {
  /** The news (unread, less the payment-due notices of payments already made), in the inbox's order. */
  readonly news: readonly InboxItem[];
  /** The rest: read ones, and the unread notices of payments already made. */
  readonly earlier: readonly InboxItem[];
  /** Every notification the service holds unread, settled payments too: what 'Marcar todas como leídas' marks. */
  readonly unreadIds: readonly string[];
}

/** caseUnreadMessages' argument: the client's notifications and one case. */
export interface CaseUnreadMessagesViewing {
  readonly notifications: readonly Notification[];
  readonly caseId: string;
}

function viewInbox({ inbox }: { readonly inbox: Inbox }): InboxView {
  const news = new Set(unreadNews(inbox.notifications, inbox.cases));
  const itemOf = (notification: Notification): InboxItem => ({
    notification,
    settledPayment: isSettledPaymentNotice(notification, inbox.cases),
  });
  return {
    news: inbox.notifications.filter((notification) => news.has(notification)).map(itemOf),
    earlier: inbox.notifications.filter((notification) => !news.has(notification)).map(itemOf),
    unreadIds: inbox.notifications.filter((notification) => !notification.leida).map((notification) => notification.id),
  };
}

/** What the notifications show in the pages, worked out from what a use-case already read: pure and synchronous. */
export interface NotificationViews {
  /**
   * /notificaciones from the inbox openNotifications read: the news first (unread, less the
   * payment-due notices of a payment already made, which ask for nothing any more), then the rest,
   * each saying whether it is such a settled payment notice; and every unread one, to mark all read.
   *
   * @example
   * const { inbox } = valueOrThrow(await portal.openNotifications({ client }));
   * if (inbox.ok) console.log(`${portal.viewInbox({ inbox: inbox.value }).news.length} sin leer`);
   */
  viewInbox(viewing: { readonly inbox: Inbox }): InboxView;

  /** How many of the lawyer's messages on one case are unread: their notices (news or comment) are unread. */
  caseUnreadMessages(viewing: CaseUnreadMessagesViewing): number;
}

/** The notifications' views, the same for every portal. */
export const notificationViews: NotificationViews = {
  viewInbox,
  caseUnreadMessages: ({ notifications, caseId }) => unreadMessageCount(notifications, caseId),
};
