import { Workbox, type WorkboxLifecycleEvent } from 'workbox-window';

/** Where vite-plugin-pwa writes the worker (scripts/installable-app.ts), at the root: its scope is the whole portal. */
const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the portal's service worker (/sw.js, built by vite-plugin-pwa's generateSW in its
 * 'prompt' mode) through workbox-window: a new version installs beside the running one and waits;
 * `offer` hands the shell what lets it take over. A tab left open also looks for a new version
 * whenever it is shown again, as a phone's browser brought back. Loaded with a dynamic import from
 * app-update.ts, after the first load.
 */
export function registerServiceWorker(offer: (takeOver: () => Promise<void>) => void): void {
  const workbox = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
  // A worker installed while another controls the page is a new version. Its own event names it:
  // the registration's `waiting` can still read null when the page hears of the install (Chromium
  // updates the two over different channels), and a SKIP_WAITING posted to nobody never reloads.
  const offerWhenNewVersion = (event: WorkboxLifecycleEvent) => {
    const worker = event.sw;
    if (worker === undefined || navigator.serviceWorker.controller === null) return;
    offer(() => takeOver(worker));
  };
  workbox.addEventListener('installed', offerWhenNewVersion);
  workbox.addEventListener('waiting', offerWhenNewVersion);
  workbox
    .register({ immediate: true })
    .then((registration) => {
      if (registration === undefined) return;
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') registration.update().catch(() => undefined);
      });
    })
    // A registration that fails (a private window that refuses workers, a network error) leaves
    // the portal as it was without a worker: nothing to tell the person.
    .catch(() => undefined);
}

/** Tells the waiting worker to take over (generateSW's SKIP_WAITING), and reloads the page once it controls it. */
function takeOver(worker: ServiceWorker): Promise<void> {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  worker.postMessage({ type: 'SKIP_WAITING' });
  // Settles with the reload: the banner's Actualizar stays pending until the page is replaced.
  return new Promise(() => undefined);
}
