import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFakeContext, type FakeEmulatorContext } from '../testing/fake-emulator-context';
import { mountGraphql } from './mount-graphql';

const ana = { sub: 'sub-ana', email: 'ana@example.test', phone: '+5491155550001', name: 'Ana Pérez' };
const beto = { sub: 'sub-beto', email: 'beto@example.test', phone: '+5491155550002', name: 'Beto Gómez' };
const anaToken = 'token-ana';
const betoToken = 'token-beto';

const userFields = /* GraphQL */ `
  id name phone email owner profileImg enabled createdAt updatedAt deletedAt celphone
  userBillingInfoId userLocationId
  billingInfo { id billingName taxId address phone condition email owner createdAt updatedAt }
  location { id countryId country cityId city regionId region address owner createdAt updatedAt }
`;
const getUserQuery = `query GetUser($id: ID!) { getUser(id: $id) { ${userFields} } }`;
const updateUserMutation = `mutation UpdateUser($input: UpdateUserInput!) { updateUser(input: $input) { ${userFields} } }`;
const billingFields = 'id billingName taxId address phone condition email owner createdAt updatedAt';
const createBillingMutation = `mutation CreateBilling($input: CreateBillingInput!) { createBilling(input: $input) { ${billingFields} } }`;
const updateBillingMutation = `mutation UpdateBilling($input: UpdateBillingInput!) { updateBilling(input: $input) { ${billingFields} } }`;
const locationFields = 'id countryId country cityId city regionId region address owner createdAt updatedAt';
const createLocationMutation = `mutation CreateLocation($input: CreateLocationInput!) { createLocation(input: $input) { ${locationFields} } }`;
const updateLocationMutation = `mutation UpdateLocation($input: UpdateLocationInput!) { updateLocation(input: $input) { ${locationFields} } }`;

interface GraphqlAnswer {
  readonly status: number;
  readonly headers: Headers;
  readonly body: {
    data?: Record<string, Record<string, unknown> | null> | null;
    errors?: Record<string, unknown>[];
  };
}

let ctx: FakeEmulatorContext;
let app: Hono;

/** A GraphQL endpoint with Ana and Beto registered and signed in, on a context of these options. */
function mountWithClients(options: Parameters<typeof createFakeContext>[0] = {}) {
  ctx = createFakeContext(options);
  app = new Hono();
  mountGraphql(app, ctx);
  ctx.hooks.userConfirmed(ana);
  ctx.hooks.userConfirmed(beto);
  ctx.tokens.set(anaToken, { sub: ana.sub, email: ana.email, username: ana.email });
  ctx.tokens.set(betoToken, { sub: beto.sub, email: beto.email, username: beto.email });
}

beforeEach(() => mountWithClients());

afterEach(() => ctx.close());

async function post(body: string, headers: Record<string, string>): Promise<GraphqlAnswer> {
  const response = await app.request('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as GraphqlAnswer['body'] };
}

function asUser(token: string, query: string, variables: Record<string, unknown> = {}) {
  return post(JSON.stringify({ query, variables }), { authorization: token });
}

function withApiKey(query: string, variables: Record<string, unknown> = {}) {
  return post(JSON.stringify({ query, variables }), { 'x-api-key': ctx.settings.apiKey });
}

function field(answer: GraphqlAnswer, name: string): Record<string, unknown> | null | undefined {
  return answer.body.data?.[name];
}

describe('authentication', () => {
  const unauthorizedBody = {
    errors: [{ errorType: 'UnauthorizedException', message: 'You are not authorized to make this call.' }],
  };

  it.each([
    ['no credentials', {}],
    ['an unknown, expired or forged access token', { authorization: 'eyJhbGciOiJSUzI1NiJ9.forged.signature' }],
    ['a wrong API key', { 'x-api-key': 'da2-not-the-key' }],
    ['a wrong token even with the right API key', { authorization: 'revoked', 'x-api-key': 'da2-fakeapikey' }],
  ])('answers 401 UnauthorizedException to %s', async (_, headers) => {
    const answer = await post(JSON.stringify({ query: getUserQuery, variables: { id: ana.sub } }), headers);
    expect(answer.status).toBe(401);
    expect(answer.headers.get('x-amzn-errortype')).toBe('UnauthorizedException');
    expect(answer.body).toEqual(unauthorizedBody);
  });

  it('accepts the raw access token and the Bearer form', async () => {
    for (const authorization of [anaToken, `Bearer ${anaToken}`]) {
      const answer = await post(JSON.stringify({ query: getUserQuery, variables: { id: ana.sub } }), { authorization });
      expect(answer.status).toBe(200);
      expect(field(answer, 'getUser')?.id).toBe(ana.sub);
    }
  });
});

describe('request bodies AppSync cannot parse', () => {
  it('answers 400 MalformedHttpRequestException to an empty body', async () => {
    const answer = await post('', { authorization: anaToken });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      errors: [{ message: 'Request body is empty.', errorType: 'MalformedHttpRequestException' }],
    });
  });

  it.each(['meow', '{}', '[]', '{"query": 42}', '{"query": "{ __typename }", "variables": [1]}'])(
    'answers 400 "Unable to parse GraphQL query." to %s',
    async (body) => {
      const answer = await post(body, { authorization: anaToken });
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual([
        { message: 'Unable to parse GraphQL query.', errorType: 'MalformedHttpRequestException' },
      ]);
    },
  );
});

