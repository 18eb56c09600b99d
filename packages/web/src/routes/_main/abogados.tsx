import { createFileRoute } from '@tanstack/react-router';
import { readThroughDevice } from '../../data/device-reads';
import { MyLawyersPage } from '../../features/directory/my-lawyers-page';

/**
 * The client's lawyers and the studios' invitations waiting for an answer, each shown or failed on
 * its own, each read through the device's copy (data/device-reads.ts).
 */
export const Route = createFileRoute('/_main/abogados')({
  loader: async ({ context, route }) => {
    const client = context.session.client;
    const [lawyers, invitations] = await Promise.all([
      readThroughDevice(context, route.id, 'abogados', () => context.portal.listMyLawyers({ client })),
      readThroughDevice(context, route.id, 'invitaciones', () => context.portal.listPendingInvitations({ client })),
    ]);
    return { lawyers, invitations };
  },
  component: MyLawyersPage,
});
