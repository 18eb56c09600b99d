import { describe, expect, it } from 'vitest';
import { aDirectoryEntry } from '../testing/directory-builders';
import { directoryViews } from './directory-views';

const {
  searchDirectory,
  directoryChoices,
  lowestConsultationPrice,
  consultationLawyerProvinces,
  searchConsultationLawyers,
} = directoryViews;

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
  nombre_localidad_completo: 'Villa María, Córdoba',
});
const entries = [ruiz, gomez];

describe('searchDirectory', () => {
  it('keeps the lawyers matching every filter, without case or accents, in their order', () => {
    expect(searchDirectory({ entries, search: { text: 'gomez' } })).toEqual([gomez]);
    expect(searchDirectory({ entries, search: { speciality: 'Laboral' } })).toEqual([ruiz, gomez]);
    expect(searchDirectory({ entries, search: { speciality: 'Laboral', province: 'Santa Fe' } })).toEqual([ruiz]);
    expect(searchDirectory({ entries, search: { text: 'nunez', province: 'Córdoba' } })).toEqual([]);
  });
});

describe('directoryChoices', () => {
  it('lists every speciality and province once, alphabetically', () => {
    expect(directoryChoices({ entries })).toEqual({
      specialities: ['Familia', 'Laboral'],
      provinces: ['Córdoba', 'Santa Fe'],
    });
  });
});

describe('lowestConsultationPrice', () => {
  it('is the lowest price stated, free counting as one, and null when none is stated', () => {
    expect(lowestConsultationPrice({ media: [{ precio: 27000 }, { precio: null }, { precio: 15000 }] })).toBe(15000);
    expect(lowestConsultationPrice({ media: [{ precio: 0 }, { precio: 15000 }] })).toBe(0);
    expect(lowestConsultationPrice({ media: [{ precio: null }] })).toBeNull();
  });
});

describe('consultationLawyerProvinces', () => {
  it('starts with the account’s province, however written, when some lawyer is there, else with every one', () => {
    expect(consultationLawyerProvinces({ entries, saved: 'cordoba' })).toEqual({
      provinces: ['Córdoba', 'Santa Fe'],
      starting: 'Córdoba',
    });
    expect(consultationLawyerProvinces({ entries, saved: 'Mendoza' }).starting).toBeNull();
    expect(consultationLawyerProvinces({ entries, saved: null }).starting).toBeNull();
  });
});

describe('searchConsultationLawyers', () => {
  it('finds nothing before a word is typed or a province chosen', () => {
    expect(searchConsultationLawyers({ entries, text: '  ', province: null })).toEqual({
      typed: false,
      searching: false,
      found: [],
    });
  });

  it('finds by name, studio, locality or speciality, every word, without case or accents, in the province chosen', () => {
    expect(searchConsultationLawyers({ entries, text: 'NUÑEZ laboral', province: null }).found).toEqual([ruiz]);
    expect(searchConsultationLawyers({ entries, text: 'villa maria', province: null }).found).toEqual([gomez]);
    expect(searchConsultationLawyers({ entries, text: 'laboral', province: 'Córdoba' }).found).toEqual([gomez]);
    expect(searchConsultationLawyers({ entries, text: '', province: 'Santa Fe' })).toEqual({
      typed: false,
      searching: true,
      found: [ruiz],
    });
  });
});
