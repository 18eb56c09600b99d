import type { LoadedSession } from '../identity/load-session';

/** What is held of the signed-in client while their session lasts. */
export interface HeldSession {
  /** The client's loaded session; null when nobody is signed in. */
  readonly loaded: LoadedSession | null;
  /** When the user record was last read from the service (ms since the epoch); 0 before it. */
  readonly checkedAt: number;
  /** Set when the page comes back after a long idle: the next check reads the user record again. */
  readonly revalidationDue: boolean;
}

/**
 * Where the session keeper holds the sign-in state, inside the keeper: whoever shows it (the web's
 * React binding, a script) subscribes to the keeper rather than holding a copy of its own.
 */
export interface SessionHolder {
  read(): HeldSession;
  write(change: Partial<HeldSession>): void;
  /** Drops the sign-in state and everything held with it. */
  clear(): void;
  /** The sign-in held now: a new one after every clear, so an answer that comes late is not applied to the next client. */
  generation(): object;
  /** Calls `listener` when the loaded session changes or the state is cleared; answers a function that stops it. */
  subscribe(listener: () => void): () => void;
}

const NOBODY: HeldSession = { loaded: null, checkedAt: 0, revalidationDue: false };

/** The sign-in state in memory. */
export function memorySessionHolder(): SessionHolder {
  let held = NOBODY;
  let generation = {};
  const listeners = new Set<() => void>();
  const tell = () => {
    for (const listener of [...listeners]) listener();
  };
  return {
    read: () => held,
    write(change) {
      const before = held.loaded;
      held = { ...held, ...change };
      if (held.loaded !== before) tell();
    },
    clear() {
      held = NOBODY;
      generation = {};
      tell();
    },
    generation: () => generation,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
