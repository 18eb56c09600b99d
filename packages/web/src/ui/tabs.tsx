import { useId, useRef } from 'react';

export interface TabItem {
  readonly id: string;
  readonly label: string;
  readonly content: React.ReactNode;
}

export interface TabsProps {
  readonly label: string;
  readonly items: readonly TabItem[];
  readonly selectedId: string;
  readonly onSelectedIdChange: (id: string) => void;
}

/** The keys that move between tabs, and where each goes from the tab at `index` of `count`. */
const MOVES: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * Tabs as the WAI-ARIA pattern has them (a tab list, arrow keys and Home/End moving between tabs
 * and choosing them, one tab in the tab order, the chosen panel labelled by its tab), on plain
 * buttons: /welcome, the one page with tabs, is the page most visitors load first, and React
 * Aria's tabs bring its collections and selection machinery along.
 */
export function Tabs({ label, items, selectedId, onSelectedIdChange }: TabsProps) {
  const baseId = useId();
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;
  const selected = items.find((item) => item.id === selectedId) ?? items[0];

  function onKeyDown(event: React.KeyboardEvent, index: number) {
    const move = MOVES[event.key];
    const next = move === undefined ? undefined : items[move(index, items.length)];
    if (next === undefined) return;
    event.preventDefault();
    onSelectedIdChange(next.id);
    tabRefs.current.get(next.id)?.focus();
  }

  return (
    <div className="ui-tabs">
      <div role="tablist" aria-label={label} className="ui-tab-list">
        {items.map((item, index) => (
          <button
            key={item.id}
            ref={(element) => {
              if (element === null) tabRefs.current.delete(item.id);
              else tabRefs.current.set(item.id, element);
            }}
            type="button"
            role="tab"
            id={tabId(item.id)}
            aria-selected={item.id === selected?.id}
            aria-controls={item.id === selected?.id ? panelId(item.id) : undefined}
            tabIndex={item.id === selected?.id ? 0 : -1}
            className="ui-tab"
            onClick={() => onSelectedIdChange(item.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {selected === undefined ? null : (
        <div
          role="tabpanel"
          id={panelId(selected.id)}
          aria-labelledby={tabId(selected.id)}
          tabIndex={0}
          className="ui-tab-panel"
        >
          {selected.content}
        </div>
      )}
    </div>
  );
}
