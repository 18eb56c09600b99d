import type { Portal } from '@justiciable/core';
import { rootRouteId, useRouteContext } from '@tanstack/react-router';
import type { Toaster } from '../ui/toast-system';
import type { DeviceData } from './device-data';
import type { StoreHolder } from './store-holder';

/** What every route guard, loader and page reaches: the use-cases, the state, the toasts, the device's data. */
export interface RouterContext {
  readonly portal: Portal;
  readonly store: StoreHolder;
  readonly toaster: Toaster;
  /** The signed-in client's data and session kept on this device (./device-session.ts). */
  readonly device: DeviceData;
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
