import { describeAccountRepositoryContract } from '@justiciable/core/contracts';
import { afterAll } from 'vitest';
import { closeCloud, sharedCloud } from '../testing/emulator-cloud';
import { demoSession } from '../testing/seed-discovery';

afterAll(closeCloud);

describeAccountRepositoryContract('AppSyncAccountRepository', async () => {
  const cloud = await sharedCloud();
  const { session, other } = await demoSession(cloud);
  return {
    subject: cloud.ports.accounts,
    userId: session.userId,
    foreignUserId: other.userId,
    missingUserId: globalThis.crypto.randomUUID(),
    signOut: () => cloud.signOut(),
  };
});
