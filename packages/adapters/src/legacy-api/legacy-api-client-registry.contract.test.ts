import { describeClientRegistryContract } from '@justiciable/core/contracts';
import { afterAll } from 'vitest';
import { closeCloud, freshCloud } from '../testing/emulator-cloud';
import { demoSession } from '../testing/seed-discovery';

afterAll(closeCloud);

// The suite deletes the client's contacts, so every run gets a new emulator with the seeded links.
describeClientRegistryContract('LegacyApiClientRegistry', async () => {
  const cloud = await freshCloud();
  const { session, other } = await demoSession(cloud);
  return {
    subject: cloud.ports.clients,
    clientId: session.userId,
    clientEmail: session.email,
    foreignClientId: other.userId,
    myLawyers: cloud.ports.myLawyers,
    contactRequests: cloud.ports.contactRequests,
    signOut: () => cloud.signOut(),
  };
});
