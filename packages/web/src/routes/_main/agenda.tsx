import { createFileRoute } from '@tanstack/react-router';
import { loaded } from '../../data/loaded';
import { AgendaPage } from '../../features/calendar/agenda-page';
import { AgendaSearchSchema } from '../../features/calendar/agenda-search';

export const Route = createFileRoute('/_main/agenda')({
  validateSearch: AgendaSearchSchema,
  loader: async ({ context }) => loaded(await context.portal.listCalendar({ client: context.session.client })),
  component: AgendaPage,
});
