import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '../session/router-context';
import { NotFoundPage, RootError } from '../shell/status-pages';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: NotFoundPage,
  errorComponent: RootError,
});
