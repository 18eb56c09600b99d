import type { Billing, BillingInput } from '../account/billing';
import type { Location, LocationInput } from '../account/location';
import type { User, UserRecord } from '../account/user';
import type { UserProfile } from '../account/user-profile';

const CLIENT_ID = 'c3a1f0e2-7b5d-4c1e-9a8f-2d6b4e0f1a11';
const BILLING_ID = 'b7e2c9d4-1f3a-4b6c-8d2e-5a9f0c3b7e22';
const LOCATION_ID = 'e5d8a1b3-6c2f-4e9d-a7b1-3f0c8e2d5a33';
const CREATED_AT = '2024-11-04T14:25:00.000Z';

/** The client the builders describe, and the world's default client: María Fernández of Córdoba. */
export const DEFAULT_CLIENT = {
  id: CLIENT_ID,
  name: 'María Fernández',
  email: 'maria.fernandez@example.com',
  phone: '+5493515550123',
} as const;

/** A confirmed client's user record, linked to aBilling() and aLocation(). */
export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: DEFAULT_CLIENT.id,
    name: DEFAULT_CLIENT.name,
    phone: DEFAULT_CLIENT.phone,
    email: DEFAULT_CLIENT.email,
    owner: CLIENT_ID,
    profileImg: null,
    enabled: true,
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
    deletedAt: null,
    celphone: DEFAULT_CLIENT.phone,
    userBillingInfoId: BILLING_ID,
    userLocationId: LOCATION_ID,
    ...overrides,
  };
}

export function aBilling(overrides: Partial<Billing> = {}): Billing {
  return {
    id: BILLING_ID,
    billingName: 'María Fernández',
    taxId: 27301234568,
    address: 'Av. Colón 1234, Córdoba',
    phone: '+5493515550123',
    condition: 'Consumidor final',
    email: 'maria.fernandez@example.com',
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
    owner: CLIENT_ID,
    ...overrides,
  };
}

/** A location as a client's form sends it, which the account contracts write. */
export const LOCATION_INPUT: LocationInput = {
  countryId: 10,
  country: 'Argentina',
  cityId: 3467,
  city: 'Córdoba',
  regionId: 6,
  region: 'Córdoba',
  address: 'Bv. San Juan 450',
};

export function aLocation(overrides: Partial<Location> = {}): Location {
  return {
    id: LOCATION_ID,
    ...LOCATION_INPUT,
    address: 'Av. Colón 1234',
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
    owner: CLIENT_ID,
    ...overrides,
  };
}

/** getUser's answer: aUser() with the billing and location it links to. */
export function aUserRecord(overrides: Partial<UserRecord> = {}): UserRecord {
  return { user: aUser(), billingInfo: aBilling(), location: aLocation(), ...overrides };
}

/** The flattened profile of aUserRecord(). */
export function aUserProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: CLIENT_ID,
    username: 'María Fernández',
    email: 'maria.fernandez@example.com',
    phone: '+5493515550123',
    celphone: '+5493515550123',
    country: 'Argentina',
    countryId: 10,
    state: 'Córdoba',
    stateId: 6,
    city: 'Córdoba',
    cityId: 3467,
    address: 'Av. Colón 1234',
    taxId: 27301234568,
    billingCompanyName: 'María Fernández',
    billingAddress: 'Av. Colón 1234, Córdoba',
    billingEmail: 'maria.fernandez@example.com',
    billingTelephone: '+5493515550123',
    billingTaxCondition: 'Consumidor final',
    dynamoLocationId: LOCATION_ID,
    dynamoBillingId: BILLING_ID,
    ...overrides,
  };
}

/** A billing record as a client's form sends it, which the account contracts write. */
export const BILLING_INPUT: BillingInput = {
  billingName: 'Fernández Servicios SRL',
  taxId: 30712345679,
  address: 'Bv. San Juan 450, Córdoba',
  phone: '+5493514440000',
  condition: 'Responsable inscripto',
  email: 'facturas@fernandez.example.com',
};
