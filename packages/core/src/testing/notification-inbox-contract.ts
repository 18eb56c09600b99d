import { beforeEach, describe, expect, it } from 'vitest';
import { NotificationSchema } from '../notifications/notification';
import type { NotificationInbox } from '../notifications/notification-inbox';
import { expectAllValid, expectFailure, expectOk } from './contract-expectations';

/** What a NotificationInbox contract run needs; the factory builds it before every test. */
export interface NotificationInboxWorld {
  readonly subject: NotificationInbox;
  /** The signed-in client, and someone else. */
  readonly clientId: string;
  readonly clientEmail: string;
  readonly foreignClientId: string;
  /** A notification of the client (the suite marks it read), one of another client, and an id nobody has. */
  readonly ownNotificationId: string;
  readonly foreignNotificationId: string;
  readonly missingNotificationId: string;
  signOut(): Promise<void>;
}

/** The client's notifications (SPEC §7 getNotifications, readNotification). */
export function describeNotificationInboxContract(name: string, factory: () => Promise<NotificationInboxWorld>): void {
  describe(`${name} honours the NotificationInbox contract`, () => {
    let world: NotificationInboxWorld;
    let subject: NotificationInbox;

    beforeEach(async () => {
      world = await factory();
      subject = world.subject;
    });

    async function listed() {
      return expectOk(await subject.list(world.clientId, world.clientEmail));
    }

    it("lists the client's notifications and no one else's", async () => {
      const notifications = await listed();
      expectAllValid(NotificationSchema, notifications);
      const ids = notifications.map((notification) => notification.id);
      expect(ids).toContain(world.ownNotificationId);
      expect(ids).not.toContain(world.foreignNotificationId);
    });

    it("refuses another client's notifications as forbidden", async () => {
      expectFailure(await subject.list(world.foreignClientId, world.clientEmail), 'forbidden');
    });

    it('marks a notification read, which later reads show, and marking again changes nothing', async () => {
      expectOk(await subject.markRead(world.ownNotificationId));
      expect((await listed()).find((notification) => notification.id === world.ownNotificationId)?.leida).toBe(true);
      expectOk(await subject.markRead(world.ownNotificationId));
      expect((await listed()).find((notification) => notification.id === world.ownNotificationId)?.leida).toBe(true);
    });

    it("refuses to mark another client's notification as forbidden, an unknown one as not-found", async () => {
      expectFailure(await subject.markRead(world.foreignNotificationId), 'forbidden');
      expectFailure(await subject.markRead(world.missingNotificationId), 'not-found');
    });

    it('refuses without a session as unauthenticated', async () => {
      await world.signOut();
      expectFailure(await subject.list(world.clientId, world.clientEmail), 'unauthenticated');
      expectFailure(await subject.markRead(world.ownNotificationId), 'unauthenticated');
    });
  });
}
