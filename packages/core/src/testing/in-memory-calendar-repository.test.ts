import { describe, expect, it } from 'vitest';
import { portalError } from '../shared/portal-error';
import { aCalendarEntry, aCalendarRow } from './calendar-builders';
import { aMovement } from './case-builders';
import { describeCalendarRepositoryContract } from './calendar-repository-contract';
import { expectFailure, expectOk } from './contract-expectations';
import { seedDemoWorld } from './demo-world';
import { InMemoryCalendarRepository } from './in-memory-calendar-repository';
import { InMemoryCaseRepository } from './in-memory-case-repository';
import { InMemoryWorld } from './in-memory-world';

function signedInDemo() {
  const world = new InMemoryWorld();
  const demo = seedDemoWorld(world);
  world.signInAs(demo.client.userId);
  return { world, demo, calendar: new InMemoryCalendarRepository(world) };
}

describeCalendarRepositoryContract('InMemoryCalendarRepository', async () => {
  const { world, demo, calendar } = signedInDemo();
  return {
    subject: calendar,
    clientId: demo.client.userId,
    foreignClientId: demo.otherClient.userId,
    ownEntryId: demo.calendarEntryId,
    lawyerId: demo.linkedLawyerId,
    foreignEntryId: demo.otherClientCalendarEntryId,
    missingEntryId: '999999',
    missingLawyerId: 'abogado-inexistente',
    cases: new InMemoryCaseRepository(world),
    ownCaseId: demo.caseId,
    signOut: async () => world.signOut(),
  };
});

describe('InMemoryCalendarRepository', () => {
  it('maps the stored legacy rows for display, as the real adapter does', async () => {
    const { demo, calendar } = signedInDemo();
    expect(expectOk(await calendar.listForClient(demo.client.userId))).toEqual([
      aCalendarEntry({ id_abogado: demo.linkedLawyerId }),
    ]);
  });

  it("shows '-' for a row without date, time or meeting type (SPEC §3)", async () => {
    const { world, demo, calendar } = signedInDemo();
    world.addCalendarRow(aCalendarRow({ id_agenda: '882', fecha_ini: null, hora_ini: null, tipo_reunion: null }), {
      clientId: demo.client.userId,
      lawyerId: demo.linkedLawyerId,
    });
    const entry = expectOk(await calendar.listForClient(demo.client.userId)).find((listed) => listed.id === '882');
    expect(entry).toMatchObject({ fecha_ini: '-', hora_ini: '-', tipo_reunion: '-' });
  });

  it("names a date request's slot by its agenda entry, not by the movement, and dates it once through its link token", async () => {
    const { world, demo, calendar } = signedInDemo();
    world.addCalendarRow(aCalendarRow({ id_agenda: '890', fecha_ini: null, hora_ini: null }), {
      clientId: demo.client.userId,
      lawyerId: demo.linkedLawyerId,
    });
    world.addMovement(aMovement({ id_movimiento: '5140', id_tipo: 7, id_agenda: '890', link_token: 'enlace-5140' }));
    world.signOut();
    const slot = { date: '2031-05-20', start: '09:30', end: '10:30', linkToken: 'enlace-5140' };

    expectFailure(await calendar.updateSlot({ ...slot, calendarId: '5140' }), 'not-found');
    expectFailure(await calendar.updateSlot({ ...slot, calendarId: '890', linkToken: null }), 'not-found');
    expectOk(await calendar.updateSlot({ ...slot, calendarId: '890' }));
    expect(world.movements.get('5140')).toMatchObject({
      fecha_inicio_agenda: '2031-05-20',
      hora_inicio_agenda: '09:30',
    });
    expectFailure(await calendar.updateSlot({ ...slot, calendarId: '890', start: '11:00', end: '12:00' }), 'rejected');
  });

  it('leaves the slot as it was when the update fails before reaching the service', async () => {
    const { demo, calendar } = signedInDemo();
    calendar.failNext('updateSlot', portalError.rejected(400, 'Error al intentar actualizar la agenda'));
    expectFailure(
      await calendar.updateSlot({ calendarId: demo.calendarEntryId, date: '2031-05-20', start: '09:30', end: '10:30' }),
      'rejected',
    );
    expect(expectOk(await calendar.listForClient(demo.client.userId))[0]?.fecha_ini).toBe('2025-03-20');
  });
});
