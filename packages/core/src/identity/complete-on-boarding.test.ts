import { describe, expect, it, vi } from 'vitest';
import { validationMessages } from '../shared/catalogue';
import { portalError } from '../shared/portal-error';
import { createInMemoryPorts } from '../testing/create-in-memory-ports';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import { seedDemoWorld } from '../testing/demo-world';
import { makeCompleteOnBoarding } from './complete-on-boarding';
import { makeLoadSession } from './load-session';
import { needsOnBoarding } from './on-boarding';

/** The demo client signed in, its user record without a name, as an account registered before the portal asked for one. */
async function setUp() {
  const ports = createInMemoryPorts();
  const demo = seedDemoWorld(ports.world);
  const userId = demo.client.userId;
  const user = ports.world.users.get(userId);
  if (user === undefined) throw new Error('The demo client has no user record.');
  ports.world.users.set(userId, { ...user, name: null });
  ports.world.signInAs(userId);
  const session = expectOk(await makeLoadSession(ports)());
  const renameClient = vi.spyOn(ports.clients, 'renameClient');
  return { ports, demo, session, renameClient, completeOnBoarding: makeCompleteOnBoarding(ports) };
}

describe('needsOnBoarding (SPEC §3 session.onBoarding)', () => {
  it('asks a client whose user record has no name, or a blank one, and nobody else', async () => {
    const { ports, session } = await setUp();
    expect(needsOnBoarding(session)).toBe(true);
    expect(
      needsOnBoarding({ ...session, user: { ...session.user, user: { ...session.user.user, name: '   ' } } }),
    ).toBe(true);
    expect(
      needsOnBoarding({ ...session, user: { ...session.user, user: { ...session.user.user, name: 'Ana Pérez' } } }),
    ).toBe(false);
    expect(ports.accounts.callsOf('updateUser')).toBe(0);
  });
});

describe('completeOnBoarding', () => {
  it('saves the name and the confirmed phone to the user record and answers the session with it, the client named', async () => {
    const { ports, demo, session, renameClient, completeOnBoarding } = await setUp();
    const completed = expectOk(
      await completeOnBoarding({ session, name: '  Lucía Fernández ', phone: ' +5493515550100 ' }),
    );
    expect(ports.world.users.get(demo.client.userId)).toMatchObject({
      name: 'Lucía Fernández',
      phone: '+5493515550100',
    });
    expect(completed.user.user.name).toBe('Lucía Fernández');
    expect(completed.client).toEqual({ ...session.client, name: 'Lucía Fernández', phone: '+5493515550100' });
    expect(completed.session).toBe(session.session);
    expect(needsOnBoarding(completed)).toBe(false);
    // A new name reaches the legacy API as SPEC §4's profile save sends it.
    expect(renameClient).toHaveBeenCalledExactlyOnceWith(demo.client.userId, 'Lucía Fernández');
  });

  it.each([
    ['a blank name', { name: '  ', phone: '+5493515550100' }, 'name', validationMessages.required],
    [
      'a name over 100 characters',
      { name: 'Lucía Fernández '.repeat(7), phone: '+5493515550100' },
      'name',
      'Máximo 100 caracteres',
    ],
    ['a blank phone', { name: 'Lucía Fernández', phone: ' ' }, 'phone', validationMessages.required],
  ])('refuses %s on its field and sends nothing', async (_case, answers, field, message) => {
    const { ports, session, completeOnBoarding } = await setUp();
    expect(expectFailure(await completeOnBoarding({ session, ...answers }), 'invalid-input')).toMatchObject({
      field,
      message,
    });
    expect(ports.accounts.callsOf('updateUser')).toBe(0);
  });

  it("answers the profile save's failure, 'Error al intentar guardar los datos personales', and the record keeps no name", async () => {
    const { ports, demo, session, completeOnBoarding } = await setUp();
    ports.accounts.failNext('updateUser', portalError.unavailable('network'));
    const error = expectFailure(
      await completeOnBoarding({ session, name: 'Lucía Fernández', phone: '+5493515550100' }),
      'unavailable',
    );
    expect(error.message).toBe('Error al intentar guardar los datos personales');
    expect(ports.world.users.get(demo.client.userId)?.name).toBeNull();
  });
});
