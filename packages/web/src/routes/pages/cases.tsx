import { getRouteApi } from '@tanstack/react-router';
import { CasesPage } from '../../features/cases/cases-page';

const route = getRouteApi('/main/asuntos');

export function CasesRoutePage() {
  const { error } = route.useLoaderData();
  return <CasesPage error={error} />;
}
