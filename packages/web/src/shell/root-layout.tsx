import { Outlet } from '@tanstack/react-router';
import { RouteLoading } from './route-loading';

/** Every page, in whichever layout, and the router's pending state over all of them. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <RouteLoading />
    </>
  );
}
