import { createStore } from 'jotai';

export type AppStore = ReturnType<typeof createStore>;

/**
 * Holds the one jotai store the app renders with. Logout swaps in a fresh store instead of
 * resetting atoms one by one, so no client-side state survives it (SPEC §3, §4).
 */
export interface StoreHolder {
  current(): AppStore;
  /** Drops every atom value by handing the app a new, empty store. */
  replace(): AppStore;
  subscribe(listener: () => void): () => void;
}

export function createStoreHolder(): StoreHolder {
  let store = createStore();
  const listeners = new Set<() => void>();
  return {
    current: () => store,
    replace() {
      store = createStore();
      for (const listener of listeners) listener();
      return store;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
