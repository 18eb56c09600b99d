import { describe, expect, it } from 'vitest';
import { deriveCaseEstado, sortCasesNewestFirst } from './case-estado';

describe('deriveCaseEstado', () => {
  it('SPEC §4: Pendiente when the server state is Pendiente', () => {
    expect(deriveCaseEstado('Pendiente', 0)).toBe('Pendiente');
  });

  it('SPEC §4: Pendiente when pending payments are non-zero, whatever the server state', () => {
    expect(deriveCaseEstado('Activo', 1)).toBe('Pendiente');
    expect(deriveCaseEstado('Archivado', 3)).toBe('Pendiente');
    expect(deriveCaseEstado('Otro', 2)).toBe('Pendiente');
  });

  it('SPEC §4: Activo when Activo and pending is 0', () => {
    expect(deriveCaseEstado('Activo', 0)).toBe('Activo');
  });

  it('SPEC §4: Archivado when Archivado and pending is 0', () => {
    expect(deriveCaseEstado('Archivado', 0)).toBe('Archivado');
  });

  it('SPEC §4: otherwise Activo', () => {
    expect(deriveCaseEstado('En curso', 0)).toBe('Activo');
    expect(deriveCaseEstado('', 0)).toBe('Activo');
  });

  it("reads the server's word without regard to case or spaces", () => {
    expect(deriveCaseEstado(' archivado ', 0)).toBe('Archivado');
    expect(deriveCaseEstado('PENDIENTE', 0)).toBe('Pendiente');
  });

  it('an unknown pending count (NaN) counts as pending', () => {
    expect(deriveCaseEstado('Activo', Number.NaN)).toBe('Pendiente');
  });
});

describe('sortCasesNewestFirst', () => {
  it('SPEC §9: cases by creation date, newest first, without mutating', () => {
    const cases = [
      { id: '1', fecha: '2025-12-01' },
      { id: '2', fecha: '2026-02-10 08:00:00' },
      { id: '3', fecha: '' },
      { id: '4', fecha: '2026-01-15T12:00:00Z' },
    ];
    expect(sortCasesNewestFirst(cases).map((item) => item.id)).toEqual(['2', '4', '1', '3']);
    expect(cases.map((item) => item.id)).toEqual(['1', '2', '3', '4']);
  });
});
