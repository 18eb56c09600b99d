import { errorMessages, portalError } from '@justiciable/core';
import { aContactRequest, aDirectoryListing } from '@justiciable/core/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findPage, renderApp, signedInClient } from '../../testing/render-app';
import { tableRows } from '../../testing/table-rows';

describe('/directorio', () => {
  it('lists visible lawyers with specialities, locality and contact state, PENDIENTE before CONTACTAR (SPEC §4)', async () => {
    await renderApp('/directorio', {
      seed: (world) => {
        const client = signedInClient(world);
        world.addLawyer(aDirectoryListing({ id: 'l1', id_grupo: 'g1', abogadoEstudio: { title: 'Dr. Pablo Ruiz', study: 'Ruiz', description: '' }, especialidades: ['Laboral'], nombre_localidad_completo: 'Rosario, Santa Fe' }));
        world.addLawyer(aDirectoryListing({ id: 'l2', id_grupo: 'g2', abogadoEstudio: { title: 'Dra. Laura Gómez', study: 'Gómez', description: '' }, especialidades: ['Familia', 'Sucesiones'], nombre_localidad_completo: 'Córdoba, Córdoba' }));
        world.addLawyer(aDirectoryListing({ id: 'l3', id_grupo: 'g3', visible: 'f', abogadoEstudio: { title: 'Dr. Oculto', study: '', description: '' } }));
        world.addContactRequest(aContactRequest({ id_abogado: 'l2', leido: false, estado: 'pendiente' }), { clientId: client.userId });
      },
    });
    await findPage('Directorio');
    expect(tableRows('Abogados y estudios')).toEqual([
      ['Dra. Laura Gómez', 'Familia, Sucesiones', 'Córdoba, Córdoba', 'PENDIENTE'],
      ['Dr. Pablo Ruiz', 'Laboral', 'Rosario, Santa Fe', 'CONTACTAR'],
    ]);
    expect(screen.getByRole('link', { name: 'Dr. Pablo Ruiz' }).getAttribute('href')).toBe('/lawyerDetails/l1/g1');
  });

  it("says 'Error al intentar obtener el directorio de abogados' when it cannot be read", async () => {
    const { ports, router } = await renderApp('/terminosCondiciones', { seed: (world) => void signedInClient(world) });
    ports.directory.failNext('listLawyers', portalError.unavailable('network'));
    await router.navigate({ to: '/directorio' });
    expect((await screen.findByRole('alert')).textContent).toContain(errorMessages.directory);
    expect(screen.queryByRole('grid')).toBeNull();
  });
});
