import type { SignedInClient } from '../identity/signed-in-client';
import type { PortalPorts } from '../portal-ports';
import type { PortalError } from '../shared/portal-error';
import type { Result } from '../shared/result';
import type { Notification } from './notification';
import type { NotificationRead } from './read-notification';
import { makeListNotifications } from './list-notifications';
import { makeOpenNotifications, makeReadInbox, type Inbox, type InboxRequest, type NotificationsPage } from './inbox';
import type { ReadPart } from '../shared/page-parts';
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

  /**
   * The client's inbox, as the signed-in frame counts it: the notifications (`listNotifications`)
   * and, only when an unread payment notice needs them to tell a payment already made from news,
   * the client's cases: `knownCases` when given (another read's, awaited once the notifications
   * came), else read now. Cases that cannot be read decide nothing: `cases` is then null and the
   * notices count as they came.
   *
   * Fails as `listNotifications`: 'Error al intentar obtener las notificaciones'.
   */
  readInbox(request: InboxRequest): Promise<Result<Inbox, PortalError>>;

  /**
   * The notifications page (SPEC §2 notificaciones): the inbox as `readInbox` reads it, and the
   * studios' invitations still waiting for an answer (`listPendingInvitations`), so an
   * invitation's notification can be answered where it is read. `through` reads each part, named
   * 'inbox' and 'invitations' (the web reads them through the device's copies).
   *
   * Each part answers on its own, with its use-case's failure; fails as a whole only with
   * `unauthenticated`, when a part found the session ended.
   */
  openNotifications(
    request: InboxRequest & { readonly through?: ReadPart },
  ): Promise<Result<NotificationsPage, PortalError>>;
}

export function notificationUseCases(ports: PortalPorts): NotificationUseCases {
  return {
    listNotifications: makeListNotifications(ports),
    readNotification: makeReadNotification(ports),
    readInbox: makeReadInbox(ports),
    openNotifications: makeOpenNotifications(ports),
  };
}
