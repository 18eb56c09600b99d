import { errorMessages, identityMessages, portalError, sessionMessages } from '@justiciable/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentPath, findPage, renderApp, signedInClient } from '../testing/render-app';
import { userAtom } from './user-atoms';

describe('a session revoked elsewhere (signed out of every device)', () => {
  it("ends at the next request a service refuses: logs out, goes to /welcome and says 'Su sesión terminó. Ingrese nuevamente.'", async () => {
    const { ports, router, store, world, user } = await renderApp('/nuevaConsulta', {
      seed: (world) => void signedInClient(world),
    });
    await findPage('Nueva consulta');
    // The provider still vouches for its local tokens; the service refuses them (HTTP 401).
    ports.cases.failNext('listCases', portalError.unauthenticated('listaAsuntos: HTTP 401'));

    await user.click(screen.getByRole('link', { name: 'Asuntos' }));
    await findPage('Su consulta legal, clara y en orden');
    expect(currentPath(router)).toBe('/welcome');
    expect(await screen.findByText(sessionMessages.endedElsewhere)).toBeDefined();
    expect(screen.queryByText(identityMessages.notAuthenticated)).toBeNull();
    expect(world.session).toBeNull();
    expect(ports.identity.callsOf('signOut')).toBe(1);
    expect(store.current().get(userAtom)).toBeNull();
  });

  it('ends once when several loads are refused together', async () => {
    const { ports, router, world } = await renderApp('/terminosCondiciones', {
      seed: (world) => void signedInClient(world),
    });
    // The frame's unread count and the page's list are read side by side.
    ports.notifications.failNext('list', portalError.unauthenticated('getNotifications: HTTP 401'));
    ports.notifications.failNext('list', portalError.unauthenticated('getNotifications: HTTP 401'));

    await router.navigate({ to: '/notificaciones' });
    await findPage('Su consulta legal, clara y en orden');
    expect(currentPath(router)).toBe('/welcome');
    expect(world.session).toBeNull();
    expect(ports.identity.callsOf('signOut')).toBe(1);
    expect(await screen.findAllByText(sessionMessages.endedElsewhere)).toHaveLength(1);
  });

  it('ends at a change a service refuses too, saying only why the session ended', async () => {
    const { ports, router, world, user } = await renderApp('/miCuenta', {
      seed: (world) => void signedInClient(world),
    });
    await findPage('Mi cuenta');
    ports.accounts.failNext('updateUser', portalError.unauthenticated('updateUser: HTTP 401'));
    const profile = screen.getByRole('form', { name: 'Datos personales' });
    await user.type(within(profile).getByLabelText('Nombre y apellido'), ' María');

    await user.click(within(profile).getByRole('button', { name: 'Guardar datos personales' }));
    await findPage('Su consulta legal, clara y en orden');
    expect(currentPath(router)).toBe('/welcome');
    expect(world.session).toBeNull();
    expect(await screen.findAllByText(sessionMessages.endedElsewhere)).toHaveLength(1);
    expect(screen.queryByText(identityMessages.notAuthenticated)).toBeNull();
  });

  it('keeps the session when a load fails for any other reason', async () => {
    const { ports, router, world, user } = await renderApp('/nuevaConsulta', {
      seed: (world) => void signedInClient(world),
    });
    await findPage('Nueva consulta');
    ports.cases.failNext('listCases', portalError.unavailable('network'));

    await user.click(screen.getByRole('link', { name: 'Asuntos' }));
    await findPage('Asuntos');
    expect(currentPath(router)).toBe('/asuntos');
    expect((await screen.findByRole('alert')).textContent).toContain(errorMessages.cases);
    expect(world.session).not.toBeNull();
  });
});
