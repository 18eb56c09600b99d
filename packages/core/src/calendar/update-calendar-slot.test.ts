import { describe, expect, it } from 'vitest';
import { aSignedInPortal } from '../portal-fixture';
import { portalError } from '../shared/portal-error';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import { makeUpdateCalendarSlot } from './update-calendar-slot';

function setUp() {
  const fixture = aSignedInPortal();
  const slot = { calendarId: fixture.demo.calendarEntryId, date: '2025-03-27', start: '16:00', end: '17:00' };
  return { ...fixture, slot, updateCalendarSlot: makeUpdateCalendarSlot(fixture.ports) };
}

describe('updateCalendarSlot (SPEC §7 updateCalendar)', () => {
  it('moves the agenda entry and answers status 200', async () => {
    const { ports, slot, updateCalendarSlot } = setUp();
    expect(expectOk(await updateCalendarSlot(slot))).toEqual({ status: 200 });
    expect(ports.world.calendar.get(slot.calendarId)?.row).toMatchObject({
      fecha_ini: '2025-03-27',
      hora_ini: '16:00:00',
    });
  });

  it("answers status 400 with 'Error al intentar actualizar la agenda' when the service refuses", async () => {
    const { ports, slot, updateCalendarSlot } = setUp();
    ports.calendar.failNext('updateSlot', portalError.rejected(409, 'Error al intentar actualizar la agenda'));
    expect(expectFailure(await updateCalendarSlot(slot), 'rejected')).toMatchObject({
      status: 400,
      message: 'Error al intentar actualizar la agenda',
    });
  });

  it("answers 'Error al intentar actualizar la agenda' when the service cannot be reached", async () => {
    const { ports, slot, updateCalendarSlot } = setUp();
    ports.calendar.failNext('updateSlot', portalError.unavailable('network'));
    expect(expectFailure(await updateCalendarSlot(slot), 'unavailable').message).toBe(
      'Error al intentar actualizar la agenda',
    );
  });

  it("answers 'Error al intentar actualizar la agenda' for another client's entry", async () => {
    const { ports, demo, slot, updateCalendarSlot } = setUp();
    const error = expectFailure(
      await updateCalendarSlot({ ...slot, calendarId: demo.otherClientCalendarEntryId }),
      'not-found',
    );
    expect(error.message).toBe('Error al intentar actualizar la agenda');
    expect(ports.world.calendar.get(demo.otherClientCalendarEntryId)?.row.fecha_ini).toBe('2025-03-20');
  });

  it.each([
    ['a date that is not yyyy-mm-dd', { date: '27/03/2025' }, 'date', 'Fecha no válida'],
    ['a date that does not exist', { date: '2025-02-30' }, 'date', 'Fecha no válida'],
    ['a start that is not HH:MM', { start: '4 pm' }, 'start', 'Hora no válida'],
    ['an end past midnight', { end: '24:00' }, 'end', 'Hora no válida'],
  ])('refuses %s before sending', async (_case, change, field, message) => {
    const { ports, slot, updateCalendarSlot } = setUp();
    expect(expectFailure(await updateCalendarSlot({ ...slot, ...change }), 'invalid-input')).toMatchObject({
      field,
      message,
    });
    expect(ports.calendar.callsOf('updateSlot')).toBe(0);
  });
});