describe('validation errors', () => {
  function expectValidationError(answer: GraphqlAnswer, message: RegExp): void {
    expect(answer.status).toBe(200);
    expect(answer.body.data).toBeNull();
    expect(answer.body.errors).toHaveLength(1);
    const [error] = answer.body.errors ?? [];
    expect(error).toMatchObject({ path: null, message: expect.stringMatching(message) });
    expect(error?.locations).toEqual([expect.objectContaining({ sourceName: null })]);
  }

  it('names an undefined field', async () => {
    expectValidationError(await asUser(anaToken, `{ getUser(id: "${ana.sub}") { id password } }`), /password/);
  });

  it('refuses a missing required variable', async () => {
    expectValidationError(await asUser(anaToken, getUserQuery, {}), /\$id/);
  });

  it('refuses an input without its id', async () => {
    expectValidationError(await withApiKey(updateUserMutation, { input: { name: 'Sin id' } }), /id/);
  });

  it('refuses mistyped input fields', async () => {
    expectValidationError(
      await withApiKey(createLocationMutation, { input: { countryId: 'Argentina' } }),
      /countryId.*Int/s,
    );
    expectValidationError(await withApiKey(createBillingMutation, { input: { taxId: 20123456789 } }), /taxId/);
  });

  it('refuses an updatedAt that is not an AWSDateTime', async () => {
    for (const updatedAt of ['2024-13-01T00:00:00Z', '2024-05-01 10:00', '2024-05-01T10:00:00']) {
      expectValidationError(
        await asUser(anaToken, updateUserMutation, { input: { id: ana.sub, updatedAt } }),
        /AWSDateTime/,
      );
    }
  });
});

describe('getUser', () => {
  it('returns the record the confirmed sign-up created, as the pool trigger does', async () => {
    const answer = await asUser(anaToken, getUserQuery, { id: ana.sub });
    expect(answer.body.errors).toBeUndefined();
    const user = field(answer, 'getUser');
    expect(user).toMatchObject({
      id: ana.sub,
      name: ana.name,
      email: ana.email,
      phone: ana.phone,
      celphone: ana.phone,
      owner: ana.sub,
      enabled: true,
      profileImg: null,
      deletedAt: null,
      billingInfo: null,
      location: null,
    });
    expect(Date.parse(String(user?.createdAt))).not.toBeNaN();
    expect(answer.headers.get('x-amzn-requestid')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers Unauthorized for another user's id and shows nothing of it", async () => {
    const answer = await asUser(anaToken, getUserQuery, { id: beto.sub });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ getUser: null });
    expect(answer.body.errors).toEqual([
      {
        path: ['getUser'],
        data: null,
        errorType: 'Unauthorized',
        errorInfo: null,
        locations: [{ line: 1, column: 27, sourceName: null }],
        message: 'Not Authorized to access getUser on type Query',
      },
    ]);
  });

  it('is not open to the API key', async () => {
    const answer = await withApiKey(getUserQuery, { id: ana.sub });
    expect(answer.body.errors?.[0]?.errorType).toBe('Unauthorized');
    expect(field(answer, 'getUser')).toBeNull();
  });

  it('answers null without an error for a user with no record', async () => {
    ctx.tokens.set('token-new', { sub: 'sub-unconfirmed', email: 'x@example.test', username: 'x@example.test' });
    const answer = await asUser('token-new', getUserQuery, { id: 'sub-unconfirmed' });
    expect(answer.body).toEqual({ data: { getUser: null } });
  });

  it('answers null without an error for any id that has no record, as an owner rule does', async () => {
    const answer = await asUser(anaToken, getUserQuery, { id: 'sub-nobody' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { getUser: null } });
  });

  it('still refuses the API key an id that has no record', async () => {
    const answer = await withApiKey(getUserQuery, { id: 'sub-nobody' });
    expect(answer.body.errors?.[0]?.errorType).toBe('Unauthorized');
  });
});

