import type { Case } from '../cases/case';
import type { Notification } from './notification';

/** The type the legacy API gives a notice that a payment of a case is due. */
export const PAYMENT_DUE_NOTICE = 'pago_pendiente';

/**
 * Whether a notification is a payment-due notice of a case that awaits no payment any more: the
 * client's cases list it with no pending payment (SPEC §3 Case.pago). The notice names no
 * payment, so only a case with nothing left to pay settles it. Without the cases, or with the case
 * missing from them, nothing is decided and the notice stays as it came.
 */
export function isSettledPaymentNotice(notification: Notification, cases: readonly Case[] | null): boolean {
  if (notification.tipo !== PAYMENT_DUE_NOTICE || notification.id_caso === null || cases === null) return false;
  const about = cases.find((item) => item.id === notification.id_caso);
  return about !== undefined && about.pago === 0;
}

/**
 * What is news to the client: the unread notifications, less the payment-due notices of payments
 * already made, which ask for nothing any more. The unread count of the navigation and the
 * 'Sin leer' group of /notificaciones are these.
 */
export function unreadNews(
  notifications: readonly Notification[],
  cases: readonly Case[] | null,
): readonly Notification[] {
  return notifications.filter((notification) => !notification.leida && !isSettledPaymentNotice(notification, cases));
}

/**
 * Whether telling the news apart needs the client's cases: some unread payment-due notice is
 * about a case. Otherwise `unreadNews` answers the same without them, and nobody need read them.
 */
export function newsNeedsCases(notifications: readonly Notification[]): boolean {
  return notifications.some(
    (notification) => !notification.leida && notification.tipo === PAYMENT_DUE_NOTICE && notification.id_caso !== null,
  );
}
