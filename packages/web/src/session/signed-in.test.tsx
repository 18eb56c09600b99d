import { errorMessages, portalError } from '@justiciable/core';
import { aUser } from '@justiciable/core/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { currentPath, findPage, renderApp, signedInClient } from '../testing/render-app';
import { REVALIDATE_AFTER_IDLE_MS } from './signed-in';
import { userAtom } from './user-atoms';

const sections = [
  { link: 'Asuntos', heading: 'Asuntos' },
  { link: 'Agenda', heading: 'Agenda' },
  { link: 'Directorio', heading: 'Directorio' },
  { link: 'Mis abogados', heading: 'Mis abogados' },
  { link: 'Notificaciones', heading: 'Notificaciones' },
  { link: 'Nueva consulta', heading: 'Nueva consulta' },
] as const;

/** The app brought back to the front after a long idle: the clock moved past the wait, the window focused. */
async function returnAfterIdle() {
  const later = Date.now() + REVALIDATE_AFTER_IDLE_MS + 1;
  const clock = vi.spyOn(Date, 'now').mockReturnValue(later);
  await act(async () => {
    window.dispatchEvent(new Event('focus'));
  });
  clock.mockRestore();
}

describe('the signed-in session (SPEC §2), loaded once per sign-in', () => {
  it('reads the user record once and not again while moving between the six sections', async () => {
    const { ports, user } = await renderApp('/nuevaConsulta', { seed: (world) => void signedInClient(world) });
    await findPage('Nueva consulta');
    expect(ports.accounts.callsOf('getUser')).toBe(1);
    for (const section of sections) {
      await user.click(screen.getByRole('link', { name: new RegExp(`^${section.link}`) }));
      await findPage(section.heading);
    }
    expect(ports.accounts.callsOf('getUser')).toBe(1);
  });

  it('reads the user record again when the app regains focus after a long idle', async () => {
    const { ports, store, world } = await renderApp('/asuntos', { seed: (world) => void signedInClient(world) });
    await findPage('Asuntos');
    world.users.set(
      world.session!.userId,
      aUser({ ...store.current().get(userAtom)!.user.user, name: 'Ana María Pérez' }),
    );

    await returnAfterIdle();
    await waitFor(() => expect(ports.accounts.callsOf('getUser')).toBe(2));
    expect(await screen.findByRole('button', { name: /Cuenta de Ana María Pérez/ })).toBeDefined();
  });

  it('asks nothing when the app regains focus soon after', async () => {
    const { ports } = await renderApp('/asuntos', { seed: (world) => void signedInClient(world) });
    await findPage('Asuntos');
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(ports.accounts.callsOf('getUser')).toBe(1);
  });

  it("keeps the session and says 'Error al obtener el usuario' when that revalidation times out", async () => {
    const { ports, store, router, world } = await renderApp('/asuntos', {
      seed: (world) => void signedInClient(world),
    });
    await findPage('Asuntos');
    ports.accounts.failNext('getUser', portalError.unavailable('timeout'));

    await returnAfterIdle();
    expect(await screen.findByText(errorMessages.loadUser)).toBeDefined();
    expect(currentPath(router)).toBe('/asuntos');
    expect(world.session).not.toBeNull();
    expect(store.current().get(userAtom)).not.toBeNull();
  });

  it('ends the session when that revalidation finds the user record gone (SPEC §5)', async () => {
    const { router, world } = await renderApp('/asuntos', { seed: (world) => void signedInClient(world) });
    await findPage('Asuntos');
    world.users.delete(world.session!.userId);

    await returnAfterIdle();
    await findPage('Su consulta legal, clara y en orden');
    expect(currentPath(router)).toBe('/welcome');
    expect(world.session).toBeNull();
    expect(await screen.findByText(errorMessages.loadUser)).toBeDefined();
  });

  it('ends the session on the next navigation once the identity provider no longer vouches for it, without a message', async () => {
    const { router, world, user } = await renderApp('/asuntos', { seed: (world) => void signedInClient(world) });
    await findPage('Asuntos');
    world.signOut();
    await user.click(screen.getByRole('link', { name: 'Agenda' }));
    await findPage('Su consulta legal, clara y en orden');
    expect(currentPath(router)).toBe('/welcome');
    expect(screen.queryByText('El usuario no está autenticado')).toBeNull();
  });
});

describe('an account without a phone (created through the provider without one)', () => {
  /** A signed-in client whose record holds neither the sign-up celphone nor a saved phone. */
  function withoutPhone(world: Parameters<typeof signedInClient>[0]) {
    const client = signedInClient(world);
    const record = world.users.get(client.userId)!;
    world.users.set(client.userId, aUser({ ...record, celphone: null, phone: null }));
    return client;
  }

  it('is let in and asked for its cell phone first, then goes on to the page it asked for, with the phone saved', async () => {
    const { router, world, user, ports } = await renderApp('/agenda', { seed: (world) => void withoutPhone(world) });
    await findPage('Falta su teléfono celular');
    expect(currentPath(router)).toBe('/celular');
    expect(world.session).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('Hay un problema');
    expect(summary.textContent).toContain('Complete este campo');
    expect(ports.accounts.callsOf('updateUser')).toBe(0);

    await user.type(screen.getByRole('textbox', { name: 'Número' }), '011 15 2345-6789');
    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    await findPage('Agenda');
    expect(currentPath(router)).toBe('/agenda');
    expect(world.users.get(world.session!.userId)?.phone).toBe('+5491123456789');
    expect(await screen.findByText('Guardamos su teléfono celular.')).toBeDefined();
  });

  it('is asked again on a later visit while the phone is still missing, and not once it is saved', async () => {
    const { router, user } = await renderApp('/asuntos', { seed: (world) => void withoutPhone(world) });
    await findPage('Falta su teléfono celular');
    await user.type(screen.getByRole('textbox', { name: 'Número' }), '11 2345-6789');
    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    await findPage('Asuntos');
    await act(async () => {
      await router.navigate({ to: '/celular' });
    });
    await findPage('Nueva consulta');
  });

  it('can sign out from the question instead', async () => {
    const { router, world, user } = await renderApp('/asuntos', { seed: (world) => void withoutPhone(world) });
    await findPage('Falta su teléfono celular');
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    await findPage('Su consulta legal, clara y en orden');
    expect(currentPath(router)).toBe('/welcome');
    expect(world.session).toBeNull();
  });
});
