import { createFileRoute } from '@tanstack/react-router';
import { AGENDA_COPY } from '../../data/device-keys';
import { readThroughDevice } from '../../data/device-reads';
import { AgendaPage } from '../../features/calendar/agenda-page';
import { AgendaSearchSchema } from '../../features/calendar/agenda-search';
import { titled } from '../../shell/page-title';

export const Route = createFileRoute('/_main/agenda')({
  validateSearch: AgendaSearchSchema,
  staticData: { deviceKeys: () => [AGENDA_COPY] },
  loader: ({ context, route }) =>
    readThroughDevice(context, route.id, AGENDA_COPY, () =>
      context.portal.listCalendar({ client: context.session.client }),
    ),
  head: () => titled('Agenda'),
  component: AgendaPage,
});
