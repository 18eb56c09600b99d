import type { Billing, BillingInput, Location, LocationInput, User, UserRecord } from '@justiciable/core';
import * as v from 'valibot';

/*
 * The AppSync models of SPEC §3 as they travel, and their mapping to core's entities. The wire
 * differs in two places: taxId is a String (a CUIT has 11 digits, past GraphQL's 32-bit Int)
 * and numeric ids may be null; core holds both as numbers defaulting to 0 (SPEC §5).
 */

const text = v.nullish(v.string(), null);
const numericId = v.nullish(v.pipe(v.number(), v.integer()), null);

const USER_FIELDS = [
  'id',
  'name',
  'phone',
  'email',
  'owner',
  'profileImg',
  'enabled',
  'createdAt',
  'updatedAt',
  'deletedAt',
  'celphone',
  'userBillingInfoId',
  'userLocationId',
] as const;
const BILLING_FIELDS = [
  'id',
  'billingName',
  'taxId',
  'address',
  'phone',
  'condition',
  'email',
  'createdAt',
  'updatedAt',
  'owner',
] as const;
const LOCATION_FIELDS = [
  'id',
  'countryId',
  'country',
  'cityId',
  'city',
  'regionId',
  'region',
  'address',
  'createdAt',
  'updatedAt',
  'owner',
] as const;

export const USER_SELECTION = USER_FIELDS.join(' ');
export const BILLING_SELECTION = BILLING_FIELDS.join(' ');
export const LOCATION_SELECTION = LOCATION_FIELDS.join(' ');

export const UserWireSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  name: text,
  phone: text,
  email: text,
  owner: text,
  profileImg: text,
  enabled: v.nullish(v.boolean(), null),
  createdAt: text,
  updatedAt: text,
  deletedAt: text,
  celphone: text,
  userBillingInfoId: text,
  userLocationId: text,
});

/**
 * A CUIT/CUIL may be written with dashes or spaces; anything else is not a tax id. Core holds it
 * as a number, so its digits must fit one exactly: 400 of them would read as Infinity.
 */
const TaxIdWireSchema = v.nullish(
  v.pipe(
    v.string(),
    v.transform((taxId) => taxId.replace(/[-\s]/g, '')),
    v.regex(/^\d*$/),
    v.check((digits) => Number.isSafeInteger(Number(digits)), 'a tax id a number holds exactly'),
  ),
  null,
);

export const BillingWireSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  billingName: text,
  taxId: TaxIdWireSchema,
  address: text,
  phone: text,
  condition: text,
  email: text,
  createdAt: text,
  updatedAt: text,
  owner: text,
});

export const LocationWireSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  countryId: numericId,
  country: text,
  cityId: numericId,
  city: text,
  regionId: numericId,
  region: text,
  address: text,
  createdAt: text,
  updatedAt: text,
  owner: text,
});

export const UserRecordWireSchema = v.object({
  ...UserWireSchema.entries,
  billingInfo: v.nullish(BillingWireSchema, null),
  location: v.nullish(LocationWireSchema, null),
});

export function userFromWire(wire: v.InferOutput<typeof UserWireSchema>): User {
  return {
    id: wire.id,
    name: wire.name,
    phone: wire.phone,
    email: wire.email,
    owner: wire.owner,
    profileImg: wire.profileImg,
    enabled: wire.enabled,
    createdAt: wire.createdAt,
    updatedAt: wire.updatedAt,
    deletedAt: wire.deletedAt,
    celphone: wire.celphone,
    userBillingInfoId: wire.userBillingInfoId,
    userLocationId: wire.userLocationId,
  };
}

export function billingFromWire(wire: v.InferOutput<typeof BillingWireSchema>): Billing {
  return { ...wire, taxId: wire.taxId === null || wire.taxId === '' ? 0 : Number(wire.taxId) };
}

export function locationFromWire(wire: v.InferOutput<typeof LocationWireSchema>): Location {
  return { ...wire, countryId: wire.countryId ?? 0, cityId: wire.cityId ?? 0, regionId: wire.regionId ?? 0 };
}

export function userRecordFromWire(wire: v.InferOutput<typeof UserRecordWireSchema>): UserRecord {
  return {
    user: userFromWire(wire),
    billingInfo: wire.billingInfo === null ? null : billingFromWire(wire.billingInfo),
    location: wire.location === null ? null : locationFromWire(wire.location),
  };
}

/** createBilling/updateBilling's fields (SPEC §7); taxId travels as text. */
export function billingInputToWire(input: BillingInput) {
  return {
    billingName: input.billingName,
    taxId: String(input.taxId),
    address: input.address,
    phone: input.phone,
    condition: input.condition,
    email: input.email,
  };
}

/** createLocation/updateLocation's fields (SPEC §7). */
export function locationInputToWire(input: LocationInput) {
  return {
    countryId: input.countryId,
    country: input.country,
    cityId: input.cityId,
    city: input.city,
    regionId: input.regionId,
    region: input.region,
    address: input.address,
  };
}
