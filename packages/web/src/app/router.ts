import { createRouter } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen';
import type { RouterContext } from '../session/router-context';
import { parseSearch, stringifySearch } from './search-params';
import { PagePending } from '../shell/page-pending';
import { RouteError } from '../shell/status-pages';

/**
 * How long loader data counts as fresh. Within it, going back to a section shows its data at once
 * and asks nothing; after it, the data is shown at once and read again behind it. A change made
 * here invalidates what it touched right away (src/data/use-action.ts).
 */
export const LOADER_STALE_TIME_MS = 60_000;

/** How long a page still loading keeps the old one on screen (marked busy) before its outline shows. */
export const PENDING_MS = 400;
/** How long an outline, once shown, stays at least. */
export const PENDING_MIN_MS = 300;

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
    // Search params read as words (?abogado=23), lists as JSON: ./search-params.ts.
    parseSearch,
    stringifySearch,
    // From the first moment of a navigation the frame's bar and the busy page say it is under way
    // (shell/route-loading.tsx); a page still loading after PENDING_MS gives way to its outline
    // (a list's skeleton), which then stays at least PENDING_MIN_MS rather than flash.
    defaultPendingComponent: PagePending,
    defaultPendingMs: PENDING_MS,
    defaultPendingMinMs: PENDING_MIN_MS,
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
