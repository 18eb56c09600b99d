import { getRouteApi } from '@tanstack/react-router';
import { InvitationPage } from '../../features/directory/invitation-page';

const route = getRouteApi('/public/vinculateContact/$id_invitation');

export function VinculateContactRoutePage() {
  const { invitation, client } = route.useLoaderData();
  return (
    <InvitationPage
      invitation={invitation.ok ? invitation.value : null}
      client={client}
      error={invitation.ok ? null : invitation.error.message}
    />
  );
}
