import { parseDocumentKey } from '@justiciable/core';
import { describeCaseRepositoryContract } from '@justiciable/core/contracts';
import { afterAll } from 'vitest';
import { closeCloud, MISSING_ID, sharedCloud } from '../testing/emulator-cloud';
import { demoSession, firstMovementOf, firstOwnCase, orThrow, pendingPaymentCaseOf } from '../testing/seed-discovery';

afterAll(closeCloud);

describeCaseRepositoryContract('LegacyApiCaseRepository', async () => {
  const cloud = await sharedCloud();
  const { session, other } = await demoSession(cloud);
  const ownCase = await firstOwnCase(cloud, session.userId);
  const ownMovement = await firstMovementOf(cloud, ownCase.id);
  return {
    subject: cloud.ports.cases,
    clientId: session.userId,
    ownCaseId: ownCase.id,
    ownMovementId: ownMovement.id_movimiento,
    pendingPaymentCaseId: await pendingPaymentCaseOf(cloud, session.userId),
    foreignCaseId: other.caseId,
    foreignRequestMovementId: other.requestMovementId,
    foreignMovementId: other.movementId,
    foreignClientId: other.userId,
    missingCaseId: MISSING_ID,
    missingMovementId: MISSING_ID,
    uploadThroughLink: async ({ caseId, groupId, movementId, linkToken }) => {
      const upload = {
        caseId,
        groupId,
        uniqueKey: `por-enlace-${movementId}`,
        fileName: 'recibo.pdf',
        contentBase64: 'SG9sYQ==',
        request: { movementId, linkToken },
      };
      return parseDocumentKey(orThrow(await cloud.ports.files.upload(upload), 'upload through the link').key).fileName;
    },
    signOut: () => cloud.signOut(),
  };
});
