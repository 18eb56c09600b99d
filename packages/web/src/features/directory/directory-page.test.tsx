import { errorMessages, portalError } from '@justiciable/core';
import {
  aCommunicationMedium,
  aContactRequest,
  aDirectoryListing,
  aMyLawyer,
  anInvitation,
  type InMemoryWorld,
} from '@justiciable/core/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findPage, renderApp, signedInClient } from '../../testing/render-app';

/** Each lawyer on the page as a person reads it: name, studio, each field's value, the button. */
function lawyerItems(): string[][] {
  const list = screen.getByRole('list', { name: 'Abogados y estudios' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => [
      within(item).getAllByRole('link')[0]?.textContent ?? '',
      item.querySelector('.directory-card-study')?.textContent ?? '',
      ...within(item)
        .getAllByRole('definition')
        .map((value) => value.textContent ?? ''),
      within(item).getByRole('button').textContent ?? '',
    ]);
}

const lawyerNames = () => lawyerItems().map(([name]) => name);

function seedDirectory(world: InMemoryWorld) {
  const client = signedInClient(world);
  world.addLawyer(
    aDirectoryListing({
      id: 'l1',
      id_grupo: 'g1',
      abogadoEstudio: { title: 'Dr. Pablo Ruiz', study: 'Estudio Ruiz', description: '' },
      especialidades: ['Laboral'],
      nombre_localidad_completo: 'Rosario, Santa Fe',
      media: [
        aCommunicationMedium({ id: '1', nombre: 'Presencial', precio: 20000 }),
        aCommunicationMedium({ id: '2', nombre: 'Videollamada', precio: 12000 }),
      ],
    }),
  );
  world.addLawyer(
    aDirectoryListing({
      id: 'l2',
      id_grupo: 'g2',
      abogadoEstudio: { title: 'Dra. Laura Gómez', study: 'Gómez & Asociados', description: '' },
      especialidades: ['Familia', 'Sucesiones'],
      nombre_localidad_completo: 'Córdoba, Córdoba',
      media: [],
    }),
  );
  world.addLawyer(
    aDirectoryListing({
      id: 'l3',
      id_grupo: 'g3',
      visible: 'f',
      abogadoEstudio: { title: 'Dr. Oculto', study: '', description: '' },
    }),
  );
  world.addLawyer(
    aDirectoryListing({
      id: 'l4',
      id_grupo: 'g4',
      visible: 'f',
      abogadoEstudio: { title: 'Dra. Marta Vidal', study: 'Vidal', description: '' },
      especialidades: ['Laboral'],
      nombre_localidad_completo: 'Mendoza, Mendoza',
      media: [aCommunicationMedium({ id: '3', nombre: 'Telefónica', precio: 0 })],
    }),
  );
  world.addLawyer(
    aDirectoryListing({
      id: 'l5',
      id_grupo: 'g5',
      abogadoEstudio: { title: 'Dr. Hugo Paz', study: 'Paz Abogados', description: '' },
      especialidades: ['Penal'],
      nombre_localidad_completo: 'Salta, Salta',
    }),
  );
  world.addContactRequest(aContactRequest({ id_abogado: 'l2', leido: false, estado: 'pendiente' }), {
    clientId: client.userId,
  });
  world.linkLawyer(client.userId, aMyLawyer({ id_abogado: 'l4', id_grupo: 'g4' }));
  world.addInvitation(
    anInvitation({
      id: 'inv1',
      id_abogado: 'l5',
      id_grupo: 'g5',
      nombre_estudio: 'Paz Abogados',
      nombre_abogado: 'Dr. Hugo Paz',
      email: client.email,
    }),
  );
  return client;
}

describe('/directorio', () => {
  it('shows each lawyer with studio, specialities, locality, media and price, CONTACTADO then PENDIENTE then CONTACTAR, hidden ones only when contacted (SPEC §4)', async () => {
    await renderApp('/directorio', { seed: seedDirectory });
    await findPage('Directorio');
    expect(lawyerItems()).toEqual([
      [
        'Dra. Marta Vidal',
        'Vidal',
        'Laboral',
        'Mendoza, Mendoza',
        'TelefónicaValor de referencia: sin cargo',
        'Contactado',
      ],
      ['Dra. Laura Gómez', 'Gómez & Asociados', 'Familia, Sucesiones', 'Córdoba, Córdoba', '-', 'Pendiente'],
      [
        'Dr. Pablo Ruiz',
        'Estudio Ruiz',
        'Laboral',
        'Rosario, Santa Fe',
        'Presencial, VideollamadaValor de referencia desde $\u00a012.000',
        'Contactar',
      ],
      [
        'Dr. Hugo Paz',
        'Paz Abogados',
        'Penal',
        'Salta, Salta',
        'Videollamada, PresencialValor de referencia desde $\u00a015.000',
        'Contactar',
      ],
    ]);
    expect(screen.getByRole('link', { name: 'Dr. Pablo Ruiz' }).getAttribute('href')).toBe('/lawyerDetails/l1/g1');
    // States that cannot be pressed say so, and still take the focus (aria-disabled rather than disabled).
    expect(screen.getByRole('button', { name: 'Contactado: Dra. Marta Vidal' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: 'Pendiente: Dra. Laura Gómez' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: 'Pendiente: Dra. Laura Gómez' }).hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('button', { name: 'Contactar a Dr. Pablo Ruiz' }).hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('4 abogados');
  });

  it('does not come back to /directorio when left while the search waits to reach the URL', async () => {
    const { router, user } = await renderApp('/directorio', { seed: seedDirectory });
    await findPage('Directorio');
    await user.type(screen.getByRole('searchbox', { name: /Buscar/ }), 'gomez');
    await act(() => router.navigate({ to: '/notificaciones' }));
    await findPage('Notificaciones');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(router.state.location.pathname).toBe('/notificaciones');
  });

  it('sends a request from CONTACTAR, which then shows PENDIENTE in its place, and the request is on record', async () => {
    const { user, world } = await renderApp('/directorio', { seed: seedDirectory });
    await findPage('Directorio');
    await user.click(screen.getByRole('button', { name: 'Contactar a Dr. Pablo Ruiz' }));
    // Nothing goes before the client has read what the lawyer receives, and confirmed.
    const confirm = await screen.findByRole(
      'dialog',
      { name: '¿Enviar una solicitud de contacto a Dr. Pablo Ruiz?' },
      { timeout: 5_000 },
    );
    expect(confirm.textContent).toContain(
      'Dr. Pablo Ruiz, de Estudio Ruiz, recibirá por correo su pedido de contacto con su nombre',
    );
    expect(confirm.textContent).toContain('Una vez enviada no se puede retirar');
    expect(world.contactRequests.some((record) => record.request.id_abogado === 'l1')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByRole('button', { name: 'Pendiente: Dr. Pablo Ruiz' }, { timeout: 5_000 })).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5_000 });
    // The focus follows Contactar into its new state, rather than falling to the page.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Pendiente: Dr. Pablo Ruiz' })),
    );
    expect(lawyerNames()).toEqual(['Dra. Marta Vidal', 'Dra. Laura Gómez', 'Dr. Pablo Ruiz', 'Dr. Hugo Paz']);
    expect(world.contactRequests.at(-1)?.request).toMatchObject({ id_abogado: 'l1', estado: 'pendiente' });
    expect(await screen.findByText('Solicitud enviada a Dr. Pablo Ruiz.')).toBeDefined();
  });

  it("shows the request in progress on the dialog's button until it is answered", async () => {
    const { user, ports } = await renderApp('/directorio', { seed: seedDirectory });
    await findPage('Directorio');
    let release = () => undefined as void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const send = ports.contactRequests.sendRequest.bind(ports.contactRequests);
    ports.contactRequests.sendRequest = async (draft) => {
      await answered;
      return send(draft);
    };
    await user.click(screen.getByRole('button', { name: 'Contactar a Dr. Pablo Ruiz' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Enviar solicitud' }));
    const sending = within(screen.getByRole('dialog')).getByRole('button', { name: /Enviar solicitud/ });
    expect(sending.hasAttribute('data-pending')).toBe(true);
    release();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('button', { name: 'Pendiente: Dr. Pablo Ruiz' }, { timeout: 5_000 })).toBeDefined();
  });

  it("keeps CONTACTAR and says 'Error al intentar enviar la solicitud de contacto' when the request fails", async () => {
    const { user, ports } = await renderApp('/directorio', { seed: seedDirectory });
    await findPage('Directorio');
    ports.contactRequests.failNext('sendRequest', portalError.unavailable('network'));
    await user.click(screen.getByRole('button', { name: 'Contactar a Dr. Pablo Ruiz' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByText('Error al intentar enviar la solicitud de contacto')).toBeDefined();
    // The dialog stays, to send again or cancel.
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('button', { name: 'Contactar a Dr. Pablo Ruiz' }).hasAttribute('disabled')).toBe(false);
  });

  it("offers the studio's pending invitation instead of a request (status 201), and accepting it shows CONTACTADO", async () => {
    const { user, world } = await renderApp('/directorio', { seed: seedDirectory });
    await findPage('Directorio');
    await user.click(screen.getByRole('button', { name: 'Contactar a Dr. Hugo Paz' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Enviar solicitud' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tiene una invitación pendiente de este Estudio' });
    expect(world.contactRequests.some((record) => record.request.id_abogado === 'l5')).toBe(false);
    expect(within(dialog).getByText('Paz Abogados')).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar invitación' }));
    expect(await screen.findByText('Invitación aceptada correctamente')).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('button', { name: 'Contactado: Dr. Hugo Paz' })).toBeDefined();
    expect(world.invitations.get('inv1')?.estado).toBe('aceptada');
  });

  it('filters by speciality and province from the URL, searches by name or studio, and clears to all with Limpiar filtros', async () => {
    const { user, router } = await renderApp('/directorio?especialidad=Laboral', { seed: seedDirectory });
    await findPage('Directorio');
    expect(lawyerNames()).toEqual(['Dra. Marta Vidal', 'Dr. Pablo Ruiz']);
    expect(screen.getByRole('status').textContent).toBe('2 de 4 abogados');

    await router.navigate({ to: '/directorio', search: { provincia: 'Córdoba' } });
    await waitFor(() => expect(lawyerNames()).toEqual(['Dra. Laura Gómez']));

    await router.navigate({ to: '/directorio', search: {} });
    await user.type(screen.getByRole('searchbox', { name: /Buscar/ }), 'asociados');
    await waitFor(() => expect(lawyerNames()).toEqual(['Dra. Laura Gómez']));
    expect(router.state.location.search).toEqual({ q: 'asociados' });

    await user.type(screen.getByRole('searchbox', { name: /Buscar/ }), ' zzz');
    expect(await screen.findByRole('heading', { name: 'Sin resultados' })).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    await waitFor(() => expect(lawyerNames()).toHaveLength(4));
    expect(router.state.location.search).toEqual({});
  });

  it("says 'Error al intentar obtener el directorio de abogados' when it cannot be read", async () => {
    const { ports, router } = await renderApp('/terminosCondiciones', { seed: (world) => void signedInClient(world) });
    ports.directory.failNext('listLawyers', portalError.unavailable('network'));
    await router.navigate({ to: '/directorio' });
    expect((await screen.findByRole('alert')).textContent).toContain(errorMessages.directory);
    expect(screen.queryByRole('list', { name: 'Abogados y estudios' })).toBeNull();
  });
});
