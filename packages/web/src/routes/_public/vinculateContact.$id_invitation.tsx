import { createFileRoute } from '@tanstack/react-router';
import { loaded } from '../../data/loaded';
import { InvitationPage } from '../../features/directory/invitation-page';
import { signedInClientIfAny } from '../../session/signed-in';
import { LinkSearchSchema } from '../-link-search';
import { titled } from '../../shell/page-title';

/**
 * A studio's invitation sent by e-mail, with the studio it comes from: the link's token (or being
 * the signed-in invitee) opens it; answering it needs the invitee signed in.
 */
export const Route = createFileRoute('/_public/vinculateContact/$id_invitation')({
  validateSearch: LinkSearchSchema,
  loaderDeps: ({ search }) => ({ token: search.token ?? null }),
  // Loads the signed-in client, if any, into the session's state, where the page reads it.
  beforeLoad: async ({ context }) => {
    await signedInClientIfAny(context);
  },
  loader: async ({ context, params, deps }) => {
    const found = await context.portal.openInvitation({ invitationId: params.id_invitation, token: deps.token });
    // An invitation that got no answer may well exist: the page offers to read it again.
    return { invitation: loaded(found), unanswered: !found.ok && found.error.kind === 'unavailable' };
  },
  head: () => titled('Invitación de un estudio'),
  component: InvitationPage,
});
