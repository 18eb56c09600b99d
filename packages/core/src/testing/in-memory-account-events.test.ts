import { describe, expect, it } from 'vitest';
import type { AccountEventsConnection, AccountRecordChange } from '../account/account-events';
import { portalError, type PortalError } from '../shared/portal-error';
import { describeAccountEventsContract } from './account-events-contract';
import { aUser } from './account-builders';
import { expectFailure, expectOk } from './contract-expectations';
import { seedDemoWorld } from './demo-world';
import { InMemoryAccountEvents } from './in-memory-account-events';
import { InMemoryAccountRepository } from './in-memory-account-repository';
import { InMemoryWorld } from './in-memory-world';

function signedInDemo() {
  const world = new InMemoryWorld();
  const demo = seedDemoWorld(world);
  world.signInAs(demo.client.userId);
  return { world, demo, accounts: new InMemoryAccountRepository(world), events: new InMemoryAccountEvents(world) };
}

function recorder() {
  const heard = {
    changes: [] as AccountRecordChange[],
    states: [] as AccountEventsConnection[],
    endings: [] as PortalError[],
  };
  return {
    heard,
    listener: {
      change: (change: AccountRecordChange) => void heard.changes.push(change),
      connection: (state: AccountEventsConnection) => void heard.states.push(state),
      ended: (error: PortalError) => void heard.endings.push(error),
    },
  };
}

describeAccountEventsContract('InMemoryAccountEvents', async () => {
  const { world, demo, accounts, events } = signedInDemo();
  return {
    subject: events,
    userId: demo.client.userId,
    accounts,
    renameAnotherClient: async (name) => {
      const other = world.users.get(demo.otherClient.userId);
      if (other === undefined) throw new Error('The demo world has no second client');
      world.users.set(other.id, { ...other, name });
      world.publishAccountChange({ kind: 'user', user: { ...other, name } });
    },
    signOut: async () => world.signOut(),
  };
});

describe('InMemoryAccountEvents', () => {
  it("refuses to subscribe to another owner's changes", async () => {
    const { demo, events } = signedInDemo();
    expectFailure(await events.subscribe(demo.otherClient.userId, recorder().listener), 'forbidden');
  });

  it('loses the writes made while interrupted, and says when the connection is back', async () => {
    const { demo, accounts, events } = signedInDemo();
    const { heard, listener } = recorder();
    expectOk(await events.subscribe(demo.client.userId, listener));
    events.interrupt();
    expectOk(await accounts.updateUser({ id: demo.client.userId, name: 'Mientras tanto' }));
    events.reconnect();
    expect(heard.states).toEqual(['connected', 'interrupted', 'connected']);
    expect(heard.changes).toEqual([]);
  });

  it('ends every subscription with the given failure, and delivers as is when told to', async () => {
    const { demo, events } = signedInDemo();
    const { heard, listener } = recorder();
    expectOk(await events.subscribe(demo.client.userId, listener));
    events.deliverAsIs({
      kind: 'user',
      user: { ...aUser(), id: demo.otherClient.userId, owner: demo.otherClient.userId },
    });
    expect(heard.changes).toHaveLength(1);
    events.endAll(portalError.unauthenticated('revoked'));
    expect(heard.endings.map((error) => error.kind)).toEqual(['unauthenticated']);
    expect(events.activeCount).toBe(0);
  });
});
