import { Outlet } from '@tanstack/react-router';
import { AppUpdateBanner } from './app-update-banner';
import { DocumentTitle, RouteFocus } from './route-focus';
import { RouteLoading } from './route-loading';

/**
 * Every page, in whichever layout, the router's pending state over all of them, the page's title
 * and the focus moved to each new page's heading, and the new-version banner.
 */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <RouteLoading />
      <DocumentTitle />
      <RouteFocus />
      <AppUpdateBanner />
    </>
  );
}
