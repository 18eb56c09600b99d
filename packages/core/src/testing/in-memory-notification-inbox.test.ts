import { describe, expect, it } from 'vitest';
import { portalError } from '../shared/portal-error';
import { expectFailure, expectOk } from './contract-expectations';
import { seedDemoWorld } from './demo-world';
import { InMemoryNotificationInbox } from './in-memory-notification-inbox';
import { InMemoryWorld } from './in-memory-world';
import { describeNotificationInboxContract } from './notification-inbox-contract';

function signedInDemo() {
  const world = new InMemoryWorld();
  const demo = seedDemoWorld(world);
  world.signInAs(demo.client.userId);
  return { world, demo, inbox: new InMemoryNotificationInbox(world) };
}

describeNotificationInboxContract('InMemoryNotificationInbox', async () => {
  const { world, demo, inbox } = signedInDemo();
  return {
    subject: inbox,
    clientId: demo.client.userId,
    clientEmail: demo.client.email,
    foreignClientId: demo.otherClient.userId,
    ownNotificationId: demo.notificationId,
    foreignNotificationId: demo.otherClientNotificationId,
    missingNotificationId: '999999',
    signOut: async () => world.signOut(),
  };
});

describe('InMemoryNotificationInbox', () => {
  it('keeps the notification unread when marking fails before reaching the service', async () => {
    const { demo, inbox } = signedInDemo();
    inbox.failNext('markRead', portalError.unavailable('aborted'));
    expectFailure(await inbox.markRead(demo.notificationId), 'unavailable');
    expect(expectOk(await inbox.list(demo.client.userId, demo.client.email))[0]?.leida).toBe(false);
  });
});
