import { createRouter } from '@tanstack/react-router';
import type { RouterContext } from '../session/router-context';
import { PendingPage, RouteError } from '../shell/status-pages';
import { basicRoutes } from './basic';
import { mainRoutes } from './main';
import { previewRoutes } from './preview';
import { publicRoutes } from './public';
import { rootRoute } from './root';

export const routeTree = rootRoute.addChildren([mainRoutes, previewRoutes, basicRoutes, publicRoutes]);

export function createAppRouter(context: RouterContext, options: { readonly history?: Parameters<typeof createRouter>[0]['history'] } = {}) {
  return createRouter({
    routeTree,
    context,
    ...options,
    // A preload runs guards and loaders, which toast, redirect and confirm codes: never on hover.
    defaultPreload: false,
    defaultPendingComponent: PendingPage,
    defaultErrorComponent: RouteError,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
