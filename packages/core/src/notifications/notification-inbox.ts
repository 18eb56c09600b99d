import type { PortalError } from '../shared/portal-error';
import type { Result } from '../shared/result';
import type { Notification } from './notification';

/** The client's notifications (SPEC §7 getNotifications, readNotification). */
export interface NotificationInbox {
  list(clientId: string, email: string): Promise<Result<readonly Notification[], PortalError>>;
  markRead(notificationId: string): Promise<Result<void, PortalError>>;
}
