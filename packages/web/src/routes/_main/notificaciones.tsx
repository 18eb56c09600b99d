import { createFileRoute } from '@tanstack/react-router';
import { inboxOf } from '../../features/notifications/inbox';
import { NotificationsPage } from '../../features/notifications/notifications-page';

/**
 * The client's notifications and the studios' invitations still waiting for an answer, so an
 * invitation's notification can be answered where it is read. Without the invitations it links
 * to the invitation's own page instead. Read again on every visit (shown from the cache meanwhile):
 * a notification read elsewhere, or a new one, must not wait a minute to show here. The cases that
 * tell a payment already made from news are the layout's, which read them for the unread count.
 */
export const Route = createFileRoute('/_main/notificaciones')({
  loader: async ({ context, parentMatchPromise }) => {
    const client = context.session.client;
    const [listed, invitations] = await Promise.all([
      context.portal.listNotifications({ client }),
      context.portal.listPendingInvitations({ client }),
    ]);
    const layoutInbox = await (await parentMatchPromise).loaderData?.notifications;
    const knownCases = layoutInbox?.ok ? layoutInbox.value.cases : null;
    return { notifications: await inboxOf(context.portal, client, listed, knownCases), invitations: invitations.ok ? invitations.value : [] };
  },
  staleTime: 0,
  component: NotificationsPage,
});
