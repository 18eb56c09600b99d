import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { App } from './app';
import { lazyPortal } from './lazy-portal';
import { createAppRouter } from './router';
import { createStoreHolder } from '../session/store-holder';
import { createToastSystem } from '../ui/toast-system';

/**
 * The public pages whose HTML the build writes ahead (scripts/prerender.ts): they show the same
 * text to every visitor, so it can paint before any script runs. Pages that show a studio's, a
 * case's or a client's data are rendered in the browser.
 */
export const PRERENDERED_PATHS = ['/welcome', '/terminosCondiciones', '/politicasDePrivacidad'] as const;

export interface PrerenderedPage {
  readonly html: string;
  /** The routes it matched, whose chunks and styles the page's HTML asks for at once. */
  readonly routeIds: readonly string[];
}

/**
 * A page as a signed-out visitor first sees it, rendered at build time in Node. The portal is
 * never loaded: with no stored session its session checks answer 'not signed in' (lazy-portal.ts),
 * which is all a public page's guard asks.
 */
export async function renderPage(path: string): Promise<PrerenderedPage> {
  const { portal } = lazyPortal(() => Promise.reject(new Error(`Prerendering ${path} asked the portal for more than a session check.`)), () => false);
  const store = createStoreHolder();
  const toasts = createToastSystem();
  const router = createAppRouter({ portal, store, toaster: toasts.toaster }, { history: createMemoryHistory({ initialEntries: [path] }), scrollRestoration: false });
  await router.load();
  const failed = router.state.matches.find((match) => match.status !== 'success');
  if (failed !== undefined || router.state.location.pathname !== path) {
    throw new Error(`Prerendering ${path} ended at ${router.state.location.pathname} with ${failed?.routeId ?? 'no route'} ${failed?.status ?? ''}.`);
  }
  return { html: renderToString(<App router={router} store={store} toasts={toasts} />), routeIds: router.state.matches.map((match) => match.routeId) };
}
