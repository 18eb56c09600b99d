import { errorMessages, notificationMessages, portalError } from '@justiciable/core';
import { aCase, aNotification, anInvitation, type InMemoryWorld } from '@justiciable/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { findPage, renderApp, signedInClient } from '../../testing/render-app';

/** The titles of a group's notifications, as its list shows them. */
function titlesIn(group: string): string[] {
  const section = screen.getByRole('region', { name: new RegExp(`^${group}`) });
  return within(section)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '');
}

/** The unread count beside "Notificaciones" in the navigation; null when there is none. */
function unreadBadge(): string | null {
  const link = within(screen.getByRole('navigation', { name: 'Secciones' })).getByRole('link', {
    name: /^Notificaciones/,
  });
  return link.querySelector('.ui-badge')?.textContent ?? null;
}

function seedInbox(world: InMemoryWorld) {
  const client = signedInClient(world);
  const add = (overrides: Parameters<typeof aNotification>[0]) =>
    world.addNotification(aNotification(overrides), { clientId: client.userId });
  add({
    id: 'n1',
    titulo: 'Consulta aceptada',
    mensaje: 'El Dr. Ruiz aceptó su consulta.',
    tipo: 'consulta_aceptada',
    leida: false,
    id_caso: '1024',
    fecha_alta: '2025-03-02T10:00:00.000Z',
  });
  add({
    id: 'n2',
    titulo: 'Pago acreditado',
    mensaje: 'Recibimos su pago.',
    tipo: 'pago_aprobado',
    leida: true,
    id_caso: '1024',
    fecha_alta: '2025-03-05T10:00:00.000Z',
  });
  add({
    id: 'n3',
    titulo: 'Reunión agendada',
    mensaje: 'Reunión por videollamada.',
    tipo: 'agenda',
    leida: false,
    fecha_alta: '2025-02-20T10:00:00.000Z',
  });
  return client;
}

