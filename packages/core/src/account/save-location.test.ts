import { describe, expect, it, vi } from 'vitest';
import { aSignedInPortal } from '../portal-fixture';
import { portalError } from '../shared/portal-error';
import { aUser, aUserProfile } from '../testing/account-builders';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import fc from 'fast-check';
import { ARGENTINE_PROVINCES, citiesOf, COUNTRIES } from './places';
import { locationFieldProblems, makeSaveLocation } from './save-location';

const FAILED = 'Error al intentar guardar los datos de ubicación';

async function setUp({ linked = true } = {}) {
  const fixture = aSignedInPortal();
  const { ports, demo } = fixture;
  if (!linked) ports.world.users.set(demo.client.userId, aUser({ userLocationId: null }));
  const current = expectOk(await ports.accounts.getUser(demo.client.userId));
  const calls = {
    updateLocation: vi.spyOn(ports.accounts, 'updateLocation'),
    createLocation: vi.spyOn(ports.accounts, 'createLocation'),
    updateUser: vi.spyOn(ports.accounts, 'updateUser'),
  };
  return { ...fixture, current, calls, saveLocation: makeSaveLocation(ports) };
}

const form = aUserProfile({ city: 'Villa Carlos Paz', cityId: 3480, address: 'San Martín 50' });

describe('saveLocation (SPEC §4 location save, §5 defaults)', () => {
  it('takes a patch: a field left out keeps its saved value, null or blank text clears it', async () => {
    const { current, saveLocation } = await setUp();
    const before = expectOk(await saveLocation({ current, location: form }));

    const moved = expectOk(await saveLocation({ current: before, location: { address: 'Belgrano 12' } }));
    expect(moved.location).toMatchObject({
      countryId: 10,
      country: 'Argentina',
      cityId: 3480,
      city: 'Villa Carlos Paz',
      regionId: 6,
      region: 'Córdoba',
      address: 'Belgrano 12',
    });

    const cleared = expectOk(await saveLocation({ current: moved, location: { address: '' } }));
    expect(cleared.location).toMatchObject({ city: 'Villa Carlos Paz', region: 'Córdoba', address: null });
  });

  it("gives a place named anew the id of the list it is on, none when typed by hand, and keeps the record's while its name stays", async () => {
    const { current, calls, saveLocation } = await setUp();
    const before = expectOk(await saveLocation({ current, location: form }));
    const rioCuarto = citiesOf('Córdoba').find((place) => place.label === 'Río Cuarto');
    const chile = COUNTRIES.find((place) => place.label === 'Chile');

    const moved = expectOk(await saveLocation({ current: before, location: { city: 'Río Cuarto' } }));
    expect(moved.location).toMatchObject({
      countryId: 10,
      regionId: 6,
      cityId: Number(rioCuarto?.id),
      city: 'Río Cuarto',
    });

    const typed = expectOk(await saveLocation({ current: moved, location: { city: 'Paraje La Estancia' } }));
    expect(calls.updateLocation).toHaveBeenLastCalledWith(before.location?.id, expect.objectContaining({ cityId: 0 }));
    expect(typed.location).toMatchObject({ regionId: 6, city: 'Paraje La Estancia' });

    const abroad = expectOk(
      await saveLocation({ current: typed, location: { country: 'Chile', state: 'Valparaíso', city: 'Viña del Mar' } }),
    );
    expect(calls.updateLocation).toHaveBeenLastCalledWith(
      before.location?.id,
      expect.objectContaining({ countryId: Number(chile?.id), regionId: 0, cityId: 0 }),
    );
    expect(abroad.location).toMatchObject({ country: 'Chile', region: 'Valparaíso', city: 'Viña del Mar' });
  });

  it('updates the linked location when the user has one; the profile state is the region', async () => {
    const { current, calls, saveLocation } = await setUp();
    const saved = expectOk(await saveLocation({ current, location: form }));
    expect(calls.updateLocation).toHaveBeenCalledExactlyOnceWith(current.location?.id, {
      countryId: 10,
      country: 'Argentina',
      cityId: 3480,
      city: 'Villa Carlos Paz',
      regionId: 6,
      region: 'Córdoba',
      address: 'San Martín 50',
    });
    expect(calls.createLocation).not.toHaveBeenCalled();
    expect(calls.updateUser).not.toHaveBeenCalled();
    expect(saved.location).toMatchObject({ id: current.location?.id, city: 'Villa Carlos Paz' });
  });

  it('creates a location and then links it to the user when there is none', async () => {
    const { ports, current, calls, saveLocation } = await setUp({ linked: false });
    const saved = expectOk(await saveLocation({ current, location: form }));
    const createdId = saved.location?.id;
    expect(createdId).toEqual(expect.any(String));
    expect(calls.updateUser).toHaveBeenCalledExactlyOnceWith({
      id: current.user.id,
      userLocationId: createdId,
      updatedAt: ports.clock.now().toISOString(),
    });
    expect(calls.createLocation.mock.invocationCallOrder[0]).toBeLessThan(
      calls.updateUser.mock.invocationCallOrder[0] ?? 0,
    );
    expect(saved.user.userLocationId).toBe(createdId);
    expect(ports.world.users.get(current.user.id)?.userLocationId).toBe(createdId);
  });

  it('sends missing numeric ids as 0 and missing text as null (SPEC §5)', async () => {
    const { current, calls, saveLocation } = await setUp({ linked: false });
    expectOk(await saveLocation({ current, location: { address: 'San Martín 50' } }));
    expect(calls.createLocation).toHaveBeenCalledExactlyOnceWith({
      countryId: 0,
      country: null,
      cityId: 0,
      city: null,
      regionId: 0,
      region: null,
      address: 'San Martín 50',
    });
  });

  it('replaces a link to a location that no longer exists', async () => {
    const { ports, demo, current, calls, saveLocation } = await setUp();
    ports.world.locations.clear();
    const dangling = expectOk(await ports.accounts.getUser(demo.client.userId));
    expect(dangling.location).toBeNull();
    const saved = expectOk(await saveLocation({ current: dangling, location: form }));
    expect(calls.createLocation).toHaveBeenCalledOnce();
    expect(calls.updateLocation).not.toHaveBeenCalled();
    expect(saved.user.userLocationId).toBe(saved.location?.id);
    expect(ports.world.users.get(demo.client.userId)?.userLocationId).not.toBe(current.user.userLocationId);
  });

  it("refuses a country not in core's list and an Argentine province not among Argentina's, all at once, and sends nothing", async () => {
    const { current, calls, saveLocation } = await setUp();
    const refused = expectFailure(
      await saveLocation({ current, location: { ...form, country: 'Narnia', state: 'Cair Paravel' } }),
      'invalid-input',
    );
    expect(refused).toEqual({
      kind: 'invalid-input',
      field: 'country',
      message: 'Elija un país de la lista',
      fields: { country: 'Elija un país de la lista' },
    });
    const province = expectFailure(
      await saveLocation({
        current,
        location: { ...form, country: 'Argentina', state: 'Provincia Inventada', address: 'x'.repeat(201) },
      }),
      'invalid-input',
    );
    expect(province.fields).toEqual({ state: 'Elija una provincia de la lista', address: 'Máximo 200 caracteres' });
    expect(
      [calls.updateLocation, calls.createLocation, calls.updateUser].every((call) => call.mock.calls.length === 0),
    ).toBe(true);
  });

  it(`answers '${FAILED}' when the update fails`, async () => {
    const { ports, current, saveLocation } = await setUp();
    ports.accounts.failNext('updateLocation', portalError.unavailable('network'));
    expect(expectFailure(await saveLocation({ current, location: form }), 'unavailable').message).toBe(FAILED);
  });

  it(`answers '${FAILED}' when the creation fails, and links nothing`, async () => {
    const { ports, current, calls, saveLocation } = await setUp({ linked: false });
    ports.accounts.failNext('createLocation', portalError.unavailable('network'));
    expect(expectFailure(await saveLocation({ current, location: form }), 'unavailable').message).toBe(FAILED);
    expect(calls.updateUser).not.toHaveBeenCalled();
  });

  it(`answers '${FAILED}' when the link fails, naming the unlinked record; the user stays unlinked`, async () => {
    const { ports, current, saveLocation } = await setUp({ linked: false });
    ports.accounts.failNext('updateUser', portalError.unavailable('timeout'));
    const error = expectFailure(await saveLocation({ current, location: form }), 'unavailable');
    expect(error.message).toBe(FAILED);
    expect(error.detail).toMatch(/^Location .+ was created but not linked to the user/);
    expect(ports.world.users.get(current.user.id)?.userLocationId).toBeNull();
  });
});

