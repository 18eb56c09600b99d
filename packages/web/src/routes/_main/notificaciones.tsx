import { createFileRoute } from '@tanstack/react-router';
import { loaded } from '../../data/loaded';
import { NotificationsPage } from '../../features/notifications/notifications-page';

/**
 * The client's notifications and the studios' invitations still waiting for an answer, so an
 * invitation's notification can be answered where it is read. Without the invitations it links
 * to the invitation's own page instead. Read again on every visit (shown from the cache meanwhile):
 * a notification read elsewhere, or a new one, must not wait a minute to show here.
 */
export const Route = createFileRoute('/_main/notificaciones')({
  loader: async ({ context }) => {
    const client = context.session.client;
    const [notifications, invitations] = await Promise.all([context.portal.listNotifications({ client }), context.portal.listPendingInvitations({ client })]);
    return { notifications: loaded(notifications), invitations: invitations.ok ? invitations.value : [] };
  },
  staleTime: 0,
  component: NotificationsPage,
});
