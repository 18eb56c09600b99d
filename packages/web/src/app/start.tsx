import { hasStoredCognitoSession, isStoredCognitoUserKey, storedCognitoUserId } from '@justiciable/adapters';
import type { Portal } from '@justiciable/core';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { DeviceReads } from '../data/device-reads';
import { assembleApp } from './assemble-app';
import { App } from './app';
import type { AppRouter } from './router';

/**
 * Wires the app around a portal and renders it into `container`, for as long as the page lives.
 * A page the build prerendered (scripts/prerender.ts) keeps its painted markup until the route
 * is ready, then the app's first render replaces it with the same page, now working: rendering
 * at once would paint the router's pending state over the page in between. That render is a
 * transition, which React does in slices that let the browser answer input in between: the page
 * is on screen already, so nothing waits on it.
 */
export async function startApp(
  portal: Portal,
  container: HTMLElement,
  portalLoaded: () => Promise<void>,
): Promise<void> {
  // Each step of the start is a task of its own, so a phone's browser can answer a tap between
  // them rather than after one long block of script.
  await nextTask();
  const storedUserId = () => storedCognitoUserId(window.localStorage);
  const { router, store, toasts, deviceReads } = assembleApp(portal, {
    isSignedInUserKey: isStoredCognitoUserKey,
    storedUserId,
    hasStoredSession: () => hasStoredCognitoSession(window.localStorage),
    portalLoaded,
  });
  preloadMatchedRouteChunks(router);
  prefetchDeviceCopies(router, deviceReads, storedUserId());
  await nextTask();
  const root = createRoot(container);
  const app = <App router={router} store={store} toasts={toasts} />;
  // The open portal follows the account saved elsewhere (session/live-account.ts), fetched once the
  // page has loaded and the browser is idle: never part of the first load.
  afterLoadWhenIdle(() => {
    void import('../session/live-account')
      .then(({ followAccountWhileSignedIn }) => followAccountWhileSignedIn({ store, router }))
      // Code that cannot be fetched now (offline) leaves the portal as it was, reading on request.
      .catch(() => undefined);
  });
  if (container.querySelector(':scope > [data-prerendered]') === null) {
    root.render(app);
    return;
  }
  await router.load();
  startTransition(() => root.render(app));
}

/** Runs `task` once the page has loaded and the browser is idle, at the latest a few seconds later. */
function afterLoadWhenIdle(task: () => void): void {
  // Safari has no requestIdleCallback.
  const whenIdle = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(task, { timeout: 3_000 })
      : window.setTimeout(task, 1_000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/** Resolves in a new task, after the browser has had its turn (input, rendering). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * Starts reading the device's copies of what the address's routes read (their deviceKeys), for
 * the client whose tokens are stored here, beside the guards' own work: on a repeat visit the
 * copy is then read by the time the loader asks for it. A copy of another client's is never
 * read, as copies are kept per client and signing in deletes the others'.
 */
function prefetchDeviceCopies(router: AppRouter, reads: DeviceReads, userId: string | null): void {
  if (userId === null) return;
  const [routes, params] = router.getMatchedRoutes(router.latestLocation.pathname);
  for (const route of routes) {
    const keys = route.options.staticData?.deviceKeys?.(params);
    if (keys !== undefined) reads.prefetch(userId, keys);
  }
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
