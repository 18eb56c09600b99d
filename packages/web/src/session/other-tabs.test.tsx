import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentPath, findPage, renderApp, SIGNED_IN_USER_KEY, signedInClient } from '../testing/render-app';
import { userAtom } from './user-atoms';

/** What the browser tells this tab when another tab of the portal changes the shared storage. */
async function otherTabChanged(key: string | null, oldValue: string | null, newValue: string | null) {
  await act(async () => {
    window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue, storageArea: window.localStorage }));
  });
}

describe('a session ended in another tab of the portal', () => {
  it('ends here too when another tab signs out: the store is replaced, the tab goes to /welcome, the provider is not asked again', async () => {
    const { ports, router, store, world } = await renderApp('/asuntos', {
      seed: (world) => void signedInClient(world),
    });
    await findPage('Asuntos');
    const client = world.session!;

    world.signOut();
    await otherTabChanged(SIGNED_IN_USER_KEY, client.userId, null);
    await findPage('Su consulta legal, clara y en orden');
    expect(currentPath(router)).toBe('/welcome');
    expect(store.current().get(userAtom)).toBeNull();
    expect(ports.identity.callsOf('signOut')).toBe(0);
    expect(screen.queryByText('Ana Pérez')).toBeNull();
  });

  it('ends here too when another tab signs in someone else, and shows nothing of the first client', async () => {
    const { router, world } = await renderApp('/asuntos', { seed: (world) => void signedInClient(world) });
    await findPage('Asuntos');
    const first = world.session!;
    expect(screen.getByRole('button', { name: 'Cuenta de Ana Pérez' })).toBeDefined();

    const second = world.addClient({
      userId: 'b7e0c4d2-5a1f-4e3b-8c9d-0f1e2a3b4c5d',
      email: 'bruno.diaz@example.com',
      name: 'Bruno Díaz',
    });
    world.signInAs(second.userId);
    await otherTabChanged(SIGNED_IN_USER_KEY, first.userId, second.userId);
    // /welcome sends the one now signed in on to the portal, as them.
    expect(await screen.findByRole('button', { name: 'Cuenta de Bruno Díaz' })).toBeDefined();
    expect(currentPath(router)).toBe('/nuevaConsulta');
    expect(screen.queryByText('Ana Pérez')).toBeNull();
  });

  it('ends here too when another tab clears the whole storage', async () => {
    const { router, world } = await renderApp('/agenda', { seed: (world) => void signedInClient(world) });
    await findPage('Agenda');

    world.signOut();
    await otherTabChanged(null, null, null);
    await findPage('Su consulta legal, clara y en orden');
    expect(currentPath(router)).toBe('/welcome');
  });

  it('keeps the session when another tab changes anything else, such as refreshed tokens', async () => {
    const { router, store, world } = await renderApp('/asuntos', { seed: (world) => void signedInClient(world) });
    await findPage('Asuntos');

    await otherTabChanged('access-token', 'old-token', 'new-token');
    await otherTabChanged(SIGNED_IN_USER_KEY, world.session!.userId, world.session!.userId);
    expect(currentPath(router)).toBe('/asuntos');
    expect(store.current().get(userAtom)).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Asuntos' })).toBeDefined();
  });
});
