import { createFileRoute } from '@tanstack/react-router';
import { loaded } from '../../data/loaded';
import { AgendaPage } from '../../features/calendar/agenda-page';

export const Route = createFileRoute('/_main/agenda')({
  loader: async ({ context }) => loaded(await context.portal.listCalendar(context.session.client)),
  component: AgendaPage,
});
