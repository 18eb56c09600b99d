import { aCase, aNotification } from '@justiciable/core/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userAtom } from '../session/user-atoms';
import { currentPath, findPage, renderApp, signedInClient } from '../testing/render-app';

/** Plays the tab hidden or shown, as the browser says through document.visibilityState. */
function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

/**
 * The name of Notificaciones with its count. Both its labels are in the page, the wide one and the
 * phone's ('Avisos'), and the styles show one; jsdom applies none, so it reads both.
 */
function unreadCount(count: number): RegExp {
  return new RegExp(`^Notificaciones (Avisos )?${count} sin leer$`);
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
    expect(await screen.findByRole('link', { name: unreadCount(2) })).toBeDefined();
  });

  it('looks for new notifications each minute while the tab is visible, never while hidden, and announces a new one', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    const { ports, world } = await renderApp('/nuevaConsulta', {
      seed: (world) => {
        const client = signedInClient(world);
        world.addNotification(aNotification({ id: 'n1', leida: false }), { clientId: client.userId });
      },
    });
    expect(await screen.findByRole('link', { name: unreadCount(1) })).toBeDefined();
    const client = [...world.notifications.values()][0]?.clientId ?? '';
    world.addNotification(aNotification({ id: 'n2', titulo: 'Consulta aceptada', leida: false }), { clientId: client });
    const asked = vi.spyOn(ports.notifications, 'list');

    setVisibility('hidden');
    await act(() => vi.advanceTimersByTimeAsync(5 * 60_000));
    expect(asked).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: unreadCount(1) })).toBeDefined();

    setVisibility('visible');
    expect(await screen.findByText('Nueva notificación: Consulta aceptada')).toBeDefined();
    expect(await screen.findByRole('link', { name: unreadCount(2) })).toBeDefined();
    expect(asked).toHaveBeenCalled();

    // Visible, a minute brings the next look.
    world.addNotification(aNotification({ id: 'n3', titulo: 'Pago acreditado', leida: false }), { clientId: client });
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(await screen.findByText('Nueva notificación: Pago acreditado')).toBeDefined();
    expect(await screen.findByRole('link', { name: unreadCount(3) })).toBeDefined();
  });

  it("says at once that a slow section is loading: the frame's bar, the page on screen marked busy, a polite announcement once it is slow, then the list's outline", async () => {
    // From Asuntos: Nueva consulta's panel reads the agenda and hands it over, so Agenda would not wait there.
    const { ports, user } = await renderApp('/asuntos', { seed: (world) => void signedInClient(world) });
    await findPage('Asuntos');
    const listForClient = ports.calendar.listForClient.bind(ports.calendar);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.spyOn(ports.calendar, 'listForClient').mockImplementation(async (clientId) => {
      await held;
      return listForClient(clientId);
    });

    await user.click(
      within(screen.getByRole('navigation', { name: 'Secciones' })).getByRole('link', { name: 'Agenda' }),
    );
    expect(await screen.findByRole('progressbar', { name: 'Cargando Agenda…' })).toBeDefined();
    expect(screen.getByRole('main').getAttribute('aria-busy')).toBe('true');
    // Told to screen readers once the page is slow to come; a quick one is announced by its heading taking the focus.
    expect(screen.queryByText('Cargando Agenda…', { selector: '[aria-live="polite"]' })).toBeNull();
    expect(await screen.findByText('Cargando Agenda…', { selector: '[aria-live="polite"]' })).toBeDefined();
    // After a moment, the agenda's outline, hidden from screen readers, which heard the announcement.
    await waitFor(() => expect(document.querySelector('.list-skeleton')?.textContent).toBe('Agenda'));
    expect(screen.queryByRole('heading', { level: 1, name: 'Agenda' })).toBeNull();

    await act(async () => release());
    await findPage('Agenda');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByText(/^Cargando/, { selector: '[aria-live="polite"]' })).toBeNull();
    expect(screen.getByRole('main').getAttribute('aria-busy')).toBeNull();
  });

  it("keeps the sections beyond the phone's bar behind 'Más', which opens and closes as a disclosure", async () => {
    const { user } = await renderApp('/directorio', { seed: (world) => void signedInClient(world) });
    await findPage('Directorio');
    const nav = within(screen.getByRole('navigation', { name: 'Secciones' }));
    const more = nav.getByRole('button', { name: 'Más' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    // The section on screen is behind it: 'Más' is marked as holding it.
    expect(more.hasAttribute('data-current')).toBe(true);

    await user.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(more.getAttribute('aria-controls') ?? '')!;
    expect(
      within(panel)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Mensajes', 'Pagos', 'Directorio', 'Mis abogados']);
    expect(within(panel).getByRole('link', { name: 'Directorio' }).getAttribute('aria-current')).toBe('page');

    await user.keyboard('{Escape}');
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(more);

    await user.click(more);
    await user.click(within(panel).getByRole('link', { name: 'Mis abogados' }));
    await findPage('Mis abogados');
    expect(more.getAttribute('aria-expanded')).toBe('false');
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
