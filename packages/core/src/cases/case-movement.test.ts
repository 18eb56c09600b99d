import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aMovement, aMovementComment } from '../testing/case-builders';
import { caseMovementCommentFrom, caseMovementFrom, sortMovementsNewestFirst } from './case-movement';

describe('caseMovementFrom', () => {
  it("keeps SPEC §3's fields and adds the type's name and the dates read once", () => {
    const movement = aMovement({
      id_tipo: 8,
      nombre_tipo: null,
      fecha_alta: '2025-02-18 09:15:00',
      fecha_inicio_agenda: '2025-03-20',
      hora_inicio_agenda: '10:30',
    });
    expect(caseMovementFrom(movement)).toEqual({
      ...movement,
      typeName: 'Audiencia',
      createdAt: { day: '2025-02-18', time: '09:15', epochMs: Date.UTC(2025, 1, 18, 9, 15) },
      agendaStart: { day: '2025-03-20', time: '10:30', epochMs: Date.UTC(2025, 2, 20, 10, 30) },
    });
  });

  it('has no agenda start while no date is set, and a start without a time for an all-day one', () => {
    expect(
      caseMovementFrom(aMovement({ id_tipo: 7, fecha_inicio_agenda: null, hora_inicio_agenda: null })).agendaStart,
    ).toBeNull();
    expect(
      caseMovementFrom(
        aMovement({
          id_tipo: 8,
          fecha_inicio_agenda: '2025-03-20',
          hora_inicio_agenda: null,
          todo_el_dia_agenda: true,
        }),
      ).agendaStart,
    ).toEqual({
      day: '2025-03-20',
      time: null,
      epochMs: Date.UTC(2025, 2, 20),
    });
  });

  it('reads an unreadable creation date as none', () => {
    expect(caseMovementFrom(aMovement({ fecha_alta: 'sin fecha' })).createdAt).toBeNull();
  });
});

describe('caseMovementCommentFrom', () => {
  it("adds the comment's date read once", () => {
    const comment = aMovementComment({ fecha_alta: '2025-02-18T18:40:00.000Z' });
    expect(caseMovementCommentFrom(comment)).toEqual({
      ...comment,
      createdAt: { day: '2025-02-18', time: '18:40', epochMs: Date.UTC(2025, 1, 18, 18, 40) },
    });
  });
});

describe('sortMovementsNewestFirst', () => {
  it('puts the latest fecha_alta first and undated movements last (SPEC §9), keeping ties in order', () => {
    const movements = [
      aMovement({ id_movimiento: 'a', fecha_alta: '2025-02-18 09:00:00' }),
      aMovement({ id_movimiento: 'b', fecha_alta: 'sin fecha' }),
      aMovement({ id_movimiento: 'c', fecha_alta: '2025-03-01T08:00:00Z' }),
      aMovement({ id_movimiento: 'd', fecha_alta: '2025-02-18T09:00:00.000Z' }),
    ].map(caseMovementFrom);
    expect(sortMovementsNewestFirst(movements).map((movement) => movement.id_movimiento)).toEqual(['c', 'a', 'd', 'b']);
  });

  it('is a reordering, never dropping or repeating a movement', () => {
    fc.assert(
      fc.property(
        fc.array(fc.date({ min: new Date('2000-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }), {
          maxLength: 20,
        }),
        (dates) => {
          const movements = dates.map((date, index) =>
            caseMovementFrom(aMovement({ id_movimiento: String(index), fecha_alta: date.toISOString() })),
          );
          const sorted = sortMovementsNewestFirst(movements);
          expect(sorted.map((movement) => movement.id_movimiento).sort()).toEqual(
            movements.map((movement) => movement.id_movimiento).sort(),
          );
          expect(sorted.map((movement) => movement.createdAt!.epochMs)).toEqual(
            dates.map((date) => date.getTime()).sort((a, b) => b - a),
          );
        },
      ),
    );
  });
});
