import {
  errorMessages,
  identityMessages,
  ok,
  type BillingInput,
  type PortalError,
  type Result,
} from '@justiciable/core';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_ACCOUNT_WRITES, AppSyncAccountRepository } from './appsync-account-repository';
import { AppSyncClient } from './appsync-client';

const ENDPOINT = 'https://appsync.test/graphql';
const API_KEY = 'da2-test-key';
const TOKEN = 'eyJ.access.token';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function repository(options: { timeoutMs?: number; signedIn?: boolean; apiKeyWrites?: boolean } = {}) {
  const client = new AppSyncClient({
    endpoint: ENDPOINT,
    apiKey: API_KEY,
    accessToken: async () => ok(options.signedIn === false ? null : TOKEN),
    timeoutMs: options.timeoutMs ?? 2_000,
    readRetries: 1,
  });
  return new AppSyncAccountRepository(client, options.apiKeyWrites ? API_KEY_ACCOUNT_WRITES : {});
}

function answer(reply: () => Response | Promise<Response>) {
  const calls: { headers: Headers; body: unknown }[] = [];
  server.use(
    http.post(ENDPOINT, async ({ request }) => {
      calls.push({ headers: request.headers, body: await request.json() });
      return reply();
    }),
  );
  return calls;
}

function failureOf<T>(result: Result<T, PortalError>): PortalError {
  if (result.ok) throw new Error(`expected a failure, got ${JSON.stringify(result.value)}`);
  return result.error;
}

const USER = {
  id: 'user-1',
  name: 'María Fernández',
  phone: '+5493515550123',
  email: 'maria@example.com',
  owner: 'user-1',
  profileImg: null,
  enabled: true,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  deletedAt: null,
  celphone: '+5493515550123',
  userBillingInfoId: 'billing-1',
  userLocationId: null,
};
const BILLING_WIRE = {
  id: 'billing-1',
  billingName: 'Fernández SRL',
  taxId: '30-71234567-9',
  address: null,
  phone: null,
  condition: 'Monotributista',
  email: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  owner: 'user-1',
};
const BILLING: BillingInput = {
  billingName: 'Fernández SRL',
  taxId: 30712345679,
  address: null,
  phone: null,
  condition: null,
  email: null,
};

