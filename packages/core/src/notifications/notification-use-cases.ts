import type { SignedInClient } from '../identity/signed-in-client';
import type { PortalPorts } from '../portal-ports';
import type { PortalError } from '../shared/portal-error';
import type { Result } from '../shared/result';
import type { Notification } from './notification';
import type { NotificationRead } from './read-notification';
import { makeListNotifications } from './list-notifications';
import { makeReadNotification } from './read-notification';

/**
 * The portal's use-cases of the client's notifications (SPEC §2 notificaciones, §7
 * getNotifications, readNotification). Not being signed in stays `'unauthenticated'` ('El
 * usuario no está autenticado'); other failures carry the intent's text below, with the kind of
 * what went wrong (`'unavailable'`, `'rejected'`, `'not-found'`, `'forbidden'`).
 */
export interface NotificationUseCases {
  /**
   * The client's notifications, read and unread, each with the case or the studio's invitation it
   * is about, if any.
   *
   * Fails with 'Error al intentar obtener las notificaciones'.
   */
  listNotifications(request: {
    readonly client: SignedInClient;
  }): Promise<Result<readonly Notification[], PortalError>>;

  /**
   * Marks a notification read; answers SPEC §8's 'Notificación marcada como leída' for the UI to show.
   *
   * Fails with 'Error al intentar leer notificación' (`'not-found'` for an unknown notification,
   * `'forbidden'` for another client's).
   */
  readNotification(request: { readonly notificationId: string }): Promise<Result<NotificationRead, PortalError>>;
}

export function notificationUseCases(ports: PortalPorts): NotificationUseCases {
  return {
    listNotifications: makeListNotifications(ports),
    readNotification: makeReadNotification(ports),
  };
}
