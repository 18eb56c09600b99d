import { errorMessages, MESSAGE_NOTICE_TYPES, MOVEMENT_TYPE, portalError } from '@justiciable/core';
import { aCase, aMovement, aNotification, type InMemoryWorld } from '@justiciable/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findPage, renderApp, signedInClient } from '../../testing/render-app';

const CASE = 'Despido sin causa';

function seedConversation(world: InMemoryWorld) {
  const client = signedInClient(world);
  world.addCase(aCase({ id: 'c1', case: CASE, abogadoEstudio: 'Dra. Laura Gómez' }), { ownerId: client.userId });
  world.addMovement(
    aMovement({
      id_movimiento: 'm1',
      id_case: 'c1',
      id_tipo: 5,
      origen: 'justiciable',
      nombres: client.name,
      fecha_alta: '2025-03-01 10:00:00',
      descripcion_movimiento: '¿Hay fecha?',
      comentarios: '¿Hay fecha para la audiencia?',
    }),
  );
  world.addMovement(
    aMovement({
      id_movimiento: 'm2',
      id_case: 'c1',
      id_tipo: 5,
      origen: 'abogado',
      nombres: 'Laura Gómez',
      fecha_alta: '2025-03-02 18:00:00',
      descripcion_movimiento: 'Audiencia',
      comentarios: 'Todavía no, le aviso apenas la fijen.',
    }),
  );
  world.addNotification(
    aNotification({ id: 'n1', tipo: MESSAGE_NOTICE_TYPES.lawyerNews, id_caso: 'c1', leida: false }),
    { clientId: client.userId },
  );
  return client;
}

function thread() {
  return screen.getByRole('list', { name: 'Mensajes, del más antiguo al más reciente' });
}

describe('/mensajes/:id', () => {
  it('shows the thread oldest first, marks the lawyer’s reply new, then reads its notice and drops the count', async () => {
    const { world } = await renderApp('/mensajes/c1', { seed: seedConversation });
    await findPage(CASE);
    const items = within(thread()).getAllByRole('listitem');
    expect(
      items.map((item) => [item.getAttribute('data-author'), item.querySelector('.message-text')?.textContent]),
    ).toEqual([
      ['client', '¿Hay fecha para la audiencia?'],
      ['lawyer', 'Todavía no, le aviso apenas la fijen.'],
    ]);
    expect(within(items[1]!).getByText('Nuevo')).toBeTruthy();
    expect(within(items[0]!).queryByText('Nuevo')).toBeNull();
    await waitFor(() => expect(world.notifications.get('n1')?.notification.leida).toBe(true));
    // The mark stays for this visit after the notice is read.
    expect(within(thread()).getAllByText('Nuevo')).toHaveLength(1);
    const nav = screen.getByRole('navigation', { name: 'Secciones' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: /^Mensajes/ }).textContent).toBe('Mensajes'));
  });

  it('sends a reply as a news of the case and shows it at the bottom; a failure keeps the text and says why', async () => {
    const { ports, world, user } = await renderApp('/mensajes/c1', { seed: seedConversation });
    await findPage(CASE);
    const reply = screen.getByRole('form', { name: 'Responder a Dra. Laura Gómez' });
    await user.type(within(reply).getByLabelText('Su mensaje'), 'Gracias, quedo atenta.');

    ports.cases.failNext('addMovement', portalError.unavailable('network'));
    await user.click(within(reply).getByRole('button', { name: 'Enviar' }));
    await within(reply).findByText(errorMessages.addMovement);
    expect((within(reply).getByLabelText('Su mensaje') as HTMLTextAreaElement).value).toBe('Gracias, quedo atenta.');

    await user.click(within(reply).getByRole('button', { name: 'Enviar' }));
    await waitFor(() =>
      expect(within(thread()).getAllByRole('listitem').at(-1)?.textContent).toContain('Gracias, quedo atenta.'),
    );
    expect((within(reply).getByLabelText('Su mensaje') as HTMLTextAreaElement).value).toBe('');
    const sent = [...world.movements.values()].filter(
      (movement) =>
        movement.id_case === 'c1' &&
        movement.id_tipo === MOVEMENT_TYPE.news &&
        movement.comentarios === 'Gracias, quedo atenta.',
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]?.descripcion_movimiento).toBe('Gracias, quedo atenta.');
  });

  it('refuses an empty reply on its field, sending nothing', async () => {
    const { ports, user } = await renderApp('/mensajes/c1', { seed: seedConversation });
    await findPage(CASE);
    const reply = screen.getByRole('form', { name: 'Responder a Dra. Laura Gómez' });
    await user.click(within(reply).getByRole('button', { name: 'Enviar' }));
    await within(reply).findByText('Escriba un mensaje o adjunte un archivo');
    expect(ports.cases.callsOf('addMovement')).toBe(0);
  });
});

describe('/mensajes', () => {
  it('lists the case with its last message and unread count, leading to its conversation', async () => {
    await renderApp('/mensajes', { seed: seedConversation });
    await findPage('Mensajes');
    const card = within(screen.getByRole('list', { name: 'Conversaciones' })).getByRole('listitem');
    expect(card.textContent).toContain('Laura Gómez: Todavía no, le aviso apenas la fijen.');
    expect(card.querySelector('.ui-badge')?.textContent).toBe('1 mensaje nuevo');
    expect(within(card).getByRole('link', { name: CASE }).getAttribute('href')).toBe('/mensajes/c1');
    // The navigation counts the lawyer's unread message beside Mensajes.
    const nav = screen.getByRole('navigation', { name: 'Secciones' });
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: /^Mensajes/ }).textContent).toBe('Mensajes1 mensaje sin leer'),
    );
  });
});
