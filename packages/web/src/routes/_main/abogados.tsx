import { createFileRoute } from '@tanstack/react-router';
import { readThroughDevice } from '../../data/device-reads';
import { MyLawyersPage } from '../../features/directory/my-lawyers-page';
import { titled } from '../../shell/page-title';

/** The device's copies this route reads (data/device-reads.ts). */
const COPIES = { lawyers: 'abogados', invitations: 'invitaciones' } as const;

/**
 * The client's lawyers and the studios' invitations waiting for an answer, each shown or failed on
 * its own, each read through the device's copy (data/device-reads.ts).
 */
export const Route = createFileRoute('/_main/abogados')({
  staticData: { deviceKeys: () => Object.values(COPIES) },
  loader: async ({ context, route }) => {
    const client = context.session.client;
    const [lawyers, invitations] = await Promise.all([
      readThroughDevice(context, route.id, COPIES.lawyers, () => context.portal.listMyLawyers({ client })),
      readThroughDevice(context, route.id, COPIES.invitations, () => context.portal.listPendingInvitations({ client })),
    ]);
    return { lawyers, invitations };
  },
  head: () => titled('Mis abogados'),
  component: MyLawyersPage,
});
