import { aDirectoryEntry } from '@justiciable/core/testing';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DirectorySearchSchema, filterDirectory, provinceOf, provincesOf, specialitiesOf } from './directory-filters';

const ruiz = aDirectoryEntry({ id: 'l1', abogadoEstudio: { title: 'Dr. Pablo Ruiz', study: 'Estudio Núñez', description: '' }, especialidades: ['Laboral'], nombre_localidad_completo: 'Rosario, Santa Fe' });
const gomez = aDirectoryEntry({ id: 'l2', abogadoEstudio: { title: 'Dra. Laura Gómez', study: '', description: '' }, especialidades: ['Familia', 'Laboral'], nombre_localidad_completo: 'Córdoba' });

describe('the directory filters', () => {
  it('reads the URL: text stays text, numbers read as text, anything malformed falls back to no filter', () => {
    expect(v.parse(DirectorySearchSchema, { q: ' ruiz ', especialidad: 'Laboral', provincia: 2025 })).toEqual({ q: 'ruiz', especialidad: 'Laboral', provincia: '2025' });
    expect(v.parse(DirectorySearchSchema, { q: { x: 1 }, especialidad: 'x'.repeat(201) })).toEqual({ q: undefined, especialidad: undefined, provincia: undefined });
  });

  it('searches the lawyer’s and the studio’s names without regard to case or accents, every word', () => {
    expect(filterDirectory([ruiz, gomez], { q: 'GOMEZ' })).toEqual([gomez]);
    expect(filterDirectory([ruiz, gomez], { q: 'nunez pablo' })).toEqual([ruiz]);
    expect(filterDirectory([ruiz, gomez], { q: 'nunez laura' })).toEqual([]);
  });

  it('filters by speciality and by province, together with the search', () => {
    expect(filterDirectory([ruiz, gomez], { especialidad: 'Laboral' })).toEqual([ruiz, gomez]);
    expect(filterDirectory([ruiz, gomez], { especialidad: 'Laboral', provincia: 'Santa Fe' })).toEqual([ruiz]);
    expect(filterDirectory([ruiz, gomez], { especialidad: 'Familia', q: 'ruiz' })).toEqual([]);
  });

  it('takes the province from "City, Province", none from a locality without one, and lists the options once, sorted', () => {
    expect(provinceOf(ruiz)).toBe('Santa Fe');
    expect(provinceOf(gomez)).toBe('');
    expect(provincesOf([gomez, ruiz, ruiz])).toEqual(['Santa Fe']);
    expect(specialitiesOf([ruiz, gomez])).toEqual(['Familia', 'Laboral']);
  });
});
