import { errorMessages, portalError } from '@justiciable/core';
import { aCalendarRow } from '@justiciable/core/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findPage, renderApp, signedInClient } from '../../testing/render-app';
import { tableRows } from '../../testing/table-rows';

describe('/agenda', () => {
  it('lists the entries newest first by creation, decoded, with d/m/yyyy dates, HH:MM times and "-" for what is missing (SPEC §3, §9)', async () => {
    await renderApp('/agenda', {
      seed: (world) => {
        const client = signedInClient(world);
        world.addCalendarRow(aCalendarRow({ id_agenda: '1', titulo: 'Audiencia%20de%20conciliaci%C3%B3n', fecha_ini: '2025-04-02', hora_ini: '09:00:00', fecha_alta: '2025-03-01T12:00:00.000Z' }), { clientId: client.userId, lawyerId: 'l1' });
        world.addCalendarRow(aCalendarRow({ id_agenda: '2', titulo: 'Firma%20del%20convenio', fecha_ini: null, hora_ini: null, tipo_reunion: null, fecha_alta: '2025-03-10T12:00:00.000Z' }), { clientId: client.userId, lawyerId: 'l1' });
      },
    });
    await findPage('Agenda');
    expect(tableRows('Eventos de su agenda')).toEqual([
      ['Firma del convenio', '-', '-', 'Divorcio de mutuo acuerdo', 'Dra. Laura Gómez', '-'],
      ['Audiencia de conciliación', '2/4/2025', '09:00', 'Divorcio de mutuo acuerdo', 'Dra. Laura Gómez', 'Videollamada'],
    ]);
  });

  it('says so when the agenda is empty', async () => {
    await renderApp('/agenda', { seed: (world) => void signedInClient(world) });
    expect(await screen.findByRole('heading', { name: 'No hay eventos en su agenda' })).toBeDefined();
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it("says 'Error al intentar obtener la agenda' when it cannot be read", async () => {
    const { ports, router } = await renderApp('/terminosCondiciones', { seed: (world) => void signedInClient(world) });
    ports.calendar.failNext('listForClient', portalError.unavailable('http'));
    await router.navigate({ to: '/agenda' });
    expect((await screen.findByRole('alert')).textContent).toContain(errorMessages.calendar);
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeDefined();
  });
});
