import { agendaMessages, type UpcomingCalendar } from '@justiciable/core';
import { EmptyState } from '../../ui/blocks';
import { Button } from '../../ui/button';
import { AgendaList } from './agenda-list';

/**
 * "Próximos": what the client has from now on, by date and time, as core's agenda view gives it
 * (worked out once for the entries the page shows). The entries
 * without a date are counted, and one tap from the list.
 */
export function UpcomingAgenda({
  upcoming,
  onList,
}: {
  readonly upcoming: UpcomingCalendar;
  readonly onList: () => void;
}) {
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
