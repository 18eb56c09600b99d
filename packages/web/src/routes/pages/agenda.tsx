import { getRouteApi } from '@tanstack/react-router';
import { AgendaPage } from '../../features/calendar/agenda-page';

const route = getRouteApi('/main/agenda');

export function AgendaRoutePage() {
  const { error } = route.useLoaderData();
  return <AgendaPage error={error} />;
}
