import { describe, expect, it } from 'vitest';
import { aSignedInPortal } from '../portal-fixture';
import { errorMessages } from '../shared/catalogue';
import { portalError, type PortalError } from '../shared/portal-error';
import { aBilling, aLocation, aUser } from '../testing/account-builders';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import type { AccountEventsConnection } from './account-events';
import { makeDeleteAccount } from './delete-account';
import { makeFollowAccount, type AccountChange } from './follow-account';

async function following() {
  const fixture = aSignedInPortal();
  const { ports, client } = fixture;
  const heard = {
    changes: [] as AccountChange[],
    endings: [] as PortalError[],
    states: [] as AccountEventsConnection[],
  };
  const followAccount = makeFollowAccount(ports);
  const follow = expectOk(
    await followAccount({
      client,
      onChange: (change) => void heard.changes.push(change),
      onEnded: (error) => void heard.endings.push(error),
      onConnectionChange: (state) => void heard.states.push(state),
    }),
  );
  return { ...fixture, heard, follow, followAccount };
}

describe('followAccount: the open portal follows changes made elsewhere', () => {
  it("hands over the client's user, billing and location as saved elsewhere", async () => {
    const { ports, client, heard } = await following();
    expectOk(await ports.accounts.updateUser({ id: client.id, name: 'María José Fernández' }));
    const billing = expectOk(await ports.accounts.createBilling({ ...aBilling(), condition: 'Monotributista' }));
    const location = expectOk(await ports.accounts.createLocation({ ...aLocation(), city: 'Villa Carlos Paz' }));
    expect(heard.changes).toEqual([
      { kind: 'user', user: expect.objectContaining({ id: client.id, name: 'María José Fernández' }) },
      { kind: 'billing', billing: expect.objectContaining({ id: billing.id, condition: 'Monotributista' }) },
      { kind: 'location', location: expect.objectContaining({ id: location.id, city: 'Villa Carlos Paz' }) },
    ]);
    expect(heard.endings).toEqual([]);
  });

  it("ends with 'Error al obtener el usuario' when the account is marked deleted elsewhere, and stops", async () => {
    const { ports, client, heard } = await following();
    expectOk(await ports.accounts.updateUser({ id: client.id, deletedAt: '2026-11-21T12:00:00.000Z' }));
    expect(heard.endings).toEqual([expect.objectContaining({ kind: 'not-found', message: errorMessages.loadUser })]);
    expect(heard.changes).toEqual([]);
    expect(ports.accountEvents.activeCount).toBe(0);
  });

  it("lets this portal's own deleteAccount through: its caller ends the session, and a failed deletion keeps following", async () => {
    const { ports, heard } = await following();
    ports.clients.failNext('deleteClientContacts', portalError.unavailable('network'));
    expectFailure(await makeDeleteAccount(ports)(), 'unavailable');
    expect(heard.endings).toEqual([]);
    expect(ports.accountEvents.activeCount).toBe(1);

    expectOk(await makeDeleteAccount(ports)());
    expect(heard.endings).toEqual([]);
  });

  it("ends with 'Error al obtener el usuario' when the account is disabled elsewhere", async () => {
    const { ports, client, heard } = await following();
    const user = ports.world.users.get(client.id);
    if (user === undefined) throw new Error('no user');
    ports.world.publishAccountChange({ kind: 'user', user: { ...user, enabled: false } });
    expect(heard.endings).toEqual([expect.objectContaining({ kind: 'forbidden', message: errorMessages.loadUser })]);
    expect(ports.accountEvents.activeCount).toBe(0);
  });

  it("drops a change of another owner's records, should the service send one", async () => {
    const { ports, demo, heard } = await following();
    const stranger = demo.otherClient.userId;
    ports.accountEvents.deliverAsIs({
      kind: 'user',
      user: { ...aUser(), id: stranger, owner: stranger, deletedAt: '2026-11-21T12:00:00.000Z' },
    });
    ports.accountEvents.deliverAsIs({ kind: 'billing', billing: { ...aBilling(), owner: stranger } });
    ports.accountEvents.deliverAsIs({ kind: 'location', location: { ...aLocation(), owner: stranger } });
    expect(heard.changes).toEqual([]);
    expect(heard.endings).toEqual([]);
  });

  it('asks to read again once the connection is back after an interruption, and not before', async () => {
    const { ports, client, heard } = await following();
    ports.accountEvents.interrupt();
    expectOk(await ports.accounts.updateUser({ id: client.id, name: 'Mientras tanto' }));
    expect(heard.changes).toEqual([]);
    ports.accountEvents.reconnect();
    expect(heard.states).toEqual(['connected', 'interrupted', 'connected']);
    expect(heard.changes).toEqual([{ kind: 'reconnected' }]);
  });

  it('passes on a subscription the service ends for good', async () => {
    const { ports, heard } = await following();
    ports.accountEvents.endAll(portalError.unauthenticated('the token was revoked'));
    expect(heard.endings.map((error) => error.kind)).toEqual(['unauthenticated']);
  });

  it('delivers nothing after stop(), which may be called twice', async () => {
    const { ports, client, heard, follow } = await following();
    follow.stop();
    follow.stop();
    expectOk(await ports.accounts.updateUser({ id: client.id, name: 'Después' }));
    expect(heard.changes).toEqual([]);
    expect(ports.accountEvents.activeCount).toBe(0);
  });

  it('refuses without a session, for another client, and when the service cannot subscribe', async () => {
    const { ports, client, demo, followAccount } = await following();
    const onChange = () => undefined;
    expectFailure(await followAccount({ client: { ...client, id: demo.otherClient.userId }, onChange }), 'forbidden');

    ports.accountEvents.failNext('subscribe', portalError.unavailable('network'));
    const unreachable = expectFailure(await followAccount({ client, onChange }), 'unavailable');
    expect(unreachable.message).toBe(errorMessages.followAccount);

    ports.world.signOut();
    expectFailure(await followAccount({ client, onChange }), 'unauthenticated');
  });
});
