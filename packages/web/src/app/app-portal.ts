import { hasStoredCognitoSession } from '@justiciable/adapters';
import type { Portal } from '@justiciable/core';
import { lazyPortal } from './lazy-portal';

/** What says a person has started to use the page: the sign-in form is then about to need the portal. */
const FIRST_USE_EVENTS = ['pointerdown', 'keydown', 'focusin', 'input'] as const;

/**
 * The app's portal: built by ./build-portal (a chunk of its own, most of the app's JavaScript)
 * when first needed. A guard needs it at once when a session is stored. Otherwise it is loaded as
 * soon as the visitor first touches, types or moves focus, so the first sign-in does not wait for
 * it while a visit that only reads a public page never downloads it.
 */
export function appPortal(env: ImportMetaEnv, origin: string): Portal {
  const hasStoredSession = () => hasStoredCognitoSession(window.localStorage);
  const { portal, preload } = lazyPortal(
    () => import('./build-portal').then(({ buildPortal }) => buildPortal(env, origin)),
    hasStoredSession,
  );
  // With a session stored, the guards need it first thing: fetched now, beside the page's chunks
  // (start.tsx), rather than once the first render reaches a guard.
  if (hasStoredSession()) preload();
  const onFirstUse = () => {
    for (const type of FIRST_USE_EVENTS) window.removeEventListener(type, onFirstUse, true);
    preload();
    void import('./build-portal').then(({ preloadIdentityProvider }) => preloadIdentityProvider());
  };
  for (const type of FIRST_USE_EVENTS) window.addEventListener(type, onFirstUse, { capture: true, passive: true });
  return portal;
}
