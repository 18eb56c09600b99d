import { describeCommentRepositoryContract } from '@justiciable/core/testing';
import { afterAll } from 'vitest';
import { closeCloud, MISSING_ID, sharedCloud } from '../testing/emulator-cloud';
import { clientName, demoSession, orThrow, ownCases } from '../testing/seed-discovery';

afterAll(closeCloud);

describeCommentRepositoryContract('LegacyApiCommentRepository', async () => {
  const cloud = await sharedCloud();
  const { session, other } = await demoSession(cloud);
  const [ownCase] = await ownCases(cloud, session.userId);
  if (ownCase === undefined) throw new Error('The demo client has no case');
  const [ownMovement] = orThrow(await cloud.ports.cases.listMovements(ownCase.id), 'list the movements').movements;
  if (ownMovement === undefined) throw new Error(`Case ${ownCase.id} has no movement`);
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
