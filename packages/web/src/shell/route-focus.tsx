import { useRouter, useRouterState, type AnyRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { pageTitle, titleOfMatches } from './page-title';
import { sectionTitle } from './sections';

/** The region every frame gives the page (main-frame.tsx, public-frame.tsx): the skip link's target. */
export const CONTENT_ID = 'contenido';

/** How long a page that has arrived may take to show its heading; past it the page failed or left, and the focus stays. */
const HEADING_WAIT_MS = 15_000;

/**
 * The page's title in the document (WCAG 2.4.2), from the routes' `head` (page-title.ts). It is
 * written only when the page's title changes: a reload of the page on screen (a change's
 * invalidation, the notifications' poll) keeps what the page made of it, as the error summary's
 * 'Error: ' in front while a refused form shows it (ui/error-summary.tsx).
 */
export function DocumentTitle() {
  // While a navigation is on its way the matches are the new page's, their heads still to run
  // (a route's head runs once its loader has answered): a section is named at once, as its bar
  // and its outline name it; any other page keeps the title shown until its own is known.
  const title = useRouterState({
    select: (state) => {
      if (state.status !== 'pending') return titleOfMatches(state.matches);
      const section = sectionTitle(state.location.pathname);
      return section === null ? null : pageTitle(section);
    },
  });
  const written = useRef<string | null>(null);
  useEffect(() => {
    if (title === null || title === written.current) return;
    written.current = title;
    document.title = title;
  }, [title]);
  return null;
}

/**
 * GOV.UK's single-page guidance (WCAG 2.4.3, 4.1.3): after the person goes to another page (a
 * section, a case from the list, sign-in, the account deleted) the focus moves to the new page's
 * h1, which a screen reader reads out, so the page is announced once and the keyboard goes on
 * from its top instead of from the link left behind or from <body>. The first load of the app
 * moves nothing: the browser starts from the top of the page, as on any site. A change of the
 * search only (a filter) is no new page. A page that put the focus somewhere itself (a
 * notification's link to one movement of a case), or a person who already moved on, keeps it.
 */
export function RouteFocus() {
  const router = useRouter();
  useEffect(() => watchNavigations(router), [router]);
  return null;
}

/** Moves the focus to the heading of each page navigated to; returns the way to stop. */
export function watchNavigations(router: Pick<AnyRouter, 'subscribe'>, doc: Document = document): () => void {
  let stopWaiting: () => void = () => undefined;
  const unsubscribe = router.subscribe('onResolved', (event) => {
    // No page was shown before this one: the first load (and its redirects) leaves the focus to the browser.
    if (event.fromLocation === undefined || !event.pathChanged) return;
    stopWaiting();
    stopWaiting = focusHeadingOnceShown(doc);
  });
  return () => {
    stopWaiting();
    unsubscribe();
  };
}

/**
 * Waits for the page's h1 in the content region (a page still on its outline has none) and
 * focuses it, unless the focus went into the page meanwhile. The page left is gone by then: the
 * router has resolved, so the heading found is the new page's.
 */
export function focusHeadingOnceShown(doc: Document): () => void {
  const focusedOnArrival = doc.activeElement;
  const tryFocus = (): boolean => {
    const content = doc.getElementById(CONTENT_ID);
    const heading = content?.querySelector<HTMLElement>('h1') ?? null;
    if (content === null || heading === null) return false;
    const active = doc.activeElement;
    const focusedInPage = active !== null && active !== content && content.contains(active);
    // While the heading was awaited the person went on elsewhere (the account menu, the sections).
    const movedOn = active !== null && active !== doc.body && active !== focusedOnArrival;
    if (!focusedInPage && !movedOn) focusHeading(heading);
    return true;
  };
  if (tryFocus()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (tryFocus()) stop();
  });
  const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(doc.body, { childList: true, subtree: true });
  return stop;
}

/**
 * Focuses a heading by script only: it takes the focus without becoming a stop for Tab. The
 * scroll stays the router's (the top of a new page, where the heading is; the place left on Back).
 */
function focusHeading(heading: HTMLElement) {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}
