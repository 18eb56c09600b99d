import type { Notification } from './notification';

/**
 * What a person is told when new unread notifications arrive while the portal is open: the title
 * of one, or how many arrived.
 */
export function newNotificationsNotice(fresh: readonly Notification[]): string {
  const [first] = fresh;
  return fresh.length === 1 && first !== undefined
    ? `Nueva notificación: ${first.titulo}`
    : `Tiene ${fresh.length} notificaciones nuevas`;
}
