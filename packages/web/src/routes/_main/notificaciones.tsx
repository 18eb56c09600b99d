import { createFileRoute } from '@tanstack/react-router';
import type { NotificationsPart } from '@justiciable/core';
import { loadedPage, throughDevice } from '../../data/page-parts';
import { NotificationsPage } from '../../features/notifications/notifications-page';
import { titled } from '../../shell/page-title';

/** The device's copies this route reads (data/device-reads.ts). */
const COPIES = { inbox: 'notificaciones', invitations: 'invitaciones' } as const satisfies Record<
  NotificationsPart,
  string
>;

/**
 * The client's notifications and the studios' invitations still waiting for an answer, so an
 * invitation's notification can be answered where it is read. Without the invitations it links
 * to the invitation's own page instead. Read again on every visit (shown from the cache meanwhile):
 * a notification read elsewhere, or a new one, must not wait a minute to show here. The cases that
 * tell a payment already made from news are the layout's, which read them for the unread count.
 * Both are read through the device's copy (data/device-reads.ts); the invitations shown are the
 * copy's too when the network gives none.
 */
export const Route = createFileRoute('/_main/notificaciones')({
  staticData: { deviceKeys: () => Object.values(COPIES) },
  loader: async ({ context, parentMatchPromise, route }) => {
    const copies = throughDevice(context, route.id, COPIES);
    const layoutInbox = parentMatchPromise.then(async ({ loaderData }) => {
      const inbox = await loaderData?.notifications;
      return inbox?.ok ? inbox.value.cases : null;
    });
    const page = await context.portal.openNotifications({
      client: context.session.client,
      knownCases: layoutInbox,
      through: copies.through,
    });
    const { inbox, invitations } = loadedPage(page, ['inbox', 'invitations'], copies);
    return { notifications: inbox, invitations: invitations.ok ? invitations.value : [] };
  },
  staleTime: 0,
  head: () => titled('Notificaciones'),
  component: NotificationsPage,
});
