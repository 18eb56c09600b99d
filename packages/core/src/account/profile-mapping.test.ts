import { describe, expect, it } from 'vitest';
import type { Billing } from './billing';
import type { Location } from './location';
import {
  billingInputFromProfile,
  locationInputFromProfile,
  userHasCelphone,
  userProfileFromRecord,
} from './profile-mapping';
import type { User, UserRecord } from './user';

const user: User = {
  id: 'u-1',
  name: 'Ana Pérez',
  phone: '+5491122334455',
  email: 'ana@example.com',
  owner: 'u-1',
  profileImg: null,
  enabled: true,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: null,
  deletedAt: null,
  celphone: '+5491122334455',
  userBillingInfoId: 'b-1',
  userLocationId: 'l-1',
};
const billing: Billing = {
  id: 'b-1',
  billingName: 'Ana Pérez SRL',
  taxId: 20123456789,
  address: 'Corrientes 1234',
  phone: '1122334455',
  condition: 'Monotributo',
  email: 'facturas@example.com',
  createdAt: null,
  updatedAt: null,
  owner: 'u-1',
};
const location: Location = {
  id: 'l-1',
  countryId: 1,
  country: 'Argentina',
  cityId: 5,
  city: 'La Plata',
  regionId: 2,
  region: 'Buenos Aires',
  address: 'Calle 7 123',
  createdAt: null,
  updatedAt: null,
  owner: 'u-1',
};
const session = { username: 'ana@example.com', email: 'ana@example.com' };

describe('userProfileFromRecord', () => {
  it("SPEC §3: flattens user, billing and location; the profile's state is the location's region", () => {
    expect(userProfileFromRecord({ user, billingInfo: billing, location }, session)).toEqual({
      id: 'u-1',
      username: 'ana@example.com',
      email: 'ana@example.com',
      phone: '+5491122334455',
      celphone: '+5491122334455',
      country: 'Argentina',
      countryId: 1,
      state: 'Buenos Aires',
      stateId: 2,
      city: 'La Plata',
      cityId: 5,
      address: 'Calle 7 123',
      taxId: 20123456789,
      billingCompanyName: 'Ana Pérez SRL',
      billingAddress: 'Corrientes 1234',
      billingEmail: 'facturas@example.com',
      billingTelephone: '1122334455',
      billingTaxCondition: 'Monotributo',
      dynamoLocationId: 'l-1',
      dynamoBillingId: 'b-1',
    });
  });

  it('SPEC §3: without billing or location their fields and ids are null, even with a dangling link', () => {
    const profile = userProfileFromRecord({ user, billingInfo: null, location: null }, session);
    expect([profile.state, profile.countryId, profile.taxId, profile.billingCompanyName]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect([profile.dynamoLocationId, profile.dynamoBillingId]).toEqual([null, null]);
  });
});

describe('billingInputFromProfile', () => {
  it('SPEC §5: sends the billing fields of the profile', () => {
    expect(
      billingInputFromProfile({
        billingCompanyName: 'Ana Pérez SRL',
        taxId: 20123456789,
        billingAddress: 'Corrientes 1234',
        billingTelephone: '1122334455',
        billingTaxCondition: 'Monotributo',
        billingEmail: 'facturas@example.com',
      }),
    ).toEqual({
      billingName: 'Ana Pérez SRL',
      taxId: 20123456789,
      address: 'Corrientes 1234',
      phone: '1122334455',
      condition: 'Monotributo',
      email: 'facturas@example.com',
    });
  });

  it('SPEC §5: missing text becomes null and a missing taxId 0', () => {
    expect(billingInputFromProfile({})).toEqual({
      billingName: null,
      taxId: 0,
      address: null,
      phone: null,
      condition: null,
      email: null,
    });
    expect(billingInputFromProfile({ taxId: null, billingCompanyName: '  ', billingEmail: null })).toMatchObject({
      taxId: 0,
      billingName: null,
      email: null,
    });
  });
});

describe('locationInputFromProfile', () => {
  it("SPEC §5: sends the location fields; the profile's state is the region", () => {
    expect(
      locationInputFromProfile({
        countryId: 1,
        country: 'Argentina',
        cityId: 5,
        city: 'La Plata',
        stateId: 2,
        state: 'Buenos Aires',
        address: 'Calle 7 123',
      }),
    ).toEqual({
      countryId: 1,
      country: 'Argentina',
      cityId: 5,
      city: 'La Plata',
      regionId: 2,
      region: 'Buenos Aires',
      address: 'Calle 7 123',
    });
  });

  it('SPEC §5: missing numeric ids default to 0 and missing text to null', () => {
    expect(locationInputFromProfile({})).toEqual({
      countryId: 0,
      country: null,
      cityId: 0,
      city: null,
      regionId: 0,
      region: null,
      address: null,
    });
    expect(locationInputFromProfile({ countryId: null, cityId: Number.NaN, state: '' })).toMatchObject({
      countryId: 0,
      cityId: 0,
      region: null,
    });
  });
});

describe('userHasCelphone', () => {
  const record: UserRecord = { user, billingInfo: null, location: null };

  it('SPEC §5: loading the user succeeds when the record exists and has a celphone', () => {
    expect(userHasCelphone(record)).toBe(true);
  });

  it('SPEC §5: fails when there is no record or no celphone', () => {
    expect(userHasCelphone(null)).toBe(false);
    expect(userHasCelphone({ ...record, user: { ...user, celphone: null } })).toBe(false);
    expect(userHasCelphone({ ...record, user: { ...user, celphone: ' ' } })).toBe(false);
  });
});
