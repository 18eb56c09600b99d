import {
  BillingSchema,
  LocationSchema,
  ok,
  UserRecordSchema,
  UserSchema,
  type BillingInput,
  type LocationInput,
} from '@justiciable/core';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { fakeFetch, FUZZ_TIMEOUT_MS, fuzzBoundary, type WireBoundary } from '../testing/wire-fuzz';
import { API_KEY_ACCOUNT_WRITES, AppSyncAccountRepository } from './appsync-account-repository';
import { AppSyncClient } from './appsync-client';

const fetch = fakeFetch();

// No retries: a generated 5xx would otherwise wait RETRY_DELAY_MS twice per run.
const client = new AppSyncClient({
  endpoint: 'https://appsync.test/graphql',
  apiKey: 'da2-key',
  accessToken: async () => ok('eyJ.access.token'),
  timeoutMs: 5_000,
  readRetries: 0,
});
const withToken = new AppSyncAccountRepository(client);
const withApiKey = new AppSyncAccountRepository(client, API_KEY_ACCOUNT_WRITES);

const text = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 1, arbitrary: fc.constantFrom('María José', 'Ñandú 🙂', 'Córdoba') },
);
const nullableText = fc.option(text, { nil: null });
const recordId = fc.oneof(
  fc.uuid(),
  text.filter((id) => id !== ''),
);
const timestamp = fc.option(
  fc
    .date({ min: new Date('2020-01-01'), max: new Date('2040-01-01'), noInvalidDate: true })
    .map((moment) => moment.toISOString()),
  { nil: null },
);
const numericId = fc.option(fc.integer({ min: 0, max: 2 ** 31 - 1 }), { nil: null });
/** A CUIT as people write it: eleven digits, with or without dashes or spaces. */
const taxId = fc.option(
  fc.oneof(
    fc.stringMatching(/^\d{11}$/),
    fc.stringMatching(/^\d{2}-\d{8}-\d$/),
    fc.stringMatching(/^\d{2} \d{8} \d$/),
    fc.constant(''),
  ),
  { nil: null },
);

/** A record whose id is always there and whose nullable fields may be missing (GraphQL leaves out what was not selected). */
function record(fields: Readonly<Record<string, fc.Arbitrary<unknown>>>): fc.Arbitrary<Record<string, unknown>> {
  return fc.record({ id: recordId, ...fields }, { requiredKeys: ['id'] });
}

const user = record({
  name: nullableText,
  phone: nullableText,
  email: fc.option(fc.emailAddress(), { nil: null }),
  owner: nullableText,
  profileImg: nullableText,
  enabled: fc.option(fc.boolean(), { nil: null }),
  createdAt: timestamp,
  updatedAt: timestamp,
  deletedAt: timestamp,
  celphone: nullableText,
  userBillingInfoId: nullableText,
  userLocationId: nullableText,
});

const billing = record({
  billingName: nullableText,
  taxId,
  address: nullableText,
  phone: nullableText,
  condition: fc.option(fc.constantFrom('Consumidor final', 'Responsable inscripto', 'Monotributista'), { nil: null }),
  email: nullableText,
  createdAt: timestamp,
  updatedAt: timestamp,
  owner: nullableText,
});

const location = record({
  countryId: numericId,
  country: nullableText,
  cityId: numericId,
  city: nullableText,
  regionId: numericId,
  region: nullableText,
  address: nullableText,
  createdAt: timestamp,
  updatedAt: timestamp,
  owner: nullableText,
});

const userRecord = fc
  .tuple(user, fc.option(billing, { nil: null }), fc.option(location, { nil: null }))
  .map(([fields, billingInfo, place]) => ({ ...fields, billingInfo, location: place }));

/** A success: the operation's field under data. */
function success(data: fc.Arbitrary<Record<string, unknown>>) {
  return fc.record({ data });
}

/** AppSync's refusals: no data, the resolver's error with the errorType the client tells apart. */
const refusals = fc.record(
  {
    data: fc.constantFrom(null, {}),
    errors: fc.array(
      fc.record(
        {
          message: text,
          errorType: fc.option(
            fc.constantFrom(
              'UnauthorizedException',
              'Unauthorized',
              'DynamoDB:ConditionalCheckFailedException',
              'MappingTemplate',
            ),
            { nil: null },
          ),
          extensions: fc.option(fc.record({ errorType: fc.constantFrom('UnauthorizedException', 'BAD_USER_INPUT') }), {
            nil: null,
          }),
        },
        { requiredKeys: ['message'] },
      ),
      { minLength: 1, maxLength: 2 },
    ),
  },
  { requiredKeys: ['errors'] },
);

const billingInput: BillingInput = {
  billingName: 'María José Pérez',
  taxId: 20123456789,
  address: 'Av. Colón 1234',
  phone: '+5493515550123',
  condition: 'Consumidor final',
  email: 'maria@example.com',
};
const locationInput: LocationInput = {
  countryId: 1,
  country: 'Argentina',
  cityId: 5,
  city: 'Córdoba',
  regionId: 3,
  region: 'Córdoba',
  address: 'Av. Colón 1234',
};

// A create and an update read the same record under different names; one body carries both, as GraphQL's object schemas ignore the other.
const boundaries: readonly WireBoundary[] = [
  {
    answer: 'getUser',
    valid: success(fc.record({ getUser: userRecord })),
    entity: UserRecordSchema,
    calls: { getUser: () => withToken.getUser('user-1') },
  },
  {
    answer: 'updateUser (profile, deletion mark)',
    valid: success(fc.record({ updateUser: user })),
    entity: UserSchema,
    calls: {
      updateUser: () => withToken.updateUser({ id: 'user-1', name: 'María' }),
      updateUserWithApiKey: () => withApiKey.updateUser({ id: 'user-1', name: 'María' }),
      markUserDeleted: () => withToken.updateUser({ id: 'user-1', deletedAt: '2025-03-10T13:00:00Z' }),
    },
  },
  {
    answer: 'createBilling and updateBilling',
    valid: success(billing.map((written) => ({ createBilling: written, updateBilling: written }))),
    entity: BillingSchema,
    calls: {
      createBilling: () => withToken.createBilling(billingInput),
      updateBilling: () => withToken.updateBilling('billing-1', billingInput),
      updateBillingWithApiKey: () => withApiKey.updateBilling('billing-1', billingInput),
    },
    // 309 digits, which read as an Infinity taxId.
    found: [{ text: `{"data":{"createBilling":{"id":"billing-1","taxId":"${'9'.repeat(309)}"}}}`, valid: false }],
  },
  {
    answer: 'createLocation and updateLocation',
    valid: success(location.map((written) => ({ createLocation: written, updateLocation: written }))),
    entity: LocationSchema,
    calls: {
      createLocation: () => withToken.createLocation(locationInput),
      updateLocation: () => withToken.updateLocation('location-1', locationInput),
      createLocationWithApiKey: () => withApiKey.createLocation(locationInput),
    },
  },
];

describe('the AppSync adapter on generated answers', () => {
  it.each(boundaries)(
    '$answer: a typed failure or a valid entity, never a throw',
    { timeout: FUZZ_TIMEOUT_MS },
    (boundary) => fuzzBoundary(fetch, boundary, refusals),
  );
});
