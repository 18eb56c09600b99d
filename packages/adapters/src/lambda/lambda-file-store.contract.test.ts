import { describeFileStoreContract } from '@justiciable/core/testing';
import { afterAll } from 'vitest';
import { closeCloud, sharedCloud } from '../testing/emulator-cloud';
import { demoSession, firstOwnCase, uniqueKeys } from '../testing/seed-discovery';

afterAll(closeCloud);

describeFileStoreContract('LambdaFileStore', async () => {
  const cloud = await sharedCloud();
  const { session } = await demoSession(cloud);
  const ownCase = await firstOwnCase(cloud, session.userId);
  return {
    subject: cloud.ports.files,
    caseId: ownCase.id,
    groupId: ownCase.id_grupo,
    missingFileLink: `${ownCase.id_grupo}/${ownCase.id}/archivo-que-no-existe.pdf`,
    uniqueKey: uniqueKeys('contrato-archivos'),
    signOut: () => cloud.signOut(),
  };
});
