import { describe, expect, it } from 'vitest';
import { portalError } from '../shared/portal-error';
import { describeCaseRepositoryContract } from './case-repository-contract';
import { expectFailure, expectOk } from './contract-expectations';
import { seedDemoWorld } from './demo-world';
import { parseDocumentKey } from '../documents/document-key';
import { InMemoryCaseRepository } from './in-memory-case-repository';
import { InMemoryFileStore } from './in-memory-file-store';
import { InMemoryWorld } from './in-memory-world';

function signedInDemo() {
  const world = new InMemoryWorld();
  const demo = seedDemoWorld(world);
  world.signInAs(demo.client.userId);
  return { world, demo, cases: new InMemoryCaseRepository(world) };
}

describeCaseRepositoryContract('InMemoryCaseRepository', async () => {
  const { world, demo, cases } = signedInDemo();
  return {
    subject: cases,
    clientId: demo.client.userId,
    ownCaseId: demo.caseId,
    ownMovementId: demo.movementId,
    pendingPaymentCaseId: demo.pendingPaymentCaseId,
    foreignCaseId: demo.otherClientCaseId,
    foreignRequestMovementId: demo.otherClientRequestMovementId,
    foreignMovementId: demo.otherClientMovementId,
    foreignClientId: demo.otherClient.userId,
    missingCaseId: '999999',
    missingMovementId: '888888',
    uploadThroughLink: async (request) => {
      const files = new InMemoryFileStore(world);
      const { caseId, groupId, movementId, linkToken } = request;
      const upload = {
        caseId,
        groupId,
        uniqueKey: `por-enlace-${movementId}`,
        fileName: 'recibo.pdf',
        contentBase64: 'SG9sYQ==',
        request: { movementId, linkToken },
      };
      const { key } = expectOk(await files.upload(upload));
      return parseDocumentKey(key).fileName;
    },
    signOut: async () => world.signOut(),
  };
});

describe('InMemoryCaseRepository', () => {
  it('filters by the user who created the case', async () => {
    const { demo, cases } = signedInDemo();
    const byLawyer = expectOk(await cases.listCases(demo.client.userId, { createdBy: demo.linkedLawyerId }));
    expect(byLawyer.map((item) => item.id)).toEqual([demo.pendingPaymentCaseId]);
  });

  it('hands out copies of movements', async () => {
    const { demo, cases } = signedInDemo();
    const movement = expectOk(await cases.getMovement(demo.movementId));
    (movement as { link_archivo: string | null }).link_archivo = 'manipulado';
    expect(expectOk(await cases.movementHasFile(demo.movementId))).toBe(false);
  });

  it('can lose the answer of a movement it did add, as a timed-out write would', async () => {
    const { demo, cases } = signedInDemo();
    cases.failNext('addMovement', portalError.unavailable('timeout'), { moment: 'after-effect' });
    const draft = { caseId: demo.caseId, clientId: demo.client.userId, typeId: 1, description: 'Escrito enviado' };
    expectFailure(await cases.addMovement(draft), 'unavailable');
    const { movements } = expectOk(await cases.listMovements(demo.caseId));
    expect(movements.map((movement) => movement.descripcion_movimiento)).toContain('Escrito enviado');
  });

  it('queues several failures for consecutive calls', async () => {
    const { demo, cases } = signedInDemo();
    cases.failNext('listCases', portalError.unavailable('network'));
    cases.failNext('listCases', portalError.unavailable('timeout'));
    expect(expectFailure(await cases.listCases(demo.client.userId), 'unavailable').transport).toBe('network');
    expect(expectFailure(await cases.listCases(demo.client.userId), 'unavailable').transport).toBe('timeout');
    expectOk(await cases.listCases(demo.client.userId));
  });
});
