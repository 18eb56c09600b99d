import { errorMessages, portalError } from '@justiciable/core';
import { aCommunicationMedium, aDirectoryListing, aStudyInfo, type InMemoryWorld } from '@justiciable/core/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findPage, renderApp } from '../../testing/render-app';

function seedStudy(world: InMemoryWorld) {
  world.addStudy(
    aStudyInfo({
      id_grupo: 'g1',
      id_estudio: 'e9',
      nombre: 'Estudio Ruiz',
      nombre_localidad_completo: 'Rosario, Santa Fe',
      especialidades: ['Laboral', 'Previsional'],
      usuarios: [
        { id: 'l1', nombre: 'Pablo Ruiz' },
        { id: 'l2', nombre: 'Ana Ruiz' },
      ],
      media: [aCommunicationMedium({ id: '1', nombre: 'Presencial', precio: 20000 })],
    }),
  );
  world.addLawyer(aDirectoryListing({ id: 'l1', id_grupo: 'g1' }));
  world.addStudy(aStudyInfo({ id_grupo: 'g2', nombre: 'Estudio Cerrado', habilitado: false }));
  world.addLawyer(aDirectoryListing({ id: 'l3', id_grupo: 'g2' }));
}

describe('the studio preview pages (signed out)', () => {
  it('previewListaEstudios lists the studio’s lawyers with their profile and a consultation each, and the studio’s media', async () => {
    await renderApp('/previewListaEstudios/l1/g1/Pablo%20Ruiz', { seed: seedStudy });
    await findPage('Estudio Ruiz');
    const lawyers = screen.getByRole('list', { name: 'Abogados del estudio' });
    expect(
      within(lawyers)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.study-preview-lawyer-name')?.textContent),
    ).toEqual(['Pablo Ruiz', 'Ana Ruiz']);
    expect(within(lawyers).getByRole('link', { name: 'Consultar a Ana Ruiz' }).getAttribute('href')).toBe(
      '/consultationViaLink/l2/g1/e9',
    );
    expect(within(lawyers).getByRole('link', { name: 'Ver perfil de Ana Ruiz' }).getAttribute('href')).toBe(
      '/previewInfoEstudio/l2/g1/Ana%20Ruiz',
    );
    expect(screen.getByRole('link', { name: 'Iniciar una consulta' }).getAttribute('href')).toBe(
      '/consultationViaLink/l1/g1/e9',
    );
    expect(screen.getByText('Laboral, Previsional')).toBeDefined();
    expect(within(screen.getByRole('list', { name: 'Medios y precios' })).getByRole('listitem').textContent).toBe(
      'Presencial$\u00a020.000 de referencia',
    );
  });

  it('previewInfoEstudio shows the lawyer’s profile and studio, and starts a consultation by link or signs in', async () => {
    await renderApp('/previewInfoEstudio/l1/g1/Pablo%20Ruiz', { seed: seedStudy });
    await findPage('Pablo Ruiz');
    expect(screen.getByRole('link', { name: 'Estudio Ruiz' }).getAttribute('href')).toBe(
      '/previewListaEstudios/l1/g1/Pablo%20Ruiz',
    );
    expect(screen.getByRole('link', { name: 'Iniciar una consulta' }).getAttribute('href')).toBe(
      '/consultationViaLink/l1/g1/e9',
    );
    // Signing in from the page comes back to it.
    expect(screen.getByRole('link', { name: 'Ingresar o crear cuenta' }).getAttribute('href')).toBe(
      '/welcome?volver=%2FpreviewInfoEstudio%2Fl1%2Fg1%2FPablo%2520Ruiz',
    );
  });

  it("says 'El Estudio no está disponible' and offers no consultation for a disabled studio", async () => {
    await renderApp('/previewInfoEstudio/l3/g2/Laura', { seed: seedStudy });
    await findPage('Estudio Cerrado');
    expect(screen.getByText('El Estudio no está disponible')).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Iniciar una consulta' })).toBeNull();
  });

  it("says 'Error al intentar obtener información del Estudio' when it cannot be read", async () => {
    const { ports, router } = await renderApp('/terminosCondiciones', { seed: seedStudy });
    ports.directory.failNext('getStudyPreview', portalError.unavailable('network'));
    await router.navigate({
      to: '/previewInfoEstudio/$id_lawyer/$id_group/$lawyer_name',
      params: { id_lawyer: 'l1', id_group: 'g1', lawyer_name: 'Pablo Ruiz' },
    });
    expect((await screen.findByRole('alert')).textContent).toContain(errorMessages.studyInfo);
  });
});
