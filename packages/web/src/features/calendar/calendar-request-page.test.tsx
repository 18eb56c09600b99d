import { errorMessages, portalError } from '@justiciable/core';
import { aCalendarRow, aCase, aMovement, type InMemoryWorld } from '@justiciable/core/testing';
import { screen, within } from '@testing-library/react';
import { DateTime } from 'luxon';
import { describe, expect, it, vi } from 'vitest';
import { findPage, renderApp } from '../../testing/render-app';

const LINK = '/calendarRequest/1/m7/7?token=enlace-m7-secreto';
/** Wednesday of next week: in the future whenever the test runs. */
const WEDNESDAY = DateTime.now().startOf('week').plus({ weeks: 1, days: 2 });
const WEDNESDAY_ISO = WEDNESDAY.toISODate() ?? '';
const WEDNESDAY_LABEL = `Elegir el miércoles ${WEDNESDAY.toFormat('d/M/yyyy')}`;
const WEDNESDAY_CHOSEN = `Elegido el miércoles ${WEDNESDAY.toFormat('d/M/yyyy')}`;

function seedDateRequest(world: InMemoryWorld) {
  world.addCase(aCase({ id: '1', case: 'Sucesión de Juan Pérez', id_grupo: 'g1' }), { ownerId: 'client-1' });
  world.addCalendarRow(aCalendarRow({ id_agenda: 'a7', fecha_ini: null, hora_ini: null, id_caso: '1' }), {
    clientId: 'client-1',
    lawyerId: '7',
  });
  world.addCalendarRow(
    aCalendarRow({
      id_agenda: 'a8',
      fecha_ini: WEDNESDAY_ISO,
      hora_ini: '10:00:00',
      hora_fin: '11:30:00',
      id_caso: '2',
    }),
    { clientId: 'client-2', lawyerId: '7' },
  );
  world.addMovement(
    aMovement({
      id_movimiento: 'm7',
      id_case: '1',
      id_tipo: 7,
      nombres: 'Dra. Laura Gómez',
      descripcion_movimiento: 'Elegir fecha para la firma del convenio',
      id_agenda: 'a7',
      link_token: 'enlace-m7-secreto',
    }),
  );
}

async function openNextWeek() {
  const app = await renderApp(LINK, { seed: seedDateRequest });
  await findPage('Elegir fecha y hora');
  // The picker opens on the first week with a free start: this one, or next week's late on a Sunday.
  if (screen.queryByRole('button', { name: WEDNESDAY_LABEL }) === null)
    await app.user.click(screen.getByRole('button', { name: 'Semana siguiente' }));
  return app;
}

function startOption(time: string) {
  return within(screen.getByLabelText('Hora de inicio')).getByRole<HTMLOptionElement>('option', {
    name: new RegExp(`^${time}`),
  });
}

