import { describe, expect, it, vi } from 'vitest';
import { aSignedInPortal } from '../portal-fixture';
import { portalError } from '../shared/portal-error';
import { aCalendarRow } from '../testing/calendar-builders';
import { aMovement } from '../testing/case-builders';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import { makeAnswerCalendarRequest } from './answer-calendar-request';

const DATE_REQUEST = '5140';
/** The agenda entry the date request owns. */
const DATE_REQUEST_ENTRY = '890';
const LINK_TOKEN = 'enlace-5140';
const time = { date: '2025-03-24', start: '09:30', end: '10:30' };

function setUp() {
  const fixture = aSignedInPortal();
  const { ports, demo } = fixture;
  ports.world.addCalendarRow(aCalendarRow({ id_agenda: DATE_REQUEST_ENTRY, fecha_ini: null, hora_ini: null }), {
    clientId: demo.client.userId,
    lawyerId: demo.linkedLawyerId,
  });
  ports.world.addMovement(
    aMovement({
      id_movimiento: DATE_REQUEST,
      id_tipo: 7,
      descripcion_movimiento: 'Elegir fecha de audiencia',
      id_agenda: DATE_REQUEST_ENTRY,
      link_token: LINK_TOKEN,
    }),
  );
  ports.world.signOut();
  const link = { caseId: fixture.demo.caseId, movementId: DATE_REQUEST, token: LINK_TOKEN };
  return {
    ...fixture,
    link,
    updateSlot: vi.spyOn(ports.calendar, 'updateSlot'),
    answer: makeAnswerCalendarRequest(ports),
  };
}

describe('answerCalendarRequest', () => {
  it('sets the date of an open date request from the public link, on the agenda entry it owns: status 200 (SPEC §7)', async () => {
    const { ports, link, updateSlot, answer } = setUp();
    expect(expectOk(await answer({ ...link, ...time }))).toEqual({ status: 200 });
    expect(updateSlot).toHaveBeenCalledWith({ ...time, calendarId: DATE_REQUEST_ENTRY, linkToken: LINK_TOKEN });
    expect(ports.world.calendar.get(DATE_REQUEST_ENTRY)?.row).toMatchObject({
      fecha_ini: '2025-03-24',
      hora_ini: '09:30:00',
    });
    expect(ports.world.movements.get(DATE_REQUEST)).toMatchObject({
      fecha_inicio_agenda: '2025-03-24',
      hora_inicio_agenda: '09:30',
    });
  });

  it("refuses a request answered meanwhile with 'El archivo ya fue cargado' (SPEC §2), changing nothing", async () => {
    const { link, updateSlot, answer } = setUp();
    expectOk(await answer({ ...link, ...time }));
    const error = expectFailure(await answer({ ...link, ...time, date: '2025-03-25' }), 'rejected');
    expect(error).toMatchObject({ status: 400, message: 'El archivo ya fue cargado' });
    expect(updateSlot).toHaveBeenCalledOnce();
  });

  it("refuses a link to no date request with 'No se pudo cargar el link'", async () => {
    const { demo, updateSlot, answer } = setUp();
    const error = expectFailure(
      await answer({ caseId: demo.caseId, movementId: '9999', token: LINK_TOKEN, ...time }),
      'rejected',
    );
    expect(error).toMatchObject({ status: 400, message: 'No se pudo cargar el link' });
    expect(updateSlot).not.toHaveBeenCalled();
  });

  it("refuses a date request that owns no agenda entry with 'No se pudo cargar el link'", async () => {
    const { ports, demo, updateSlot, answer } = setUp();
    ports.world.addMovement(
      aMovement({
        id_movimiento: '5141',
        id_tipo: 7,
        descripcion_movimiento: 'Elegir fecha de mediación',
        link_token: 'enlace-5141',
      }),
    );
    const error = expectFailure(
      await answer({ caseId: demo.caseId, movementId: '5141', token: 'enlace-5141', ...time }),
      'rejected',
    );
    expect(error).toMatchObject({ status: 400, message: 'No se pudo cargar el link' });
    expect(updateSlot).not.toHaveBeenCalled();
  });

  it("refuses a malformed date with 'Fecha no válida' before sending", async () => {
    const { link, updateSlot, answer } = setUp();
    expect(expectFailure(await answer({ ...link, ...time, date: '24/03/2025' }), 'invalid-input').message).toBe(
      'Fecha no válida',
    );
    expect(updateSlot).not.toHaveBeenCalled();
  });

  it("answers 'No se pudo cargar el link' when the movement cannot be read", async () => {
    const { ports, link, answer } = setUp();
    ports.cases.failNext('getRequestedMovement', portalError.unavailable('network'));
    expect(expectFailure(await answer({ ...link, ...time }), 'unavailable').message).toBe('No se pudo cargar el link');
  });

  it("answers 'Error al intentar actualizar la agenda' (SPEC §7's 400) when the update fails", async () => {
    const { ports, link, answer } = setUp();
    ports.calendar.failNext('updateSlot', portalError.rejected(500, 'Error al intentar actualizar la agenda'));
    expect(expectFailure(await answer({ ...link, ...time }), 'rejected')).toMatchObject({
      status: 400,
      message: 'Error al intentar actualizar la agenda',
    });
  });
});
