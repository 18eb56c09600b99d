import { describe, expect, it } from 'vitest';
import { portalError } from '../shared/portal-error';
import { describeAccountRepositoryContract } from './account-repository-contract';
import { aBilling } from './account-builders';
import { expectFailure, expectOk } from './contract-expectations';
import { seedDemoWorld } from './demo-world';
import { InMemoryAccountRepository } from './in-memory-account-repository';
import { InMemoryWorld } from './in-memory-world';

function signedInDemo() {
  const world = new InMemoryWorld();
  const demo = seedDemoWorld(world);
  world.signInAs(demo.client.userId);
  return { world, demo, accounts: new InMemoryAccountRepository(world) };
}

describeAccountRepositoryContract('InMemoryAccountRepository', async () => {
  const { world, demo, accounts } = signedInDemo();
  return {
    subject: accounts,
    userId: demo.client.userId,
    foreignUserId: demo.otherClient.userId,
    missingUserId: 'usuario-inexistente',
    signOut: async () => world.signOut(),
  };
});

describe('InMemoryAccountRepository', () => {
  it('hands out copies: changing an answer does not change the stored record', async () => {
    const { demo, accounts } = signedInDemo();
    const record = expectOk(await accounts.getUser(demo.client.userId));
    (record.user as { name: string | null }).name = 'Cambiado';
    expect(expectOk(await accounts.getUser(demo.client.userId)).user.name).toBe('María Fernández');
  });

  it('keeps a copy of what it is given', async () => {
    const { accounts } = signedInDemo();
    const input = { ...aBilling(), billingName: 'Original' };
    const created = expectOk(await accounts.createBilling(input));
    input.billingName = 'Cambiado después';
    expect(expectOk(await accounts.updateBilling(created.id, { ...created, taxId: 1 })).billingName).toBe('Original');
  });

  it('can lose the answer of a write that took effect, like a timeout after the server saved', async () => {
    const { demo, accounts } = signedInDemo();
    accounts.failNext('updateUser', portalError.unavailable('timeout'), { moment: 'after-effect' });
    expectFailure(await accounts.updateUser({ id: demo.client.userId, name: 'Guardado igual' }), 'unavailable');
    expect(expectOk(await accounts.getUser(demo.client.userId)).user.name).toBe('Guardado igual');
  });

  it('fails a later call when told to skip the first ones', async () => {
    const { demo, accounts } = signedInDemo();
    accounts.failNext('updateUser', portalError.rejected(400, 'Error al intentar guardar los datos personales'), {
      skipCalls: 1,
    });
    expectOk(await accounts.updateUser({ id: demo.client.userId, deletedAt: '2025-03-10T13:00:00.000Z' }));
    expectFailure(await accounts.updateUser({ id: demo.client.userId, deletedAt: null }), 'rejected');
    expectOk(await accounts.updateUser({ id: demo.client.userId, deletedAt: null }));
  });
});