describe('/calendarRequest: a guest picks the date a lawyer asked for', () => {
  it("shows the request and the lawyer's busy slots, until the end their agenda gives, on a week that starts on Monday", async () => {
    await openNextWeek();
    expect(screen.getByText('Elegir fecha para la firma del convenio')).toBeDefined();
    expect(screen.getByText('Dra. Laura Gómez')).toBeDefined();
    expect(screen.getByRole('heading', { level: 2, name: /^Semana del / }).textContent).toContain(
      WEDNESDAY.startOf('week').toFormat('d/M/yyyy'),
    );
    const days = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(days[0]).toMatch(/^lunes/);
    expect(days[6]).toMatch(/^domingo/);
    expect(
      screen.getByRole('list', { name: `Horarios ocupados del miércoles ${WEDNESDAY.toFormat('d/M')}` }).textContent,
    ).toBe('Ocupado 10:00–11:30');
  });

  it("answers with a free day and time: the lawyer's agenda entry gets that date, and the page confirms it", async () => {
    const { user, world } = await openNextWeek();
    await user.click(screen.getByRole('button', { name: WEDNESDAY_LABEL }));
    await user.selectOptions(screen.getByLabelText('Hora de inicio'), '15:00');
    expect(screen.getByText('Termina a las 16:00.')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Confirmar fecha y hora' }));

    const confirmation = await screen.findByText(/Quedó agendada la reunión/);
    expect(confirmation.textContent).toContain(`del ${WEDNESDAY.toFormat('d/M/yyyy')} a las 15:00 (hasta las 16:00)`);
    expect(world.calendar.get('a7')?.row).toMatchObject({ fecha_ini: WEDNESDAY_ISO, hora_ini: '15:00:00' });
    expect(world.movements.get('m7')).toMatchObject({
      fecha_inicio_agenda: WEDNESDAY_ISO,
      hora_inicio_agenda: '15:00',
    });
    expect(screen.queryByRole('button', { name: 'Confirmar fecha y hora' })).toBeNull();
    // The form the focus was in gave way to the confirmation, which has the focus.
    expect(document.activeElement?.contains(confirmation)).toBe(true);
  });

  it('offers no start time that overlaps a busy slot for the chosen duration', async () => {
    const { user, ports } = await openNextWeek();
    await user.click(screen.getByRole('button', { name: WEDNESDAY_LABEL }));
    expect(startOption('10:00').disabled).toBe(true);
    expect(startOption('10:00').textContent).toBe('10:00 (ocupado)');
    expect(startOption('09:30').disabled).toBe(true);
    expect(startOption('11:00').disabled).toBe(true);
    expect(startOption('11:30').disabled).toBe(false);
    expect(startOption('09:00').disabled).toBe(false);

    await user.selectOptions(screen.getByLabelText('Hora de inicio'), '09:00');
    await user.selectOptions(screen.getByLabelText('Duración'), '120');
    expect(screen.getByRole('alert').textContent).toBe(
      'Ese horario se superpone con otro compromiso del abogado. Elija otro.',
    );
    // The button stays enabled (GOV.UK): pressed, it sends nothing and takes the person to the time to change.
    await user.click(screen.getByRole('button', { name: 'Confirmar fecha y hora' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Hora de inicio'));
    expect(screen.getByText('Elija un día y un horario libres de la agenda del abogado.')).toBeDefined();
    expect(ports.calendar.callsOf('updateSlot')).toBe(0);
  });

  it("keeps the chosen day and time and says 'Error al intentar actualizar la agenda' when the answer fails", async () => {
    const { user, ports, world } = await openNextWeek();
    ports.calendar.failNext('updateSlot', portalError.unavailable('network'));
    await user.click(screen.getByRole('button', { name: WEDNESDAY_LABEL }));
    await user.selectOptions(screen.getByLabelText('Hora de inicio'), '15:00');
    await user.click(screen.getByRole('button', { name: 'Confirmar fecha y hora' }));

    expect((await screen.findAllByText(errorMessages.updateCalendar)).length).toBeGreaterThan(0);
    expect(screen.getByLabelText<HTMLSelectElement>('Hora de inicio').value).toBe('15:00');
    expect(screen.getByRole('button', { name: WEDNESDAY_CHOSEN }).getAttribute('aria-pressed')).toBe('true');
    expect(world.calendar.get('a7')?.row.fecha_ini).toBeNull();
  });
});

describe("the date request's week picker", () => {
  it("opens on next week late on a Sunday, when every start of this week has begun, rather than on seven days that say 'Ya pasó'", async () => {
    const sunday = WEDNESDAY.minus({ days: 3 });
    vi.useFakeTimers({ toFake: ['Date'] });
    // 20:30 in Buenos Aires: the working day's last start, 20:00, has begun.
    vi.setSystemTime(new Date(`${sunday.toISODate() ?? ''}T20:30:00-03:00`));
    try {
      await renderApp(LINK, { seed: seedDateRequest });
      await findPage('Elegir fecha y hora');
      const monday = WEDNESDAY.minus({ days: 2 });
      expect(
        screen.getByRole('heading', { level: 2, name: new RegExp(`^Semana del ${monday.toFormat('d/M/yyyy')} al `) }),
      ).toBeDefined();
      expect(screen.queryByText('Ya pasó')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
