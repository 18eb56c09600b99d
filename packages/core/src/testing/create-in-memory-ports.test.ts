import { describe, expect, it } from 'vitest';
import { portalError } from '../shared/portal-error';
import { DEFAULT_CLIENT } from './account-builders';
import { expectFailure, expectOk } from './contract-expectations';
import { createInMemoryPorts } from './create-in-memory-ports';
import { seedDemoWorld } from './demo-world';
import { TEST_PASSWORD } from './in-memory-world';
import { SequentialIdGenerator } from './sequential-id-generator';

describe('createInMemoryPorts', () => {
  it('shares one world and one session between all ports', async () => {
    const ports = createInMemoryPorts({ seed: seedDemoWorld });
    expectFailure(await ports.cases.listCases(DEFAULT_CLIENT.id), 'unauthenticated');

    const session = expectOk(await ports.identity.signIn(DEFAULT_CLIENT.email, TEST_PASSWORD));
    expect(expectOk(await ports.cases.listCases(session.userId))).toHaveLength(2);
    expect(expectOk(await ports.accounts.getUser(session.userId)).user.name).toBe('María Fernández');

    expectOk(await ports.identity.signOut());
    expectFailure(await ports.notifications.list(session.userId, session.email), 'unauthenticated');
  });

  it('lets a test make any port fail, while the others keep working', async () => {
    const ports = createInMemoryPorts();
    const demo = seedDemoWorld(ports.world);
    ports.world.signInAs(demo.client.userId);
    ports.comments.failNext('addComment', portalError.unavailable('network'));
    const draft = {
      movementId: demo.movementId,
      text: 'Hola',
      authorName: demo.client.name,
      clientId: demo.client.userId,
    };
    expectFailure(await ports.comments.addComment(draft), 'unavailable');
    expectOk(await ports.cases.getCase(demo.caseId));
    expectOk(await ports.comments.addComment(draft));
  });

  it('uses one fixed clock for the world and the use-cases', async () => {
    const ports = createInMemoryPorts({ now: '2025-06-01T10:00:00.000Z' });
    const demo = seedDemoWorld(ports.world);
    ports.world.signInAs(demo.client.userId);
    ports.clock.advance(1000);
    const draft = {
      movementId: demo.movementId,
      text: 'Hola',
      authorName: demo.client.name,
      clientId: demo.client.userId,
    };
    expect(expectOk(await ports.comments.addComment(draft)).fecha_alta).toBe(ports.clock.now().toISOString());
  });

  it('generates ids for the use-cases with the prefix asked for', () => {
    expect(createInMemoryPorts({ idPrefix: 'adjunto-' }).ids.next()).toBe('adjunto-1');
  });
});

describe('SequentialIdGenerator', () => {
  it('counts up from 1', () => {
    const ids = new SequentialIdGenerator();
    expect([ids.next(), ids.next(), ids.next()]).toEqual(['id-1', 'id-2', 'id-3']);
  });
});
