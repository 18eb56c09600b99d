import { MOVEMENT_TYPE } from '@justiciable/core';
import { describeFileStoreContract } from '@justiciable/core/contracts';
import { afterAll } from 'vitest';
import { closeCloud, sharedCloud } from '../testing/emulator-cloud';
import { demoSession, firstOwnCase, orThrow, uniqueKeys } from '../testing/seed-discovery';

afterAll(closeCloud);

describeFileStoreContract('LambdaFileStore', async () => {
  const cloud = await sharedCloud();
  const { session, other } = await demoSession(cloud);
  const ownCase = await firstOwnCase(cloud, session.userId);
  return {
    subject: cloud.ports.files,
    caseId: ownCase.id,
    groupId: ownCase.id_grupo,
    missingFileLink: `${ownCase.id_grupo}/${ownCase.id}/archivo-que-no-existe.pdf`,
    uniqueKey: uniqueKeys('contrato-archivos'),
    newFileRequest: async () => {
      const draft = {
        caseId: ownCase.id,
        clientId: session.userId,
        typeId: MOVEMENT_TYPE.fileRequest,
        description: 'Adjuntar el acta',
      };
      const { movementId } = orThrow(await cloud.ports.cases.addMovement(draft), 'add a file request');
      const { link_token: linkToken } = orThrow(
        await cloud.ports.cases.getMovement(movementId),
        'read the file request',
      );
      if (linkToken === null) throw new Error(`file request ${movementId} has no link token`);
      return { movementId, linkToken };
    },
    foreignCaseId: other.caseId,
    foreignGroupId: other.groupId,
    signOut: () => cloud.signOut(),
  };
});
