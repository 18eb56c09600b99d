import { errorMessages, portalError } from '@justiciable/core';
import { aCalendarRow, aCase, aMovement, type InMemoryWorld } from '@justiciable/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { findPage, renderApp, signedInClient } from '../../testing/render-app';

/** Wednesday of next week: in the future whenever the test runs. */
const WEDNESDAY = DateTime.now().startOf('week').plus({ weeks: 1, days: 2 });
const WEDNESDAY_ISO = WEDNESDAY.toISODate() ?? '';
const WEDNESDAY_LABEL = `Elegir el miércoles ${WEDNESDAY.toFormat('d/M/yyyy')}`;
const WEDNESDAY_CHOSEN = `Elegido el miércoles ${WEDNESDAY.toFormat('d/M/yyyy')}`;

function caseWithDateRequest(world: InMemoryWorld) {
  const client = signedInClient(world);
  world.addCase(aCase({ id: '1', case: 'Sucesión de Juan Pérez', id_abogado: '7' }), { ownerId: client.userId });
  world.addCalendarRow(aCalendarRow({ id_agenda: 'a7', fecha_ini: null, hora_ini: null, id_caso: '1' }), {
    clientId: client.userId,
    lawyerId: '7',
  });
  // Another client's meeting with the same lawyer: busy, and nothing else of it shows.
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
      descripcion_movimiento: 'Firma del convenio',
      comentarios: null,
      id_agenda: 'a7',
    }),
  );
}

async function openTheRequest() {
  const app = await renderApp('/asunto/1', { seed: caseWithDateRequest });
  await findPage('Sucesión de Juan Pérez');
  await app.user.click(screen.getByRole('button', { name: 'Elegir fecha' }));
  const form = screen.getByRole('form', { name: 'Elegir fecha: Firma del convenio' });
  // The picker opens on the first week with a free start: this one, or next week's late on a Sunday.
  if (within(form).queryByRole('button', { name: WEDNESDAY_LABEL }) === null)
    await app.user.click(within(form).getByRole('button', { name: 'Semana siguiente' }));
  return { ...app, form };
}

describe('a date request answered inside the case by its owner', () => {
  it("picks a free slot of the lawyer's week; the agenda entry gets it and the movement then shows the meeting's date", async () => {
    const { user, world, form, ports } = await openTheRequest();
    expect(
      within(form).getByRole('list', { name: `Horarios ocupados del miércoles ${WEDNESDAY.toFormat('d/M')}` })
        .textContent,
    ).toBe('Ocupado 10:00–11:30');
    await user.click(within(form).getByRole('button', { name: WEDNESDAY_LABEL }));
    await user.selectOptions(within(form).getByLabelText('Hora de inicio'), '15:00');
    expect(within(form).getByText(`Reunión el ${WEDNESDAY.toFormat('d/M/yyyy')} de 15:00 a 16:00.`)).toBeDefined();
    await user.click(within(form).getByRole('button', { name: 'Confirmar fecha y hora' }));

    expect(await screen.findByText('Fecha elegida: la reunión quedó agendada.')).toBeDefined();
    expect(world.calendar.get('a7')?.row).toMatchObject({ fecha_ini: WEDNESDAY_ISO, hora_ini: '15:00:00' });
    expect(ports.calendar.callsOf('updateSlot')).toBe(1);
    const request =
      screen.getByRole('heading', { level: 3, name: 'Firma del convenio' }).closest('article') ?? document.body;
    expect(request.textContent).toContain(WEDNESDAY.toFormat('d/M/yyyy'));
    expect(request.textContent).toContain('15:00');
    expect(within(request).queryByRole('button', { name: 'Elegir fecha' })).toBeNull();
    // The form the focus was in is gone: the movement that now shows the date has it.
    await waitFor(() => expect(document.activeElement).toBe(request));
  });

  it('moves the focus into the form as it opens and back to Elegir fecha as it closes, and says what is missing when confirmed too early', async () => {
    const { user, form, ports } = await openTheRequest();
    // The form itself, or 'Semana siguiente' when the test had to press it to reach next Wednesday.
    expect(form.contains(document.activeElement)).toBe(true);
    const confirm = within(form).getByRole('button', { name: 'Confirmar fecha y hora' });
    expect(confirm.hasAttribute('disabled')).toBe(false);
    await user.click(confirm);
    expect(within(form).getByRole('alert').textContent).toBe(
      'Elija un día y un horario libres de la agenda del abogado.',
    );
    expect(document.activeElement?.textContent).toMatch(/^Elegir el /);
    await user.click(within(form).getByRole('button', { name: WEDNESDAY_LABEL }));
    await user.click(confirm);
    expect(document.activeElement).toBe(within(form).getByLabelText('Hora de inicio'));
    expect(ports.calendar.callsOf('updateSlot')).toBe(0);

    await user.click(within(form).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('form', { name: 'Elegir fecha: Firma del convenio' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elegir fecha' }));
  });

  it("keeps the chosen day and time and says 'Error al intentar actualizar la agenda' when the answer fails", async () => {
    const { user, world, form, ports } = await openTheRequest();
    ports.calendar.failNext('updateSlot', portalError.unavailable('network'));
    await user.click(within(form).getByRole('button', { name: WEDNESDAY_LABEL }));
    await user.selectOptions(within(form).getByLabelText('Hora de inicio'), '15:00');
    await user.click(within(form).getByRole('button', { name: 'Confirmar fecha y hora' }));

    expect((await screen.findAllByText(errorMessages.updateCalendar)).length).toBeGreaterThan(0);
    expect(within(form).getByLabelText<HTMLSelectElement>('Hora de inicio').value).toBe('15:00');
    expect(within(form).getByRole('button', { name: WEDNESDAY_CHOSEN }).getAttribute('aria-pressed')).toBe('true');
    expect(world.calendar.get('a7')?.row.fecha_ini).toBeNull();
  });
});
