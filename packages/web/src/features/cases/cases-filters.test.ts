import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { caseSearchOf, CasesSearchSchema, hasFilters } from './cases-filters';

describe('caseSearchOf', () => {
  it("hands the URL's filters to core's search: q the words, abogado the lawyer", () => {
    expect(caseSearchOf({ q: 'gómez', estado: 'Activo', abogado: 'Estudio Ortiz Luna' })).toEqual({
      text: 'gómez',
      estado: 'Activo',
      lawyer: 'Estudio Ortiz Luna',
    });
    expect(caseSearchOf({})).toEqual({ text: undefined, estado: undefined, lawyer: undefined });
  });
});

describe('hasFilters', () => {
  it('holds when any filter is set, not for empty texts', () => {
    expect([
      hasFilters({}),
      hasFilters({ q: '', abogado: '' }),
      hasFilters({ q: 'x' }),
      hasFilters({ estado: 'Pendiente' }),
      hasFilters({ abogado: 'Dra. Laura Gómez' }),
    ]).toEqual([false, false, true, true, true]);
  });
});

describe('CasesSearchSchema', () => {
  it('reads the filters from the URL', () => {
    expect(v.parse(CasesSearchSchema, { q: 'gómez', estado: 'Activo', abogado: 'Estudio Ortiz Luna' })).toEqual({
      q: 'gómez',
      estado: 'Activo',
      abogado: 'Estudio Ortiz Luna',
    });
    // The router reads ?q=2025 as text (app/search-params.ts), trimmed here like any search.
    expect(v.parse(CasesSearchSchema, { q: ' 2025 ' })).toEqual({ q: '2025' });
  });

  it('drops a bad value instead of failing', () => {
    expect(v.parse(CasesSearchSchema, { q: { a: 1 }, estado: 'Cerrado', abogado: 'x'.repeat(500) })).toEqual({
      q: undefined,
      estado: undefined,
      abogado: undefined,
    });
    expect(v.parse(CasesSearchSchema, {})).toEqual({ q: undefined, estado: undefined, abogado: undefined });
  });
});
