import { createFileRoute } from '@tanstack/react-router';
import { loaded } from '../../data/loaded';
import { MyLawyersPage } from '../../features/directory/my-lawyers-page';

/** The client's lawyers and the studios' invitations waiting for an answer, each shown or failed on its own. */
export const Route = createFileRoute('/_main/abogados')({
  loader: async ({ context }) => {
    const client = context.session.client;
    const [lawyers, invitations] = await Promise.all([context.portal.listMyLawyers({ client }), context.portal.listPendingInvitations({ client })]);
    return { lawyers: loaded(lawyers), invitations: loaded(invitations) };
  },
  component: MyLawyersPage,
});