describe('AppSyncAccountRepository on a faulty network', () => {
  it('reads with the user-pool token and maps the wire: taxId text to a number, missing links to null', async () => {
    const calls = answer(() =>
      HttpResponse.json({ data: { getUser: { ...USER, billingInfo: BILLING_WIRE, location: null } } }),
    );
    const record = await repository().getUser('user-1');
    expect(record).toEqual(ok({ user: USER, billingInfo: { ...BILLING_WIRE, taxId: 30712345679 }, location: null }));
    expect(calls[0]?.headers.get('authorization')).toBe(TOKEN);
    expect(calls[0]?.headers.get('x-api-key')).toBeNull();
    expect(calls[0]?.body).toMatchObject({ variables: { id: 'user-1' } });
  });

  it('writes every account record with the user-pool token by default, and taxId as text', async () => {
    const calls = answer(() =>
      HttpResponse.json({
        data: {
          createBilling: { ...BILLING_WIRE, taxId: '30712345679' },
          updateBilling: BILLING_WIRE,
          updateUser: USER,
        },
      }),
    );
    const accounts = repository();
    expect((await accounts.createBilling(BILLING)).ok).toBe(true);
    expect((await accounts.updateBilling('billing-1', BILLING)).ok).toBe(true);
    expect((await accounts.updateUser({ id: 'user-1', name: 'María' })).ok).toBe(true);
    expect(calls.map((call) => [call.headers.get('authorization'), call.headers.get('x-api-key')])).toEqual([
      [TOKEN, null],
      [TOKEN, null],
      [TOKEN, null],
    ]);
    expect(calls[0]?.body).toMatchObject({ variables: { input: { taxId: '30712345679' } } });
  });

  it('writes with the API key under API_KEY_ACCOUNT_WRITES (SPEC §6), but marks and restores a deletion with the token', async () => {
    const calls = answer(() => HttpResponse.json({ data: { createBilling: BILLING_WIRE, updateUser: USER } }));
    const accounts = repository({ apiKeyWrites: true });
    expect((await accounts.createBilling(BILLING)).ok).toBe(true);
    expect((await accounts.updateUser({ id: 'user-1', userBillingInfoId: 'billing-1' })).ok).toBe(true);
    expect((await accounts.updateUser({ id: 'user-1', deletedAt: '2025-03-10T13:00:00.000Z' })).ok).toBe(true);
    expect((await accounts.updateUser({ id: 'user-1', deletedAt: null })).ok).toBe(true);
    expect(calls.map((call) => call.headers.get('x-api-key') ?? call.headers.get('authorization'))).toEqual([
      API_KEY,
      API_KEY,
      TOKEN,
      TOKEN,
    ]);
  });

  it('moves an operation to another credential with one override', async () => {
    const calls = answer(() => HttpResponse.json({ data: { createBilling: BILLING_WIRE } }));
    const client = new AppSyncClient({
      endpoint: ENDPOINT,
      apiKey: API_KEY,
      accessToken: async () => ok(TOKEN),
      timeoutMs: 2_000,
      readRetries: 0,
    });
    await new AppSyncAccountRepository(client, { createBilling: 'apiKey' }).createBilling(BILLING);
    expect(calls[0]?.headers.get('x-api-key')).toBe(API_KEY);
  });

  it('ends a user-pool read without a session in unauthenticated, without calling', async () => {
    const calls = answer(() => HttpResponse.json({}));
    expect(failureOf(await repository({ signedIn: false }).getUser('user-1'))).toMatchObject({
      kind: 'unauthenticated',
    });
    expect(calls).toHaveLength(0);
  });

  it('ends an expired token (401 UnauthorizedException) in unauthenticated', async () => {
    answer(() =>
      HttpResponse.json(
        { errors: [{ errorType: 'UnauthorizedException', message: 'Token has expired.' }] },
        { status: 401, headers: { 'x-amzn-errortype': 'UnauthorizedException' } },
      ),
    );
    expect(failureOf(await repository().getUser('user-1'))).toMatchObject({
      kind: 'unauthenticated',
      message: identityMessages.notAuthenticated,
    });
  });

  it("ends a resolver's refusal in a typed error with the operation's text", async () => {
    answer(() =>
      HttpResponse.json({
        data: { getUser: null },
        errors: [{ errorType: 'Unauthorized', message: 'Not Authorized to access getUser on type Query' }],
      }),
    );
    expect(failureOf(await repository().getUser('user-2'))).toMatchObject({
      kind: 'forbidden',
      message: errorMessages.loadUser,
    });

    answer(() =>
      HttpResponse.json({
        data: { updateBilling: null },
        errors: [{ errorType: 'DynamoDB:ConditionalCheckFailedException', message: 'The conditional request failed' }],
      }),
    );
    expect(failureOf(await repository().updateBilling('missing', BILLING))).toMatchObject({
      kind: 'not-found',
      message: errorMessages.saveBilling,
    });

    answer(() => HttpResponse.json({ data: null, errors: [{ message: 'Validation error of type WrongType' }] }));
    expect(failureOf(await repository().createBilling(BILLING))).toMatchObject({
      kind: 'rejected',
      message: errorMessages.saveBilling,
    });
  });

  it('reads a user with no record as not-found', async () => {
    answer(() => HttpResponse.json({ data: { getUser: null } }));
    expect(failureOf(await repository().getUser('user-1'))).toMatchObject({
      kind: 'not-found',
      message: errorMessages.loadUser,
    });
  });

  it('ends a network error, a timeout, a 500 and a 502 page in unavailable', async () => {
    answer(() => HttpResponse.error());
    expect(failureOf(await repository().getUser('user-1'))).toMatchObject({
      kind: 'unavailable',
      transport: 'network',
      message: errorMessages.network,
    });

    answer(async () => {
      await delay('infinite');
      return HttpResponse.json({});
    });
    expect(failureOf(await repository({ timeoutMs: 50 }).getUser('user-1'))).toMatchObject({
      transport: 'timeout',
      message: errorMessages.timeout,
    });

    answer(() => HttpResponse.json({ message: 'Internal failure' }, { status: 500 }));
    expect(failureOf(await repository().getUser('user-1'))).toMatchObject({
      transport: 'http',
      message: errorMessages.unexpectedResponse,
    });

    answer(
      () => new HttpResponse('<html>502 Bad Gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }),
    );
    expect(failureOf(await repository().getUser('user-1'))).toMatchObject({ transport: 'http' });
  });

  it('never retries a mutation', async () => {
    const calls = answer(() => new HttpResponse('Bad Gateway', { status: 502 }));
    expect(failureOf(await repository().createBilling(BILLING))).toMatchObject({
      kind: 'unavailable',
      transport: 'http',
    });
    expect(calls).toHaveLength(1);
  });

  it('ends malformed JSON and answers of the wrong shape in unavailable/malformed', async () => {
    answer(() => new HttpResponse('{"data": {"getUser": ', { headers: { 'content-type': 'application/json' } }));
    expect(failureOf(await repository().getUser('user-1'))).toMatchObject({
      transport: 'malformed',
      message: errorMessages.unexpectedResponse,
    });

    answer(() => HttpResponse.json({ data: { getUser: { id: 'user-1', enabled: 'yes' } } }));
    expect(failureOf(await repository().getUser('user-1'))).toMatchObject({ transport: 'malformed' });

    answer(() => HttpResponse.json({ data: { createBilling: { ...BILLING_WIRE, taxId: 'no es un CUIT' } } }));
    expect(failureOf(await repository().createBilling(BILLING))).toMatchObject({ transport: 'malformed' });
  });
});