describe('the account page with the user-pool token (SPEC §4)', () => {
  it('creates a location owned by the caller, links it to the user, and the user then reads it', async () => {
    const created = await asUser(anaToken, createLocationMutation, {
      input: {
        countryId: 1,
        country: 'Argentina',
        cityId: 0,
        city: null,
        regionId: 2,
        region: 'Córdoba',
        address: 'Av. Colón 1234',
      },
    });
    expect(created.body.errors).toBeUndefined();
    const location = field(created, 'createLocation');
    expect(location).toMatchObject({
      countryId: 1,
      country: 'Argentina',
      cityId: 0,
      city: null,
      region: 'Córdoba',
      owner: ana.sub,
    });

    const linked = await asUser(anaToken, updateUserMutation, { input: { id: ana.sub, userLocationId: location?.id } });
    expect(linked.body.errors).toBeUndefined();
    expect(field(linked, 'updateUser')?.userLocationId).toBe(location?.id);

    const read = await asUser(anaToken, getUserQuery, { id: ana.sub });
    expect(field(read, 'getUser')?.location).toMatchObject({
      id: location?.id,
      address: 'Av. Colón 1234',
      owner: ana.sub,
    });
  });

  it('creates billing with missing text as null, then updates only the fields sent', async () => {
    const created = await asUser(anaToken, createBillingMutation, {
      input: { billingName: 'Estudio Pérez', taxId: '0' },
    });
    const billing = field(created, 'createBilling');
    expect(billing).toMatchObject({
      billingName: 'Estudio Pérez',
      taxId: '0',
      address: null,
      email: null,
      owner: ana.sub,
    });
    await asUser(anaToken, updateUserMutation, { input: { id: ana.sub, userBillingInfoId: billing?.id } });

    const updated = await asUser(anaToken, updateBillingMutation, {
      input: { id: billing?.id, taxId: '20-12345678-9', condition: 'Monotributo', address: null },
    });
    expect(updated.body.errors).toBeUndefined();
    expect(field(updated, 'updateBilling')).toMatchObject({
      billingName: 'Estudio Pérez',
      taxId: '20-12345678-9',
      condition: 'Monotributo',
      address: null,
      owner: ana.sub,
    });
  });

  it('only updates records that exist', async () => {
    ctx.tokens.set('token-new', { sub: 'sub-unconfirmed', email: 'x@example.test', username: 'x@example.test' });
    for (const [name, mutation, token, id] of [
      ['updateUser', updateUserMutation, 'token-new', 'sub-unconfirmed'],
      ['updateBilling', updateBillingMutation, anaToken, 'no-such-record'],
      ['updateLocation', updateLocationMutation, anaToken, 'no-such-record'],
    ] as const) {
      const answer = await asUser(token, mutation, { input: { id } });
      expect(answer.body.data).toEqual({ [name]: null });
      expect(answer.body.errors?.[0]).toMatchObject({
        path: [name],
        errorType: 'DynamoDB:ConditionalCheckFailedException',
        message: expect.stringMatching(/^The conditional request failed/),
      });
    }
  });

  it('refuses to create a record whose id is taken', async () => {
    const first = await asUser(anaToken, createBillingMutation, { input: { id: 'billing-1' } });
    expect(field(first, 'createBilling')?.id).toBe('billing-1');
    const second = await asUser(betoToken, createBillingMutation, {
      input: { id: 'billing-1', billingName: 'Pisada' },
    });
    expect(second.body.errors?.[0]?.errorType).toBe('DynamoDB:ConditionalCheckFailedException');
  });

  it('refuses an empty id, or an empty link, as DynamoDB does', async () => {
    const answer = await asUser(anaToken, updateLocationMutation, { input: { id: '' } });
    expect(answer.body.errors?.[0]?.errorType).toBe('DynamoDB:DynamoDbException');
    const link = await asUser(anaToken, updateUserMutation, { input: { id: ana.sub, userLocationId: '' } });
    expect(link.body.errors?.[0]?.errorType).toBe('DynamoDB:DynamoDbException');
  });

  it('unlinks a record when the link is set to null', async () => {
    const location = field(
      await asUser(anaToken, createLocationMutation, { input: { country: 'Argentina' } }),
      'createLocation',
    );
    await asUser(anaToken, updateUserMutation, { input: { id: ana.sub, userLocationId: location?.id } });
    const unlinked = await asUser(anaToken, updateUserMutation, { input: { id: ana.sub, userLocationId: null } });
    expect(field(unlinked, 'updateUser')).toMatchObject({ userLocationId: null, location: null });
  });

  it('refuses to link a record that does not exist', async () => {
    const answer = await asUser(anaToken, updateUserMutation, { input: { id: ana.sub, userBillingInfoId: 'ghost' } });
    expect(answer.body.errors?.[0]).toMatchObject({
      errorType: 'MappingTemplate',
      message: expect.stringContaining('ghost'),
    });
    expect(field(await asUser(anaToken, getUserQuery, { id: ana.sub }), 'getUser')?.userBillingInfoId).toBeNull();
  });
});

