import { errorMessages, portalError } from '@justiciable/core';
import { aDirectoryListing, aMyLawyer, anInvitation, type InMemoryWorld } from '@justiciable/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findPage, renderApp, signedInClient } from '../../testing/render-app';

function seedLawyers(world: InMemoryWorld) {
  const client = signedInClient(world);
  world.addLawyer(
    aDirectoryListing({
      id: 'l1',
      id_grupo: 'g1',
      abogadoEstudio: { title: 'Dr. Pablo Ruiz', study: 'Ruiz', description: '' },
    }),
  );
  world.linkLawyer(
    client.userId,
    aMyLawyer({
      id_abogado: 'l1',
      id_grupo: 'g1',
      id_abogado_grupo: 'ag1',
      abogadoEstudio: { title: 'Dr. Pablo Ruiz - Estudio Ruiz' },
      asuntosCurso: ['Despido sin causa', 'Horas extra'],
      modificaciones: ['2025-03-05 10:00:00', '2025-04-20 09:30:00'],
      especialidades: ['Laboral'],
    }),
  );
  world.addLawyer(
    aDirectoryListing({
      id: 'l5',
      id_grupo: 'g5',
      abogadoEstudio: { title: 'Dr. Hugo Paz', study: 'Paz Abogados', description: '' },
    }),
  );
  world.addInvitation(
    anInvitation({
      id: 'inv1',
      id_abogado: 'l5',
      id_grupo: 'g5',
      nombre_estudio: 'Paz Abogados',
      nombre_abogado: 'Dr. Hugo Paz',
      email: client.email,
      fecha_alta: '2025-05-02T12:00:00.000Z',
    }),
  );
  return client;
}

function lawyerCard(name: string) {
  return screen.getByRole('article', { name });
}

