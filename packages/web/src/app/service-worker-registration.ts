/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register';

/**
 * Registers /sw.js through vite-plugin-pwa's registerSW (workbox-window), in its 'prompt' mode: a
 * new version installs beside the running one and waits; `offer` hands the shell what lets it take
 * over, which posts SKIP_WAITING to it and reloads the page once it controls the page. A tab left
 * open also looks for a new version whenever it is shown again, as a phone's browser brought back.
 * Loaded with a dynamic import from app-update.ts, after the first load.
 */
export function registerServiceWorker(offer: (takeOver: () => Promise<void>) => void): void {
  const takeOver = registerSW({
    immediate: true,
    onNeedRefresh: () => offer(() => takeOver()),
    onRegisteredSW: (_url, registration) => {
      if (registration === undefined) return;
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') registration.update().catch(() => undefined);
      });
    },
  });
}
