import { describe, expect, it } from 'vitest';
import { aSignedInPortal } from '../portal-fixture';
import { portalError } from '../shared/portal-error';
import { aCalendarRow } from '../testing/calendar-builders';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import { makeListLawyerCalendar } from './list-lawyer-calendar';

describe('listLawyerCalendar', () => {
  it("lists a lawyer's agenda, newest first by creation date (SPEC §4, §6)", async () => {
    const { ports, demo, client } = aSignedInPortal();
    ports.world.addCalendarRow(aCalendarRow({ id_agenda: '882', fecha_alta: '2025-03-05T09:00:00.000Z' }), {
      clientId: client.id,
      lawyerId: demo.linkedLawyerId,
    });
    const entries = expectOk(await makeListLawyerCalendar(ports)({ lawyerId: demo.linkedLawyerId }));
    expect(entries.map((entry) => entry.id)).toEqual(['882', demo.calendarEntryId]);
  });

  it("answers 'Error al intentar obtener la agenda' when it cannot be read", async () => {
    const { ports, demo } = aSignedInPortal();
    ports.calendar.failNext('listForLawyer', portalError.unavailable('network'));
    expect(
      expectFailure(await makeListLawyerCalendar(ports)({ lawyerId: demo.linkedLawyerId }), 'unavailable').message,
    ).toBe('Error al intentar obtener la agenda');
  });
});
