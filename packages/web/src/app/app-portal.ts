import { hasStoredCognitoSession } from '@justiciable/adapters';
import type { Portal } from '@justiciable/core';
import { lazyPortal } from './lazy-portal';

/**
 * The app's portal: built by ./build-portal (a chunk of its own) when first needed, and
 * preloaded while the browser is idle so the first sign-in does not wait for it.
 */
export function appPortal(env: ImportMetaEnv, origin: string): Portal {
  const { portal, preload } = lazyPortal(
    () => import('./build-portal').then(({ buildPortal }) => buildPortal(env, origin)),
    () => hasStoredCognitoSession(window.localStorage),
  );
  window.addEventListener('load', () => setTimeout(preload, 0), { once: true });
  return portal;
}
