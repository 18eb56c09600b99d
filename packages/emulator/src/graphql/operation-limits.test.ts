import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFakeContext, type FakeEmulatorContext } from '../testing/fake-emulator-context';
import { mountGraphql } from './mount-graphql';
import { OPERATION_LIMITS } from './operation-limits';

/*
 * No request holds the server: an operation is measured before it runs (tokens, aliases, depth,
 * directives, cost), and nobody reads the schema through introspection.
 */

const ana = { sub: 'sub-ana', email: 'ana@example.test', phone: '+5491155550001', name: 'Ana Pérez' };
const anaToken = 'token-ana';

/** The portal's operations as packages/adapters/src/appsync/appsync-account-repository.ts sends them (with every field of the schema: the most it could ever select). */
const userSelection =
  'id name phone email owner profileImg enabled createdAt updatedAt deletedAt celphone userBillingInfoId userLocationId';
const billingSelection = 'id billingName taxId address phone condition email owner createdAt updatedAt';
const locationSelection = 'id countryId country cityId city regionId region address owner createdAt updatedAt';
const getUserQuery = `query GetUser($id: ID!) {
  getUser(id: $id) { ${userSelection} billingInfo { ${billingSelection} } location { ${locationSelection} } }
}`;
const portalOperations: readonly (readonly [string, string, Record<string, unknown>])[] = [
  ['getUser', getUserQuery, { id: ana.sub }],
  [
    'updateUser',
    `mutation UpdateUser($input: UpdateUserInput!) { updateUser(input: $input) { ${userSelection} } }`,
    { input: { id: ana.sub, name: 'Ana' } },
  ],
  [
    'createBilling',
    `mutation CreateBilling($input: CreateBillingInput!) { createBilling(input: $input) { ${billingSelection} } }`,
    { input: { billingName: 'Ana' } },
  ],
  [
    'createLocation',
    `mutation CreateLocation($input: CreateLocationInput!) { createLocation(input: $input) { ${locationSelection} } }`,
    { input: { city: 'Córdoba' } },
  ],
];

let ctx: FakeEmulatorContext;
let app: Hono;

beforeEach(() => {
  ctx = createFakeContext();
  app = new Hono();
  mountGraphql(app, ctx);
  ctx.hooks.userConfirmed(ana);
  ctx.tokens.set(anaToken, { sub: ana.sub, email: ana.email, username: ana.email });
});

afterEach(() => ctx.close());

interface Answer {
  readonly status: number;
  readonly body: {
    data?: Record<string, unknown> | null;
    errors?: { message: string; path?: unknown; errorType?: string }[];
  };
}

