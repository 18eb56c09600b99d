import { getRouteApi } from '@tanstack/react-router';
import { VerifyAccountPage } from '../../features/identity/verify-account-page';

const route = getRouteApi('/public/verifyAccount/$username/$code');

export function VerifyAccountRoutePage() {
  const { error } = route.useLoaderData();
  return <VerifyAccountPage error={error} />;
}
