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
  it("ends this device's session, and says whether the provider confirmed it", async () => {
    const { ports, signOut } = setUp();
    expect(expectOk(await signOut())).toEqual({ endedAtProvider: true });
    expect(ports.world.session).toBeNull();
    expect(ports.identity.signOuts).toEqual([{ everywhere: false }]);
  });

  it('ends every session of the account when asked to', async () => {
    const { ports, signOut } = setUp();
    expectOk(await signOut({ everywhere: true }));
    expect(ports.identity.signOuts).toEqual([{ everywhere: true }]);
  });

  it('passes the failure of the provider through', async () => {
    const { ports, signOut } = setUp();
    ports.identity.failNext('signOut', portalError.unavailable('network'));
    expectFailure(await signOut(), 'unavailable');
  });
});
