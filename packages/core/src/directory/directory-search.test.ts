import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aDirectoryEntry } from '../testing/directory-builders';
import type { DirectoryEntry } from './directory-entry';
import { filterDirectory, provinceOf, provincesOf, specialitiesOf, startingProvince } from './directory-search';

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

const SPECIALITIES = ['Laboral', 'Familia', 'Sucesiones', 'Penal', 'Ñandú', 'árbol', ''];
const PLACES = [
  'Rosario, Santa Fe',
  'Córdoba',
  'Córdoba, Córdoba',
  'Ushuaia, Tierra del Fuego',
  'Morón, Buenos Aires',
  '',
];
const NAMES = ['Dr. Pablo Ruiz', 'Dra. Laura Gómez', 'Estudio Núñez', 'MARÍA PEÑA', ''];

const entries = fc
  .array(
    fc.record({
      title: fc.constantFrom(...NAMES),
      study: fc.constantFrom(...NAMES),
      especialidades: fc.subarray(SPECIALITIES),
      nombre_localidad_completo: fc.constantFrom(...PLACES),
    }),
    { maxLength: 30 },
  )
  .map((rows) =>
    rows.map(({ title, study, ...row }, index): DirectoryEntry =>
      aDirectoryEntry({ id: String(index), abogadoEstudio: { title, study, description: '' }, ...row }),
    ),
  );

/** The search as a person might type it: any case, accents dropped or not. */
const typed = fc.tuple(fc.constantFrom(...NAMES), fc.boolean(), fc.boolean()).map(([name, upper, stripAccents]) => {
  const word = name.split(' ').at(-1) ?? '';
  const plain = stripAccents ? word.normalize('NFD').replace(/\p{Diacritic}/gu, '') : word;
  return upper ? plain.toUpperCase() : plain.toLowerCase();
});

const search = fc.record({
  text: fc.option(typed, { nil: undefined }),
  speciality: fc.option(fc.constantFrom(...SPECIALITIES), { nil: undefined }),
  province: fc.option(fc.constantFrom('Santa Fe', 'Córdoba', 'Tierra del Fuego', 'Buenos Aires', ''), {
    nil: undefined,
  }),
});

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

describe('filterDirectory', () => {
  it('searches the lawyer’s and the studio’s names without regard to case or accents, every word', () => {
    expect(filterDirectory([ruiz, gomez], { text: 'GOMEZ' })).toEqual([gomez]);
    expect(filterDirectory([ruiz, gomez], { text: 'nunez pablo' })).toEqual([ruiz]);
    expect(filterDirectory([ruiz, gomez], { text: 'nunez laura' })).toEqual([]);
  });

  it('filters by speciality and by province, together with the search', () => {
    expect(filterDirectory([ruiz, gomez], { speciality: 'Laboral' })).toEqual([ruiz, gomez]);
    expect(filterDirectory([ruiz, gomez], { speciality: 'Laboral', province: 'Santa Fe' })).toEqual([ruiz]);
    expect(filterDirectory([ruiz, gomez], { speciality: 'Familia', text: 'ruiz' })).toEqual([]);
  });

  it('keeps every lawyer when no filter is given or every filter is blank', () => {
    expect(filterDirectory([ruiz, gomez], {})).toEqual([ruiz, gomez]);
    expect(filterDirectory([ruiz, gomez], { text: '  ', speciality: '', province: ' ' })).toEqual([ruiz, gomez]);
  });

  it('property: the lawyers kept are those matching every filter, in the order they came', () => {
    fc.assert(
      fc.property(entries, search, (list, { text, speciality, province }) => {
        const kept = filterDirectory(list, { text, speciality, province });
        const matches = (entry: DirectoryEntry) =>
          (!speciality || entry.especialidades.includes(speciality)) &&
          (!province || provinceOf(entry) === province) &&
          fold(text ?? '')
            .split(/\s+/)
            .filter(Boolean)
            .every((word) => fold(`${entry.abogadoEstudio.title} ${entry.abogadoEstudio.study}`).includes(word));
        expect(kept).toEqual(list.filter(matches));
      }),
    );
  });

  it('property: a lawyer is always found by a word of their own name, typed in any case, with or without accents', () => {
    fc.assert(
      fc.property(entries, fc.boolean(), (list, upper) => {
        for (const entry of list) {
          const word = entry.abogadoEstudio.title.split(' ').at(-1) ?? '';
          const typedWord = upper ? fold(word).toUpperCase() : word.toLowerCase();
          expect(filterDirectory(list, { text: typedWord })).toContain(entry);
        }
      }),
    );
  });
});

describe('provinceOf', () => {
  it('takes the province from "Locality, Province", none from a locality without one', () => {
    expect(provinceOf(ruiz)).toBe('Santa Fe');
    expect(provinceOf(gomez)).toBe('');
    expect(provinceOf({ nombre_localidad_completo: 'San Isidro, Partido, Buenos Aires ' })).toBe('Buenos Aires');
  });
});

describe('specialitiesOf and provincesOf', () => {
  it('list the choices once, sorted as Spanish sorts them', () => {
    expect(provincesOf([gomez, ruiz, ruiz])).toEqual(['Santa Fe']);
    expect(specialitiesOf([ruiz, gomez])).toEqual(['Familia', 'Laboral']);
    expect(specialitiesOf([aDirectoryEntry({ especialidades: ['Sucesiones', 'Ñandú', 'Niñez', 'árbol'] })])).toEqual([
      'árbol',
      'Niñez',
      'Ñandú',
      'Sucesiones',
    ]);
  });

  it('property: every non-blank speciality and province of the directory, each once, in order, nothing else', () => {
    fc.assert(
      fc.property(entries, (list) => {
        for (const [choices, all] of [
          [specialitiesOf(list), list.flatMap((entry) => entry.especialidades)],
          [provincesOf(list), list.map(provinceOf)],
        ] as const) {
          expect(new Set(choices)).toEqual(new Set(all.filter((value) => value.trim() !== '')));
          expect(choices).toHaveLength(new Set(choices).size);
          for (let i = 1; i < choices.length; i++)
            expect(choices[i - 1]!.localeCompare(choices[i]!, 'es-AR')).toBeLessThan(0);
        }
      }),
    );
  });
});

describe('startingProvince (the directory search starts at the province saved in Mi cuenta)', () => {
  const provinces = ['Buenos Aires', 'Córdoba', 'Río Negro'];

  it('answers the directory’s own spelling of the saved province, without case or accents', () => {
    expect(startingProvince('Córdoba', provinces)).toBe('Córdoba');
    expect(startingProvince(' cordoba ', provinces)).toBe('Córdoba');
    expect(startingProvince('RIO NEGRO', provinces)).toBe('Río Negro');
  });

  it('answers null when nothing is saved or no lawyer of the directory is there', () => {
    expect(startingProvince(null, provinces)).toBeNull();
    expect(startingProvince('', provinces)).toBeNull();
    expect(startingProvince('Jujuy', provinces)).toBeNull();
  });

  it('property: the answer is always one of the directory’s provinces, and a listed one is found as it is written', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 6 }), fc.option(fc.string()), (list, saved) => {
        const answer = startingProvince(saved, list);
        if (answer !== null) expect(list).toContain(answer);
        // A name of only marks ('^') folds to nothing and names no province.
        for (const province of list)
          if (/[\p{L}\p{N}]/u.test(province)) expect(startingProvince(province, list)).not.toBeNull();
      }),
    );
  });
});