describe('writes with the user-pool token', () => {
  it('updates name and phone of the own user and keeps the rest', async () => {
    const answer = await asUser(anaToken, updateUserMutation, {
      input: { id: ana.sub, name: 'Ana María Pérez', phone: '+5493515550000' },
    });
    expect(answer.body.errors).toBeUndefined();
    expect(field(answer, 'updateUser')).toMatchObject({
      name: 'Ana María Pérez',
      phone: '+5493515550000',
      celphone: ana.phone,
      email: ana.email,
    });
  });

  it('marks the account deleted with the given timestamps', async () => {
    const now = '2025-03-10T12:00:00.000Z';
    const answer = await asUser(anaToken, updateUserMutation, {
      input: { id: ana.sub, updatedAt: now, deletedAt: now },
    });
    expect(field(answer, 'updateUser')).toMatchObject({ updatedAt: now, deletedAt: now });
  });

  it("answers Unauthorized to an update of another user's record and leaves it alone", async () => {
    const answer = await asUser(anaToken, updateUserMutation, { input: { id: beto.sub, name: 'Hackeado' } });
    expect(answer.body.data).toEqual({ updateUser: null });
    expect(answer.body.errors?.[0]).toMatchObject({ errorType: 'Unauthorized', path: ['updateUser'] });
    expect(field(await asUser(betoToken, getUserQuery, { id: beto.sub }), 'getUser')?.name).toBe(beto.name);
  });

  it("answers Unauthorized to a write of another user's billing or location and to linking it", async () => {
    const betosBilling = field(
      await asUser(betoToken, createBillingMutation, { input: { billingName: 'De Beto' } }),
      'createBilling',
    );
    const betosLocation = field(
      await asUser(betoToken, createLocationMutation, { input: { city: 'Rosario' } }),
      'createLocation',
    );
    expect([betosBilling?.owner, betosLocation?.owner]).toEqual([beto.sub, beto.sub]);

    const writes = [
      ['updateBilling', updateBillingMutation, { input: { id: betosBilling?.id, billingName: 'Mía' } }],
      ['updateLocation', updateLocationMutation, { input: { id: betosLocation?.id, city: 'Mía' } }],
      ['updateUser', updateUserMutation, { input: { id: ana.sub, userBillingInfoId: betosBilling?.id } }],
      ['updateUser', updateUserMutation, { input: { id: ana.sub, userLocationId: betosLocation?.id } }],
    ] as const;
    for (const [name, mutation, variables] of writes) {
      const answer = await asUser(anaToken, mutation, variables);
      expect(answer.body.data).toEqual({ [name]: null });
      expect(answer.body.errors?.[0]).toMatchObject({ errorType: 'Unauthorized', path: [name] });
    }

    const anas = field(await asUser(anaToken, getUserQuery, { id: ana.sub }), 'getUser');
    expect(anas).toMatchObject({ userBillingInfoId: null, billingInfo: null, userLocationId: null, location: null });
    expect(
      ctx.db.prepare('SELECT billing_name AS name FROM account_billing WHERE id = ?').get(betosBilling?.id),
    ).toEqual({ name: 'De Beto' });
  });

  it('keeps the User record when the pool account is deleted', async () => {
    ctx.hooks.userDeleted(ana.sub);
    expect(field(await asUser(anaToken, getUserQuery, { id: ana.sub }), 'getUser')?.id).toBe(ana.sub);
  });
});

