/**
 * What the session keeper hears of the place it runs in, as small ports: the web passes the
 * browser's (the document's visibility, the network's return, another tab's sign-out, idle
 * callbacks); a script or a test passes its own or takes these defaults, a process that is always
 * in front, never told of other tabs, with the platform's timers.
 */
export interface SessionSignals {
  /** The time, in ms since the epoch. */
  now(): number;
  /** Whether the device has a network (the browser's navigator.onLine); a script assumes it has. */
  isOnline(): boolean;
  /** Calls `listener` when the network comes back; answers a function that stops it. */
  onOnline(listener: () => void): () => void;
  /** Whether the page is hidden (another tab in front, the phone locked). */
  isHidden(): boolean;
  /** Calls `listener` when the page is hidden or shown again; answers a function that stops it. */
  onVisibilityChange(listener: () => void): () => void;
  /**
   * Calls `listener` when another tab of this browser signed out, or signed someone else in (the
   * identity provider's stored session changed under this page); answers a function that stops it.
   */
  onOtherTabSignOut(listener: () => void): () => void;
  /** Runs `run` after `ms`; answers a function that cancels it. */
  setTimer(run: () => void, ms: number): () => void;
  /** Runs `run` when the process has a moment to spare (the browser's idle callback), soon in any case. */
  whenIdle(run: () => void): void;
}

interface Timers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(timer: unknown): void;
  requestIdleCallback?: (run: () => void, options: { readonly timeout: number }) => unknown;
  navigator?: { readonly onLine?: boolean };
}

// Core's type libraries name no platform (neither the DOM's nor Node's); every platform has these.
const platform = globalThis as unknown as Timers;

/**
 * The signals of a process with no page (a script, a test): always in front, never told of other
 * tabs; online as the platform says where it says (a browser), else online; the platform's timers.
 * Read at each call, so a test that stubs a global is heard.
 */
export const defaultSignals: SessionSignals = {
  now: () => Date.now(),
  isOnline: () => platform.navigator?.onLine ?? true,
  onOnline: () => () => undefined,
  isHidden: () => false,
  onVisibilityChange: () => () => undefined,
  onOtherTabSignOut: () => () => undefined,
  setTimer(run, ms) {
    const timer = platform.setTimeout(run, ms);
    return () => platform.clearTimeout(timer);
  },
  whenIdle(run) {
    // Within 2 s even when the browser stays busy: what waits is a copy the next visit needs.
    if (typeof platform.requestIdleCallback === 'function') platform.requestIdleCallback(run, { timeout: 2_000 });
    else platform.setTimeout(run, 0);
  },
};
