import { keeperOf } from './session-binding';
import type { StoreHolder } from './store-holder';
import { accountChangedElsewhereAtom, accountSavesUnderWayAtom } from './user-atoms';

export { FOLLOW_WHILE_HIDDEN_MS } from '@justiciable/core';

/** The router, as far as following the account needs it. */
export interface RoutesToReload {
  /** Reads again the signed-in routes that `matches` picks (every route when left out). */
  invalidate(options?: { readonly filter?: (match: { readonly routeId: string }) => boolean }): Promise<unknown>;
}

export interface LiveAccountWatch {
  readonly store: StoreHolder;
  readonly router: RoutesToReload;
}

/** The routes that show the account's records. */
const ACCOUNT_ROUTES: ReadonlySet<string> = new Set(['/_main/miCuenta']);

/**
 * The open portal follows the signed-in client's account (core's session keeper, followAccount):
 * a profile, billing or location saved elsewhere replaces the session's record, so the name in the
 * frame and /miCuenta show it without a reload, and /miCuenta's forms start again from it unless
 * the change is the echo of a save of their own; an account deleted or disabled elsewhere signs
 * this tab out at once with 'Error al obtener el usuario'. The app starts it once the page has
 * loaded and the browser is idle (app/start.tsx), so neither this code nor the realtime client is
 * in the first load. Answers a function that stops it all.
 */
export function followAccountWhileSignedIn({ store, router }: LiveAccountWatch): () => void {
  return keeperOf(store).followAccount({
    readPagesAgain: (which) =>
      void router.invalidate(which === 'all' ? undefined : { filter: (match) => ACCOUNT_ROUTES.has(match.routeId) }),
    savesUnderWay: () => store.current().get(accountSavesUnderWayAtom) > 0,
    changedElsewhere: () => store.current().set(accountChangedElsewhereAtom, (count) => count + 1),
  });
}
