import type { ErrorComponentProps } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { STATUS_PAGE_TITLES } from './page-title';

// The router names these from the entry (the root's not-found and error pages, every route's
// error page), but they are rarely shown: their views, with React Aria's button and link (some
// 14 KiB of gzip'd JavaScript), are a chunk fetched when one is first shown, so the entry of every
// first load stays small (the first-load budget, docs/benchmarks.md). The service worker precaches that chunk like every other.
const views = () => import('./status-page-views');
const NotFoundView = lazy(() => views().then(({ NotFoundPage: page }) => ({ default: page })));
// Offline without a service worker, a failing page's chunk fails and so does this one: the error
// pages then say it in Spanish from the entry, rather than the router's English default.
const RouteErrorView = lazy(() =>
  views().then(
    ({ RouteError: page }) => ({ default: page }),
    () => ({ default: ErrorOffline }),
  ),
);
const RootErrorView = lazy(() =>
  views().then(
    ({ RootError: page }) => ({ default: page }),
    () => ({ default: ErrorOffline }),
  ),
);

/** An error page when its own view cannot be fetched: plain words, no frame, nothing more to load. */
function ErrorOffline() {
  return (
    <div className="page-stack" role="alert">
      <h1>{STATUS_PAGE_TITLES.error}</h1>
      <p>No pudimos mostrar esta página. Revise su conexión a internet y vuelva a cargarla.</p>
    </div>
  );
}

/** Any path the portal does not have (SPEC §2). */
export function NotFoundPage() {
  return (
    <Suspense fallback={null}>
      <NotFoundView />
    </Suspense>
  );
}

/** What a bug or a broken service shows, inside a layout: only the page is replaced. */
export function RouteError(props: ErrorComponentProps) {
  return (
    <Suspense fallback={null}>
      <RouteErrorView {...props} />
    </Suspense>
  );
}

/** The same at the root, in a frame of its own. */
export function RootError(props: ErrorComponentProps) {
  return (
    <Suspense fallback={null}>
      <RootErrorView {...props} />
    </Suspense>
  );
}

/** Shown while a part of a page that has no outline of its own loads. */
export function PendingPage() {
  return (
    <div className="pending" role="status">
      <span className="ui-spinner" aria-hidden="true" />
      Cargando…
    </div>
  );
}
