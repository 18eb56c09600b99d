import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aCase } from '../testing/case-builders';
import { CASE_ESTADOS } from './case';
import { filterCases, lawyersOfCases } from './case-search';

const cases = [
  aCase({ id: '1', case: 'Sucesión de Rosa Quiroga', abogadoEstudio: 'Dra. Laura Gómez', estado: 'Archivado' }),
  aCase({ id: '2', case: 'Despido sin causa', abogadoEstudio: 'Estudio Ortiz Luna', estado: 'Activo' }),
  aCase({ id: '3', case: 'Cobro de alquileres', abogadoEstudio: 'Dra. Laura Gómez', estado: 'Pendiente' }),
];
const ids = (found: readonly { readonly id: string }[]) => found.map((item) => item.id);

const names = fc.constantFrom(
  'Dra. Laura Gómez',
  'Estudio Ortiz Luna',
  'Álvarez y Asoc.',
  'alvarez',
  'Zárate',
  'Ñandú Legal',
  ' ',
  '',
);
const someCases = fc.array(
  fc
    .record({
      id: fc.uuid(),
      case: fc.constantFrom('Sucesión', 'Despido sin causa', 'Cobro'),
      abogadoEstudio: names,
      estado: fc.constantFrom(...CASE_ESTADOS),
    })
    .map((fields) => aCase(fields)),
  { maxLength: 12 },
);

describe('filterCases', () => {
  it('keeps every case, in its order, without filters', () => {
    expect(ids(filterCases(cases, {}))).toEqual(['1', '2', '3']);
    expect(ids(filterCases(cases, { text: '   ', lawyer: ' ' }))).toEqual(['1', '2', '3']);
  });

  it('searches the name and the lawyer or studio without regard to case or accents, every word', () => {
    expect(ids(filterCases(cases, { text: 'SUCESION' }))).toEqual(['1']);
    expect(ids(filterCases(cases, { text: 'gomez' }))).toEqual(['1', '3']);
    expect(ids(filterCases(cases, { text: 'ortíz' }))).toEqual(['2']);
    expect(ids(filterCases(cases, { text: 'laura cobro' }))).toEqual(['3']);
    expect(ids(filterCases(cases, { text: 'herencia' }))).toEqual([]);
  });

  it('filters by estado and by lawyer or studio, together with the search', () => {
    expect(ids(filterCases(cases, { estado: 'Activo' }))).toEqual(['2']);
    expect(ids(filterCases(cases, { lawyer: 'Dra. Laura Gómez' }))).toEqual(['1', '3']);
    expect(ids(filterCases(cases, { lawyer: 'Dra. Laura Gómez', estado: 'Pendiente' }))).toEqual(['3']);
    expect(ids(filterCases(cases, { lawyer: 'Dra. Laura Gómez', text: 'sucesión' }))).toEqual(['1']);
    expect(ids(filterCases(cases, { lawyer: 'Dra. Laura', estado: 'Archivado' }))).toEqual([]);
  });

  it('keeps exactly the cases of the estado and lawyer asked for, in their order', () => {
    fc.assert(
      fc.property(
        someCases,
        fc.option(fc.constantFrom(...CASE_ESTADOS), { nil: undefined }),
        fc.option(names, { nil: undefined }),
        (list, estado, lawyer) => {
          const found = filterCases(list, { estado, lawyer });
          const wanted = list.filter(
            (item) =>
              (estado === undefined || item.estado === estado) &&
              (lawyer === undefined || lawyer.trim() === '' || item.abogadoEstudio === lawyer),
          );
          expect(found).toEqual(wanted);
        },
      ),
    );
  });
});

describe('lawyersOfCases', () => {
  it('names each lawyer or studio once, alphabetically, leaving out blanks', () => {
    expect(lawyersOfCases([...cases, aCase({ id: '4', abogadoEstudio: ' ' })])).toEqual([
      'Dra. Laura Gómez',
      'Estudio Ortiz Luna',
    ]);
  });

  it('sorts accented names among the plain ones, as Spanish does', () => {
    expect(
      lawyersOfCases([
        aCase({ abogadoEstudio: 'Zárate' }),
        aCase({ abogadoEstudio: 'Álvarez' }),
        aCase({ abogadoEstudio: 'Benítez' }),
      ]),
    ).toEqual(['Álvarez', 'Benítez', 'Zárate']);
  });

  it('answers every non-blank name of the cases, once, in order', () => {
    fc.assert(
      fc.property(someCases, (list) => {
        const lawyers = lawyersOfCases(list);
        expect(new Set(lawyers)).toEqual(
          new Set(list.map((item) => item.abogadoEstudio).filter((name) => name.trim() !== '')),
        );
        expect(lawyers).toHaveLength(new Set(lawyers).size);
        for (let at = 1; at < lawyers.length; at++)
          expect(lawyers[at - 1]!.localeCompare(lawyers[at]!, 'es-AR')).toBeLessThanOrEqual(0);
      }),
    );
  });
});
