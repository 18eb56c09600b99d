import { aCase } from '@justiciable/core/testing';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CasesSearchSchema, filterCases, foldForSearch, lawyersOf } from './cases-filters';

const cases = [
  aCase({ id: '1', case: 'Sucesión de Rosa Quiroga', abogadoEstudio: 'Dra. Laura Gómez', estado: 'Archivado' }),
  aCase({ id: '2', case: 'Despido sin causa', abogadoEstudio: 'Estudio Ortiz Luna', estado: 'Activo' }),
  aCase({ id: '3', case: 'Cobro de alquileres', abogadoEstudio: 'Dra. Laura Gómez', estado: 'Pendiente' }),
];
const ids = (found: readonly { readonly id: string }[]) => found.map((item) => item.id);

describe('filterCases', () => {
  it('keeps every case, in its order, without filters', () => {
    expect(ids(filterCases(cases, {}))).toEqual(['1', '2', '3']);
    expect(ids(filterCases(cases, { q: '   ' }))).toEqual(['1', '2', '3']);
  });

  it('searches the name and the lawyer or studio without regard to case or accents', () => {
    expect(ids(filterCases(cases, { q: 'SUCESION' }))).toEqual(['1']);
    expect(ids(filterCases(cases, { q: 'gomez' }))).toEqual(['1', '3']);
    expect(ids(filterCases(cases, { q: 'ortíz' }))).toEqual(['2']);
    expect(ids(filterCases(cases, { q: 'laura cobro' }))).toEqual(['3']);
    expect(ids(filterCases(cases, { q: 'herencia' }))).toEqual([]);
  });

  it('filters by estado and by lawyer or studio, together with the search', () => {
    expect(ids(filterCases(cases, { estado: 'Activo' }))).toEqual(['2']);
    expect(ids(filterCases(cases, { abogado: 'Dra. Laura Gómez' }))).toEqual(['1', '3']);
    expect(ids(filterCases(cases, { abogado: 'Dra. Laura Gómez', estado: 'Pendiente' }))).toEqual(['3']);
    expect(ids(filterCases(cases, { abogado: 'Dra. Laura Gómez', q: 'sucesión' }))).toEqual(['1']);
    expect(ids(filterCases(cases, { abogado: 'Dra. Laura', estado: 'Archivado' }))).toEqual([]);
  });
});

describe('lawyersOf', () => {
  it('names each lawyer or studio once, alphabetically, leaving out blanks', () => {
    expect(lawyersOf([...cases, aCase({ id: '4', abogadoEstudio: ' ' })])).toEqual(['Dra. Laura Gómez', 'Estudio Ortiz Luna']);
  });
});

describe('foldForSearch', () => {
  it('folds accents, ñ and case', () => {
    expect(foldForSearch('  Peña ÁLVAREZ ')).toBe('pena alvarez');
  });
});

describe('CasesSearchSchema', () => {
  it('reads the filters from the URL', () => {
    expect(v.parse(CasesSearchSchema, { q: 'gómez', estado: 'Activo', abogado: 'Estudio Ortiz Luna' })).toEqual({ q: 'gómez', estado: 'Activo', abogado: 'Estudio Ortiz Luna' });
    expect(v.parse(CasesSearchSchema, { q: 2025 })).toEqual({ q: '2025' });
  });

  it('drops a bad value instead of failing', () => {
    expect(v.parse(CasesSearchSchema, { q: { a: 1 }, estado: 'Cerrado', abogado: 'x'.repeat(500) })).toEqual({ q: undefined, estado: undefined, abogado: undefined });
    expect(v.parse(CasesSearchSchema, {})).toEqual({ q: undefined, estado: undefined, abogado: undefined });
  });
});
