import { openIndexedDbDeviceStore } from '@justiciable/adapters';
import { createPortal, errorMessages, portalError, type Portal } from '@justiciable/core';
import { createInMemoryPorts, type InMemoryPorts } from '@justiciable/core/testing';
import { createMemoryHistory } from '@tanstack/react-router';
import * as fakeIndexedDb from 'fake-indexeddb';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { App } from './app';
import { assembleApp } from './assemble-app';
import { currentPath, findPage, signedInClient } from '../testing/render-app';
import { userAtom } from '../session/user-atoms';

/** The whole app over `ports`, at `path`: a page of its own, as a new visit is, over the browser's one IndexedDB. */
async function visit(ports: InMemoryPorts, path: string) {
  const app = assembleApp(createPortal(ports), {
    isSignedInUserKey: () => false,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  onTestFinished(app.stopWatchingOtherTabs);
  await act(async () => {
    render(<App router={app.router} store={app.store} toasts={app.toasts} />);
    await app.router.load();
  });
  return app;
}

// An IndexedDB for this file alone, as fake-indexeddb/auto would install for good: the other page
// tests run without one, so the app keeps no copies on the device from one of their tests to the next.
beforeAll(() => {
  for (const [name, value] of Object.entries(fakeIndexedDb)) if (name !== 'default') vi.stubGlobal(name, value);
  vi.stubGlobal('indexedDB', new fakeIndexedDb.IDBFactory());
});
afterAll(() => {
  vi.unstubAllGlobals();
});

const device = () => openIndexedDbDeviceStore();

async function sessionKeptFor(userId: string): Promise<void> {
  await waitFor(async () =>
    expect((await device().getEveryAccount('sesion')).map((kept) => kept.userId)).toEqual([userId]),
  );
}

afterEach(async () => {
  await device().clear();
});

describe('the session kept on the device', () => {
  it('opens a later visit from it without waiting for the user record, which it reads behind the page, and a visit offline keeps it', async () => {
    const ports = createInMemoryPorts({ seed: (world) => void signedInClient(world) });
    await visit(ports, '/asuntos');
    await findPage('Asuntos');
    const userId = ports.world.session!.userId;
    await sessionKeptFor(userId);
    cleanup();

    // The services cannot be reached on the next visit: the session goes on from the device.
    ports.accounts.failNext('getUser', portalError.unavailable('network'));
    const next = await visit(ports, '/agenda');
    await findPage('Agenda');
    expect(currentPath(next.router)).toBe('/agenda');
    expect(next.store.current().get(userAtom)?.session.userId).toBe(userId);
    expect(screen.queryByText(errorMessages.network)).toBeNull();
    expect(ports.accounts.callsOf('getUser')).toBe(2);
  });

  it("opens a later visit of the client whose tokens are stored from the device's session, before the portal has answered anything", async () => {
    const ports = createInMemoryPorts({ seed: (world) => void signedInClient(world) });
    await visit(ports, '/asuntos');
    await findPage('Asuntos');
    const userId = ports.world.session!.userId;
    await sessionKeptFor(userId);
    await waitFor(async () => expect(await device().get(userId, 'asuntos')).not.toBeNull());
    cleanup();

    // The portal's first session check (the one behind the page) answers only once the page is on
    // screen: a guard that waited for it would never show the page.
    let portalReady: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => (portalReady = resolve));
    const portal = createPortal(ports);
    let checks = 0;
    const loading: Portal = {
      ...portal,
      resumeSession: async (resume) => {
        checks += 1;
        if (checks === 1) await ready;
        return portal.resumeSession(resume);
      },
    };
    const userReads = ports.accounts.callsOf('getUser');
    // Rendered without waiting for the router's load, which that check would hold.
    const next = assembleApp(loading, {
      isSignedInUserKey: () => false,
      storedUserId: () => userId,
      history: createMemoryHistory({ initialEntries: ['/asuntos'] }),
    });
    onTestFinished(next.stopWatchingOtherTabs);
    render(<App router={next.router} store={next.store} toasts={next.toasts} />);
    await findPage('Asuntos');
    expect(next.store.current().get(userAtom)?.session.userId).toBe(userId);
    expect(ports.accounts.callsOf('getUser')).toBe(userReads);

    // Then the check behind the page reads the user record again.
    portalReady();
    await waitFor(() => expect(ports.accounts.callsOf('getUser')).toBe(userReads + 1));
    expect(currentPath(next.router)).toBe('/asuntos');
  });

  it('ends the session when the user record read behind the page is gone, and the device keeps nothing of the client', async () => {
    const ports = createInMemoryPorts({ seed: (world) => void signedInClient(world) });
    await visit(ports, '/asuntos');
    await findPage('Asuntos');
    const userId = ports.world.session!.userId;
    await sessionKeptFor(userId);
    cleanup();

    ports.world.users.delete(userId);
    const next = await visit(ports, '/asuntos');
    await waitFor(() => expect(currentPath(next.router)).toBe('/welcome'));
    expect(await screen.findByText(errorMessages.loadUser)).toBeDefined();
    expect(ports.world.session).toBeNull();
    await waitFor(async () => expect(await device().getEveryAccount('sesion')).toEqual([]));
    await expect(device().get(userId, 'asuntos')).resolves.toBeNull();
  });

  it("signing in as another client deletes the first one's records; logging out deletes the client's", async () => {
    const ports = createInMemoryPorts({ seed: (world) => void signedInClient(world) });
    const first = await visit(ports, '/asuntos');
    await findPage('Asuntos');
    const firstId = ports.world.session!.userId;
    await sessionKeptFor(firstId);
    await waitFor(async () => expect(await device().get(firstId, 'asuntos')).not.toBeNull());
    cleanup();
    first.store.replace();
    await waitFor(async () => expect(await device().get(firstId, 'asuntos')).toBeNull());

    // Left behind by a session that was never ended here: the next client's sign-in deletes it.
    await device().put(firstId, 'asuntos', ['del primer cliente']);
    const second = ports.world.addClient({
      userId: 'b0b0b0b0-1111-4222-8333-444455556666',
      email: 'beto.gomez@example.com',
      name: 'Beto Gómez',
    });
    ports.world.signInAs(second.userId);
    const next = await visit(ports, '/asuntos');
    await findPage('Asuntos');
    await sessionKeptFor(second.userId);
    await expect(device().get(firstId, 'asuntos')).resolves.toBeNull();

    next.store.replace();
    await waitFor(async () => expect(await device().getEveryAccount('sesion')).toEqual([]));
  });
});
