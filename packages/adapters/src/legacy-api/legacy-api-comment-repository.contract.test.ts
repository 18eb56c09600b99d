import { describeCommentRepositoryContract } from '@justiciable/core/contracts';
import { afterAll } from 'vitest';
import { closeCloud, MISSING_ID, sharedCloud } from '../testing/emulator-cloud';
import { clientName, demoSession, firstMovementOf, firstOwnCase } from '../testing/seed-discovery';

afterAll(closeCloud);

describeCommentRepositoryContract('LegacyApiCommentRepository', async () => {
  const cloud = await sharedCloud();
  const { session, other } = await demoSession(cloud);
  const ownCase = await firstOwnCase(cloud, session.userId);
  const ownMovement = await firstMovementOf(cloud, ownCase.id);
  return {
    subject: cloud.ports.comments,
    cases: cloud.ports.cases,
    clientId: session.userId,
    clientName: await clientName(cloud, session.userId),
    foreignClientId: other.userId,
    ownCaseId: ownCase.id,
    ownMovementId: ownMovement.id_movimiento,
    foreignMovementId: other.requestMovementId,
    missingMovementId: MISSING_ID,
    signOut: () => cloud.signOut(),
  };
});
