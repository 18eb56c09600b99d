import { describeLawyerDirectoryContract } from '@justiciable/core/contracts';
import { afterAll } from 'vitest';
import { closeCloud, MISSING_ID, sharedCloud, type Cloud } from '../testing/emulator-cloud';
import { demoSession, directory, orThrow, ownCases } from '../testing/seed-discovery';

afterAll(closeCloud);

/** A studio of the client's cases that is no longer enabled (SPEC §2). */
async function disabledGroupOf(cloud: Cloud, clientId: string): Promise<string> {
  for (const groupId of new Set((await ownCases(cloud, clientId)).map((kase) => kase.id_grupo))) {
    if (!orThrow(await cloud.ports.directory.getStudyInfo(groupId), 'read a studio').habilitado) return groupId;
  }
  throw new Error("None of the demo client's studios is disabled");
}

describeLawyerDirectoryContract('LegacyApiLawyerDirectory', async () => {
  const cloud = await sharedCloud();
  const { session, other } = await demoSession(cloud);
  const [lawyer] = await directory(cloud);
  if (lawyer === undefined) throw new Error('The directory is empty');
  return {
    subject: cloud.ports.directory,
    clientId: session.userId,
    foreignClientId: other.userId,
    lawyerId: lawyer.id,
    groupId: lawyer.id_grupo,
    disabledGroupId: await cloud.remember('disabled group', () => disabledGroupOf(cloud, session.userId)),
    missingLawyerId: MISSING_ID,
    missingGroupId: MISSING_ID,
    signOut: () => cloud.signOut(),
  };
});
