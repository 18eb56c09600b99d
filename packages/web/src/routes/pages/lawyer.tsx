import { getRouteApi } from '@tanstack/react-router';
import { LawyerPage } from '../../features/directory/lawyer-page';

const route = getRouteApi('/main/lawyerDetails/$id/$id_grupo/{-$showInfo}');

export function LawyerRoutePage() {
  const found = route.useLoaderData();
  return <LawyerPage details={found.ok ? found.value : null} error={found.ok ? null : found.error.message} />;
}
