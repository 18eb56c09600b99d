import { agendaMessages, agendaMoment, upcomingCalendar, type CalendarEntry } from '@justiciable/core';
import { useMemo } from 'react';
import { EmptyState } from '../../ui/blocks';
import { Button } from '../../ui/button';
import { AgendaList } from './agenda-list';

/**
 * "Próximos" (issue 22): what the client has from now on, by date and time, through core's
 * upcomingCalendar over the entries' typed day and times (the large account's 50,000 included,
 * in one pass and one sort). The entries without a date are counted, and one tap from the list.
 */
export function UpcomingAgenda({ entries, onList }: { readonly entries: readonly CalendarEntry[]; readonly onList: () => void }) {
  // 'Now' is when the agenda was read or filtered: the list does not reorder under the reader.
  const upcoming = useMemo(() => upcomingCalendar(entries, agendaMoment(Date.now())), [entries]);
  return (
    <>
      <p className="agenda-view-lead">{agendaMessages.upcomingLead(upcoming.entries.length)}</p>
      {upcoming.undated > 0 ? (
        <p className="agenda-undated">
          {agendaMessages.undatedNotUpcoming(upcoming.undated)}{' '}
          <button type="button" className="ui-link agenda-link-button" onClick={onList}>
            {upcoming.undated === 1 ? 'Verlo en la lista' : 'Verlos en la lista'}
          </button>
        </p>
      ) : null}
      {upcoming.entries.length === 0 ? (
        <EmptyState
          title={agendaMessages.noUpcoming}
          action={
            <Button variant="secondary" onPress={onList}>
              Ver la lista
            </Button>
          }
        >
          {agendaMessages.noUpcomingDetail}
        </EmptyState>
      ) : (
        <AgendaList entries={upcoming.entries} label="Próximos eventos" />
      )}
    </>
  );
}
