// Whether a new version of the portal waits to take over: the shell's banner reads it, and the
// app, which registers the service worker, tells it. Here in the shell, so the banner needs
// nothing of the app.

/**
 * Marks the controls that replace the page with the new version (the banner's Actualizar). Using
 * one is no first use of the page (app/app-portal.ts): a fetch started then would reach the
 * leaving service worker as it is told to make way, and Chromium then holds the new version
 * waiting until that worker next falls idle, half a minute or more, with Actualizar spinning.
 */
export const REPLACES_PAGE_ATTRIBUTE = 'data-replaces-page';

/** A new version installed and waiting, and what switches the tab to it. */
export interface AppUpdate {
  subscribe(listener: () => void): () => void;
  /** Whether a new version waits for the person's "Actualizar". */
  isWaiting(): boolean;
  /** Lets the waiting version take over; the page reloads into it once it controls the page. */
  apply(): Promise<void>;
}

/** A version that can be told to take over, as the registration hands it (null while none waits). */
type TakeOver = () => Promise<void>;

export function createAppUpdate(): AppUpdate & { readonly offer: (takeOver: TakeOver) => void } {
  let waiting: TakeOver | null = null;
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isWaiting: () => waiting !== null,
    apply: () => waiting?.() ?? Promise.resolve(),
    offer: (takeOver) => {
      waiting = takeOver;
      for (const listener of listeners) listener();
    },
  };
}

/**
 * The page's one service worker and its update: the banner (./app-update-banner.tsx) shows it, and
 * the app's registration (src/app/app-update.ts) offers it the version that waits.
 */
export const appUpdate = createAppUpdate();
