import { createFileRoute } from '@tanstack/react-router';
import { readThroughDevice } from '../../data/device-reads';
import { AgendaPage } from '../../features/calendar/agenda-page';
import { AgendaSearchSchema } from '../../features/calendar/agenda-search';

export const Route = createFileRoute('/_main/agenda')({
  validateSearch: AgendaSearchSchema,
  loader: ({ context, route }) => readThroughDevice(context, route.id, 'agenda', () => context.portal.listCalendar({ client: context.session.client })),
  component: AgendaPage,
});
