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

afterAll(async () => {
  await emulator.close();
});

async function signedInClient() {
  const email = `graphql${++counter}@example.com`;
  const sub = await cognito.signUpConfirmed(email);
  const { AccessToken } = await cognito.signIn(email);
  return { email, sub, accessToken: AccessToken };
}

async function graphql(headers: Record<string, string>, query: string, variables: Record<string, unknown>) {
  const response = await fetch(`${emulator.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as { data?: Record<string, Record<string, unknown> | null> | null; errors?: Record<string, unknown>[] } };
}

const getUser = 'query GetUser($id: ID!) { getUser(id: $id) { id email celphone owner enabled deletedAt location { id region owner } } }';
const createLocation = 'mutation CreateLocation($input: CreateLocationInput!) { createLocation(input: $input) { id owner } }';
const updateUser = 'mutation UpdateUser($input: UpdateUserInput!) { updateUser(input: $input) { id userLocationId deletedAt } }';

describe('GraphQL on the running emulator', () => {
  it('lets a client read the record its confirmed sign-up created, and nobody else', async () => {
    const ana = await signedInClient();
    const beto = await signedInClient();
    const own = await graphql({ authorization: ana.accessToken }, getUser, { id: ana.sub });
    expect(own.body.data?.getUser).toMatchObject({ id: ana.sub, email: ana.email, owner: ana.sub, enabled: true, deletedAt: null });

    const other = await graphql({ authorization: ana.accessToken }, getUser, { id: beto.sub });
    expect(other.body).toMatchObject({ data: { getUser: null }, errors: [{ errorType: 'Unauthorized' }] });
  });

  it('saves a location with the API key and shows it to its user (SPEC §4)', async () => {
    const ana = await signedInClient();
    const apiKey = { 'x-api-key': emulator.context.settings.apiKey };
    const created = await graphql(apiKey, createLocation, { input: { countryId: 1, country: 'Argentina', regionId: 3, region: 'Mendoza' } });
    const locationId = created.body.data?.createLocation?.id;
    await graphql(apiKey, updateUser, { input: { id: ana.sub, userLocationId: locationId } });
    const read = await graphql({ authorization: ana.accessToken }, getUser, { id: ana.sub });
    expect(read.body.data?.getUser?.location).toEqual({ id: locationId, region: 'Mendoza', owner: ana.sub });
  });

  it('refuses a token after sign-out, and keeps the record marked deleted after the account is gone', async () => {
    const ana = await signedInClient();
    const deletedAt = new Date().toISOString();
    const marked = await graphql({ authorization: ana.accessToken }, updateUser, { input: { id: ana.sub, deletedAt, updatedAt: deletedAt } });
    expect(marked.body.data?.updateUser?.deletedAt).toBe(deletedAt);

    expect((await cognito.call('DeleteUser', { AccessToken: ana.accessToken })).status).toBe(200);
    const afterDeletion = await graphql({ authorization: ana.accessToken }, getUser, { id: ana.sub });
    expect(afterDeletion.status).toBe(401);
    expect(emulator.context.db.prepare('SELECT deleted_at AS deletedAt FROM account_user WHERE id = ?').get(ana.sub)).toEqual({ deletedAt });
  });
});

describe('GraphQL with API-key writes refused', () => {
  it('answers Unauthorized to the API key and still takes the user-pool token', async () => {
    const hardened = await startEmulator({ port: 0, data: ':memory:', seed: 'none', refuseApiKeyWrites: true });
    try {
      const client = userPoolClient(hardened);
      const sub = await client.signUpConfirmed('endurecido@example.com');
      const { AccessToken } = await client.signIn('endurecido@example.com');
      const post = (headers: Record<string, string>) =>
        fetch(`${hardened.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify({ query: updateUser, variables: { input: { id: sub } } }),
        }).then((response) => response.json() as Promise<{ errors?: { errorType: string }[] }>);
      expect((await post({ 'x-api-key': hardened.context.settings.apiKey })).errors?.[0]?.errorType).toBe('Unauthorized');
      expect((await post({ authorization: AccessToken })).errors).toBeUndefined();
    } finally {
      await hardened.close();
    }
  });
});
