import { describeConsultationDeskContract } from '@justiciable/core/contracts';
import { afterAll } from 'vitest';
import { closeCloud, MISSING_ID, sharedCloud } from '../testing/emulator-cloud';
import { clientName, demoSession, directory, orThrow, studyOfGroup } from '../testing/seed-discovery';

afterAll(closeCloud);

describeConsultationDeskContract('LegacyApiConsultationDesk', async () => {
  const cloud = await sharedCloud();
  const { session, other } = await demoSession(cloud);
  const lawyer = (await directory(cloud)).find((listing) => listing.services.length > 0 && listing.media.length > 0);
  const [service] = lawyer?.services ?? [];
  const [medium] = lawyer?.media ?? [];
  if (lawyer === undefined || service === undefined || medium === undefined)
    throw new Error('No directory lawyer offers a service and a medium');
  const record = orThrow(await cloud.ports.accounts.getUser(session.userId), 'read the user');
  return {
    subject: cloud.ports.consultations,
    cases: cloud.ports.cases,
    calendar: cloud.ports.calendar,
    client: {
      id: session.userId,
      name: await clientName(cloud, session.userId),
      email: session.email,
      phone: record.user.phone ?? '',
    },
    foreignClientId: other.userId,
    lawyerId: lawyer.id,
    groupId: lawyer.id_grupo,
    studyId: await cloud.remember('study of the consultation group', () => studyOfGroup(cloud, lawyer.id_grupo)),
    serviceId: service.id,
    mediumId: medium.id,
    missingLawyerId: MISSING_ID,
    signOut: () => cloud.signOut(),
  };
});
