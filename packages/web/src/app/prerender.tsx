import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { aroundUseCases, deferPortal } from '@justiciable/core';
import { renderToString } from 'react-dom/server';
import { App } from './app';
import { createAppRouter } from './router';
import { openIndexedDbDeviceStore } from '@justiciable/adapters';
import { bindSessionKeeper } from '../session/session-binding';
import { createStoreHolder } from '../session/store-holder';
import { createToastSystem } from '../ui/toast-system';
import { CalendarRequestHeader } from '../features/calendar/calendar-request-page';
import { CalendarLinkHeader } from '../features/consultations/calendar-new-consultation-page';
import { ViaLinkHeader } from '../features/consultations/consultation-via-link-page';
import { FileRequestHeader } from '../features/documents/file-request-page';
import { BasicFrame, PreviewFrame } from '../shell/layouts';
import { pageTitle, titleOfMatches } from '../shell/page-title';

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
  /** Its document title, the routes' own (shell/page-title.ts), for the HTML's <title>. */
  readonly title: string;
}

/**
 * A page as a signed-out visitor first sees it, rendered at build time in Node. The portal is
 * never loaded: with no stored session, core's session keeper answers its session checks 'not signed
 * in', which is all a public page's guard asks.
 */
export async function renderPage(path: string): Promise<PrerenderedPage> {
  const { portal: signedOut } = deferPortal(() => Promise.reject(new Error('not loaded at build time')));
  // A public page's guard only asks whether someone is signed in; anything else fails the build.
  const portal = aroundUseCases(signedOut, (name, useCase) => async (...args) => {
    const result = await useCase(...args);
    if (!result.ok && result.error.kind !== 'unauthenticated')
      throw new Error(`Prerendering ${path} asked the portal for more than a session check (${name}).`);
    return result;
  });
  const store = createStoreHolder();
  const toasts = createToastSystem();
  // No device's data at build time: no IndexedDB, and no signed-in page is prerendered with data.
  const device = bindSessionKeeper({
    portal,
    deviceStore: openIndexedDbDeviceStore(null),
    store,
    toaster: toasts.toaster,
    goToWelcome: () => undefined,
    refreshRoute: () => undefined,
    hasStoredSession: () => false,
  });
  const router = createAppRouter(
    { portal: device.portal, store, toaster: toasts.toaster, device },
    { history: createMemoryHistory({ initialEntries: [path] }), scrollRestoration: false },
  );
  await router.load();
  const failed = router.state.matches.find((match) => match.status !== 'success');
  if (failed !== undefined || router.state.location.pathname !== path) {
    throw new Error(
      `Prerendering ${path} ended at ${router.state.location.pathname} with ${failed?.routeId ?? 'no route'} ${failed?.status ?? ''}.`,
    );
  }
  return {
    html: renderToString(<App router={router} store={store} toasts={toasts} />),
    routeIds: router.state.matches.map((match) => match.routeId),
    title: titleOfMatches(router.state.matches),
  };
}

interface LinkPageShell {
  /** The page's layout's frame (the layouts' own, src/shell/layouts.tsx). */
  readonly Frame: typeof BasicFrame;
  /** The page's own heading, the one it renders; null where it is the link's data. */
  readonly heading: React.ReactNode;
  /** Whether the shell also asks for the page's chunks (DATA_PRELOADING_SEGMENTS). */
  readonly preloadsData: boolean;
  /** Its document title until the page's own: its heading's words, or the service's name where the heading is the link's data. */
  readonly title: string;
}

/**
 * The pages a lawyer's or a studio's link opens, by their path's first segment: what they show
 * depends on the link, so the build writes a shell of each (scripts/prerender.ts), which the
 * person reads while the request or the studio is read: their layout's frame, without a footer
 * (it would move once the page below it came), their heading unless it is the link's data (the
 * study previews' is the lawyer's or the studio's name) and a pending status.
 */
const LINK_PAGE_SHELLS = {
  fileRequest: {
    Frame: BasicFrame,
    heading: <FileRequestHeader />,
    preloadsData: false,
    title: pageTitle('Enviar documento'),
  },
  calendarRequest: {
    Frame: BasicFrame,
    heading: <CalendarRequestHeader />,
    preloadsData: false,
    title: pageTitle('Elegir fecha y hora'),
  },
  consultationViaLink: {
    Frame: BasicFrame,
    heading: <ViaLinkHeader studyName={null} />,
    preloadsData: false,
    title: pageTitle('Consulta por enlace'),
  },
  calendarNewConsultation: {
    Frame: BasicFrame,
    heading: <CalendarLinkHeader studyName={null} />,
    preloadsData: false,
    title: pageTitle('Reservar una consulta'),
  },
  previewInfoEstudio: { Frame: PreviewFrame, heading: null, preloadsData: true, title: pageTitle() },
  previewListaEstudios: { Frame: PreviewFrame, heading: null, preloadsData: true, title: pageTitle() },
} as const satisfies Record<string, LinkPageShell>;

type LinkPageSegment = keyof typeof LINK_PAGE_SHELLS;

export const LINK_PAGE_SEGMENTS = Object.keys(LINK_PAGE_SHELLS) as LinkPageSegment[];

/**
 * The link pages whose shell also asks for every chunk the page needs to read and show its data
 * (the portal's, the layout's, the page's), so the reads start after one round of scripts: the
 * study previews, where every line is that data.
 */
export const DATA_PRELOADING_SEGMENTS = LINK_PAGE_SEGMENTS.filter((segment) => LINK_PAGE_SHELLS[segment].preloadsData);

/** The document title of the shell of the link pages whose path starts with `segment`. */
export function linkPageShellTitle(segment: LinkPageSegment): string {
  return LINK_PAGE_SHELLS[segment].title;
}

/** The shell of the link pages whose path starts with `segment`. */
export async function renderLinkPageShell(segment: LinkPageSegment): Promise<string> {
  const { Frame, heading } = LINK_PAGE_SHELLS[segment];
  const shell = createRootRoute({
    component: () => (
      <Frame footer={false}>
        {heading}
        <p className="page-pending" role="status">
          Cargando…
        </p>
      </Frame>
    ),
  });
  // A router of its own, for the frame's links: the app's would run the page's guard.
  const router = createRouter({ routeTree: shell, history: createMemoryHistory({ initialEntries: [`/${segment}`] }) });
  await router.load();
  return renderToString(<RouterProvider router={router} />);
}
