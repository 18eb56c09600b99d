import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFakeContext, type FakeEmulatorContext } from '../testing/fake-emulator-context';
import { mountGraphql } from './mount-graphql';

const ana = { sub: 'sub-ana', email: 'ana@example.test', phone: '+5491155550001', name: 'Ana Pérez' };
const anaToken = 'token-ana';

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
  readonly data: Record<string, Record<string, unknown> | null> | null;
  readonly errors?: Record<string, unknown>[];
}

async function asAna(query: string, input: Record<string, unknown>): Promise<Answer> {
  const response = await app.request('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: anaToken },
    body: JSON.stringify({ query, variables: { input } }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Answer;
}

const updateUser = 'mutation ($input: UpdateUserInput!) { updateUser(input: $input) { id name phone } }';
const createBilling = 'mutation ($input: CreateBillingInput!) { createBilling(input: $input) { id billingName } }';
const createLocation = 'mutation ($input: CreateLocationInput!) { createLocation(input: $input) { id address } }';

function storedName(): unknown {
  return ctx.db.prepare('SELECT name FROM account_user WHERE id = ?').pluck().get(ana.sub);
}

describe('input text limits', () => {
  it('refuses a name over 100 characters with a ValidationError on the field, and stores nothing', async () => {
    const answer = await asAna(updateUser, { id: ana.sub, name: 'x'.repeat(101) });
    expect(answer.data).toEqual({ updateUser: null });
    expect(answer.errors).toEqual([
      expect.objectContaining({
        path: ['updateUser'],
        errorType: 'ValidationError',
        message: 'The value of name has 101 characters; at most 100 are accepted.',
      }),
    ]);
    expect(storedName()).toBe(ana.name);
  });

  it('stores a name of exactly 100 characters', async () => {
    const name = 'x'.repeat(100);
    expect((await asAna(updateUser, { id: ana.sub, name })).data).toEqual({
      updateUser: { id: ana.sub, name, phone: ana.phone },
    });
    expect(storedName()).toBe(name);
  });

  it.each([
    [updateUser, 'phone', 20, { id: ana.sub }],
    [createBilling, 'billingName', 100, {}],
    [createBilling, 'taxId', 20, {}],
    [createBilling, 'address', 200, {}],
    [createBilling, 'phone', 20, {}],
    [createBilling, 'condition', 100, {}],
    [createBilling, 'email', 254, {}],
    [createLocation, 'country', 100, {}],
    [createLocation, 'region', 100, {}],
    [createLocation, 'city', 100, {}],
    [createLocation, 'address', 200, {}],
  ])('caps %#: %s at %i characters', async (mutation, field, limit, base) => {
    const before = ctx.db
      .prepare('SELECT (SELECT COUNT(*) FROM account_billing) + (SELECT COUNT(*) FROM account_location)')
      .pluck()
      .get();
    const answer = await asAna(mutation, { ...base, [field]: 'x'.repeat(limit + 1) });
    expect(answer.errors?.[0]).toMatchObject({
      errorType: 'ValidationError',
      message: expect.stringContaining(`at most ${limit}`),
    });
    expect(
      ctx.db
        .prepare('SELECT (SELECT COUNT(*) FROM account_billing) + (SELECT COUNT(*) FROM account_location)')
        .pluck()
        .get(),
    ).toBe(before);
    expect((await asAna(mutation, { ...base, [field]: 'x'.repeat(limit) })).errors).toBeUndefined();
  });
});

describe('input texts are one line, so none forges a header or a calendar line', () => {
  it.each([
    [updateUser, 'name', { id: ana.sub }, 'Ana\r\nBEGIN:VALARM'],
    [updateUser, 'phone', { id: ana.sub }, '+549\n351'],
    [createBilling, 'address', {}, 'Av. Colón 123\u0000'],
    [createBilling, 'billingName', {}, 'Ana\u2028Pérez'],
    [createLocation, 'city', {}, 'Córdoba\t'],
    [createLocation, 'address', {}, 'Calle\u0085Falsa'],
  ])(
    'refuses %#: %s holding a line break or a control character, and stores nothing',
    async (mutation, field, base, value) => {
      const before = ctx.db
        .prepare('SELECT (SELECT COUNT(*) FROM account_billing) + (SELECT COUNT(*) FROM account_location)')
        .pluck()
        .get();
      const answer = await asAna(mutation, { ...base, [field]: value });
      expect(answer.errors?.[0]).toMatchObject({
        errorType: 'ValidationError',
        message: `The value of ${field} holds a line break or a control character; they are not accepted.`,
      });
      expect(
        ctx.db
          .prepare('SELECT (SELECT COUNT(*) FROM account_billing) + (SELECT COUNT(*) FROM account_location)')
          .pluck()
          .get(),
      ).toBe(before);
      expect(storedName()).toBe(ana.name);
    },
  );
});
