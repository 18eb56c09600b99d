import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../index';
import { userPoolClient } from '../testing/aws-json-client';

/** The GraphQL endpoint inside the whole emulator: real sign-ups, real access tokens. */
let emulator: RunningEmulator;
let cognito: ReturnType<typeof userPoolClient>;
let counter = 0;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, data: ':memory:', seed: 'none' });
  cognito = userPoolClient(emulator);
});

type GraphqlBody = { data?: Record<string, Record<string, unknown> | null> | null; errors?: Record<string, unknown>[] };

afterAll(async () => {
  await emulator.close();
});

async function signedInClient(on: RunningEmulator = emulator) {
  const email = `graphql${++counter}@example.com`;
  const client = on === emulator ? cognito : userPoolClient(on);
  const sub = await client.signUpConfirmed(email);
  const { AccessToken } = await client.signIn(email);
  return { email, sub, accessToken: AccessToken };
}

async function graphql(
  headers: Record<string, string>,
  query: string,
  variables: Record<string, unknown>,
  on: RunningEmulator = emulator,
) {
  const response = await fetch(`${on.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as GraphqlBody };
}

const withApiKey = (on: RunningEmulator = emulator) => ({ 'x-api-key': on.context.settings.apiKey });

const getUser =
  'query GetUser($id: ID!) { getUser(id: $id) { id name email celphone owner enabled deletedAt userBillingInfoId userLocationId location { id region owner } billingInfo { id taxId owner } } }';
const createLocation =
  'mutation CreateLocation($input: CreateLocationInput!) { createLocation(input: $input) { id owner } }';
const updateLocation =
  'mutation UpdateLocation($input: UpdateLocationInput!) { updateLocation(input: $input) { id city owner } }';
const createBilling =
  'mutation CreateBilling($input: CreateBillingInput!) { createBilling(input: $input) { id taxId owner } }';
const updateBilling =
  'mutation UpdateBilling($input: UpdateBillingInput!) { updateBilling(input: $input) { id taxId owner } }';
const updateUser =
  'mutation UpdateUser($input: UpdateUserInput!) { updateUser(input: $input) { id name userBillingInfoId userLocationId deletedAt } }';

function expectUnauthorized(answer: { status: number; body: GraphqlBody }, field: string): void {
  expect(answer.status).toBe(200);
  expect(answer.body.data).toEqual({ [field]: null });
  expect(answer.body.errors).toEqual([
    expect.objectContaining({
      path: [field],
      errorType: 'Unauthorized',
      message: `Not Authorized to access ${field} on type Mutation`,
    }),
  ]);
}

/** A client with billing and location saved with its own token, as the portal saves them. */
async function clientWithAccount(on: RunningEmulator = emulator) {
  const client = await signedInClient(on);
  const token = { authorization: client.accessToken };
  const billing = (await graphql(token, createBilling, { input: { taxId: '27-31456789-4' } }, on)).body.data
    ?.createBilling;
  const location = (await graphql(token, createLocation, { input: { region: 'Córdoba' } }, on)).body.data
    ?.createLocation;
  const linked = await graphql(
    token,
    updateUser,
    { input: { id: client.sub, userBillingInfoId: billing?.id, userLocationId: location?.id } },
    on,
  );
  expect(linked.body.errors).toBeUndefined();
  return { ...client, billingId: String(billing?.id), locationId: String(location?.id) };
}

async function accountOf(client: { sub: string; accessToken: string }, on: RunningEmulator = emulator) {
  return (await graphql({ authorization: client.accessToken }, getUser, { id: client.sub }, on)).body.data?.getUser;
}

describe('GraphQL on the running emulator', () => {
  it('lets a client read the record its confirmed sign-up created, and nobody else', async () => {
    const ana = await signedInClient();
    const beto = await signedInClient();
    const own = await graphql({ authorization: ana.accessToken }, getUser, { id: ana.sub });
    expect(own.body.data?.getUser).toMatchObject({
      id: ana.sub,
      email: ana.email,
      owner: ana.sub,
      enabled: true,
      deletedAt: null,
    });

    const other = await graphql({ authorization: ana.accessToken }, getUser, { id: beto.sub });
    expect(other.body).toMatchObject({ data: { getUser: null }, errors: [{ errorType: 'Unauthorized' }] });
  });

  it("saves billing and location with the client's token, owned by the client, and shows them to it (SPEC §4)", async () => {
    const ana = await clientWithAccount();
    expect(await accountOf(ana)).toMatchObject({
      location: { id: ana.locationId, region: 'Córdoba', owner: ana.sub },
      billingInfo: { id: ana.billingId, taxId: '27-31456789-4', owner: ana.sub },
    });
  });

  it('refuses a token after sign-out, and keeps the record marked deleted after the account is gone', async () => {
    const ana = await signedInClient();
    const deletedAt = new Date().toISOString();
    const marked = await graphql({ authorization: ana.accessToken }, updateUser, {
      input: { id: ana.sub, deletedAt, updatedAt: deletedAt },
    });
    expect(marked.body.data?.updateUser?.deletedAt).toBe(deletedAt);

    expect((await cognito.call('DeleteUser', { AccessToken: ana.accessToken })).status).toBe(200);
    const afterDeletion = await graphql({ authorization: ana.accessToken }, getUser, { id: ana.sub });
    expect(afterDeletion.status).toBe(401);
    expect(
      emulator.context.db.prepare('SELECT deleted_at AS deletedAt FROM account_user WHERE id = ?').get(ana.sub),
    ).toEqual({ deletedAt });
  });
});

// A security probe's finding: the public API key rewrote any user's profile and billing.
// Every attempt here is refused, so one victim and one attacker serve them all.
describe("the probe's account writes, refused", () => {
  let probed: RunningEmulator;
  let victim: Awaited<ReturnType<typeof clientWithAccount>>;
  let attacker: Awaited<ReturnType<typeof signedInClient>>;
  const send = (headers: Record<string, string>, query: string, input: Record<string, unknown>) =>
    graphql(headers, query, { input }, probed);
  const expectVictimUntouched = async () =>
    expect(await accountOf(victim, probed)).toMatchObject({
      name: null,
      userBillingInfoId: victim.billingId,
      billingInfo: { taxId: '27-31456789-4', owner: victim.sub },
      location: { region: 'Córdoba', owner: victim.sub },
    });

  beforeAll(async () => {
    // Many sign-ups and sign-ins from one address; the rate limits have their own tests (src/rate-limit).
    probed = await startEmulator({ port: 0, data: ':memory:', seed: 'none', rateLimits: 'off' });
    victim = await clientWithAccount(probed);
    attacker = await signedInClient(probed);
  });
  afterAll(() => probed.close());

  it("refuses the API key's updateUser of another user's record", async () => {
    expectUnauthorized(await send(withApiKey(probed), updateUser, { id: victim.sub, name: 'Hackeado' }), 'updateUser');
    await expectVictimUntouched();
  });

  it("refuses the API key's updateBilling and updateLocation of a user's records", async () => {
    expectUnauthorized(
      await send(withApiKey(probed), updateBilling, { id: victim.billingId, taxId: '20-66666666-6' }),
      'updateBilling',
    );
    expectUnauthorized(
      await send(withApiKey(probed), updateLocation, { id: victim.locationId, city: 'Otra' }),
      'updateLocation',
    );
    await expectVictimUntouched();
  });

  it("refuses the API key's createBilling, then its updateUser swapping a record in", async () => {
    expectUnauthorized(await send(withApiKey(probed), createBilling, { taxId: '20-66666666-6' }), 'createBilling');
    const planted = (await send({ authorization: attacker.accessToken }, createBilling, { taxId: '20-66666666-6' }))
      .body.data?.createBilling;
    expectUnauthorized(
      await send(withApiKey(probed), updateUser, { id: victim.sub, userBillingInfoId: planted?.id }),
      'updateUser',
    );
    await expectVictimUntouched();
  });

  it("refuses a user's token updateUser of another id", async () => {
    expectUnauthorized(
      await send({ authorization: attacker.accessToken }, updateUser, { id: victim.sub, name: 'Hackeado' }),
      'updateUser',
    );
    await expectVictimUntouched();
  });

  it("refuses a user's token updateBilling and updateLocation of another user's records", async () => {
    const token = { authorization: attacker.accessToken };
    expectUnauthorized(
      await send(token, updateBilling, { id: victim.billingId, taxId: '20-66666666-6' }),
      'updateBilling',
    );
    expectUnauthorized(await send(token, updateLocation, { id: victim.locationId, city: 'Otra' }), 'updateLocation');
    await expectVictimUntouched();
  });

  it("refuses linking another user's billing or location to one's own user", async () => {
    const token = { authorization: attacker.accessToken };
    expectUnauthorized(
      await send(token, updateUser, { id: attacker.sub, userBillingInfoId: victim.billingId }),
      'updateUser',
    );
    expectUnauthorized(
      await send(token, updateUser, { id: attacker.sub, userLocationId: victim.locationId }),
      'updateUser',
    );
    expect(await accountOf(attacker, probed)).toMatchObject({
      userBillingInfoId: null,
      userLocationId: null,
      billingInfo: null,
      location: null,
    });
    await expectVictimUntouched();
  });

  it("makes what a token creates the caller's, whatever id it is given", async () => {
    const created = await send({ authorization: attacker.accessToken }, createBilling, {
      id: `billing-${attacker.sub}`,
      taxId: '0',
    });
    expect(created.body.data?.createBilling).toEqual({
      id: `billing-${attacker.sub}`,
      taxId: '0',
      owner: attacker.sub,
    });
  });
});

describe('GraphQL with allowApiKeyWrites (a backend demanding SPEC §6 to the letter)', () => {
  it("takes the account page's API-key saves, but never a swap of a linked record nor a deletion mark", async () => {
    const lenient = await startEmulator({ port: 0, data: ':memory:', seed: 'none', allowApiKeyWrites: true });
    try {
      const ana = await signedInClient(lenient);
      const apiKey = withApiKey(lenient);
      const created = (await graphql(apiKey, createLocation, { input: { region: 'Mendoza' } }, lenient)).body.data
        ?.createLocation;
      expect(created?.owner).toBeNull();
      const linked = await graphql(
        apiKey,
        updateUser,
        { input: { id: ana.sub, userLocationId: created?.id } },
        lenient,
      );
      expect(linked.body.data?.updateUser).toMatchObject({ id: ana.sub, userLocationId: null });
      expect((await accountOf(ana, lenient))?.location).toEqual({ id: created?.id, region: 'Mendoza', owner: ana.sub });

      const planted = (await graphql(apiKey, createLocation, { input: { region: 'Salta' } }, lenient)).body.data
        ?.createLocation;
      expectUnauthorized(
        await graphql(apiKey, updateUser, { input: { id: ana.sub, userLocationId: planted?.id } }, lenient),
        'updateUser',
      );
      expectUnauthorized(
        await graphql(apiKey, updateUser, { input: { id: ana.sub, deletedAt: new Date().toISOString() } }, lenient),
        'updateUser',
      );
      expect(await accountOf(ana, lenient)).toMatchObject({ userLocationId: created?.id, deletedAt: null });
    } finally {
      await lenient.close();
    }
  });
});
