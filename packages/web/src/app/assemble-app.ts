import { openIndexedDbDeviceStore } from '@justiciable/adapters';
import type { Portal } from '@justiciable/core';
import type { RouterHistory } from '@tanstack/react-router';
import { createAppRouter } from './router';
import { bindSessionKeeper, browserSignals } from '../session/session-binding';
import { createStoreHolder } from '../session/store-holder';
import { createToastSystem } from '../ui/toast-system';

export interface AssembleOptions {
  /** Where the identity provider names the signed-in user in localStorage (the adapters know). */
  readonly isSignedInUserKey: (key: string) => boolean;
  /** The user id of the session the identity provider stored, read without its code (the adapters know); none in page tests. */
  readonly storedUserId?: () => string | null;
  /**
   * Whether the identity provider keeps a session on this device, read without its code (the
   * adapters know): while none is kept, the session checks answer 'not signed in' without loading
   * the portal. Page tests leave it out, and always ask.
   */
  readonly hasStoredSession?: () => boolean;
  /** Settles once the portal's code is loaded (a deferred portal's `loaded`); page tests' portals are loaded from the start. */
  readonly portalLoaded?: () => Promise<void>;
  readonly history?: RouterHistory;
}

/**
 * The app's parts around a portal: the store, the toasts, core's session keeper over the device's
 * IndexedDB and the browser's signals (which ends a session ended elsewhere, another tab's or a
 * revocation, and sends the client to /welcome), and the router.
 * startApp renders them in the browser; the page tests render them over core's fakes.
 */
export function assembleApp(
  portal: Portal,
  { isSignedInUserKey, storedUserId, hasStoredSession, portalLoaded, history }: AssembleOptions,
) {
  const store = createStoreHolder();
  const toasts = createToastSystem();
  const goToWelcome = () =>
    void router.navigate({ to: '/welcome/{-$verified}', params: { verified: undefined }, replace: true });
  const device = bindSessionKeeper({
    portal,
    deviceStore: openIndexedDbDeviceStore(),
    store,
    toaster: toasts.toaster,
    goToWelcome,
    refreshRoute: (routeId) => void router.invalidate({ filter: (match) => match.routeId === routeId }),
    signals: browserSignals(window, isSignedInUserKey),
    ...(storedUserId ? { storedUserId } : {}),
    ...(hasStoredSession ? { hasStoredSession } : {}),
  });
  const router = createAppRouter(
    { portal: device.portal, store, toaster: toasts.toaster, device, ...(portalLoaded ? { portalLoaded } : {}) },
    history ? { history } : {},
  );
  return { store, toasts, router, deviceReads: device.reads, stopWatchingOtherTabs: device.stop };
}
