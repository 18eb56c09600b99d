import { createFileRoute } from '@tanstack/react-router';
import { loaded } from '../../data/loaded';
import { InvitationPage } from '../../features/directory/invitation-page';
import { signedInClientIfAny } from '../../session/signed-in';

/** A studio's invitation sent by e-mail: anyone may read it; answering it needs the invitee signed in. */
export const Route = createFileRoute('/_public/vinculateContact/$id_invitation')({
  // Loads the signed-in client, if any, into the session's state, where the page reads it.
  beforeLoad: async ({ context }) => {
    await signedInClientIfAny(context);
  },
  loader: async ({ context, params }) => loaded(await context.portal.findInvitation(params.id_invitation)),
  component: InvitationPage,
});
