import { getRouteApi } from '@tanstack/react-router';
import { MyLawyersPage } from '../../features/directory/my-lawyers-page';

const route = getRouteApi('/main/abogados');

export function MyLawyersRoutePage() {
  const listed = route.useLoaderData();
  return <MyLawyersPage lawyers={listed.ok ? listed.value : []} error={listed.ok ? null : listed.error.message} />;
}
