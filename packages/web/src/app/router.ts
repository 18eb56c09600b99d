import { createRouter } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen';
import type { RouterContext } from '../session/router-context';
import { PendingPage, RouteError } from '../shell/status-pages';

/**
 * How long loader data counts as fresh. Within it, going back to a section shows its data at once
 * and asks nothing; after it, the data is shown at once and read again behind it. A change made
 * here invalidates what it touched right away (src/data/use-action.ts).
 */
export const LOADER_STALE_TIME_MS = 60_000;

export interface AppRouterOptions {
  readonly history?: Parameters<typeof createRouter>[0]['history'];
  /** Off when prerendering: on the server the router writes it as an inline script, which the app's CSP forbids. */
  readonly scrollRestoration?: boolean;
}

export function createAppRouter(context: RouterContext, { history, scrollRestoration = true }: AppRouterOptions = {}) {
  const router = createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    // A preload runs guards and loaders, which toast and redirect: never on hover.
    defaultPreload: false,
    defaultStaleTime: LOADER_STALE_TIME_MS,
    defaultPendingComponent: PendingPage,
    defaultErrorComponent: RouteError,
    scrollRestoration,
  });
  // Logout replaces the store; the loader data of the client who left goes with it. The pages on
  // screen at that moment enter the cache only when the navigation away from them settles, so
  // the cache is emptied again then.
  context.store.subscribe(() => {
    router.clearCache();
    const unsubscribe = router.subscribe('onResolved', () => {
      unsubscribe();
      router.clearCache();
    });
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
