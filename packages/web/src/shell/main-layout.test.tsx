import { aCase, aNotification } from '@justiciable/core/testing';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userAtom } from '../session/user-atoms';
import { currentPath, findPage, renderApp, signedInClient } from '../testing/render-app';

/** Plays the tab hidden or shown, as the browser says through document.visibilityState. */
function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('the signed-in frame', () => {
  afterEach(() => {
    vi.useRealTimers();
    setVisibility('visible');
  });

  it('shows the unread notifications beside Notificaciones', async () => {
    await renderApp('/nuevaConsulta', {
      seed: (world) => {
        const client = signedInClient(world);
        world.addNotification(aNotification({ id: 'n1', leida: false }), { clientId: client.userId });
        world.addNotification(aNotification({ id: 'n2', leida: false }), { clientId: client.userId });
        world.addNotification(aNotification({ id: 'n3', leida: true }), { clientId: client.userId });
      },
    });
    expect(await screen.findByRole('link', { name: 'Notificaciones 2 sin leer' })).toBeDefined();
  });

  it('looks for new notifications each minute while the tab is visible, never while hidden, and announces a new one', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], shouldAdvanceTime: true });
    const { ports, world } = await renderApp('/nuevaConsulta', {
      seed: (world) => {
        const client = signedInClient(world);
        world.addNotification(aNotification({ id: 'n1', leida: false }), { clientId: client.userId });
      },
    });
    expect(await screen.findByRole('link', { name: 'Notificaciones 1 sin leer' })).toBeDefined();
    const client = [...world.notifications.values()][0]?.clientId ?? '';
    world.addNotification(aNotification({ id: 'n2', titulo: 'Consulta aceptada', leida: false }), { clientId: client });
    const asked = vi.spyOn(ports.notifications, 'list');

    setVisibility('hidden');
    await act(() => vi.advanceTimersByTimeAsync(5 * 60_000));
    expect(asked).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Notificaciones 1 sin leer' })).toBeDefined();

    setVisibility('visible');
    expect(await screen.findByText('Nueva notificación: Consulta aceptada')).toBeDefined();
    expect(await screen.findByRole('link', { name: 'Notificaciones 2 sin leer' })).toBeDefined();
    expect(asked).toHaveBeenCalled();

    // Visible, a minute brings the next look.
    world.addNotification(aNotification({ id: 'n3', titulo: 'Pago acreditado', leida: false }), { clientId: client });
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(await screen.findByText('Nueva notificación: Pago acreditado')).toBeDefined();
    expect(await screen.findByRole('link', { name: 'Notificaciones 3 sin leer' })).toBeDefined();
  });

  it('logs out from the account menu: session ended, store replaced, back on /welcome', async () => {
    const { user, store, router, world } = await renderApp('/asuntos', { seed: (world) => void signedInClient(world) });
    await findPage('Asuntos');
    const before = store.current();
    expect(before.get(userAtom)).not.toBeNull();

    await user.click(screen.getByRole('button', { name: /Cuenta de Ana Pérez/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Cerrar sesión' }));

    await findPage('Su consulta legal, clara y en orden');
    expect(currentPath(router)).toBe('/welcome');
    expect(world.session).toBeNull();
    expect(store.current()).not.toBe(before);
    expect(store.current().get(userAtom)).toBeNull();
  });

  it('leaves nothing of the client who logged out for the next one: the cached pages go with the store', async () => {
    const { user, router, world } = await renderApp('/asuntos', {
      seed: (world) => {
        const client = signedInClient(world);
        world.addCase(aCase({ id: '1', case: 'Despido sin causa' }), { ownerId: client.userId });
        const next = world.addClient({ userId: 'beto', email: 'beto@example.com', name: 'Beto Díaz' });
        world.addCase(aCase({ id: '2', case: 'Reclamo al consorcio' }), { ownerId: next.userId });
      },
    });
    expect(await screen.findByRole('link', { name: 'Despido sin causa' })).toBeDefined();
    await user.click(screen.getByRole('button', { name: /Cuenta de Ana Pérez/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Cerrar sesión' }));
    await findPage('Su consulta legal, clara y en orden');

    world.signInAs('beto');
    await router.navigate({ to: '/asuntos' });
    expect(await screen.findByRole('link', { name: 'Reclamo al consorcio' })).toBeDefined();
    expect(screen.queryByText('Despido sin causa')).toBeNull();
  });
});
