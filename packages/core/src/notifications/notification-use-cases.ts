import type { PortalPorts } from '../portal-ports';
import { makeListNotifications } from './list-notifications';
import { makeReadNotification } from './read-notification';

/** The portal's use-cases of notifications. */
export interface NotificationUseCases {
  readonly listNotifications: ReturnType<typeof makeListNotifications>;
  readonly readNotification: ReturnType<typeof makeReadNotification>;
}

export function notificationUseCases(ports: PortalPorts): NotificationUseCases {
  return {
    listNotifications: makeListNotifications(ports),
    readNotification: makeReadNotification(ports),
  };
}