describe('API-key writes, refused by default', () => {
  it('refuses every API-key write, answering Unauthorized with HTTP 200, and writes nothing', async () => {
    const billing = field(
      await asUser(anaToken, createBillingMutation, { input: { taxId: '27-31456789-4' } }),
      'createBilling',
    );
    await asUser(anaToken, updateUserMutation, { input: { id: ana.sub, userBillingInfoId: billing?.id } });

    const writes = [
      ['createBilling', createBillingMutation, { input: { billingName: 'X' } }],
      ['updateBilling', updateBillingMutation, { input: { id: billing?.id, taxId: '20-99999999-9' } }],
      ['createLocation', createLocationMutation, { input: { country: 'Argentina' } }],
      ['updateLocation', updateLocationMutation, { input: { id: 'any-location' } }],
      ['updateUser', updateUserMutation, { input: { id: ana.sub, name: 'Otra' } }],
      ['updateUser', updateUserMutation, { input: { id: ana.sub, deletedAt: '2025-03-10T12:00:00.000Z' } }],
    ] as const;
    for (const [name, mutation, variables] of writes) {
      const answer = await withApiKey(mutation, variables);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual({ [name]: null });
      expect(answer.body.errors?.[0]).toMatchObject({
        errorType: 'Unauthorized',
        message: `Not Authorized to access ${name} on type Mutation`,
      });
    }
    expect(ctx.db.prepare('SELECT count(*) AS n FROM account_billing').get()).toEqual({ n: 1 });
    expect(ctx.db.prepare('SELECT count(*) AS n FROM account_location').get()).toEqual({ n: 0 });
    const anas = field(await asUser(anaToken, getUserQuery, { id: ana.sub }), 'getUser');
    expect(anas).toMatchObject({ name: ana.name, deletedAt: null, billingInfo: { taxId: '27-31456789-4' } });
  });
});