describe('/abogados', () => {
  it('shows each lawyer with the cases in progress (each opens /asuntos searched by its name), the last modification, specialities and a new consultation with them', async () => {
    await renderApp('/abogados', { seed: seedLawyers });
    await findPage('Mis abogados');
    const card = lawyerCard('Dr. Pablo Ruiz - Estudio Ruiz');
    const values = within(card)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(values).toEqual([
      'Despido sin causaHoras extra',
      '20/4/2025',
      'Laboral',
      'Escríbale en la conversación de cada asunto: le llega como novedad y le responde ahí.',
    ]);
    expect(
      within(card)
        .getByRole('link', { name: 'Escribir en el asunto a Dr. Pablo Ruiz - Estudio Ruiz' })
        .getAttribute('href'),
    ).toBe('/mensajes');
    expect(within(card).getByRole('link', { name: 'Despido sin causa' }).getAttribute('href')).toBe(
      '/asuntos?q=Despido+sin+causa',
    );
    expect(within(card).getByRole('link', { name: 'Horas extra' }).getAttribute('href')).toBe('/asuntos?q=Horas+extra');
    expect(within(card).getByRole('link', { name: 'Nueva consulta' }).getAttribute('href')).toBe(
      '/nuevaConsulta?abogado=l1&grupo=g1',
    );
  });

  it('unlinks a lawyer only after the dialog says what it means, and the directory then shows CONTACTAR', async () => {
    const { user, router, world } = await renderApp('/abogados', { seed: seedLawyers });
    await findPage('Mis abogados');
    await user.click(screen.getByRole('button', { name: 'Desvincular a Dr. Pablo Ruiz - Estudio Ruiz' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Desvincular a Dr. Pablo Ruiz - Estudio Ruiz?' });
    expect(dialog.textContent).toContain('en el directorio volverá a mostrarse Contactar');
    await user.click(within(dialog).getByRole('button', { name: 'Desvincular' }));
    expect(await screen.findByRole('heading', { name: 'Todavía no tiene abogados' })).toBeDefined();
    expect(world.myLawyers).toHaveLength(0);
    await router.navigate({ to: '/directorio' });
    expect(await screen.findByRole('button', { name: 'Contactar a Dr. Pablo Ruiz' })).toBeDefined();
  });

  it("keeps the lawyer and the dialog open with 'Ocurrió un error al intentar desvincular el Abogado.' when unlinking fails", async () => {
    const { user, ports } = await renderApp('/abogados', { seed: seedLawyers });
    await findPage('Mis abogados');
    ports.myLawyers.failNext('unlink', portalError.unavailable('network'));
    await user.click(screen.getByRole('button', { name: 'Desvincular a Dr. Pablo Ruiz - Estudio Ruiz' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Desvincular a Dr. Pablo Ruiz - Estudio Ruiz?' });
    await user.click(within(dialog).getByRole('button', { name: 'Desvincular' }));
    expect(await screen.findByText(errorMessages.unlinkLawyer)).toBeDefined();
    expect(screen.getByRole('alertdialog', { name: '¿Desvincular a Dr. Pablo Ruiz - Estudio Ruiz?' })).toBeDefined();
    expect(screen.getByRole('article', { name: 'Dr. Pablo Ruiz - Estudio Ruiz', hidden: true })).toBeDefined();
  });

  it('lists pending invitations; accepting one adds the studio to the lawyers', async () => {
    const { user } = await renderApp('/abogados', { seed: seedLawyers });
    await findPage('Mis abogados');
    const invitations = screen.getByRole('region', { name: 'Tiene una invitación pendiente' });
    expect(within(invitations).getByText('Paz Abogados')).toBeDefined();
    expect(within(invitations).getByText('Dr. Hugo Paz · 2/5/2025')).toBeDefined();
    await user.click(within(invitations).getByRole('button', { name: 'Aceptar invitación' }));
    expect(await screen.findByText('Invitación aceptada correctamente')).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Tiene una invitación pendiente' })).toBeNull());
    expect(await screen.findByRole('heading', { name: 'Dr. Hugo Paz' })).toBeDefined();
  });

  it('declining an invitation removes it and adds no lawyer', async () => {
    const { user, world } = await renderApp('/abogados', { seed: seedLawyers });
    await findPage('Mis abogados');
    await user.click(screen.getByRole('button', { name: 'Rechazar' }));
    // Declining asks first.
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Rechazar invitación' }),
    );
    expect(await screen.findByText('Invitación rechazada correctamente')).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Tiene una invitación pendiente' })).toBeNull());
    expect(world.invitations.get('inv1')?.estado).toBe('rechazada');
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it("says 'Error al intentar aceptar invitación' and keeps the invitation when accepting fails", async () => {
    const { user, ports } = await renderApp('/abogados', { seed: seedLawyers });
    await findPage('Mis abogados');
    ports.invitations.failNext('accept', portalError.unavailable('network'));
    await user.click(screen.getByRole('button', { name: 'Aceptar invitación' }));
    expect(await screen.findByText(errorMessages.acceptInvitation)).toBeDefined();
    expect(screen.getByRole('button', { name: 'Aceptar invitación' })).toBeDefined();
  });

  it('points to the directory when there are none', async () => {
    await renderApp('/abogados', { seed: (world) => void signedInClient(world) });
    expect(await screen.findByRole('heading', { name: 'Todavía no tiene abogados' })).toBeDefined();
    expect(
      screen.getAllByRole('link', { name: 'Buscar en el directorio' }).map((link) => link.getAttribute('href')),
    ).toEqual(['/directorio', '/directorio']);
  });

  it("says 'Error al intentar obtener sus abogados' when they cannot be read", async () => {
    const { ports, router } = await renderApp('/terminosCondiciones', { seed: (world) => void signedInClient(world) });
    ports.myLawyers.failNext('list', portalError.unavailable('timeout'));
    await router.navigate({ to: '/abogados' });
    expect((await screen.findByRole('alert')).textContent).toContain(errorMessages.myLawyers);
  });
});
