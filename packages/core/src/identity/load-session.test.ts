import { describe, expect, it } from 'vitest';
import { portalError } from '../shared/portal-error';
import { aUser } from '../testing/account-builders';
import { createInMemoryPorts } from '../testing/create-in-memory-ports';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import { seedDemoWorld } from '../testing/demo-world';
import { makeLoadSession } from './load-session';

function setUp({ signedIn = true } = {}) {
  const ports = createInMemoryPorts();
  const demo = seedDemoWorld(ports.world);
  if (signedIn) ports.world.signInAs(demo.client.userId);
  return { ports, demo, loadSession: makeLoadSession(ports) };
}

describe('loadSession', () => {
  it('answers the session, the user record, its profile and the acting client (SPEC §2)', async () => {
    const { demo, loadSession } = setUp();
    const loaded = expectOk(await loadSession());
    expect(loaded.session.userId).toBe(demo.client.userId);
    expect(loaded.user.user.id).toBe(demo.client.userId);
    expect(loaded.user.billingInfo).not.toBeNull();
    expect(loaded.profile).toMatchObject({ id: demo.client.userId, email: demo.client.email, city: 'Córdoba' });
    expect(loaded.client).toEqual({
      id: demo.client.userId,
      name: demo.client.name,
      email: demo.client.email,
      phone: demo.client.phone,
    });
    expect(loaded.deletionPending).toBe(false);
    expect(loaded.phoneMissing).toBe(false);
  });

  it("stays 'El usuario no está autenticado' when nobody is signed in, so the UI can keep quiet (SPEC §2)", async () => {
    const { ports, loadSession } = setUp({ signedIn: false });
    const error = expectFailure(await loadSession(), 'unauthenticated');
    expect(error.message).toBe('El usuario no está autenticado');
    expect(ports.accounts.callsOf('getUser')).toBe(0);
  });

  it("answers 'Error al obtener el usuario' when there is no user record (SPEC §5)", async () => {
    const { ports, demo, loadSession } = setUp();
    ports.world.users.delete(demo.client.userId);
    expect(expectFailure(await loadSession(), 'not-found').message).toBe('Error al obtener el usuario');
  });

  it('lets in an account created without a phone, marked as missing it, so the portal can ask for it instead of signing it out', async () => {
    const { ports, demo, loadSession } = setUp();
    ports.world.users.set(demo.client.userId, aUser({ id: demo.client.userId, celphone: null, phone: null }));
    const loaded = expectOk(await loadSession());
    expect(loaded.phoneMissing).toBe(true);
    expect(loaded.client.phone).toBe('');
  });

  it.each([
    ['the celphone given at sign-up', { celphone: '+5493515550123', phone: null }],
    ['a phone saved later, with no celphone', { celphone: null, phone: '+5491123456789' }],
    ['blank celphone and a saved phone', { celphone: '  ', phone: '+5491123456789' }],
  ])('does not mark a record holding %s as missing its phone', async (_case, phones) => {
    const { ports, demo, loadSession } = setUp();
    ports.world.users.set(demo.client.userId, aUser({ id: demo.client.userId, ...phones }));
    const loaded = expectOk(await loadSession());
    expect(loaded.phoneMissing).toBe(false);
    expect(loaded.client.phone).toBe(phones.phone ?? phones.celphone);
  });

  it('marks a record with only blanks for phones as missing it', async () => {
    const { ports, demo, loadSession } = setUp();
    ports.world.users.set(demo.client.userId, aUser({ id: demo.client.userId, celphone: ' ', phone: '' }));
    expect(expectOk(await loadSession()).phoneMissing).toBe(true);
  });

  it("answers 'Error al obtener el usuario' when the record cannot be read", async () => {
    const { ports, loadSession } = setUp();
    ports.accounts.failNext('getUser', portalError.unavailable('network'));
    const error = expectFailure(await loadSession(), 'unavailable');
    expect(error.message).toBe('Error al obtener el usuario');
  });

  it('passes a failure to read the session through', async () => {
    const { ports, loadSession } = setUp();
    ports.identity.failNext('currentSession', portalError.unavailable('timeout'));
    expectFailure(await loadSession(), 'unavailable');
  });

  it('reports a deletion that did not finish, so the UI can offer to complete it', async () => {
    const { ports, demo, loadSession } = setUp();
    ports.world.users.set(demo.client.userId, aUser({ deletedAt: '2025-03-10T13:00:00.000Z' }));
    expect(expectOk(await loadSession()).deletionPending).toBe(true);
  });
});
