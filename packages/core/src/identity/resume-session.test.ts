import { describe, expect, it } from 'vitest';
import { portalError } from '../shared/portal-error';
import { aUser } from '../testing/account-builders';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import { createInMemoryPorts } from '../testing/create-in-memory-ports';
import { seedDemoWorld } from '../testing/demo-world';
import { makeLoadSession } from './load-session';
import { makeResumeSession } from './resume-session';

async function signedIn() {
  const ports = createInMemoryPorts();
  const demo = seedDemoWorld(ports.world);
  ports.world.signInAs(demo.client.userId);
  const known = expectOk(await makeLoadSession(ports)());
  const readsBefore = ports.accounts.callsOf('getUser');
  return { ports, demo, known, readsBefore, resumeSession: makeResumeSession(ports) };
}

describe('resumeSession (SPEC §2: the signed-in area, checked without asking the services every time)', () => {
  it('loads the session and the user record once when nothing is known', async () => {
    const ports = createInMemoryPorts();
    const demo = seedDemoWorld(ports.world);
    ports.world.signInAs(demo.client.userId);
    const resumed = expectOk(await makeResumeSession(ports)({ known: null }));
    expect(resumed.loaded.client.id).toBe(demo.client.userId);
    expect(resumed).toMatchObject({ fetched: true, warning: null });
    expect(ports.accounts.callsOf('getUser')).toBe(1);
  });

  it('keeps the known session without reading the user record again', async () => {
    const { ports, known, readsBefore, resumeSession } = await signedIn();
    const resumed = expectOk(await resumeSession({ known }));
    expect(resumed).toEqual({ loaded: known, fetched: false, warning: null });
    expect(ports.accounts.callsOf('getUser')).toBe(readsBefore);
  });

  it('reads the user record again when asked to revalidate, and answers the new one', async () => {
    const { ports, demo, known, readsBefore, resumeSession } = await signedIn();
    ports.world.users.set(demo.client.userId, aUser({ ...known.user.user, name: 'Nombre nuevo' }));
    const resumed = expectOk(await resumeSession({ known, revalidate: true }));
    expect(resumed.fetched).toBe(true);
    expect(resumed.loaded.client.name).toBe('Nombre nuevo');
    expect(ports.accounts.callsOf('getUser')).toBe(readsBefore + 1);
  });

  it('keeps the session with the catalogue message when revalidating times out', async () => {
    const { ports, known, resumeSession } = await signedIn();
    ports.accounts.failNext('getUser', portalError.unavailable('timeout'));
    const resumed = expectOk(await resumeSession({ known, revalidate: true }));
    expect(resumed.loaded).toBe(known);
    expect(resumed.warning?.message).toBe('Error al obtener el usuario');
  });

  it('keeps the session when the identity provider cannot be reached to refresh its tokens', async () => {
    const { ports, known, resumeSession } = await signedIn();
    ports.identity.failNext('currentSession', portalError.unavailable('network'));
    const resumed = expectOk(await resumeSession({ known, revalidate: false }));
    expect(resumed.loaded).toBe(known);
    expect(resumed.warning?.kind).toBe('unavailable');
  });

  it('ends the session when the identity provider no longer vouches for it', async () => {
    const { ports, known, resumeSession } = await signedIn();
    ports.world.signOut();
    expectFailure(await resumeSession({ known, revalidate: false }), 'unauthenticated');
  });

  it('ends the session when revalidating finds the user record gone (SPEC §5)', async () => {
    const { ports, demo, known, resumeSession } = await signedIn();
    ports.world.users.delete(demo.client.userId);
    expect(expectFailure(await resumeSession({ known, revalidate: true }), 'not-found').message).toBe(
      'Error al obtener el usuario',
    );
  });

  it('keeps the session when revalidating finds the record without any phone, marked as missing it', async () => {
    const { ports, demo, known, resumeSession } = await signedIn();
    ports.world.users.set(demo.client.userId, aUser({ id: demo.client.userId, celphone: null, phone: null }));
    const resumed = expectOk(await resumeSession({ known, revalidate: true }));
    expect(resumed.loaded.phoneMissing).toBe(true);
  });

  it('ends the known session when another client signed in on the same browser', async () => {
    const { ports, known, resumeSession } = await signedIn();
    const other = ports.world.addClient({ userId: 'otra-persona', email: 'otra@example.com' });
    ports.world.signInAs(other.userId);
    expectFailure(await resumeSession({ known, revalidate: false }), 'unauthenticated');
  });
});
