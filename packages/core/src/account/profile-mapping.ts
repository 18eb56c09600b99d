import { isBlank, presentText } from '../shared/blank';
import type { BillingInput } from './billing';
import type { LocationInput } from './location';
import type { UserProfile } from './user-profile';
import type { UserRecord } from './user';

/**
 * The client-side profile of a user record (SPEC §3): the user, its billing and its location
 * flattened; the profile's state is the location's region. Username and e-mail are the signed-in
 * session's, as the identity provider is their authority. The dynamo ids are those of the linked
 * records that exist, so a dangling link saves as a new record instead of updating nothing.
 */
export function userProfileFromRecord(
  record: UserRecord,
  session: { readonly username: string; readonly email: string },
): UserProfile {
  const { user, billingInfo: billing, location } = record;
  return {
    id: user.id,
    username: session.username,
    email: session.email,
    phone: user.phone,
    celphone: user.celphone,
    country: location?.country ?? null,
    countryId: location?.countryId ?? null,
    state: location?.region ?? null,
    stateId: location?.regionId ?? null,
    city: location?.city ?? null,
    cityId: location?.cityId ?? null,
    address: location?.address ?? null,
    taxId: billing?.taxId ?? null,
    billingCompanyName: billing?.billingName ?? null,
    billingAddress: billing?.address ?? null,
    billingEmail: billing?.email ?? null,
    billingTelephone: billing?.phone ?? null,
    billingTaxCondition: billing?.condition ?? null,
    dynamoLocationId: location?.id ?? null,
    dynamoBillingId: billing?.id ?? null,
  };
}

/** Form values may be absent, not only null. */
type ProfileFields<K extends keyof UserProfile> = { readonly [P in K]?: UserProfile[P] | undefined };

function numberOrZero(value: number | null | undefined): number {
  return value !== null && value !== undefined && Number.isFinite(value) ? value : 0;
}

/** What a billing save sends (SPEC §5): blank text is null, a missing taxId is 0. */
export function billingInputFromProfile(
  profile: ProfileFields<
    'billingCompanyName' | 'taxId' | 'billingAddress' | 'billingTelephone' | 'billingTaxCondition' | 'billingEmail'
  >,
): BillingInput {
  return {
    billingName: presentText(profile.billingCompanyName),
    taxId: numberOrZero(profile.taxId),
    address: presentText(profile.billingAddress),
    phone: presentText(profile.billingTelephone),
    condition: presentText(profile.billingTaxCondition),
    email: presentText(profile.billingEmail),
  };
}

/** What a location save sends (SPEC §5): missing numeric ids are 0, blank text is null; the state is the region. */
export function locationInputFromProfile(
  profile: ProfileFields<'countryId' | 'country' | 'cityId' | 'city' | 'stateId' | 'state' | 'address'>,
): LocationInput {
  return {
    countryId: numberOrZero(profile.countryId),
    country: presentText(profile.country),
    cityId: numberOrZero(profile.cityId),
    city: presentText(profile.city),
    regionId: numberOrZero(profile.stateId),
    region: presentText(profile.state),
    address: presentText(profile.address),
  };
}

/** A patch's field: left out (undefined), the record's value is kept; null or blank text clears it. */
export function patched<T>(given: T | undefined, kept: T): T {
  return given === undefined ? kept : given;
}

/** Loading the user succeeds only when the record exists and has a celphone (SPEC §5). */
export function userHasCelphone(record: UserRecord | null): boolean {
  return record !== null && !isBlank(record.user.celphone);
}
