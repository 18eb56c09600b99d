import { createFileRoute } from '@tanstack/react-router';
import { readThroughDevice } from '../../data/device-reads';
import { AgendaPage } from '../../features/calendar/agenda-page';
import { AgendaSearchSchema } from '../../features/calendar/agenda-search';

/** The device's copy of the agenda (data/device-reads.ts). */
const AGENDA_COPY = 'agenda';

export const Route = createFileRoute('/_main/agenda')({
  validateSearch: AgendaSearchSchema,
  staticData: { deviceKeys: () => [AGENDA_COPY] },
  loader: ({ context, route }) => readThroughDevice(context, route.id, AGENDA_COPY, () => context.portal.listCalendar({ client: context.session.client })),
  component: AgendaPage,
});
