import { errorMessages, portalError } from '@justiciable/core';
import { aNotification } from '@justiciable/core/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findPage, renderApp, signedInClient } from '../../testing/render-app';

describe('/notificaciones', () => {
  it('shows each notification with its title, message and date, marking the unread ones', async () => {
    await renderApp('/notificaciones', {
      seed: (world) => {
        const client = signedInClient(world);
        world.addNotification(aNotification({ id: 'n1', titulo: 'Consulta aceptada', mensaje: 'El Dr. Ruiz aceptó su consulta.', leida: false, fecha_alta: '2025-03-02T10:00:00.000Z' }), { clientId: client.userId });
        world.addNotification(aNotification({ id: 'n2', titulo: 'Pago registrado', mensaje: 'Recibimos su pago.', leida: true, fecha_alta: '2025-02-20T10:00:00.000Z' }), { clientId: client.userId });
      },
    });
    await findPage('Notificaciones');
    const items = within(screen.getByRole('main')).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Consulta aceptadaNueva', 'Pago registrado']);
    expect(items[0]!.textContent).toContain('El Dr. Ruiz aceptó su consulta.');
    expect(items[0]!.textContent).toContain('2/3/2025');
    expect(items[1]!.textContent).toContain('Recibimos su pago.');
  });

  it("says 'Error al intentar obtener las notificaciones' when they cannot be read", async () => {
    const { ports, router } = await renderApp('/terminosCondiciones', { seed: (world) => void signedInClient(world) });
    // Both reads fail: the frame's unread count and the page's list.
    ports.notifications.failNext('list', portalError.unavailable('network'));
    ports.notifications.failNext('list', portalError.unavailable('network'));
    await router.navigate({ to: '/notificaciones' });
    expect((await within(screen.getByRole('main')).findByRole('alert')).textContent).toContain(errorMessages.notifications);
  });

  it('shows a notification and a client name with markup as literal text, creating no element from them', async () => {
    const markup = '<img src=x onerror="window.__injected=true"><b>negrita</b>';
    await renderApp('/notificaciones', {
      seed: (world) => {
        const client = world.addClient({ name: `Ana ${markup}` });
        world.signInAs(client.userId);
        world.addNotification(aNotification({ id: 'n1', titulo: `Aviso ${markup}`, mensaje: markup, leida: true }), { clientId: client.userId });
      },
    });
    await findPage('Notificaciones');
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('heading', { level: 2, name: `Aviso ${markup}` })).toBeDefined();
    expect(main.getByText(markup)).toBeDefined();
    expect(screen.getByRole('button', { name: `Cuenta de Ana ${markup}` })).toBeDefined();
    expect(document.body.querySelector('img, b')).toBeNull();
    expect((window as { __injected?: boolean }).__injected).toBeUndefined();
  });
});
