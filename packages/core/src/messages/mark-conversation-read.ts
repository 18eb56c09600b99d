import { makeListNotifications } from '../notifications/list-notifications';
import { makeReadNotification } from '../notifications/read-notification';
import type { PortalPorts } from '../portal-ports';
import type { PortalError } from '../shared/portal-error';
import { ok, type Result } from '../shared/result';
import type { ConversationRequest } from './read-conversation';
import { unreadMessageNotices } from './unread-messages';

/**
 * The client has seen a case's conversation: every unread notice of the lawyer's messages on it
 * is marked read (SPEC §7 getNotifications, then readNotification for each, one after another so
 * a failure stops there). Answers how many were marked; none to mark sends nothing more.
 */
export function makeMarkConversationRead(ports: Pick<PortalPorts, 'notifications'>) {
  const listNotifications = makeListNotifications(ports);
  const readNotification = makeReadNotification(ports);
  return async function markConversationRead({
    client,
    caseId,
  }: ConversationRequest): Promise<Result<{ readonly marked: number }, PortalError>> {
    const listed = await listNotifications({ client });
    if (!listed.ok) return listed;
    let marked = 0;
    for (const notice of unreadMessageNotices(listed.value, caseId)) {
      const read = await readNotification({ notificationId: notice.id });
      if (!read.ok) return read;
      marked += 1;
    }
    return ok({ marked });
  };
}