describe('API-key writes with allowApiKeyWrites (SPEC §6 to the letter; unsafe)', () => {
  beforeEach(() => {
    ctx.close();
    mountWithClients({ allowApiKeyWrites: true });
  });

  /** SPEC §4's save with the API key: create an unowned record, then link it, which makes it the user's. */
  async function billingLinkedWithApiKey(userId: string, taxId: string): Promise<string> {
    const created = field(await withApiKey(createBillingMutation, { input: { taxId } }), 'createBilling');
    expect(created?.owner).toBeNull();
    const linked = await withApiKey(updateUserMutation, { input: { id: userId, userBillingInfoId: created?.id } });
    expect(linked.body.errors).toBeUndefined();
    return String(created?.id);
  }

  it("runs the account page's saves: create, link (the user becomes the owner), update in place", async () => {
    const billingId = await billingLinkedWithApiKey(ana.sub, '27-31456789-4');
    const updated = await withApiKey(updateBillingMutation, { input: { id: billingId, condition: 'Monotributo' } });
    expect(field(updated, 'updateBilling')).toMatchObject({
      id: billingId,
      taxId: '27-31456789-4',
      condition: 'Monotributo',
      owner: ana.sub,
    });
    const renamed = await withApiKey(updateUserMutation, { input: { id: ana.sub, name: 'Ana María' } });
    expect(field(renamed, 'updateUser')?.name).toBe('Ana María');
    expect(field(await asUser(anaToken, getUserQuery, { id: ana.sub }), 'getUser')).toMatchObject({
      userBillingInfoId: billingId,
      billingInfo: { id: billingId, condition: 'Monotributo', owner: ana.sub },
    });
  });

  it("refuses to replace or clear a user's link, so no one swaps in a record of their own", async () => {
    const anasBilling = await billingLinkedWithApiKey(ana.sub, '27-31456789-4');
    const planted = field(
      await withApiKey(createBillingMutation, { input: { taxId: '20-66666666-6' } }),
      'createBilling',
    );

    for (const userBillingInfoId of [planted?.id, null]) {
      const answer = await withApiKey(updateUserMutation, { input: { id: ana.sub, userBillingInfoId } });
      expect(answer.body.errors?.[0]).toMatchObject({ errorType: 'Unauthorized', path: ['updateUser'] });
    }
    expect(field(await asUser(anaToken, getUserQuery, { id: ana.sub }), 'getUser')?.userBillingInfoId).toBe(
      anasBilling,
    );
  });

  it('refuses to link a record another user owns, or one already linked to another user', async () => {
    const betosOwn = field(
      await asUser(betoToken, createLocationMutation, { input: { city: 'Rosario' } }),
      'createLocation',
    );
    const betosLinked = await billingLinkedWithApiKey(beto.sub, '20-22222222-2');
    const attempts = [{ userLocationId: betosOwn?.id }, { userBillingInfoId: betosLinked }];
    for (const link of attempts) {
      const answer = await withApiKey(updateUserMutation, { input: { id: ana.sub, ...link } });
      expect(answer.body.errors?.[0]).toMatchObject({ errorType: 'Unauthorized', path: ['updateUser'] });
    }
    expect(field(await asUser(anaToken, getUserQuery, { id: ana.sub }), 'getUser')).toMatchObject({
      userBillingInfoId: null,
      userLocationId: null,
    });
  });

  it('never marks or restores a deletion: SPEC §6 does that with the user-pool token', async () => {
    for (const deletedAt of ['2025-03-10T12:00:00.000Z', null]) {
      const answer = await withApiKey(updateUserMutation, { input: { id: ana.sub, deletedAt } });
      expect(answer.body.errors?.[0]).toMatchObject({ errorType: 'Unauthorized', path: ['updateUser'] });
    }
    expect(field(await asUser(anaToken, getUserQuery, { id: ana.sub }), 'getUser')?.deletedAt).toBeNull();
  });

  it("shows no user's links in its answers, so the key learns no id of a record it did not create", async () => {
    const billingId = await billingLinkedWithApiKey(ana.sub, '27-31456789-4');
    const answer = await withApiKey(updateUserMutation, { input: { id: ana.sub } });
    expect(answer.body.errors).toBeUndefined();
    expect(field(answer, 'updateUser')).toMatchObject({
      id: ana.sub,
      userBillingInfoId: null,
      billingInfo: null,
      userLocationId: null,
      location: null,
    });
    expect(field(await asUser(anaToken, getUserQuery, { id: ana.sub }), 'getUser')?.userBillingInfoId).toBe(billingId);
  });

  it('does not let a user link a record the API key created and nobody owns', async () => {
    const unowned = field(await withApiKey(createLocationMutation, { input: { city: 'Salta' } }), 'createLocation');
    const answer = await asUser(anaToken, updateUserMutation, { input: { id: ana.sub, userLocationId: unowned?.id } });
    expect(answer.body.errors?.[0]).toMatchObject({ errorType: 'Unauthorized', path: ['updateUser'] });
  });

  it("still rewrites any user's name and any record whose id it knows: why the switch is unsafe", async () => {
    const betosBilling = field(
      await asUser(betoToken, createBillingMutation, { input: { taxId: '20-22222222-2' } }),
      'createBilling',
    );
    const renamed = await withApiKey(updateUserMutation, { input: { id: beto.sub, name: 'Hackeado' } });
    expect(field(renamed, 'updateUser')?.name).toBe('Hackeado');
    const rewritten = await withApiKey(updateBillingMutation, {
      input: { id: betosBilling?.id, taxId: '20-66666666-6' },
    });
    expect(field(rewritten, 'updateBilling')).toMatchObject({ taxId: '20-66666666-6', owner: beto.sub });
  });
});
