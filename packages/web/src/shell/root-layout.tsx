import { Outlet } from '@tanstack/react-router';
import { AppUpdateBanner } from './app-update-banner';
import { RouteLoading } from './route-loading';

/** Every page, in whichever layout, the router's pending state over all of them, and the new-version banner. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <RouteLoading />
      <AppUpdateBanner />
    </>
  );
}
