import { loadingMessages, loadingSectionMessage } from '@justiciable/core';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { sectionTitle } from './sections';

/**
 * The path the router is on its way to (a section tapped, a link followed, the first load), or
 * null when it shows what the address asks. A reload of the page on screen (a change's
 * invalidation, the notifications' poll) and a new search on the same page (a filter typed) are
 * not a way to another page: the page says those itself.
 */
export function useLoadingPath(): string | null {
  return useRouterState({
    select: (state) =>
      state.status === 'pending' && state.location.pathname !== state.resolvedLocation?.pathname
        ? state.location.pathname
        : null,
  });
}

/** What is said while `path` loads: 'Cargando Asuntos…' for a section, 'Cargando…' for any other page. */
export function loadingMessage(path: string): string {
  const title = sectionTitle(path);
  return title === null ? loadingMessages.page : loadingSectionMessage(title);
}

/**
 * How long a page may take before screen readers are told it is loading: as long as the router
 * keeps the old page before its outline (app/router.ts' PENDING_MS). A page that comes sooner is
 * announced by its heading taking the focus (route-focus.tsx) alone; 'Cargando Agenda…' said
 * as well would come after it, from the polite queue, as if the page were still to come.
 */
export const LOADING_ANNOUNCED_AFTER_MS = 400;

/** `message` once it has stood for `delayMs`; null at once when it goes. */
function useDelayed(message: string | null, delayMs: number): string | null {
  const [shown, setShown] = useState<string | null>(null);
  useEffect(() => {
    if (message === null) {
      setShown(null);
      return;
    }
    const timer = setTimeout(() => setShown(message), delayMs);
    return () => clearTimeout(timer);
  }, [message, delayMs]);
  return shown === message ? shown : null;
}

/**
 * The router's pending state, shown and told: a bar along the top of the window from the moment
 * another page is asked for until it is ready, and the same said once, politely, to screen
 * readers when the page is slow to come. The live region stays in the page, empty, so what is
 * put in it is announced.
 */
export function RouteLoading() {
  const path = useLoadingPath();
  const message = path === null ? null : loadingMessage(path);
  const announced = useDelayed(message, LOADING_ANNOUNCED_AFTER_MS);
  return (
    <>
      {message !== null ? <div className="route-progress" role="progressbar" aria-label={message} /> : null}
      {/* A live region of its own rather than a status: the page's statuses (a list's count) stay the page's. */}
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announced}
      </div>
    </>
  );
}
