import type { CalendarEntry } from '@justiciable/core';
import { WindowList } from '../../ui/window-list';
import { AgendaEntry } from './agenda-entry';

const entryKey = (entry: CalendarEntry) => entry.id;

/**
 * The agenda as a list, in the order it is given (SPEC §4's newest created first, or what comes
 * next), whose items exist only while near the window's view, so 50,000 entries keep a few dozen
 * in the page.
 */
export function AgendaList({
  entries,
  label = 'Eventos de su agenda',
}: {
  readonly entries: readonly CalendarEntry[];
  readonly label?: string;
}) {
  return (
    <WindowList
      items={entries}
      label={label}
      className="agenda-list"
      itemClassName="agenda-list-item"
      keyOf={entryKey}
      estimateSize={260}
      overscan={4}
    >
      {(entry) => <AgendaEntry entry={entry} />}
    </WindowList>
  );
}
