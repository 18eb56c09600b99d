import { describe, expect, it } from 'vitest';
import { aSignedInPortal } from '../portal-fixture';
import { portalError } from '../shared/portal-error';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import { makeListFreeSlots } from './list-free-slots';

function setUp() {
  const fixture = aSignedInPortal();
  // 10:00 in Buenos Aires on Monday 10 March 2025; the demo lawyer meets María on the 20th from 10:30 to 11:30.
  fixture.ports.clock.setTo('2025-03-10T13:00:00.000Z');
  return { ...fixture, listFreeSlots: makeListFreeSlots(fixture.ports) };
}

describe('listFreeSlots', () => {
  it("answers the day's free starts around the lawyer's meetings, for an hour unless told", async () => {
    const { demo, listFreeSlots } = setUp();
    const slots = expectOk(await listFreeSlots({ lawyerId: demo.linkedLawyerId, from: '2025-03-20', days: 1 }));
    const starts = slots.map((slot) => slot.start);
    expect(starts).toContain('09:30');
    expect(starts).not.toContain('10:00');
    expect(starts).not.toContain('11:00');
    expect(slots.find((slot) => slot.start === '11:30')).toEqual({ date: '2025-03-20', start: '11:30', end: '12:30' });
    expect(new Set(slots.map((slot) => slot.date))).toEqual(new Set(['2025-03-20']));
  });

  it("looks through a week from today on the agenda's clock when told nothing, from the next start that has not begun", async () => {
    const { demo, listFreeSlots } = setUp();
    const slots = expectOk(await listFreeSlots({ lawyerId: demo.linkedLawyerId }));
    expect(slots[0]).toEqual({ date: '2025-03-10', start: '10:30', end: '11:30' });
    expect(slots.at(-1)).toEqual({ date: '2025-03-16', start: '20:00', end: '21:00' });
  });

  it('books the length asked', async () => {
    const { demo, listFreeSlots } = setUp();
    const slots = expectOk(
      await listFreeSlots({ lawyerId: demo.linkedLawyerId, from: '2025-03-20', days: 1, minutes: 30 }),
    );
    expect(slots.map((slot) => slot.start)).toContain('10:00');
    expect(slots.find((slot) => slot.start === '10:00')?.end).toBe('10:30');
  });

  it.each([
    ['from', { from: '20/03/2025' }, 'Fecha no válida'],
    ['days', { days: 0 }, 'Cantidad de días no válida'],
    ['days', { days: 32 }, 'Cantidad de días no válida'],
    ['days', { days: 1.5 }, 'Cantidad de días no válida'],
    ['minutes', { minutes: 45 }, 'Duración no válida'],
  ])('refuses a %s it cannot search (%o) without reading the agenda', async (field, change, message) => {
    const { ports, demo, listFreeSlots } = setUp();
    expect(expectFailure(await listFreeSlots({ lawyerId: demo.linkedLawyerId, ...change }), 'invalid-input')).toEqual({
      kind: 'invalid-input',
      field,
      message,
    });
    expect(ports.calendar.callsOf('listForLawyer')).toBe(0);
  });

  it("answers 'Error al intentar obtener la agenda' when the lawyer's agenda cannot be read", async () => {
    const { ports, demo, listFreeSlots } = setUp();
    ports.calendar.failNext('listForLawyer', portalError.unavailable('network'));
    expect(expectFailure(await listFreeSlots({ lawyerId: demo.linkedLawyerId }), 'unavailable').message).toBe(
      'Error al intentar obtener la agenda',
    );
  });
});
