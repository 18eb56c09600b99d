import { describeMyLawyersContract } from '@justiciable/core/contracts';
import { afterAll } from 'vitest';
import { closeCloud, freshCloud } from '../testing/emulator-cloud';
import { demoSession, directory, orThrow } from '../testing/seed-discovery';

afterAll(closeCloud);

// The suite unlinks the client's lawyer, so every run gets a new emulator with the seeded link.
describeMyLawyersContract('LegacyApiMyLawyers', async () => {
  const cloud = await freshCloud();
  const { session, other } = await demoSession(cloud);
  const linked = orThrow(await cloud.ports.myLawyers.list(session.userId), 'list the lawyers');
  const [lawyer] = linked;
  if (lawyer === undefined) throw new Error('The demo client has no lawyer linked');
  const unlinked = (await directory(cloud)).find((listing) => !linked.some((mine) => mine.id_abogado === listing.id));
  if (unlinked === undefined) throw new Error('Every directory lawyer is linked to the demo client');
  return {
    subject: cloud.ports.myLawyers,
    clientId: session.userId,
    clientEmail: session.email,
    foreignClientId: other.userId,
    linkedLawyerId: lawyer.id_abogado,
    unlinkedLawyerId: unlinked.id,
    contactRequests: cloud.ports.contactRequests,
    signOut: () => cloud.signOut(),
  };
});
