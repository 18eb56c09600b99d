import { errorMessages } from '@justiciable/core';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { currentPath, findPage, renderApp, signedInClient } from '../testing/render-app';
import { endSession } from './end-session';
import { FOLLOW_WHILE_HIDDEN_MS, followAccountWhileSignedIn } from './live-account';
import { accountChangedElsewhereAtom, userAtom } from './user-atoms';

/** The app at `path` for a signed-in client, following the account as the browser's start does. */
async function followingAt(path: string, { withPhone = true }: { readonly withPhone?: boolean } = {}) {
  const app = await renderApp(path, {
    seed: (world) => {
      const client = signedInClient(world);
      // An account created without a phone: its record holds neither the sign-up celphone nor a saved phone.
      if (!withPhone)
        world.users.set(client.userId, { ...world.users.get(client.userId)!, celphone: null, phone: null });
    },
  });
  const { router, store, ports } = app;
  const stop = followAccountWhileSignedIn({ store, router });
  onTestFinished(stop);
  await vi.waitFor(() => expect(ports.accountEvents.activeCount).toBe(1), { timeout: 5_000 });
  const clientId = store.current().get(userAtom)?.client.id ?? '';
  return { ...app, clientId };
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  vi.useRealTimers();
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

describe('the open portal follows the account', () => {
  it("shows a name saved elsewhere in the frame and in /miCuenta's form, without a reload", async () => {
    const { ports, clientId } = await followingAt('/miCuenta');
    await findPage('Mi cuenta');

    await act(async () => void (await ports.accounts.updateUser({ id: clientId, name: 'Ana Desde Otro Equipo' })));
    await screen.findByRole('button', { name: 'Cuenta de Ana Desde Otro Equipo' });
    const profile = screen.getByRole('form', { name: 'Datos personales' });
    expect(within(profile).getByLabelText<HTMLInputElement>('Nombre y apellido').value).toBe('Ana Desde Otro Equipo');
  });

  it("leaves /miCuenta's forms as they are when the change is the echo of this tab's own save", async () => {
    const { store, user } = await followingAt('/miCuenta');
    await findPage('Mi cuenta');
    const profile = screen.getByRole('form', { name: 'Datos personales' });
    await user.clear(within(profile).getByLabelText('Nombre y apellido'));
    await user.type(within(profile).getByLabelText('Nombre y apellido'), 'Ana Guardada Aquí');
    await user.click(within(profile).getByRole('button', { name: 'Guardar datos personales' }));

    await screen.findByRole('button', { name: 'Cuenta de Ana Guardada Aquí' });
    expect(store.current().get(accountChangedElsewhereAtom)).toBe(0);
    expect(within(profile).getByRole('button', { name: 'Guardar datos personales' })).toBeDefined();
  });

  it("signs out at once with 'Error al obtener el usuario' when the account is deleted elsewhere", async () => {
    const { ports, router, world, store, clientId } = await followingAt('/asuntos');
    await findPage('Asuntos');

    await act(
      async () => void (await ports.accounts.updateUser({ id: clientId, deletedAt: '2026-11-27T12:00:00.000Z' })),
    );
    await findPage('Su consulta legal, clara y en orden');
    expect(currentPath(router)).toBe('/welcome');
    expect(await screen.findByText(errorMessages.loadUser)).toBeDefined();
    expect(world.session).toBeNull();
    expect(store.current().get(userAtom)).toBeNull();
    expect(ports.accountEvents.activeCount).toBe(0);
  });

  it('keeps the session of an account without a phone when its record changes elsewhere, and takes a phone saved elsewhere', async () => {
    const { ports, router, world, store, clientId } = await followingAt('/asuntos', { withPhone: false });
    await findPage('Falta su teléfono celular');

    await act(async () => void (await ports.accounts.updateUser({ id: clientId, name: 'Ana Sin Celular' })));
    await vi.waitFor(() => expect(store.current().get(userAtom)?.client.name).toBe('Ana Sin Celular'));
    expect(store.current().get(userAtom)?.phoneMissing).toBe(true);
    expect(world.session).not.toBeNull();
    expect(currentPath(router)).toBe('/celular');
    expect(screen.queryByText(errorMessages.loadUser)).toBeNull();

    await act(async () => void (await ports.accounts.updateUser({ id: clientId, phone: '+5491123456789' })));
    await vi.waitFor(() => expect(store.current().get(userAtom)?.phoneMissing).toBe(false));
    expect(world.session).not.toBeNull();
  });

  it('reads the record again once the connection is back, as changes made meanwhile were lost', async () => {
    const { ports, clientId } = await followingAt('/miCuenta');
    await findPage('Mi cuenta');
    ports.accountEvents.interrupt();
    await act(async () => void (await ports.accounts.updateUser({ id: clientId, name: 'Ana Mientras Tanto' })));
    expect(screen.queryByRole('button', { name: 'Cuenta de Ana Mientras Tanto' })).toBeNull();

    act(() => ports.accountEvents.reconnect());
    await screen.findByRole('button', { name: 'Cuenta de Ana Mientras Tanto' });
  });

  it('closes the socket after a while hidden, and follows and reads again when the tab is seen', async () => {
    const { ports, clientId } = await followingAt('/miCuenta');
    await findPage('Mi cuenta');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });

    setVisibility('hidden');
    act(() => void vi.advanceTimersByTime(FOLLOW_WHILE_HIDDEN_MS));
    expect(ports.accountEvents.activeCount).toBe(0);
    await act(async () => void (await ports.accounts.updateUser({ id: clientId, name: 'Ana En Segundo Plano' })));

    setVisibility('visible');
    await screen.findByRole('button', { name: 'Cuenta de Ana En Segundo Plano' });
    await vi.waitFor(() => expect(ports.accountEvents.activeCount).toBe(1));
  });

  it('stops following when the client signs out', async () => {
    const { ports, router } = await followingAt('/asuntos');
    await act(async () => endSession(router.options.context));
    expect(ports.accountEvents.activeCount).toBe(0);
  });
});