describe('/notificaciones', () => {
  it('shows the unread ones first, then the read, each with its title, message, date and a link to what it is about', async () => {
    await renderApp('/notificaciones', { seed: seedInbox });
    await findPage('Notificaciones');
    expect(titlesIn('Sin leer')).toEqual(['Consulta aceptadaNueva', 'Reunión agendadaNueva']);
    expect(titlesIn('Leídas')).toEqual(['Pago acreditado']);
    const accepted = screen.getByRole('heading', { name: /Consulta aceptada/ }).closest('li');
    expect(accepted?.textContent).toContain('El Dr. Ruiz aceptó su consulta.');
    expect(accepted?.textContent).toContain('2/3/2025');
    expect(within(accepted!).getByRole('link', { name: 'Ver el asunto' }).getAttribute('href')).toBe('/asunto/1024');
    expect(screen.getByRole('link', { name: 'Ver el pago en el asunto' }).getAttribute('href')).toBe('/asunto/1024');
    expect(screen.getByRole('link', { name: 'Ver la agenda' }).getAttribute('href')).toBe('/agenda');
    expect(unreadBadge()).toBe('2 sin leer');
  });

  it("marks one read: 'Notificación marcada como leída', it moves to the read ones and the count in the navigation drops at once", async () => {
    const { user, world } = await renderApp('/notificaciones', { seed: seedInbox });
    await findPage('Notificaciones');
    const item = screen.getByRole('heading', { name: /Consulta aceptada/ }).closest('li')!;
    await user.click(within(item).getByRole('button', { name: 'Marcar como leída' }));
    expect(await screen.findByText('Notificación marcada como leída')).toBeDefined();
    await waitFor(() => expect(titlesIn('Sin leer')).toEqual(['Reunión agendadaNueva']));
    expect(titlesIn('Leídas')).toEqual(['Consulta aceptada', 'Pago acreditado']);
    await waitFor(() => expect(unreadBadge()).toBe('1 sin leer'));
    expect(world.notifications.get('n1')?.notification.leida).toBe(true);
  });

  it("keeps it unread with 'Error al intentar leer notificación' when it cannot be marked", async () => {
    const { user, ports } = await renderApp('/notificaciones', { seed: seedInbox });
    await findPage('Notificaciones');
    ports.notifications.failNext('markRead', portalError.unavailable('network'));
    const item = screen.getByRole('heading', { name: /Consulta aceptada/ }).closest('li')!;
    await user.click(within(item).getByRole('button', { name: 'Marcar como leída' }));
    expect(await screen.findByText(errorMessages.readNotification)).toBeDefined();
    expect(titlesIn('Sin leer')).toEqual(['Consulta aceptadaNueva', 'Reunión agendadaNueva']);
    expect(unreadBadge()).toBe('2 sin leer');
  });

  it('opening one reads it and goes where it leads', async () => {
    const { user, world, router } = await renderApp('/notificaciones', { seed: seedInbox });
    await findPage('Notificaciones');
    await user.click(screen.getByRole('link', { name: 'Ver la agenda' }));
    // Reading, reloading the count and then loading the agenda's page take a while on a busy machine.
    await screen.findByRole('heading', { level: 1, name: 'Agenda' }, { timeout: 10_000 });
    expect(router.state.location.pathname).toBe('/agenda');
    await waitFor(() => expect(world.notifications.get('n3')?.notification.leida).toBe(true));
    await waitFor(() => expect(unreadBadge()).toBe('1 sin leer'));
  });

  it('marks all read at once, leaving no count in the navigation', async () => {
    const { user, world } = await renderApp('/notificaciones', { seed: seedInbox });
    await findPage('Notificaciones');
    await user.click(screen.getByRole('button', { name: 'Marcar todas como leídas' }));
    expect(await screen.findByText('Notificación marcada como leída')).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('region', { name: /^Sin leer/ })).toBeNull());
    expect(titlesIn('Leídas')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Marcar todas como leídas' })).toBeNull();
    await waitFor(() => expect(unreadBadge()).toBeNull());
    expect([...world.notifications.values()].every((record) => record.notification.leida)).toBe(true);
  });

  it('no longer shows a payment-due notice as news once its case has nothing left to pay: with the read ones, saying so, and out of the count', async () => {
    const { ports, router } = await renderApp('/notificaciones', {
      seed: (world) => {
        const client = seedInbox(world);
        world.addCase(aCase({ id: '2048', case: 'Divorcio', pago: 0 }), { ownerId: client.userId });
        world.addCase(aCase({ id: '4096', case: 'Sucesión', pago: 1 }), { ownerId: client.userId });
        const due = (id: string, caseId: string, titulo: string) =>
          world.addNotification(
            aNotification({
              id,
              titulo,
              mensaje: 'Anticipo de honorarios.',
              tipo: 'pago_pendiente',
              leida: false,
              id_caso: caseId,
              fecha_alta: '2025-03-01T10:00:00.000Z',
            }),
            {
              clientId: client.userId,
            },
          );
        due('p1', '2048', 'Pago del divorcio');
        due('p2', '4096', 'Pago de la sucesión');
      },
    });
    await findPage('Notificaciones');
    expect(titlesIn('Sin leer')).toEqual([
      'Consulta aceptadaNueva',
      'Reunión agendadaNueva',
      'Pago de la sucesiónNueva',
    ]);
    expect(titlesIn('Leídas')).toEqual(['Pago acreditado', 'Pago del divorcio']);
    const paid = screen.getByRole('heading', { name: 'Pago del divorcio' }).closest('li')!;
    expect(paid.textContent).toContain(notificationMessages.paymentSettled);
    expect(within(paid).queryByRole('button', { name: 'Marcar como leída' })).toBeNull();
    expect(unreadBadge()).toBe('3 sin leer');

    // Read again on the next visit, with the cases the frame read for its count: not a second time.
    const listCases = vi.spyOn(ports.cases, 'listCases');
    await router.navigate({ to: '/agenda' });
    await router.navigate({ to: '/notificaciones' });
    await findPage('Notificaciones');
    expect(titlesIn('Leídas')).toEqual(['Pago acreditado', 'Pago del divorcio']);
    expect(listCases).not.toHaveBeenCalled();
  });

  it("answers a studio's pending invitation in place: 'Invitación aceptada correctamente'", async () => {
    const { user, world } = await renderApp('/notificaciones', {
      seed: (world) => {
        const client = seedInbox(world);
        world.addInvitation(anInvitation({ id: 'inv1', email: client.email, estado: 'pendiente' }));
        world.addNotification(
          aNotification({
            id: 'n4',
            titulo: 'Invitación de Estudio Sur',
            tipo: 'invitacion',
            id_caso: null,
            id_invitacion: 'inv1',
            token_invitacion: 'tok-12345678',
            fecha_alta: '2025-03-06T10:00:00.000Z',
          }),
          { clientId: client.userId },
        );
      },
    });
    await findPage('Notificaciones');
    const item = screen.getByRole('heading', { name: /Invitación de Estudio Sur/ }).closest('li')!;
    // Beside the answers, the way to its page, which says who the studio is.
    expect(within(item).getByRole('link', { name: 'Ver la invitación' }).getAttribute('href')).toBe(
      '/vinculateContact/inv1?token=tok-12345678',
    );
    await user.click(within(item).getByRole('button', { name: 'Aceptar invitación' }));
    expect(await screen.findByText('Invitación aceptada correctamente')).toBeDefined();
    expect(world.invitations.get('inv1')?.estado).toBe('aceptada');
    // Answered, only the way to the invitation's page stays.
    await waitFor(() => expect(within(item).queryByRole('button', { name: 'Aceptar invitación' })).toBeNull());
    expect(within(item).getByRole('link', { name: 'Ver la invitación' }).getAttribute('href')).toBe(
      '/vinculateContact/inv1?token=tok-12345678',
    );
  });

  it("says 'Error al intentar obtener las notificaciones' when they cannot be read", async () => {
    const { ports, router } = await renderApp('/terminosCondiciones', { seed: (world) => void signedInClient(world) });
    // Both reads fail: the frame's unread count and the page's list.
    ports.notifications.failNext('list', portalError.unavailable('network'));
    ports.notifications.failNext('list', portalError.unavailable('network'));
    await router.navigate({ to: '/notificaciones' });
    expect((await within(screen.getByRole('main')).findByRole('alert')).textContent).toContain(
      errorMessages.notifications,
    );
  });

  it('shows a notification and a client name with markup as literal text, creating no element from them', async () => {
    const markup = '<img src=x onerror="window.__injected=true"><b>negrita</b>';
    await renderApp('/notificaciones', {
      seed: (world) => {
        const client = world.addClient({ name: `Ana ${markup}` });
        world.signInAs(client.userId);
        world.addNotification(aNotification({ id: 'n1', titulo: `Aviso ${markup}`, mensaje: markup, leida: true }), {
          clientId: client.userId,
        });
      },
    });
    await findPage('Notificaciones');
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('heading', { level: 3, name: `Aviso ${markup}` })).toBeDefined();
    expect(main.getByText(markup)).toBeDefined();
    expect(screen.getByRole('button', { name: `Cuenta de Ana ${markup}` })).toBeDefined();
    expect(document.body.querySelector('img, b')).toBeNull();
    expect((window as { __injected?: boolean }).__injected).toBeUndefined();
  });
});
