import type { Portal } from '@justiciable/core';
import { rootRouteId, useRouteContext } from '@tanstack/react-router';
import type { DeviceReads } from './device-reads';
import type { Toaster } from './toaster';

/**
 * What loading and changing data needs of the router context: the use-cases, the toaster that
 * tells the outcome, and the device's reads that a change makes stale. The app's whole context
 * (session/router-context.ts's RouterContext) holds this and the session besides; data, the
 * bottom of the web's folders, sees only this part.
 */
export interface DataContext {
  readonly portal: Portal;
  readonly toaster: Toaster;
  readonly device: { readonly reads: DeviceReads };
}

export function useDataContext(): DataContext {
  return useRouteContext({ from: rootRouteId });
}
