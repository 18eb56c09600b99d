import type { Notification } from '../notifications/notification';
import type { NotificationInbox } from '../notifications/notification-inbox';
import { errorMessages } from '../shared/catalogue';
import { portalError, type PortalError } from '../shared/portal-error';
import { err, ok, type Result } from '../shared/result';
import { detached } from './detached';
import { InMemoryFake } from './in-memory-fake';
import type { InMemoryWorld } from './in-memory-world';

/** The signed-in client's notifications; another client's cannot be read or marked. */
export class InMemoryNotificationInbox extends InMemoryFake<NotificationInbox> implements NotificationInbox {
  constructor(private readonly world: InMemoryWorld) {
    super();
  }

  list(clientId: string, _email: string): Promise<Result<readonly Notification[], PortalError>> {
    return this.respond('list', () => {
      const acting = this.world.actingFor(clientId, errorMessages.notifications);
      if (!acting.ok) return acting;
      const notifications = [...this.world.notifications.values()].filter((record) => record.clientId === clientId);
      return ok(detached(notifications.map((record) => record.notification)));
    });
  }

  markRead(notificationId: string): Promise<Result<void, PortalError>> {
    return this.respond('markRead', () => {
      const session = this.world.signedIn();
      if (!session.ok) return session;
      const record = this.world.notifications.get(notificationId);
      if (record === undefined)
        return err(portalError.notFound(errorMessages.readNotification, `notification ${notificationId}`));
      if (record.clientId !== session.value.userId) {
        return err(portalError.forbidden(errorMessages.readNotification, `notification ${notificationId}`));
      }
      record.notification = { ...record.notification, leida: true };
      return ok();
    });
  }
}
