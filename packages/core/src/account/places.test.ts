import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ARGENTINE_PROVINCES,
  citiesOf,
  cityById,
  COUNTRIES,
  countryById,
  isTaxCondition,
  locationNamed,
  provinceById,
  TAX_CONDITIONS,
} from './places';

describe('places a script looks up', () => {
  it('finds a country, a province and a city by the id a record holds, number or text', () => {
    expect(countryById(32)?.label).toBe('Argentina');
    expect(countryById('724')?.label).toBe('España');
    expect(provinceById(14)?.label).toBe('Córdoba');
    expect(cityById(14004)).toEqual({ id: '14004', label: 'Río Cuarto', provinceId: '14', province: 'Córdoba' });
    expect(cityById('2001')?.label).toBe('Ciudad Autónoma de Buenos Aires');
  });

  it('finds nothing for an id no list has', () => {
    for (const id of [999999, -5, 0, 1.5, Number.NaN, '', 'abc', ' 32x']) {
      expect(countryById(id)).toBeUndefined();
      expect(provinceById(id)).toBeUndefined();
      expect(cityById(id)).toBeUndefined();
    }
    // Córdoba has 18 cities: a 19th is no city, nor is a city code of no province.
    expect(cityById(14019)).toBeUndefined();
    expect(cityById(99001)).toBeUndefined();
  });

  it('gives every listed city back by its id, with the province it was listed under', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ARGENTINE_PROVINCES), (province) => {
        for (const city of citiesOf(province.label)) {
          expect(cityById(city.id)).toEqual({ ...city, provinceId: province.id, province: province.label });
          expect(cityById(Number(city.id))?.label).toBe(city.label);
        }
      }),
    );
  });

  it('has ids unique within each list', () => {
    const unique = (ids: readonly string[]) => new Set(ids).size === ids.length;
    expect(unique(COUNTRIES.map((place) => place.id))).toBe(true);
    expect(unique(ARGENTINE_PROVINCES.map((place) => place.id))).toBe(true);
    expect(unique(ARGENTINE_PROVINCES.flatMap((province) => citiesOf(province.label).map((city) => city.id)))).toBe(
      true,
    );
  });

  it('names the four tax conditions billing takes, and nothing else', () => {
    expect(TAX_CONDITIONS.map((condition) => condition.label)).toEqual([
      'Responsable Inscripto',
      'Monotributista',
      'Exento',
      'Consumidor Final',
    ]);
    expect(TAX_CONDITIONS.every((condition) => isTaxCondition(condition.id))).toBe(true);
    for (const text of ['', 'exento', 'Exento ', 'Monotributo', 'IVA']) expect(isTaxCondition(text)).toBe(false);
  });
});

describe('locationNamed', () => {
  it('gives an Argentine location its country, province and city ids', () => {
    expect(
      locationNamed({ country: 'Argentina', state: 'Córdoba', city: 'Río Cuarto', address: ' Sobremonte 123 ' }),
    ).toEqual({
      country: 'Argentina',
      countryId: 32,
      state: 'Córdoba',
      stateId: 14,
      city: 'Río Cuarto',
      cityId: 14004,
      address: 'Sobremonte 123',
    });
  });

  it("keeps a town not on the list and another country's region as typed, without ids", () => {
    expect(locationNamed({ country: 'Argentina', state: 'Córdoba', city: 'Unquillo' })).toMatchObject({
      city: 'Unquillo',
      cityId: null,
      stateId: 14,
    });
    expect(locationNamed({ country: 'Uruguay', state: 'Montevideo', city: 'Montevideo' })).toEqual({
      country: 'Uruguay',
      countryId: 858,
      state: 'Montevideo',
      stateId: null,
      city: 'Montevideo',
      cityId: null,
      address: null,
    });
    // A province's name outside Argentina is no INDEC province.
    expect(locationNamed({ country: 'Chile', state: 'Córdoba', city: 'Río Cuarto' })).toMatchObject({
      stateId: null,
      cityId: null,
    });
  });

  it('gives every listed place the id its lookup answers', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ARGENTINE_PROVINCES), fc.nat(), (province, pick) => {
        const cities = citiesOf(province.label);
        const city = cities[pick % cities.length];
        const location = locationNamed({ country: 'Argentina', state: province.label, city: city?.label ?? '' });
        expect(provinceById(location.stateId ?? 0)?.label).toBe(province.label);
        // Two cities of one province never share a name, so the name finds the one the id names.
        expect(cityById(location.cityId ?? 0)?.label).toBe(city?.label);
      }),
    );
  });
});
