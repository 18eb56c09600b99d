import { getRouteApi } from '@tanstack/react-router';
import { MainLayout } from '../../shell/main-layout';

const route = getRouteApi('/main');

export function MainLayoutRoute() {
  const { unreadNotifications } = route.useLoaderData();
  return <MainLayout unreadNotifications={unreadNotifications} />;
}
