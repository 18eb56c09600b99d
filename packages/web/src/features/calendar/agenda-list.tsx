import type { CalendarEntry } from '@justiciable/core';
import { WindowList } from '../../ui/window-list';
import { AgendaEntry } from './agenda-entry';

const entryKey = (entry: CalendarEntry) => entry.id;

/**
 * The agenda as a list (SPEC §4: by creation date, newest first) whose items exist only while
 * near the window's view, so 50,000 entries keep a few dozen in the page.
 */
export function AgendaList({ entries }: { readonly entries: readonly CalendarEntry[] }) {
  return (
    <WindowList items={entries} label="Eventos de su agenda" className="agenda-list" itemClassName="agenda-list-item" keyOf={entryKey} estimateSize={260} overscan={4}>
      {(entry) => <AgendaEntry entry={entry} />}
    </WindowList>
  );
}
