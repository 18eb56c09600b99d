import { describeCaseRepositoryContract } from '@justiciable/core/testing';
import { afterAll } from 'vitest';
import { closeCloud, MISSING_ID, sharedCloud } from '../testing/emulator-cloud';
import { demoSession, orThrow, ownCases } from '../testing/seed-discovery';

afterAll(closeCloud);

describeCaseRepositoryContract('LegacyApiCaseRepository', async () => {
  const cloud = await sharedCloud();
  const { session, other } = await demoSession(cloud);
  const [ownCase] = await ownCases(cloud, session.userId);
  if (ownCase === undefined) throw new Error('The demo client has no case');
  const [ownMovement] = orThrow(await cloud.ports.cases.listMovements(ownCase.id), 'list the movements').movements;
  if (ownMovement === undefined) throw new Error(`Case ${ownCase.id} has no movement`);
  return {
    subject: cloud.ports.cases,
    clientId: session.userId,
    ownCaseId: ownCase.id,
    ownMovementId: ownMovement.id_movimiento,
    foreignCaseId: other.caseId,
    foreignRequestMovementId: other.requestMovementId,
    foreignMovementId: other.movementId,
    foreignClientId: other.userId,
    missingCaseId: MISSING_ID,
    missingMovementId: MISSING_ID,
    signOut: () => cloud.signOut(),
  };
});
