import { describe, expect, it } from 'vitest';
import { portalError } from '../shared/portal-error';
import { expectFailure, expectOk } from './contract-expectations';
import { seedDemoWorld } from './demo-world';
import { InMemoryContactRequests } from './in-memory-contact-requests';
import { InMemoryMyLawyers } from './in-memory-my-lawyers';
import { InMemoryWorld } from './in-memory-world';
import { describeMyLawyersContract } from './my-lawyers-contract';

function signedInDemo() {
  const world = new InMemoryWorld();
  const demo = seedDemoWorld(world);
  world.signInAs(demo.client.userId);
  return { world, demo, myLawyers: new InMemoryMyLawyers(world) };
}

describeMyLawyersContract('InMemoryMyLawyers', async () => {
  const { world, demo, myLawyers } = signedInDemo();
  return {
    subject: myLawyers,
    clientId: demo.client.userId,
    clientEmail: demo.client.email,
    foreignClientId: demo.otherClient.userId,
    linkedLawyerId: demo.linkedLawyerId,
    unlinkedLawyerId: demo.otherLawyerId,
    contactRequests: new InMemoryContactRequests(world),
    signOut: async () => world.signOut(),
  };
});

describe('InMemoryMyLawyers', () => {
  it('keeps the lawyer linked when unlinking fails before reaching the service', async () => {
    const { demo, myLawyers } = signedInDemo();
    myLawyers.failNext('unlink', portalError.rejected(400, 'Ocurrió un error al intentar desvincular el Abogado.'));
    expectFailure(await myLawyers.unlink(demo.client.userId, demo.linkedLawyerId), 'rejected');
    expect(expectOk(await myLawyers.list(demo.client.userId))).toHaveLength(1);
  });
});
