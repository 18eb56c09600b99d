import { describe, expect, it } from 'vitest';
import { aSignedInPortal } from '../portal-fixture';
import { portalError } from '../shared/portal-error';
import { aMovement } from '../testing/case-builders';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import { makeListMovements } from './list-movements';

describe('listMovements', () => {
  it('answers the case, its movements and their comments', async () => {
    const { ports, demo } = aSignedInPortal();
    const listed = expectOk(await makeListMovements(ports)({ caseId: demo.caseId }));
    expect(listed.case?.id).toBe(demo.caseId);
    expect(listed.movements.map((movement) => movement.id_movimiento)).toEqual([demo.movementId]);
    expect(listed.comments).toHaveLength(1);
    expect(listed.calendarEntries).toEqual([]);
  });

  it('answers the movements newest first, each with its type name and dates read once, and the comments with theirs', async () => {
    const { ports, demo } = aSignedInPortal();
    ports.world.addMovement(
      aMovement({ id_movimiento: 'older', id_tipo: 6, nombre_tipo: null, fecha_alta: '2025-01-02 10:00:00' }),
    );
    ports.world.addMovement(
      aMovement({
        id_movimiento: 'newer',
        id_tipo: 8,
        nombre_tipo: null,
        fecha_alta: '2025-12-30 10:00:00',
        fecha_inicio_agenda: '2026-01-15',
        hora_inicio_agenda: '09:00',
      }),
    );
    const listed = expectOk(await makeListMovements(ports)({ caseId: demo.caseId }));
    expect(listed.movements.map((movement) => [movement.id_movimiento, movement.typeName])).toEqual([
      ['newer', 'Audiencia'],
      [demo.movementId, 'Nota'],
      ['older', 'Escrito judicial'],
    ]);
    expect(listed.movements[0]).toMatchObject({
      createdAt: { day: '2025-12-30', time: '10:00' },
      agendaStart: { day: '2026-01-15', time: '09:00', epochMs: Date.UTC(2026, 0, 15, 9) },
    });
    expect(listed.comments[0]?.createdAt).toMatchObject({ day: '2025-02-18', time: '18:40' });
  });

  it('turns date requests (type 7 movements) into agenda entries of the case (SPEC §3)', async () => {
    const { ports, demo } = aSignedInPortal();
    ports.world.addMovement(
      aMovement({
        id_movimiento: '5140',
        id_tipo: 7,
        fecha_inicio_agenda: '2025-03-20',
        hora_inicio_agenda: '10:30:00',
        tipo_reunion: 'Videollamada',
      }),
    );
    const listed = expectOk(await makeListMovements(ports)({ caseId: demo.caseId }));
    expect(listed.calendarEntries).toEqual([
      expect.objectContaining({
        id: '5140',
        fecha_ini: '2025-03-20',
        hora_ini: '10:30',
        asunto: 'Divorcio de mutuo acuerdo',
        id_caso: demo.caseId,
      }),
    ]);
  });

  it("answers 'Error al intentar obtener los movimientos del asunto' when they cannot be read", async () => {
    const { ports, demo } = aSignedInPortal();
    ports.cases.failNext('listMovements', portalError.unavailable('network'));
    const error = expectFailure(await makeListMovements(ports)({ caseId: demo.caseId }), 'unavailable');
    expect(error.message).toBe('Error al intentar obtener los movimientos del asunto');
  });
});
