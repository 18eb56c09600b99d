import { errorMessages, portalError } from '@justiciable/core';
import { aMyLawyer } from '@justiciable/core/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findPage, renderApp, signedInClient } from '../../testing/render-app';
import { tableRows } from '../../testing/table-rows';

describe('/abogados', () => {
  it('lists the client’s lawyers with the cases they carry and their specialities', async () => {
    await renderApp('/abogados', {
      seed: (world) => {
        const client = signedInClient(world);
        world.linkLawyer(client.userId, aMyLawyer({ id_abogado: 'l1', id_abogado_grupo: 'ag1', abogadoEstudio: { title: 'Dr. Pablo Ruiz' }, asuntosCurso: ['Despido sin causa', 'Horas extra'], especialidades: ['Laboral'] }));
      },
    });
    await findPage('Mis abogados');
    expect(tableRows('Sus abogados')).toEqual([['Dr. Pablo Ruiz', 'Despido sin causa, Horas extra', 'Laboral']]);
  });

  it('points to the directory when there are none', async () => {
    await renderApp('/abogados', { seed: (world) => void signedInClient(world) });
    expect(await screen.findByRole('heading', { name: 'Todavía no tiene abogados' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Buscar en el directorio' }).getAttribute('href')).toBe('/directorio');
  });

  it("says 'Error al intentar obtener sus abogados' when they cannot be read", async () => {
    const { ports, router } = await renderApp('/terminosCondiciones', { seed: (world) => void signedInClient(world) });
    ports.myLawyers.failNext('list', portalError.unavailable('timeout'));
    await router.navigate({ to: '/abogados' });
    expect((await screen.findByRole('alert')).textContent).toContain(errorMessages.myLawyers);
  });
});
