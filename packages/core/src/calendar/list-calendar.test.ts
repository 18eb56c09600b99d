import { describe, expect, it } from 'vitest';
import { aSignedInPortal } from '../portal-fixture';
import { portalError } from '../shared/portal-error';
import { aCalendarRow } from '../testing/calendar-builders';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import { makeListCalendar } from './list-calendar';

describe('listCalendar', () => {
  it("lists the client's agenda, newest first by creation date (SPEC §4)", async () => {
    const { ports, demo, client } = aSignedInPortal();
    ports.world.addCalendarRow(aCalendarRow({ id_agenda: '882', fecha_alta: '2025-03-05T09:00:00.000Z' }), {
      clientId: client.id,
      lawyerId: demo.linkedLawyerId,
    });
    ports.world.addCalendarRow(aCalendarRow({ id_agenda: '879', fecha_alta: '2025-02-01T09:00:00.000Z' }), {
      clientId: client.id,
      lawyerId: demo.linkedLawyerId,
    });
    const entries = expectOk(await makeListCalendar(ports)({ client }));
    expect(entries.map((entry) => entry.id)).toEqual(['882', demo.calendarEntryId, '879']);
  });

  it("answers 'Error al intentar obtener la agenda' when it cannot be read", async () => {
    const { ports, client } = aSignedInPortal();
    ports.calendar.failNext('listForClient', portalError.unavailable('network'));
    expect(expectFailure(await makeListCalendar(ports)({ client }), 'unavailable').message).toBe(
      'Error al intentar obtener la agenda',
    );
  });
});
