import * as v from 'valibot';

const text = v.nullable(v.string());

/** Location data (SPEC §3); the profile's state is the location's region. */
export const LocationSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  countryId: v.number(),
  country: text,
  cityId: v.number(),
  city: text,
  regionId: v.number(),
  region: text,
  address: text,
  createdAt: text,
  updatedAt: text,
  owner: text,
});
export type Location = v.InferOutput<typeof LocationSchema>;

/** What createLocation and updateLocation send (SPEC §7). */
export type LocationInput = Pick<
  Location,
  'countryId' | 'country' | 'cityId' | 'city' | 'regionId' | 'region' | 'address'
>;
