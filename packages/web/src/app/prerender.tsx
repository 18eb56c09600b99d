import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { App } from './app';
import { lazyPortal } from './lazy-portal';
import { createAppRouter } from './router';
import { createStoreHolder } from '../session/store-holder';
import { createToastSystem } from '../ui/toast-system';
import { CalendarRequestHeader } from '../features/calendar/calendar-request-page';
import { CalendarLinkHeader } from '../features/consultations/calendar-new-consultation-page';
import { ViaLinkHeader } from '../features/consultations/consultation-via-link-page';
import { FileRequestHeader } from '../features/documents/file-request-page';
import { PublicFrame } from '../shell/public-frame';

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

/**
 * The pages a lawyer's or a studio's link opens, by their path's first segment: what they show
 * depends on the link, so the build writes a shell of each (scripts/prerender.ts) — the frame and
 * the page's own heading, which the person reads while the request or the studio is read.
 * Without a footer, which would move once the page below it came.
 */
const LINK_PAGE_HEADINGS = {
  fileRequest: <FileRequestHeader />,
  calendarRequest: <CalendarRequestHeader />,
  consultationViaLink: <ViaLinkHeader studyName={null} />,
  calendarNewConsultation: <CalendarLinkHeader studyName={null} />,
} as const;

export const LINK_PAGE_SEGMENTS = Object.keys(LINK_PAGE_HEADINGS) as (keyof typeof LINK_PAGE_HEADINGS)[];

/** The shell of the link pages whose path starts with `segment`. */
export async function renderLinkPageShell(segment: keyof typeof LINK_PAGE_HEADINGS): Promise<string> {
  const shell = createRootRoute({
    component: () => (
      <PublicFrame narrow footer={false}>
        {LINK_PAGE_HEADINGS[segment]}
        <p className="page-pending" role="status">
          Cargando…
        </p>
      </PublicFrame>
    ),
  });
  // A router of its own, for the frame's links: the app's would run the page's guard.
  const router = createRouter({ routeTree: shell, history: createMemoryHistory({ initialEntries: [`/${segment}`] }) });
  await router.load();
  return renderToString(<RouterProvider router={router} />);
}
