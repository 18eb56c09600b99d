import { startTransition, useEffect, useState } from 'react';

/** How long one slice of a filtering may hold the main thread, in ms: a key press waits at most about this long. */
const SLICE_MS = 8;
/** Items filtered between two looks at the clock. */
const STEP = 64;
/** Searches whose answers are kept, so deleting what was just typed shows each list again at once. */
const KEPT_ANSWERS = 32;

export interface SlicedFilter<T, S> {
  /** The items the latest finished filtering kept: the previous search's while the next one is under way. */
  readonly shown: readonly T[];
  /** The search `shown` answers, for what is said beside the list (a count, "Sin resultados"). */
  readonly shownSearch: S;
}

interface Answer<T, S> {
  readonly items: readonly T[];
  readonly search: S;
  readonly shown: readonly T[];
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The items a search keeps, worked out in slices between which the browser answers key presses
 * and clicks: filtering thousands of items can take a few hundred milliseconds on a phone, which
 * in one piece would hold back the next letter typed. The list shown stays the previous answer
 * until the new one is whole, and then changes in a transition; so do new items (the page's data
 * read again behind it). The first answer (the page opened with a search in its URL) is worked
 * out at once, so the page opens filtered. `keep` must keep each item on its own (what it keeps
 * of a part is the part of what it keeps of the whole) and be the same function from render to
 * render.
 */
export function useSlicedFilter<T, S>(
  items: readonly T[],
  search: S,
  keep: (items: readonly T[], search: S) => readonly T[],
): SlicedFilter<T, S> {
  const [answer, setAnswer] = useState<Answer<T, S>>(() => ({ items, search, shown: keep(items, search) }));
  // Answers by search, for these items only.
  const [kept] = useState(() => ({ items, bySearch: new Map<string, readonly T[]>() }));

  useEffect(() => {
    if (answer.items === items && answer.search === search) return undefined;
    if (kept.items !== items) {
      kept.items = items;
      kept.bySearch.clear();
    }
    const key = JSON.stringify(search);
    const known = kept.bySearch.get(key);
    if (known !== undefined) {
      startTransition(() => setAnswer({ items, search, shown: known }));
      return undefined;
    }
    let cancelled = false;
    void (async () => {
      const shown: T[] = [];
      let sliceStart = performance.now();
      for (let from = 0; from < items.length; from += STEP) {
        shown.push(...keep(items.slice(from, from + STEP), search));
        if (performance.now() - sliceStart < SLICE_MS) continue;
        await nextTask();
        if (cancelled) return;
        sliceStart = performance.now();
      }
      if (kept.bySearch.size >= KEPT_ANSWERS) kept.bySearch.delete(kept.bySearch.keys().next().value as string);
      kept.bySearch.set(key, shown);
      startTransition(() => setAnswer({ items, search, shown }));
    })();
    return () => {
      cancelled = true;
    };
  }, [items, search, keep, answer, kept]);

  return { shown: answer.shown, shownSearch: answer.search };
}
