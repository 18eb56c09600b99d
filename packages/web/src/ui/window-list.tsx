import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { itemsInBand, itemStarts, placesOf, sameRange } from './window-range';

export interface WindowListProps<T> {
  readonly items: readonly T[];
  readonly label: string;
  readonly className: string;
  readonly itemClassName: string;
  /** A stable key per item, so measured heights follow their items. */
  readonly keyOf: (item: T) => string;
  /** A first guess of an item's height in px, before it is measured. */
  readonly estimateSize: number;
  readonly overscan: number;
  readonly children: (item: T) => React.ReactNode;
}

/** The part of the list the window shows, in px from the list's top. */
interface Band {
  readonly top: number;
  readonly bottom: number;
}

function bandOf(list: HTMLElement): Band {
  const top = list.getBoundingClientRect().top;
  return { top: -top, bottom: window.innerHeight - top };
}

/**
 * A list whose items exist only while near the window's view, so thousands keep a few dozen in
 * the page; each item says its place in the whole list to screen readers. Items are placed at
 * the sum of the heights before them: measured once shown, guessed until then.
 */
export function WindowList<T>({
  items,
  label,
  className,
  itemClassName,
  keyOf,
  estimateSize,
  overscan,
  children,
}: WindowListProps<T>) {
  const listRef = useRef<HTMLUListElement>(null);
  // Measured heights by item key, kept while the list lives (a filter brings items back
  // measured); a new holder object makes the starts be summed again.
  const [heights, setHeights] = useState(() => ({ byKey: new Map<string, number>() }));
  const [band, setBand] = useState<Band>(() => ({ top: 0, bottom: window.innerHeight }));
  const keys = useMemo(() => items.map(keyOf), [items, keyOf]);
  const places = useMemo(() => placesOf(keys), [keys]);
  const starts = useMemo(() => itemStarts(places, heights.byKey, estimateSize), [places, heights, estimateSize]);
  const range = itemsInBand(starts, band.top, band.bottom, overscan);
  const held = heldIndices(listRef.current, keys, range);

  // What the scroll handler and the measuring compare with: the latest band (rendered or not)
  // and what the last render placed.
  const latestBand = useRef(band);
  const listWidth = useRef(0);
  const shown = useRef({ starts, range });
  const measureShown = useRef<(listResized: boolean) => void>(() => undefined);
  const [observer] = useState(() =>
    typeof ResizeObserver === 'undefined'
      ? null
      : new ResizeObserver((entries) =>
          measureShown.current(entries.some((entry) => entry.target === listRef.current)),
        ),
  );
  useEffect(() => () => observer?.disconnect(), [observer]);
  const observeItem = useCallback(
    (item: HTMLLIElement) => {
      observer?.observe(item);
      return () => observer?.unobserve(item);
    },
    [observer],
  );

  useLayoutEffect(() => {
    shown.current = { starts, range };
    measureShown.current = (listResized) => {
      const list = listRef.current;
      if (!list) return;
      // Text wraps anew at another width: every height measured at the old one is stale.
      const width = list.clientWidth;
      const stale = listResized && width !== listWidth.current && heights.byKey.size > 0;
      listWidth.current = width;
      if (stale) heights.byKey.clear();
      let changed = stale;
      let growthAbove = 0;
      for (const element of list.children) {
        const index = Number((element as HTMLElement).dataset['index']);
        const key = keys[index];
        const height = (element as HTMLElement).offsetHeight;
        // Nothing laid out (a hidden page, or no layout at all): the guess stays.
        if (key === undefined || height <= 0) continue;
        const before = heights.byKey.get(key);
        if (before === height) continue;
        heights.byKey.set(key, height);
        if (height === (before ?? estimateSize)) continue;
        changed = true;
        // An item wholly above the view that grows or shrinks would move what the person reads.
        if ((starts[index + 1] as number) <= latestBand.current.top) growthAbove += height - (before ?? estimateSize);
      }
      if (!changed) return;
      if (growthAbove !== 0) window.scrollBy(0, growthAbove);
      setHeights({ byKey: heights.byKey });
      setBand(latestBand.current);
    };
    measureShown.current(false);
  });

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    observer?.observe(list);
    latestBand.current = bandOf(list);
    setBand(latestBand.current);
    // Only a change of the items shown renders again; rendered at once, so a fast scroll does
    // not show the list's empty space for a frame.
    const follow = () => {
      const next = bandOf(list);
      latestBand.current = next;
      const { starts: placed, range: rendered } = shown.current;
      if (!sameRange(itemsInBand(placed, next.top, next.bottom, overscan), rendered)) flushSync(() => setBand(next));
    };
    window.addEventListener('scroll', follow, { passive: true });
    window.addEventListener('resize', follow);
    return () => {
      observer?.unobserve(list);
      window.removeEventListener('scroll', follow);
      window.removeEventListener('resize', follow);
    };
  }, [observer, overscan]);

  const placed: React.ReactNode[] = [];
  for (let index = range.first; index < range.last; index++) placed.push(placedItem(index));
  for (const index of held) placed.push(placedItem(index));

  function placedItem(index: number): React.ReactNode {
    const item = items[index] as T;
    return (
      <li
        key={keys[index]}
        data-key={keys[index]}
        ref={observeItem}
        data-index={index}
        aria-setsize={items.length}
        aria-posinset={index + 1}
        className={itemClassName}
        style={{ transform: `translateY(${starts[index]}px)` }}
      >
        {children(item)}
      </li>
    );
  }
  return (
    // The explicit role keeps the list a list for VoiceOver, which drops it when unstyled.
    <ul ref={listRef} role="list" aria-label={label} className={className} style={{ height: starts[items.length] }}>
      {placed}
    </ul>
  );
}

/**
 * The items outside the band that stay in the page: one whose dialog or menu is open (its trigger
 * says aria-expanded) or that holds the focus. Taking it out would close what the person is using,
 * as when the list measures its items again at another width (a phone turned, the window resized).
 */
function heldIndices(
  list: HTMLUListElement | null,
  keys: readonly string[],
  range: { readonly first: number; readonly last: number },
): number[] {
  if (list === null) return [];
  const held: number[] = [];
  for (const element of list.children) {
    const item = element as HTMLElement;
    if (item.querySelector('[aria-expanded="true"]') === null && !item.contains(document.activeElement)) continue;
    const index = keys.indexOf(item.dataset['key'] ?? '');
    if (index !== -1 && (index < range.first || index >= range.last)) held.push(index);
  }
  return held;
}
