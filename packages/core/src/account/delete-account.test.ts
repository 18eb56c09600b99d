import { describe, expect, it, vi } from 'vitest';
import { aSignedInPortal } from '../portal-fixture';
import { portalError } from '../shared/portal-error';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import { makeDeleteAccount } from './delete-account';

const FAILED = 'Ocurrió un error al intentar eliminar cuenta';

/** Where a spied call falls among all calls of the test. */
function firstCallOf(spy: { readonly mock: { readonly invocationCallOrder: readonly number[] } }): number {
  return spy.mock.invocationCallOrder[0] ?? Number.POSITIVE_INFINITY;
}

function setUp() {
  const fixture = aSignedInPortal();
  const { ports, demo } = fixture;
  const steps = {
    updateUser: vi.spyOn(ports.accounts, 'updateUser'),
    deleteClientContacts: vi.spyOn(ports.clients, 'deleteClientContacts'),
    deleteUser: vi.spyOn(ports.identity, 'deleteUser'),
  };
  const state = () => ({
    deletedAt: ports.world.users.get(demo.client.userId)?.deletedAt,
    lawyers: ports.world.myLawyers.filter((record) => record.clientId === demo.client.userId).length,
    identityExists: ports.world.accountOf(demo.client.userId) !== undefined,
  });
  return { ...fixture, steps, state, deleteAccount: makeDeleteAccount(ports) };
}

describe('deleteAccount (SPEC §4 account deletion)', () => {
  it("marks the user deleted, then deletes the contacts, then the identity account, in that order: 'Usuario eliminado correctamente'", async () => {
    const { ports, demo, steps, state, deleteAccount } = setUp();
    const now = ports.clock.now().toISOString();

    expect(expectOk(await deleteAccount())).toEqual({ message: 'Usuario eliminado correctamente' });

    expect(steps.updateUser).toHaveBeenCalledExactlyOnceWith({
      id: demo.client.userId,
      updatedAt: now,
      deletedAt: now,
    });
    expect(steps.deleteClientContacts).toHaveBeenCalledExactlyOnceWith(demo.client.userId);
    expect(steps.deleteUser).toHaveBeenCalledOnce();
    expect(firstCallOf(steps.updateUser)).toBeLessThan(firstCallOf(steps.deleteClientContacts));
    expect(firstCallOf(steps.deleteClientContacts)).toBeLessThan(firstCallOf(steps.deleteUser));
    expect(state()).toEqual({ deletedAt: now, lawyers: 0, identityExists: false });
  });

  it('step 1 fails: nothing changed and no further step runs', async () => {
    const { ports, steps, state, deleteAccount } = setUp();
    ports.accounts.failNext('updateUser', portalError.unavailable('network'));

    const error = expectFailure(await deleteAccount(), 'unavailable');

    expect(error.message).toBe(FAILED);
    expect(error.detail).toMatch(/^Step 1 failed/);
    expect(steps.deleteClientContacts).not.toHaveBeenCalled();
    expect(steps.deleteUser).not.toHaveBeenCalled();
    expect(state()).toEqual({ deletedAt: null, lawyers: 1, identityExists: true });
  });

  it('step 2 fails: the account is restored (deletedAt cleared) and the identity is kept', async () => {
    const { ports, demo, steps, state, deleteAccount } = setUp();
    ports.clients.failNext('deleteClientContacts', portalError.rejected(400, FAILED));

    const error = expectFailure(await deleteAccount(), 'rejected');

    expect(error.message).toBe(FAILED);
    expect(error.detail).toMatch(/^Step 2 failed: the account was restored/);
    expect(steps.updateUser).toHaveBeenLastCalledWith({
      id: demo.client.userId,
      updatedAt: expect.any(String),
      deletedAt: null,
    });
    expect(steps.deleteUser).not.toHaveBeenCalled();
    expect(state()).toEqual({ deletedAt: null, lawyers: 1, identityExists: true });
  });

  it('step 2 fails and the restore fails too: it stays marked deleted, and deleting again finishes it', async () => {
    const { ports, state, deleteAccount } = setUp();
    const markedAt = ports.clock.now().toISOString();
    ports.clients.failNext('deleteClientContacts', portalError.unavailable('timeout'));
    ports.accounts.failNext('updateUser', portalError.unavailable('timeout'), { skipCalls: 1 });

    const error = expectFailure(await deleteAccount(), 'unavailable');

    expect(error.message).toBe(FAILED);
    expect(error.detail).toMatch(/stays marked deleted; deleting again finishes it/);
    expect(state()).toEqual({ deletedAt: markedAt, lawyers: 1, identityExists: true });

    expectOk(await deleteAccount());
    expect(state()).toMatchObject({ lawyers: 0, identityExists: false });
  });

  it('step 3 fails: it rolls forward (stays marked deleted, contacts gone), and deleting again finishes it', async () => {
    const { ports, steps, state, deleteAccount } = setUp();
    const markedAt = ports.clock.now().toISOString();
    ports.identity.failNext('deleteUser', portalError.unavailable('network'));

    const error = expectFailure(await deleteAccount(), 'unavailable');

    expect(error.message).toBe(FAILED);
    expect(error.detail).toMatch(/^Step 3 failed: the account stays marked deleted/);
    expect(steps.updateUser).toHaveBeenCalledOnce();
    expect(state()).toEqual({ deletedAt: markedAt, lawyers: 0, identityExists: true });

    expect(expectOk(await deleteAccount()).message).toBe('Usuario eliminado correctamente');
    expect(state()).toEqual({ deletedAt: markedAt, lawyers: 0, identityExists: false });
  });

  it("answers 'El usuario no está autenticado' without a session, touching nothing", async () => {
    const { ports, steps, deleteAccount } = setUp();
    ports.world.signOut();

    const error = expectFailure(await deleteAccount(), 'unauthenticated');

    expect(error.message).toBe('El usuario no está autenticado');
    expect(steps.updateUser).not.toHaveBeenCalled();
  });
});
