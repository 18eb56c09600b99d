import { describe, expect, it } from 'vitest';
import { portalError } from '../shared/portal-error';
import { describeClientRegistryContract } from './client-registry-contract';
import { expectFailure, expectOk } from './contract-expectations';
import { seedDemoWorld } from './demo-world';
import { InMemoryCaseRepository } from './in-memory-case-repository';
import { InMemoryClientRegistry } from './in-memory-client-registry';
import { InMemoryContactRequests } from './in-memory-contact-requests';
import { InMemoryMyLawyers } from './in-memory-my-lawyers';
import { InMemoryWorld } from './in-memory-world';

function signedInDemo() {
  const world = new InMemoryWorld();
  const demo = seedDemoWorld(world);
  world.signInAs(demo.client.userId);
  return { world, demo, clients: new InMemoryClientRegistry(world) };
}

describeClientRegistryContract('InMemoryClientRegistry', async () => {
  const { world, demo, clients } = signedInDemo();
  return {
    subject: clients,
    clientId: demo.client.userId,
    clientEmail: demo.client.email,
    foreignClientId: demo.otherClient.userId,
    myLawyers: new InMemoryMyLawyers(world),
    contactRequests: new InMemoryContactRequests(world),
    signOut: async () => world.signOut(),
  };
});

describe('InMemoryClientRegistry', () => {
  it("renames the client's past comments", async () => {
    const { world, demo, clients } = signedInDemo();
    expectOk(await clients.renameClient(demo.client.userId, 'María José Fernández'));
    const { comments } = expectOk(await new InMemoryCaseRepository(world).listMovements(demo.caseId));
    expect(comments.map((comment) => comment.nombres_usuario)).toEqual(['María José Fernández']);
  });

  it('leaves the contacts in place when the call fails before reaching the service', async () => {
    const { world, demo, clients } = signedInDemo();
    clients.failNext('deleteClientContacts', portalError.unavailable('network'));
    expectFailure(await clients.deleteClientContacts(demo.client.userId), 'unavailable');
    expect(expectOk(await new InMemoryMyLawyers(world).list(demo.client.userId))).toHaveLength(1);
  });
});
