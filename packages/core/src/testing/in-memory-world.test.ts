import { describe, expect, it } from 'vitest';
import { aCalendarRow } from './calendar-builders';
import { aCase, aMovement } from './case-builders';
import { expectFailure, expectOk } from './contract-expectations';
import { seedDemoWorld } from './demo-world';
import { aDocument } from './document-builders';
import { FixedClock } from './fixed-clock';
import { InMemoryWorld } from './in-memory-world';

describe('InMemoryWorld', () => {
  it('keeps a copy of what it is seeded with', () => {
    const world = new InMemoryWorld();
    const kase = aCase();
    world.addCase(kase, { ownerId: 'a' });
    (kase as { case: string }).case = 'Cambiado después';
    expect(world.cases.get(kase.id)?.kase.case).toBe(aCase().case);
  });

  it('refuses seeds that could not exist: duplicate ids, a movement of no case or agenda entry, a document off its key', () => {
    const world = new InMemoryWorld();
    world.addCase(aCase(), { ownerId: 'a' });
    expect(() => world.addCase(aCase(), { ownerId: 'a' })).toThrow(/already added/);
    expect(() => world.addMovement(aMovement({ id_case: 'ninguno' }))).toThrow(/unknown case/);
    expect(() => world.addMovement(aMovement({ id_tipo: 7, id_agenda: '890' }))).toThrow(/unknown agenda entry/);
    world.addCalendarRow(aCalendarRow({ id_agenda: '890' }), { clientId: 'a', lawyerId: 'b' });
    expect(() => world.addMovement(aMovement({ id_tipo: 1, id_agenda: '890' }))).toThrow(/only a date request/);
    expect(() => world.addDocument(aDocument({ id: '99/1024/x.pdf' }))).toThrow(/must be the key/);
    world.addClient();
    expect(() => world.addClient()).toThrow(/already exists/);
  });

  it('signs in only confirmed clients', () => {
    const world = new InMemoryWorld();
    const pending = world.addClient({ confirmed: false });
    expect(() => world.signInAs(pending.userId)).toThrow(/No confirmed account/);
    expect(world.users.has(pending.userId)).toBe(false);
  });

  it("answers 401, 403 and 404 the emulator's way for a case", () => {
    const world = new InMemoryWorld();
    const demo = seedDemoWorld(world);
    expectFailure(world.ownCase(demo.caseId, 'Error al intentar obtener los asuntos'), 'unauthenticated');
    world.signInAs(demo.client.userId);
    expectOk(world.ownCase(demo.caseId, 'Error al intentar obtener los asuntos'));
    expectFailure(world.ownCase(demo.otherClientCaseId, 'Error al intentar obtener los asuntos'), 'forbidden');
    expectFailure(world.ownCase('999', 'Error al intentar obtener los asuntos'), 'not-found');
  });

  it('dates what it makes with its clock', () => {
    const clock = new FixedClock('2025-05-01T09:00:00.000Z');
    const world = new InMemoryWorld(clock);
    const client = world.addClient();
    expect(world.users.get(client.userId)?.createdAt).toBe('2025-05-01T09:00:00.000Z');
  });
});

describe('FixedClock', () => {
  it('stands still until moved', () => {
    const clock = new FixedClock('2025-03-10T13:00:00.000Z');
    expect(clock.now().toISOString()).toBe('2025-03-10T13:00:00.000Z');
    clock.advance(60_000);
    expect(clock.now().toISOString()).toBe('2025-03-10T13:01:00.000Z');
    clock.setTo('2026-01-01T00:00:00.000Z');
    expect(clock.now().toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });

  it('hands out a new Date each time, so a caller cannot move it', () => {
    const clock = new FixedClock();
    clock.now().setFullYear(1999);
    expect(clock.now().getFullYear()).not.toBe(1999);
  });
});
