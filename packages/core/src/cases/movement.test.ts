import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MOVEMENT_TYPE, MOVEMENT_TYPE_NAME_DEFAULT, MOVEMENT_TYPE_NAMES, movementTypeName } from './movement';

describe('the movement types', () => {
  it('are the legacy API’s 1 to 8, each with its Spanish name', () => {
    expect(Object.values(MOVEMENT_TYPE).sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(MOVEMENT_TYPE_NAMES).toEqual({
      1: 'Consulta',
      2: 'Solicitud de archivo',
      3: 'Archivo adjunto',
      4: 'Pago',
      5: 'Novedad',
      6: 'Escrito judicial',
      7: 'Agenda',
      8: 'Audiencia',
    });
    expect(MOVEMENT_TYPE_NAMES[MOVEMENT_TYPE.hearing]).toBe('Audiencia');
    expect(MOVEMENT_TYPE_NAMES[MOVEMENT_TYPE.courtFiling]).toBe('Escrito judicial');
  });
});

describe('movementTypeName', () => {
  it('keeps the name the service sends, even for a known type', () => {
    expect(movementTypeName({ id_tipo: 5, nombre_tipo: 'Nota' })).toBe('Nota');
  });

  it("falls back on the catalogue's name when the service sends none or a blank one", () => {
    expect(movementTypeName({ id_tipo: 8, nombre_tipo: null })).toBe('Audiencia');
    expect(movementTypeName({ id_tipo: 6, nombre_tipo: '  ' })).toBe('Escrito judicial');
  });

  it("is 'Movimiento' for a type outside the catalogue with no name, or no type", () => {
    expect(movementTypeName({ id_tipo: 9, nombre_tipo: null })).toBe(MOVEMENT_TYPE_NAME_DEFAULT);
    expect(movementTypeName({ id_tipo: null, nombre_tipo: '' })).toBe('Movimiento');
  });

  it('always names a movement: the service’s name when present, else the catalogue’s, else the default', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: -2, max: 12 }), { nil: null }),
        fc.option(fc.string({ maxLength: 6 }), { nil: null }),
        (id_tipo, nombre_tipo) => {
          const name = movementTypeName({ id_tipo, nombre_tipo });
          const catalogued =
            id_tipo !== null && id_tipo >= 1 && id_tipo <= 8
              ? MOVEMENT_TYPE_NAMES[id_tipo as keyof typeof MOVEMENT_TYPE_NAMES]
              : 'Movimiento';
          expect(name).toBe(nombre_tipo !== null && nombre_tipo.trim() !== '' ? nombre_tipo : catalogued);
        },
      ),
    );
  });
});
