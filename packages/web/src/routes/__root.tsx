import { createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '../session/router-context';
import { RootLayout } from '../shell/root-layout';
import { NotFoundPage, RootError } from '../shell/status-pages';
import { titled } from '../shell/page-title';

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => titled(),
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RootError,
});
