import type { SignedInClient } from '../identity/signed-in-client';
import type { PortalPorts } from '../portal-ports';
import { errorMessages } from '../shared/catalogue';
import { labelFailure } from '../shared/label-failure';
import type { PortalError } from '../shared/portal-error';
import type { Result } from '../shared/result';
import type { Notification } from './notification';

/** The client's notifications (SPEC §7 getNotifications). */
export function makeListNotifications({ notifications }: Pick<PortalPorts, 'notifications'>) {
  return async function listNotifications({
    client,
  }: {
    readonly client: SignedInClient;
  }): Promise<Result<readonly Notification[], PortalError>> {
    return labelFailure(await notifications.list(client.id, client.email), errorMessages.notifications);
  };
}
