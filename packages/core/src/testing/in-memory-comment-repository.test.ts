import { describe, expect, it } from 'vitest';
import { portalError } from '../shared/portal-error';
import { describeCommentRepositoryContract } from './comment-repository-contract';
import { expectFailure, expectOk } from './contract-expectations';
import { seedDemoWorld } from './demo-world';
import { InMemoryCaseRepository } from './in-memory-case-repository';
import { InMemoryCommentRepository } from './in-memory-comment-repository';
import { InMemoryWorld } from './in-memory-world';

function signedInDemo() {
  const world = new InMemoryWorld();
  const demo = seedDemoWorld(world);
  world.signInAs(demo.client.userId);
  return { world, demo, comments: new InMemoryCommentRepository(world), cases: new InMemoryCaseRepository(world) };
}

describeCommentRepositoryContract('InMemoryCommentRepository', async () => {
  const { world, demo, comments, cases } = signedInDemo();
  return {
    subject: comments,
    cases,
    clientId: demo.client.userId,
    clientName: demo.client.name,
    foreignClientId: demo.otherClient.userId,
    ownCaseId: demo.caseId,
    ownMovementId: demo.movementId,
    foreignMovementId: demo.otherClientMovementId,
    missingMovementId: '888888',
    signOut: async () => world.signOut(),
  };
});

describe('InMemoryCommentRepository', () => {
  it('dates a comment with the world clock', async () => {
    const { world, demo, comments } = signedInDemo();
    const draft = {
      movementId: demo.movementId,
      text: 'Gracias',
      authorName: demo.client.name,
      clientId: demo.client.userId,
    };
    expect(expectOk(await comments.addComment(draft)).fecha_alta).toBe(world.clock.now().toISOString());
  });

  it('adds nothing when the call fails before reaching the service', async () => {
    const { demo, comments, cases } = signedInDemo();
    comments.failNext('addComment', portalError.unavailable('network'));
    const draft = {
      movementId: demo.movementId,
      text: 'Perdido',
      authorName: demo.client.name,
      clientId: demo.client.userId,
    };
    expectFailure(await comments.addComment(draft), 'unavailable');
    expect(expectOk(await cases.listMovements(demo.caseId)).comments).toHaveLength(1);
  });
});
