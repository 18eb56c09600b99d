import { createFileRoute } from '@tanstack/react-router';
import { err, ok, type PortalError, type Result } from '@justiciable/core';
import { readThroughDevice } from '../../data/device-reads';
import { inboxOf, type Inbox } from '../../data/inbox';
import { NotificationsPage } from '../../features/notifications/notifications-page';
import { titled } from '../../shell/page-title';

/** The device's copies this route reads (data/device-reads.ts). */
const COPIES = { notifications: 'notificaciones', invitations: 'invitaciones' } as const;

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
    const client = context.session.client;
    const [notifications, invitations] = await Promise.all([
      readThroughDevice(context, route.id, COPIES.notifications, async (): Promise<Result<Inbox, PortalError>> => {
        const listed = await context.portal.listNotifications({ client });
        if (!listed.ok) return err(listed.error);
        const layoutInbox = await (await parentMatchPromise).loaderData?.notifications;
        const inbox = await inboxOf(context.portal, client, listed, layoutInbox?.ok ? layoutInbox.value.cases : null);
        // Cases that cannot be read decide nothing: an inbox listed is always read.
        if (!inbox.ok) throw new Error('inboxOf failed on notifications already listed.');
        return ok(inbox.value);
      }),
      readThroughDevice(context, route.id, COPIES.invitations, () => context.portal.listPendingInvitations({ client })),
    ]);
    return { notifications, invitations: invitations.ok ? invitations.value : [] };
  },
  staleTime: 0,
  head: () => titled('Notificaciones'),
  component: NotificationsPage,
});
