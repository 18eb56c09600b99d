import { describe, expect, it } from 'vitest';
import { portalError } from '../shared/portal-error';
import { createInMemoryPorts } from '../testing/create-in-memory-ports';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import { makeSignOut } from './sign-out';

function setUp() {
  const ports = createInMemoryPorts();
  ports.world.signInAs(ports.world.addClient().userId);
  return { ports, signOut: makeSignOut(ports) };
}

describe('signOut', () => {
  it('ends the session', async () => {
    const { ports, signOut } = setUp();
    expectOk(await signOut());
    expect(ports.world.session).toBeNull();
  });

  it('passes the failure of the provider through', async () => {
    const { ports, signOut } = setUp();
    ports.identity.failNext('signOut', portalError.unavailable('network'));
    expectFailure(await signOut(), 'unavailable');
  });
});
