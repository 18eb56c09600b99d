import type { Portal, SessionKeeper } from '@justiciable/core';
import { rootRouteId, useRouteContext } from '@tanstack/react-router';
import type { DataContext } from '../data/data-context';
import type { Toaster } from '../data/toaster';
import type { StoreHolder } from './store-holder';

/**
 * What every route guard, loader and page reaches: the use-cases, the toasts and the device's
 * reads (data's part of it), and the state and the session (core's session keeper, ./session-binding.ts).
 */
export interface RouterContext extends DataContext {
  readonly store: StoreHolder;
  /** The signed-in client's session and the data kept on this device. */
  readonly device: SessionKeeper;
  /**
   * Settles once the portal's code is loaded: the app's portal comes after the first load, and its
   * views (what a page works out as the person types or filters) answer only then. Absent where
   * the portal is loaded from the start (page tests).
   */
  readonly portalLoaded?: () => Promise<void>;
}

/**
 * Waits for the portal's code before a page that shows its views renders. Code that cannot be
 * fetched (offline, never cached) is no guard's failure: the page's reads say so.
 */
export async function portalCodeLoaded(context: RouterContext): Promise<void> {
  await context.portalLoaded?.().catch(() => undefined);
}

export function usePortal(): Portal {
  return useRouteContext({ from: rootRouteId }).portal;
}

export function useToaster(): Toaster {
  return useRouteContext({ from: rootRouteId }).toaster;
}

export function useRouterContext(): RouterContext {
  return useRouteContext({ from: rootRouteId });
}