async function post(
  query: string,
  headers: Record<string, string>,
  variables: Record<string, unknown> = {},
): Promise<Answer> {
  const response = await app.request('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

const asAna = (query: string, variables?: Record<string, unknown>) =>
  post(query, { authorization: anaToken }, variables);
const withApiKey = (query: string) => post(query, { 'x-api-key': ctx.settings.apiKey });

/** `count` aliases of getUser, each selecting `selection`. */
function aliases(count: number, selection = 'id'): string {
  return `{ ${Array.from({ length: count }, (_, index) => `u${index}: getUser(id: "${ana.sub}") { ${selection} }`).join(' ')} }`;
}

/** A refusal before execution: AppSync's request-level error shape, no data, nothing resolved. */
function expectRefused(answer: Answer, message: string | RegExp): void {
  expect(answer.status).toBe(200);
  expect(answer.body.data).toBeNull();
  expect(answer.body.errors).toHaveLength(1);
  expect(answer.body.errors?.[0]?.path).toBeNull();
  expect(answer.body.errors?.[0]?.message).toMatch(message);
}

describe('the portal passes', () => {
  it.each(portalOperations)('its %s, with every field the schema has', async (_name, query, variables) => {
    const answer = await asAna(query, variables);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data).not.toBeNull();
  });

  it('even five times over in one document', async () => {
    const full = `${userSelection} billingInfo { ${billingSelection} } location { ${locationSelection} }`;
    const answer = await asAna(aliases(5, full));
    expect(answer.body.errors).toBeUndefined();
    expect(Object.keys(answer.body.data ?? {})).toHaveLength(5);
  });
});

describe('an operation over a limit is refused before it runs', () => {
  it(`aliases: ${OPERATION_LIMITS.aliases} pass, one more is refused`, async () => {
    expect((await asAna(aliases(OPERATION_LIMITS.aliases))).body.errors).toBeUndefined();
    expectRefused(
      await asAna(aliases(OPERATION_LIMITS.aliases + 1)),
      `Aliases limit of ${OPERATION_LIMITS.aliases} exceeded, found ${OPERATION_LIMITS.aliases + 1}.`,
    );
  });

  it('the alias bomb the probe sent with the API key: 16,000 getUser aliases', async () => {
    const started = performance.now();
    const answer = await withApiKey(aliases(16_000));
    expectRefused(answer, `Token limit of ${OPERATION_LIMITS.tokens} exceeded.`);
    // Parsing stops at the first token past the limit: nothing near the 25 s the probe waited.
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it(`tokens: a document of more than ${OPERATION_LIMITS.tokens} tokens, aliases or not`, async () => {
    const fields = Array.from({ length: OPERATION_LIMITS.tokens }, () => '__typename').join(' ');
    expectRefused(await asAna(`{ ${fields} }`), `Token limit of ${OPERATION_LIMITS.tokens} exceeded.`);
  });

  it(`depth: deeper than ${OPERATION_LIMITS.depth}`, async () => {
    expectRefused(
      await asAna(`{ getUser(id: "x") { billingInfo { id { a { b { c { d } } } } } } }`),
      `Query depth limit of ${OPERATION_LIMITS.depth} exceeded, found 7.`,
    );
  });

  it(`directives: more than ${OPERATION_LIMITS.directives}`, async () => {
    const directives = Array.from({ length: OPERATION_LIMITS.directives + 1 }, () => '@include(if: true)').join(' ');
    expectRefused(
      await asAna(`{ getUser(id: "${ana.sub}") { id ${directives} } }`),
      `Directives limit of ${OPERATION_LIMITS.directives} exceeded`,
    );
  });

  it(`cost: within the aliases and tokens allowed, past a budget of ${OPERATION_LIMITS.cost}`, async () => {
    // A full getUser costs 74.75 (2 + 1.5 × (13 scalars + billingInfo 17 + location 18.5)): six fit, seven do not.
    const full = `${userSelection} billingInfo { ${billingSelection} } location { ${locationSelection} }`;
    expect((await asAna(aliases(6, full))).body.errors).toBeUndefined();
    expectRefused(
      await asAna(aliases(7, full)),
      `Query Cost limit of ${OPERATION_LIMITS.cost} exceeded, found 523.25.`,
    );
  });

  it('a refused operation runs nothing: a mutation over a limit writes nothing', async () => {
    const renames = Array.from(
      { length: OPERATION_LIMITS.aliases + 1 },
      (_, index) => `r${index}: updateUser(input: { id: "${ana.sub}", name: "Bot ${index}" }) { id }`,
    );
    expectRefused(await asAna(`mutation { ${renames.join(' ')} }`), /Aliases limit/);
    const after = await asAna(getUserQuery, { id: ana.sub });
    expect((after.body.data?.['getUser'] as Record<string, unknown>)['name']).toBe(ana.name);
  });
});

describe('introspection: nobody reads the schema', () => {
  const schemaQuery = '{ __schema { types { name fields { name } } } }';
  const typeQuery = '{ __type(name: "User") { fields { name } } }';

  it.each([
    ['the API key', () => withApiKey(schemaQuery)],
    ['the API key, __type', () => withApiKey(typeQuery)],
    ['a signed-in user too', () => asAna(schemaQuery)],
    ['a signed-in user, __type', () => asAna(typeQuery)],
  ])('is refused to %s', async (_who, send) => {
    expectRefused(
      await send(),
      /GraphQL introspection has been disabled, but the requested query contained the field "__(schema|type)"/,
    );
  });

  it('and without credentials nothing is read at all', async () => {
    const answer = await post(schemaQuery, {});
    expect(answer.status).toBe(401);
    expect(JSON.stringify(answer.body)).not.toContain('User');
  });

  it('hidden in a fragment or under an alias', async () => {
    expectRefused(
      await withApiKey('query { ...F } fragment F on Query { s: __schema { queryType { name } } }'),
      /introspection has been disabled/,
    );
  });

  it('__typename stays, as every GraphQL client may ask it', async () => {
    expect((await withApiKey('{ __typename }')).body).toEqual({ data: { __typename: 'Query' } });
  });

  it('unknown fields get no "Did you mean" naming the schema\'s fields', async () => {
    const answer = await withApiKey('{ getUsr(id: "1") { id } }');
    expectRefused(answer, 'Cannot query field "getUsr" on type "Query". [Suggestion hidden]');
    expect(JSON.stringify(answer.body)).not.toContain('getUser');
  });
});
