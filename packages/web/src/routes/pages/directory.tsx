import { getRouteApi } from '@tanstack/react-router';
import { DirectoryPage } from '../../features/directory/directory-page';

const route = getRouteApi('/main/directorio');

export function DirectoryRoutePage() {
  const listed = route.useLoaderData();
  return <DirectoryPage lawyers={listed.ok ? listed.value : []} error={listed.ok ? null : listed.error.message} />;
}
