import type { PortalPorts } from '../portal-ports';
import { errorMessages, successMessages } from '../shared/catalogue';
import { labelFailure } from '../shared/label-failure';
import type { PortalError } from '../shared/portal-error';
import { mapResult, type Result } from '../shared/result';

export interface NotificationRead {
  readonly message: typeof successMessages.notificationRead;
}

/** Marks a notification read; answers SPEC §8's confirmation for the UI to show. */
export function makeReadNotification({ notifications }: Pick<PortalPorts, 'notifications'>) {
  return async function readNotification({
    notificationId,
  }: {
    readonly notificationId: string;
  }): Promise<Result<NotificationRead, PortalError>> {
    const read = labelFailure(await notifications.markRead(notificationId), errorMessages.readNotification);
    return mapResult(read, () => ({ message: successMessages.notificationRead }));
  };
}
