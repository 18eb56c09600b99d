import { isStoredCognitoUserKey } from '@justiciable/adapters';
import type { Portal } from '@justiciable/core';
import { createRoot } from 'react-dom/client';
import { assembleApp } from './assemble-app';
import { App } from './app';
import type { AppRouter } from './router';

/** Wires the app around a portal and renders it into `container`, for as long as the page lives. */
export function startApp(portal: Portal, container: HTMLElement): void {
  const { router, store, toasts } = assembleApp(portal, { isSignedInUserKey: isStoredCognitoUserKey });
  preloadMatchedRouteChunks(router);
  createRoot(container).render(<App router={router} store={store} toasts={toasts} />);
}

/**
 * Starts downloading the chunks of every route the address matches (each layout and the page)
 * now, beside the guards' own work, rather than once the guards are through: a cold signed-in
 * page then asks for its chunks in the same round as the portal's. Only chunks: no guard or
 * loader runs here, and a chunk that fails is reported by the router's own load.
 */
function preloadMatchedRouteChunks(router: AppRouter): void {
  const [routes] = router.getMatchedRoutes(router.latestLocation.pathname);
  for (const route of routes) router.loadRouteChunk(route)?.catch(() => undefined);
}
