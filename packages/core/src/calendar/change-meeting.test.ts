import { describe, expect, it } from 'vitest';
import { aSignedInPortal } from '../portal-fixture';
import { portalError } from '../shared/portal-error';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import { makeCancelMeeting, makeRescheduleMeeting } from './change-meeting';
import { meetingOfEntry, type Meeting } from './meeting';
import { calendarEntryFromRow } from './calendar-rules';

function setUp(now = '2025-03-18T12:00:00.000Z') {
  const fixture = aSignedInPortal();
  fixture.ports.clock.setTo(now);
  const record = fixture.ports.world.calendar.get(fixture.demo.calendarEntryId);
  if (record === undefined) throw new Error('The demo has its agenda entry.');
  // The demo's videollamada on Thursday 20 March 2025, 10:30 to 11:30 in Buenos Aires, with Dra. Gómez.
  const meeting = meetingOfEntry(calendarEntryFromRow({ ...record.row, id_abogado: record.lawyerId })) as Meeting;
  return {
    ...fixture,
    meeting,
    cancelMeeting: makeCancelMeeting(fixture.ports),
    rescheduleMeeting: makeRescheduleMeeting(fixture.ports),
  };
}

const TOO_LATE = 'Faltan menos de 24 horas: ya no puede cancelarla sin cargo. Escríbale a su abogado desde el asunto.';

describe('cancelMeeting', () => {
  it('adds a cancellation to the case that marks the entry cancelled, and mails the lawyer', async () => {
    const { ports, client, meeting, cancelMeeting } = setUp();
    const { movementId } = expectOk(await cancelMeeting({ client, meeting }));
    expect(ports.world.movements.get(movementId)).toMatchObject({
      id_tipo: 5,
      id_case: '1024',
      descripcion_movimiento: 'Reunión cancelada: Revisión del convenio',
      comentarios: 'El cliente canceló la reunión del 20/3/2025 a las 10:30.',
    });
    expect(ports.world.calendar.get(meeting.agendaId)?.row.cancelada).toBe(true);
    expect(ports.world.outbox.at(-1)).toEqual({
      kind: 'mail-to-lawyer',
      mail: expect.objectContaining({
        kind: 'reunion_cancelada',
        subject: 'Reunión cancelada',
        lawyerId: meeting.lawyerId,
        consultationTitle: 'Revisión del convenio',
      }),
    });
    // A cancelled meeting takes none of the lawyer's time.
    const lawyerAgenda = expectOk(await ports.calendar.listForLawyer(meeting.lawyerId));
    expect(lawyerAgenda.map((entry) => entry.id)).not.toContain(meeting.agendaId);
  });

  it('refuses after the 24-hour limit, sending nothing', async () => {
    // 24 hours and a minute before 10:30 in Buenos Aires is 13:29 UTC the day before: still in time; 13:31 is not.
    const inTime = setUp('2025-03-19T13:30:00.000Z');
    expectOk(await inTime.cancelMeeting({ client: inTime.client, meeting: inTime.meeting }));
    const late = setUp('2025-03-19T13:30:00.001Z');
    expect(
      expectFailure(await late.cancelMeeting({ client: late.client, meeting: late.meeting }), 'rejected'),
    ).toMatchObject({ status: 400, message: TOO_LATE });
    expect(late.ports.cases.callsOf('addMovement')).toBe(0);
    expect(late.ports.consultations.callsOf('mailLawyer')).toBe(0);
  });

  it("answers 'Error al intentar cancelar la reunión' when the movement fails, and mails nobody", async () => {
    const { ports, client, meeting, cancelMeeting } = setUp();
    ports.cases.failNext('addMovement', portalError.unavailable('network'));
    expect(expectFailure(await cancelMeeting({ client, meeting }), 'unavailable').message).toBe(
      'Error al intentar cancelar la reunión',
    );
    expect(ports.consultations.callsOf('mailLawyer')).toBe(0);
  });
});

describe('rescheduleMeeting', () => {
  const slot = { date: '2025-03-21', start: '15:30', end: '16:30' };

  it('moves the entry, tells the case what moved where, and mails the lawyer', async () => {
    const { ports, client, meeting, rescheduleMeeting } = setUp();
    const { movementId } = expectOk(await rescheduleMeeting({ client, meeting, slot }));
    expect(ports.world.calendar.get(meeting.agendaId)?.row).toMatchObject({
      fecha_ini: '2025-03-21',
      hora_ini: '15:30:00',
      hora_fin: '16:30:00',
    });
    expect(ports.world.movements.get(movementId)).toMatchObject({
      id_tipo: 5,
      descripcion_movimiento: 'Reunión reprogramada: de 20/3/2025 a las 10:30 a 21/3/2025 a las 15:30',
    });
    expect(ports.world.outbox.at(-1)).toMatchObject({
      kind: 'mail-to-lawyer',
      mail: { kind: 'reunion_reprogramada', subject: 'Reunión reprogramada' },
    });
  });

  it('refuses after the 24-hour limit, moving nothing', async () => {
    const { ports, client, meeting, rescheduleMeeting } = setUp('2025-03-19T14:00:00.000Z');
    expect(expectFailure(await rescheduleMeeting({ client, meeting, slot }), 'rejected').message).toBe(TOO_LATE);
    expect(ports.calendar.callsOf('updateSlot')).toBe(0);
  });

  it.each([
    [
      'a slot that has begun',
      { date: '2025-03-18', start: '08:00', end: '09:00' },
      'start',
      'Ese horario ya pasó. Elija uno posterior.',
    ],
    ['a slot that is no day', { date: '2025-02-30', start: '10:00', end: '11:00' }, 'date', 'Fecha no válida'],
    [
      'a slot that ends before it starts',
      { date: '2025-03-21', start: '10:00', end: '09:00' },
      'end',
      'Hora no válida',
    ],
  ])('refuses %s before sending', async (_case, bad, field, message) => {
    const { ports, client, meeting, rescheduleMeeting } = setUp();
    expect(expectFailure(await rescheduleMeeting({ client, meeting, slot: bad }), 'invalid-input')).toMatchObject({
      field,
      message,
    });
    expect(ports.calendar.callsOf('updateSlot')).toBe(0);
  });

  it("answers 'Error al intentar reprogramar la reunión' when the move is refused, adding nothing", async () => {
    const { ports, client, meeting, rescheduleMeeting } = setUp();
    ports.calendar.failNext('updateSlot', portalError.rejected(400, 'Error al intentar actualizar la agenda'));
    expect(expectFailure(await rescheduleMeeting({ client, meeting, slot }), 'rejected').message).toBe(
      'Error al intentar reprogramar la reunión',
    );
    expect(ports.cases.callsOf('addMovement')).toBe(0);
  });
});
