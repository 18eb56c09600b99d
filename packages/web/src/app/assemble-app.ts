import { openIndexedDbDeviceStore } from '@justiciable/adapters';
import type { Portal } from '@justiciable/core';
import type { RouterHistory } from '@tanstack/react-router';
import { createAppRouter } from './router';
import { createDeviceData } from '../session/device-session';
import { endSessionWhenOtherTabsSignOut } from '../session/other-tabs';
import { endSessionWhenRevoked } from '../session/revoked-session';
import { createStoreHolder } from '../session/store-holder';
import { createToastSystem } from '../ui/toast-system';

export interface AssembleOptions {
  /** Where the identity provider names the signed-in user in localStorage (the adapters know). */
  readonly isSignedInUserKey: (key: string) => boolean;
  /** The user id of the session the identity provider stored, read without its code (the adapters know); none in page tests. */
  readonly storedUserId?: () => string | null;
  readonly history?: RouterHistory;
}

/**
 * The app's parts around a portal: the store, the toasts, the device's data (IndexedDB), the
 * router, and the watches that end a session ended elsewhere (another tab, a revocation) and send
 * the client to /welcome.
 * startApp renders them in the browser; the page tests render them over core's fakes.
 */
export function assembleApp(portal: Portal, { isSignedInUserKey, storedUserId, history }: AssembleOptions) {
  const store = createStoreHolder();
  const toasts = createToastSystem();
  const goToWelcome = () =>
    void router.navigate({ to: '/welcome/{-$verified}', params: { verified: undefined }, replace: true });
  const watchedPortal = endSessionWhenRevoked(portal, { store, toaster: toasts.toaster, goToWelcome });
  const device = createDeviceData({
    cache: openIndexedDbDeviceStore(),
    portal,
    store,
    toaster: toasts.toaster,
    goToWelcome,
    refreshRoute: (routeId) => void router.invalidate({ filter: (match) => match.routeId === routeId }),
    ...(storedUserId ? { storedUserId } : {}),
  });
  const router = createAppRouter(
    { portal: watchedPortal, store, toaster: toasts.toaster, device },
    history ? { history } : {},
  );
  const stopWatchingOtherTabs = endSessionWhenOtherTabsSignOut(window, { store, isSignedInUserKey, goToWelcome });
  const stopWatching = () => {
    stopWatchingOtherTabs();
    device.stop();
  };
  return { store, toasts, router, deviceReads: device.reads, stopWatchingOtherTabs: stopWatching };
}
