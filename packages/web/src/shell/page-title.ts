/** The service's name, last in every page's title and the whole title where a page has none of its own. */
export const SITE_NAME = 'Justiciable';

const SEPARATOR = ' · ';

/** The titles of the pages the root shows in place of a route's (the router's not-found and error components). */
export const STATUS_PAGE_TITLES = { notFound: 'Página no encontrada', error: 'Algo salió mal' } as const;

/**
 * A page's document title, from the most specific part to the service (WCAG 2.4.2; GOV.UK's
 * "Page – Service"): the words a screen reader says first on arriving, and what a tab, the
 * history and a bookmark show, so they name the page before the site. Blank parts are left out:
 * a case still without a name still reads "Asuntos · Justiciable".
 */
export function pageTitle(...parts: readonly (string | null | undefined)[]): string {
  const named = parts.map((part) => part?.replace(/\s+/g, ' ').trim() ?? '').filter((part) => part !== '');
  return [...named, SITE_NAME].join(SEPARATOR);
}

/** A route's `head` with its title: `head: () => titled('Agenda')`, or from its loader data for a page that shows a name. */
export function titled(...parts: readonly (string | null | undefined)[]): { meta: { title: string }[] } {
  return { meta: [{ title: pageTitle(...parts) }] };
}

/** What the title needs of each match the router shows, the root first. */
export interface TitledMatch {
  readonly status: string;
  readonly meta?: unknown;
  readonly globalNotFound?: boolean;
  readonly _notFound?: boolean;
}

/**
 * The title of what the router shows: the deepest match's own (a page's head runs after its
 * loader, so a case's title carries its name), the error page's while a route failed, the
 * not-found page's for an address the portal does not have.
 */
export function titleOfMatches(matches: readonly TitledMatch[]): string {
  if (matches.some((match) => match.status === 'error')) return pageTitle(STATUS_PAGE_TITLES.error);
  if (matches.some((match) => match.status === 'notFound' || match.globalNotFound === true || match._notFound === true))
    return pageTitle(STATUS_PAGE_TITLES.notFound);
  for (const match of [...matches].reverse()) {
    const title = titleOfMeta(match.meta);
    if (title !== null) return title;
  }
  return SITE_NAME;
}

function titleOfMeta(meta: unknown): string | null {
  if (!Array.isArray(meta)) return null;
  for (const entry of meta as unknown[]) {
    if (
      typeof entry === 'object' &&
      entry !== null &&
      'title' in entry &&
      typeof entry.title === 'string' &&
      entry.title !== ''
    )
      return entry.title;
  }
  return null;
}
