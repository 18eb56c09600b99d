import type { CalendarEntry } from '@justiciable/core';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { AgendaEntry } from './agenda-entry';

/**
 * The agenda as a list (SPEC §4: by creation date, newest first) whose items exist only while
 * near the window's view, so 50,000 entries keep a few dozen in the page. Each item says its
 * place in the whole list to screen readers.
 */
export function AgendaList({ entries }: { readonly entries: readonly CalendarEntry[] }) {
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
  const keyOf = useCallback((index: number) => entries[index]?.id ?? index, [entries]);
  const virtualizer = useWindowVirtualizer({
    count: entries.length,
    estimateSize: () => 260,
    overscan: 4,
    scrollMargin: listTop,
    getItemKey: keyOf,
  });
  return (
    // The explicit role keeps the list a list for VoiceOver, which drops it when unstyled.
    <ul ref={listRef} role="list" aria-label="Eventos de su agenda" className="agenda-list" style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => {
        const entry = entries[item.index];
        if (entry === undefined) return null;
        return (
          <li
            key={item.key}
            ref={virtualizer.measureElement}
            data-index={item.index}
            aria-setsize={entries.length}
            aria-posinset={item.index + 1}
            className="agenda-list-item"
            style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
          >
            <AgendaEntry entry={entry} />
          </li>
        );
      })}
    </ul>
  );
}
