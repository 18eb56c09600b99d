import { MOVEMENT_TYPE } from '@justiciable/core';
import { aCalendarRow, aCase, type InMemoryWorld } from '@justiciable/core/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findPage, renderApp, signedInClient } from '../../testing/render-app';

const TOO_LATE = 'Faltan menos de 24 horas: ya no puede cancelarla sin cargo. Escríbale a su abogado desde el asunto.';

/** Three entries of the client's case with their lawyer: a video call in five days, a meeting tomorrow morning, an all-day deadline. */
function seedMeetings(world: InMemoryWorld) {
  const client = signedInClient(world);
  world.addCase(aCase({ id: '1024', id_abogado: 'l1' }), { ownerId: client.userId });
  const add = (row: Parameters<InMemoryWorld['addCalendarRow']>[0]) =>
    world.addCalendarRow(row, { clientId: client.userId, lawyerId: 'l1' });
  add(
    aCalendarRow({
      id_agenda: '1',
      titulo: 'Revisi%C3%B3n%20del%20convenio',
      fecha_ini: '2025-04-09',
      hora_ini: '10:00:00',
      hora_fin: '11:00:00',
      fecha_alta: '2025-03-03T12:00:00.000Z',
    }),
  );
  add(
    aCalendarRow({
      id_agenda: '2',
      titulo: 'Firma%20del%20poder',
      fecha_ini: '2025-04-05',
      hora_ini: '10:00:00',
      hora_fin: '10:30:00',
      tipo_reunion: 'Presencial',
      direccion_link: 'Av.%20Col%C3%B3n%201234',
      fecha_alta: '2025-03-02T12:00:00.000Z',
    }),
  );
  add(
    aCalendarRow({
      id_agenda: '3',
      titulo: 'Vencimiento%20del%20plazo',
      fecha_ini: '2025-04-12',
      hora_ini: '00:00:00',
      hora_fin: null,
      tipo_reunion: null,
      direccion_link: null,
      todo_el_dia: true,
      fecha_alta: '2025-03-01T12:00:00.000Z',
    }),
  );
}

function entry(title: string) {
  return screen.getByRole('article', { name: title });
}

describe('/agenda: meetings that can be kept or moved', () => {
  beforeEach(() => {
    // 4 April 2025 at 12:00 in Buenos Aires.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-04-04T15:00:00.000Z'));
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('states the 24-hour rule before acting, then cancels after confirming: the case gets the cancellation and the entry reads cancelled', async () => {
    const { user, world } = await renderApp('/agenda?vista=lista', { seed: seedMeetings });
    await findPage('Agenda');
    const call = entry('Revisión del convenio');
    within(call).getByText('Puede cancelarla o reprogramarla sin cargo hasta el 8/4/2025 a las 10:00.');
    // A video call shows no "Dirección"; its link opens 15 minutes before.
    expect(within(call).queryByText('Dirección')).toBeNull();
    within(call).getByText('El enlace se habilita 15 minutos antes.');

    await user.click(within(call).getByRole('button', { name: /^Cancelar reunión/ }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Cancelar la reunión?' });
    within(dialog).getByText(
      '¿Cancelar «Revisión del convenio» del 9/4/2025 a las 10:00? Su abogado recibirá el aviso.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Sí, cancelar la reunión' }));

    await screen.findByText('Reunión cancelada. Su abogado recibió el aviso.');
    await within(entry('Revisión del convenio')).findByText('Cancelada');
    expect(
      within(entry('Revisión del convenio')).queryByRole('button', { name: /Cancelar reunión|Reprogramar/ }),
    ).toBeNull();
    const cancellation = [...world.movements.values()].find(
      (movement) => movement.descripcion_movimiento === 'Reunión cancelada: Revisión del convenio',
    );
    expect(cancellation).toMatchObject({ id_tipo: MOVEMENT_TYPE.news, id_case: '1024' });
    expect(world.calendar.get('1')?.row.cancelada).toBe(true);
  });

  it('says what applies within 24 hours instead of the buttons, and shows an all-day deadline as "Todo el día"', async () => {
    await renderApp('/agenda?vista=lista', { seed: seedMeetings });
    await findPage('Agenda');
    const tomorrow = entry('Firma del poder');
    within(tomorrow).getByText(TOO_LATE);
    expect(within(tomorrow).queryByRole('button', { name: /Cancelar reunión|Reprogramar/ })).toBeNull();
    expect(
      within(tomorrow)
        .getByRole('link', { name: /^Escribir a mi abogado/ })
        .getAttribute('href'),
    ).toBe('/asunto/1024#new-movement-title');
    within(tomorrow).getByText('Av. Colón 1234');
    const deadline = entry('Vencimiento del plazo');
    expect(
      within(deadline)
        .getAllByRole('definition')
        .map((value) => value.textContent)
        .slice(0, 2),
    ).toEqual(['12/4/2025', 'Todo el día']);
  });
});
