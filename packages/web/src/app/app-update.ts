import { appUpdate } from '../shell/app-update';

// The portal's service worker, as the page sees it (scripts/installable-app.ts builds it): its
// registration once the page has loaded, which hands a waiting version to the shell's banner
// (src/shell/app-update.ts), and the reload when a chunk of the previous build is gone. Kept
// small, as it is part of the entry; the registration itself (workbox-window, in
// service-worker-registration.ts) is a chunk fetched when the browser is idle, after the first load.

/**
 * Registers the service worker once the page has loaded and the browser is idle, so the worker's
 * script, its install and its precaching never compete with the first load. Only in a build:
 * Vite's dev server serves modules that no precache could list.
 */
export function registerServiceWorkerAfterLoad(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    whenIdle(() => {
      // A registration that fails (a private window that refuses workers, a network error) leaves
      // the portal as it was without a worker: nothing to tell the person.
      import('./service-worker-registration')
        .then(({ registerServiceWorker }) => registerServiceWorker(appUpdate.offer))
        .catch(() => undefined);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 5_000 });
  else setTimeout(run, 1_000);
}

/** Set before the reload that a missing chunk caused, so that the page reloads once and never in a loop. */
const RELOADED_FOR_MISSING_CHUNK = 'justiciable:reloaded-for-missing-chunk';

/**
 * A chunk that fails to load after a deployment (the tab runs the previous build, whose files
 * the server no longer has) reloads the page once, into the new build, instead of leaving a page
 * that cannot open. Vite dispatches vite:preloadError for a dynamic import that fails. A page that
 * was itself that reload does not reload again: a chunk still missing then is the router's error.
 * Offline, a chunk that fails is no deployment: a reload would only trade the page, and what was
 * typed in it, for the browser's own offline error, so the failure stays the page's to tell.
 */
export function reloadOnceOnMissingChunk(
  reload: () => void = () => window.location.reload(),
  isOnline: () => boolean = () => navigator.onLine,
): void {
  const storage = sessionStorageOrNull();
  // Without session storage, a reload could not be told from the next: better none than a loop.
  if (storage === null) return;
  const reloadedAlready = storage.getItem(RELOADED_FOR_MISSING_CHUNK) !== null;
  storage.removeItem(RELOADED_FOR_MISSING_CHUNK);
  if (reloadedAlready) return;
  const onMissingChunk = () => {
    if (!isOnline()) return;
    window.removeEventListener('vite:preloadError', onMissingChunk);
    storage.setItem(RELOADED_FOR_MISSING_CHUNK, '1');
    reload();
  };
  window.addEventListener('vite:preloadError', onMissingChunk);
}

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
