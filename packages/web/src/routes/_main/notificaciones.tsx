import { createFileRoute } from '@tanstack/react-router';
import { loaded } from '../../data/loaded';
import { NotificationsPage } from '../../features/notifications/notifications-page';

export const Route = createFileRoute('/_main/notificaciones')({
  loader: async ({ context }) => loaded(await context.portal.listNotifications(context.session.client)),
  component: NotificationsPage,
});
