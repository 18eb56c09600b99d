import { getRouteApi } from '@tanstack/react-router';
import { NotificationsPage } from '../../features/notifications/notifications-page';

const route = getRouteApi('/main/notificaciones');

export function NotificationsRoutePage() {
  const listed = route.useLoaderData();
  return <NotificationsPage notifications={listed.ok ? listed.value : []} error={listed.ok ? null : listed.error.message} />;
}
