import type { PortalPorts } from '../portal-ports';
import { errorMessages, validationMessages, type CatalogueMessage } from '../shared/catalogue';
import { portalError, type PortalError } from '../shared/portal-error';
import { err, type Result } from '../shared/result';
import { overLongFields, type TextFields } from '../shared/text-limits';
import type { LocationInput } from './location';
import {
  ARGENTINA,
  ARGENTINE_PROVINCES,
  citiesOf,
  COUNTRIES,
  placeNamed,
  provincesOfCountry,
  type Place,
} from './places';
import { locationInputFromProfile, patched } from './profile-mapping';
import { makeSaveLinkedRecord } from './save-linked-record';
import type { UserRecord } from './user';

/** The location fields of the profile form (the profile's state is the location's region). */
export type LocationForm = Parameters<typeof locationInputFromProfile>[0];

export interface LocationSave {
  /** The user's record as last loaded or saved (loadSession's `user`, or a save's answer). */
  readonly current: UserRecord;
  /** What changes: a field left out keeps its value in `current`; null or blank text clears it. */
  readonly location: LocationForm;
}

/** The kind of text each location field holds, for its length limit. */
export const locationTextFields = {
  country: 'place',
  state: 'place',
  city: 'place',
  address: 'address',
} as const satisfies TextFields<'country' | 'state' | 'city' | 'address'>;

export type LocationField = keyof typeof locationTextFields;

/**
 * What is wrong with each location field, in the form's order, with the catalogue's text: a text
 * longer than its field takes, a country that is not one of COUNTRIES ('Elija un país de la
 * lista'), and in Argentina a province that is not one of its provinces ('Elija una provincia de
 * la lista'). Every field may be blank. The city is offered from the province's list (citiesOf)
 * but not limited to it: the list holds each province's main cities, not its thousands of towns,
 * and a person from any of them must be able to say where they live. Another country's province
 * and city are typed, as no list of them is held. Empty when the form can be saved; saveLocation
 * refuses them all at once.
 */
export function locationFieldProblems(location: LocationForm): Partial<Record<LocationField, CatalogueMessage>> {
  const tooLong = overLongFields(location, locationTextFields);
  const country = location.country?.trim() ?? '';
  const state = location.state?.trim() ?? '';
  const unknown: Partial<Record<LocationField, CatalogueMessage>> = {
    ...(country === '' || placeNamed(COUNTRIES, country) ? {} : { country: validationMessages.unknownCountry }),
    ...(country !== ARGENTINA || state === '' || placeNamed(ARGENTINE_PROVINCES, state)
      ? {}
      : { state: validationMessages.unknownProvince }),
  };
  const problems: Partial<Record<LocationField, CatalogueMessage>> = {};
  for (const field of Object.keys(locationTextFields) as LocationField[]) {
    const problem = tooLong[field] ?? unknown[field];
    if (problem !== undefined) problems[field] = problem;
  }
  return problems;
}

/**
 * A place's id in a location save: as given; left out, the record's while the name is the
 * record's (it may come from another catalogue), else the list's place of that name, or none
 * (saved as 0, SPEC §5) for a name typed by hand. So a form sends the names a person chose.
 */
function placeIdFor(
  given: number | null | undefined,
  name: string | null,
  held: { readonly name: string | null; readonly id: number | null },
  places: readonly Place[],
): number | null {
  if (given !== undefined) return given;
  if (name === held.name) return held.id;
  const place = name === null ? undefined : placeNamed(places, name);
  return place === undefined ? null : Number(place.id);
}

/** A location save's patch over the record's location: what it leaves out keeps its saved value, and a place named anew its id. */
function locationOverRecord(record: UserRecord, patch: LocationForm): LocationForm {
  const location = record.location;
  const country = patched(patch.country, location?.country ?? null);
  const state = patched(patch.state, location?.region ?? null);
  const city = patched(patch.city, location?.city ?? null);
  return {
    countryId: placeIdFor(
      patch.countryId,
      country,
      { name: location?.country ?? null, id: location?.countryId ?? null },
      COUNTRIES,
    ),
    country,
    cityId: placeIdFor(
      patch.cityId,
      city,
      { name: location?.city ?? null, id: location?.cityId ?? null },
      citiesOf(state ?? ''),
    ),
    city,
    stateId: placeIdFor(
      patch.stateId,
      state,
      { name: location?.region ?? null, id: location?.regionId ?? null },
      provincesOfCountry(country ?? ''),
    ),
    state,
    address: patched(patch.address, location?.address ?? null),
  };
}

/**
 * Saves the location (SPEC §4, §5): updates the linked record when the user has one, otherwise
 * creates one and then links it to the user. Answers the record with the saved data, which
 * replaces the stored one. A place whose id is left out while its name changes takes the id of
 * core's list it is named on (a country, an Argentine province, one of its cities) or none. The
 * fields locationFieldProblems finds wrong are refused first, all of them in one `'invalid-input'`
 * (its `fields`), and nothing is sent.
 */
export function makeSaveLocation({ accounts, clock }: Pick<PortalPorts, 'accounts' | 'clock'>) {
  const saveLinkedLocation = makeSaveLinkedRecord(
    { accounts, clock },
    {
      key: 'location',
      name: 'Location',
      failure: errorMessages.saveLocation,
      create: (input: LocationInput) => accounts.createLocation(input),
      update: (id, input: LocationInput) => accounts.updateLocation(id, input),
    },
  );
  return async function saveLocation({
    current,
    location: patch,
  }: LocationSave): Promise<Result<UserRecord, PortalError>> {
    const location = locationOverRecord(current, patch);
    const refused = portalError.invalidFields(locationFieldProblems(location));
    if (refused !== null) return err(refused);
    return saveLinkedLocation(current, locationInputFromProfile(location));
  };
}
