import type { MyLawyersPart } from '@justiciable/core';
import { createFileRoute } from '@tanstack/react-router';
import { loadedPage, throughDevice } from '../../data/page-parts';
import { MyLawyersPage } from '../../features/directory/my-lawyers-page';
import { titled } from '../../shell/page-title';

/** The device's copies this route reads (data/device-reads.ts). */
const COPIES = { lawyers: 'abogados', invitations: 'invitaciones' } as const satisfies Record<MyLawyersPart, string>;

/**
 * The client's lawyers and the studios' invitations waiting for an answer, each shown or failed on
 * its own, each read through the device's copy (data/device-reads.ts).
 */
export const Route = createFileRoute('/_main/abogados')({
  staticData: { deviceKeys: () => Object.values(COPIES) },
  loader: async ({ context, route }) => {
    const copies = throughDevice(context, route.id, COPIES);
    const page = await context.portal.readMyLawyers({ client: context.session.client, through: copies.through });
    return loadedPage(page, ['lawyers', 'invitations'], copies);
  },
  head: () => titled('Mis abogados'),
  component: MyLawyersPage,
});