describe('locationFieldProblems', () => {
  it("takes a country of the list with a province of its own, another country's province as typed, and blank fields", () => {
    expect(locationFieldProblems({ country: 'Argentina', state: 'Córdoba', city: 'Río Cuarto' })).toEqual({});
    expect(locationFieldProblems({ country: 'Uruguay', state: 'Montevideo', city: 'Montevideo' })).toEqual({});
    expect(locationFieldProblems({})).toEqual({});
    expect(locationFieldProblems({ country: 'Narnia' })).toEqual({ country: 'Elija un país de la lista' });
  });

  it("offers each province's cities, with ids of their own", () => {
    expect(citiesOf('Córdoba').map((city) => city.label)).toContain('Villa Carlos Paz');
    expect(citiesOf('Córdoba').find((city) => city.label === 'Río Cuarto')?.id).toBe('14004');
    expect(citiesOf('Narnia')).toEqual([]);
  });
});

describe('locationFieldProblems over the lists', () => {
  it("takes every country and Argentine province of core's lists and any blank field; refuses any other country, and any other province in Argentina", () => {
    const known = (name: string) => COUNTRIES.some((place) => place.label === name);
    const province = (name: string) => ARGENTINE_PROVINCES.some((place) => place.label === name);
    fc.assert(
      fc.property(
        fc.constantFrom(...COUNTRIES.map((place) => place.label)),
        fc.constantFrom(...ARGENTINE_PROVINCES.map((place) => place.label)),
        (country, state) => {
          expect(
            locationFieldProblems({ country, state: country === 'Argentina' ? state : 'Cualquier región' }),
          ).toEqual({});
        },
      ),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.string({ maxLength: 40 }), (country, state) => {
        const problems = locationFieldProblems({ country: 'Argentina', state });
        expect(problems.state === undefined).toBe(state.trim() === '' || province(state.trim()));
        expect(locationFieldProblems({ country }).country === undefined).toBe(
          country.trim() === '' || known(country.trim()),
        );
      }),
    );
  });
});
