import { errorMessages, portalError } from '@justiciable/core';
import { aCase } from '@justiciable/core/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findPage, renderApp, signedInClient } from '../../testing/render-app';
import { tableRows } from '../../testing/table-rows';

describe('/asuntos', () => {
  it('lists the client’s cases newest first with their type, date d/m/yyyy, lawyer and estado (SPEC §9)', async () => {
    await renderApp('/asuntos', {
      seed: (world) => {
        const client = signedInClient(world);
        world.addCase(aCase({ id: '1', case: 'Despido sin causa', tipo: 'Laboral', fecha: '2025-01-10T10:00:00.000Z', abogadoEstudio: 'Dr. Pablo Ruiz', estado: 'Activo', pago: 0 }), { ownerId: client.userId });
        world.addCase(aCase({ id: '2', case: 'Sucesión de Juan Pérez', tipo: 'Sucesiones', fecha: '2025-03-05T10:00:00.000Z', abogadoEstudio: 'Dra. Laura Gómez', estado: 'Pendiente', pago: 2 }), { ownerId: client.userId });
        const other = world.addClient({ userId: 'otra', email: 'otra@example.com' });
        world.addCase(aCase({ id: '3', case: 'Asunto de otra persona' }), { ownerId: other.userId });
      },
    });
    await findPage('Asuntos');
    expect(tableRows('Sus asuntos')).toEqual([
      ['Sucesión de Juan Pérez', 'Sucesiones', '5/3/2025', 'Dra. Laura Gómez', 'Pendiente'],
      ['Despido sin causa', 'Laboral', '10/1/2025', 'Dr. Pablo Ruiz', 'Activo'],
    ]);
    expect(screen.getByRole('link', { name: 'Sucesión de Juan Pérez' }).getAttribute('href')).toBe('/asunto/2');
  });

  it('offers to start a consultation when there are no cases', async () => {
    await renderApp('/asuntos', { seed: (world) => void signedInClient(world) });
    expect(await screen.findByRole('heading', { name: 'Todavía no tiene asuntos' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Iniciar una consulta' }).getAttribute('href')).toBe('/nuevaConsulta');
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it("says 'Error al intentar obtener los asuntos' when they cannot be read, and shows them on a retry", async () => {
    const { ports, router, user } = await renderApp('/terminosCondiciones', {
      seed: (world) => {
        const client = signedInClient(world);
        world.addCase(aCase({ id: '1', case: 'Despido sin causa' }), { ownerId: client.userId });
      },
    });
    ports.cases.failNext('listCases', portalError.unavailable('timeout'));
    await router.navigate({ to: '/asuntos' });
    expect((await screen.findByRole('alert')).textContent).toContain(errorMessages.cases);
    expect(screen.queryByRole('grid')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: 'Despido sin causa' })).toBeDefined();
    expect(screen.queryByText(errorMessages.cases)).toBeNull();
  });
});
