import { createFileRoute } from '@tanstack/react-router';
import { loaded } from '../../data/loaded';
import { MyLawyersPage } from '../../features/directory/my-lawyers-page';

/**
 * The client's lawyers and the studios' invitations waiting for an answer, each shown or failed on
 * its own; the cases only link the lawyers' case names to their pages, so without them the names
 * stay plain text.
 */
export const Route = createFileRoute('/_main/abogados')({
  loader: async ({ context }) => {
    const client = context.session.client;
    const [lawyers, invitations, cases] = await Promise.all([
      context.portal.listMyLawyers(client),
      context.portal.listPendingInvitations(client),
      context.portal.listCases(client),
    ]);
    return { lawyers: loaded(lawyers), invitations: loaded(invitations), cases: cases.ok ? cases.value : [] };
  },
  component: MyLawyersPage,
});
