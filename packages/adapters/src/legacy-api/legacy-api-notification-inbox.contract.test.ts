import { describeNotificationInboxContract } from '@justiciable/core/contracts';
import { afterAll } from 'vitest';
import { closeCloud, MISSING_ID, sharedCloud } from '../testing/emulator-cloud';
import { demoSession, orThrow } from '../testing/seed-discovery';

afterAll(closeCloud);

describeNotificationInboxContract('LegacyApiNotificationInbox', async () => {
  const cloud = await sharedCloud();
  const { session, other } = await demoSession(cloud);
  const notifications = orThrow(
    await cloud.ports.notifications.list(session.userId, session.email),
    'list the notifications',
  );
  const own = notifications.find((notification) => !notification.leida) ?? notifications[0];
  if (own === undefined) throw new Error('The demo client has no notification');
  return {
    subject: cloud.ports.notifications,
    clientId: session.userId,
    clientEmail: session.email,
    foreignClientId: other.userId,
    ownNotificationId: own.id,
    foreignNotificationId: other.notificationId,
    missingNotificationId: MISSING_ID,
    signOut: () => cloud.signOut(),
  };
});
