import { createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '../session/router-context';
import { RootLayout } from '../shell/root-layout';
import { NotFoundPage, RootError } from '../shell/status-pages';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RootError,
});
