import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';

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

/**
 * A list whose items exist only while near the window's view, so thousands keep a few dozen in
 * the page; each item says its place in the whole list to screen readers.
 */
export function WindowList<T>({ items, label, className, itemClassName, keyOf, estimateSize, overscan, children }: WindowListProps<T>) {
  const listRef = useRef<HTMLUListElement>(null);
  const [listTop, setListTop] = useState(0);
  // The virtualizer counts from the page's top; what is above the list changes with the width.
  useLayoutEffect(() => {
    const measure = () => setListTop(listRef.current ? listRef.current.getBoundingClientRect().top + window.scrollY : 0);
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  // A new key function makes the virtualizer forget every measured height: only with the list.
  const itemKey = useCallback((index: number) => {
    const item = items[index];
    return item === undefined ? index : keyOf(item);
  }, [items, keyOf]);
  const virtualizer = useWindowVirtualizer({ count: items.length, estimateSize: () => estimateSize, overscan, scrollMargin: listTop, getItemKey: itemKey });
  return (
    // The explicit role keeps the list a list for VoiceOver, which drops it when unstyled.
    <ul ref={listRef} role="list" aria-label={label} className={className} style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((row) => {
        const item = items[row.index];
        if (item === undefined) return null;
        return (
          <li
            key={row.key}
            ref={virtualizer.measureElement}
            data-index={row.index}
            aria-setsize={items.length}
            aria-posinset={row.index + 1}
            className={itemClassName}
            style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
          >
            {children(item)}
          </li>
        );
      })}
    </ul>
  );
}
