import { filterDirectory } from '@justiciable/core';
import { aDirectoryEntry } from '@justiciable/core/testing';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { directorySearchOf, DirectorySearchSchema, hasFilters } from './directory-filters';

const ruiz = aDirectoryEntry({
  id: 'l1',
  abogadoEstudio: { title: 'Dr. Pablo Ruiz', study: 'Estudio Núñez', description: '' },
  especialidades: ['Laboral'],
  nombre_localidad_completo: 'Rosario, Santa Fe',
});
const gomez = aDirectoryEntry({
  id: 'l2',
  abogadoEstudio: { title: 'Dra. Laura Gómez', study: '', description: '' },
  especialidades: ['Familia', 'Laboral'],
  nombre_localidad_completo: 'Córdoba',
});

describe('the directory filters', () => {
  it('reads the URL: text stays text (the router reads 2025 as text too), trimmed; anything malformed falls back to no filter', () => {
    expect(v.parse(DirectorySearchSchema, { q: ' ruiz ', especialidad: 'Laboral', provincia: '2025' })).toEqual({
      q: 'ruiz',
      especialidad: 'Laboral',
      provincia: '2025',
    });
    expect(v.parse(DirectorySearchSchema, { q: { x: 1 }, especialidad: 'x'.repeat(201) })).toEqual({
      q: undefined,
      especialidad: undefined,
      provincia: undefined,
    });
  });

  it('hands each URL filter to core’s search: q the words, especialidad the speciality, provincia the province', () => {
    expect(filterDirectory([ruiz, gomez], directorySearchOf({ q: 'gomez' }))).toEqual([gomez]);
    expect(
      filterDirectory([ruiz, gomez], directorySearchOf({ especialidad: 'Laboral', provincia: 'Santa Fe' })),
    ).toEqual([ruiz]);
    expect(filterDirectory([ruiz, gomez], directorySearchOf({}))).toEqual([ruiz, gomez]);
  });

  it('tells whether any filter is set', () => {
    expect(hasFilters({})).toBe(false);
    expect(hasFilters({ q: '', especialidad: undefined })).toBe(false);
    expect(hasFilters({ provincia: 'Córdoba' })).toBe(true);
  });
});
