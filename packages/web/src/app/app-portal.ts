import { hasStoredCognitoSession } from '@justiciable/adapters';
import { deferPortal, type DeferredPortal } from '@justiciable/core';
import { REPLACES_PAGE_ATTRIBUTE } from '../shell/app-update';

/** What says a person has started to use the page: the sign-in form is then about to need the portal. */
const FIRST_USE_EVENTS = ['pointerdown', 'keydown', 'focusin', 'input'] as const;

/** Whether the identity provider keeps a session in this browser, read without its code. */
const hasStoredSession = () => hasStoredCognitoSession(window.localStorage);

/**
 * The app's portal: built by ./build-portal (a chunk of its own, most of the app's JavaScript)
 * when first needed (core's `deferPortal`). A guard needs it at once when a session is stored;
 * while none is, the session keeper answers the guards' checks without it. Otherwise it is
 * loaded as soon as the visitor first touches, types or moves focus, so the first sign-in does not
 * wait for it while a visit that only reads a public page never downloads it.
 */
export function appPortal(env: ImportMetaEnv, origin: string): DeferredPortal {
  const deferred = deferPortal(() => import('./build-portal').then(({ buildPortal }) => buildPortal(env, origin)));
  // With a session stored, the guards need it first thing: fetched now, beside the page's chunks
  // (start.tsx), rather than once the first render reaches a guard.
  if (hasStoredSession()) deferred.preload();
  onFirstUse(window, () => {
    deferred.preload();
    void import('./build-portal').then(({ preloadIdentityProvider }) => preloadIdentityProvider());
  });
  return deferred;
}

/**
 * Runs `load` once, on the first touch, key, focus or input in `page`, except on a control that
 * replaces the page (REPLACES_PAGE_ATTRIBUTE): what it would load is for a page about to go.
 */
export function onFirstUse(page: Window, load: () => void): void {
  const listener = (event: Event) => {
    if (event.target instanceof Element && event.target.closest(`[${REPLACES_PAGE_ATTRIBUTE}]`) !== null) return;
    for (const type of FIRST_USE_EVENTS) page.removeEventListener(type, listener, true);
    load();
  };
  for (const type of FIRST_USE_EVENTS) page.addEventListener(type, listener, { capture: true, passive: true });
}
