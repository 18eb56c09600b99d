import { useEffect, useState, useSyncExternalStore } from 'react';
import type * as OverlayControlsModule from './overlay-controls';

type OverlayControls = typeof OverlayControlsModule;

let controls: OverlayControls | null = null;
let loading: Promise<OverlayControls> | null = null;
const listeners = new Set<() => void>();

/** Fetches overlay-controls.tsx once; a failed fetch (offline) is tried again at the next call. */
export function loadOverlayControls(): Promise<OverlayControls> {
  loading ??= import('./overlay-controls').then(
    (module) => {
      controls = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Runs `task` when the browser has nothing else to do (the page has shown), at the latest after two seconds. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 200);
  return () => clearTimeout(handle);
}

/**
 * The overlay controls, or null until they have come: a control shows its look-alike meanwhile.
 * Asks for them once the page is idle, so they are there before a person reaches for one.
 */
export function useOverlayControls(): OverlayControls | null {
  const loaded = useSyncExternalStore(
    subscribe,
    () => controls,
    () => controls,
  );
  useEffect(() => {
    if (loaded !== null) return undefined;
    return whenIdle(() => void loadOverlayControls().catch(() => undefined));
  }, [loaded]);
  return loaded;
}

/** What a look-alike hands its control when the control takes its place. */
export interface LookAlikeEvents {
  readonly onFocus: () => void;
  readonly onBlur: () => void;
  /** The person reached for the control: fetch it now, and open it once it is there. */
  readonly press: () => void;
}

/**
 * A control that shows a look-alike until the overlay controls have come: the controls (or null),
 * how the control takes over (opened if the look-alike was pressed, focused if it had focus) and
 * the events the look-alike reports. A press whose fetch fails leaves the look-alike as it was, to
 * be pressed again.
 */
export function useLookAlike() {
  const controls = useOverlayControls();
  const [pressed, setPressed] = useState(false);
  const [focused, setFocused] = useState(false);
  const events: LookAlikeEvents = {
    onFocus: () => setFocused(true),
    onBlur: () => setFocused(false),
    press: () => {
      setPressed(true);
      loadOverlayControls().catch(() => setPressed(false));
    },
  };
  return { controls, takeover: { open: pressed, focus: focused || pressed }, events };
}
