import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { setUserEnabled, startEmulator, type RunningEmulator } from '../../index';
import { userPoolClient } from '../../testing/aws-json-client';
import { signWithPoolKey } from '../../testing/pool-tokens';
import { saveAccountExtras } from '../save-account-extras';
import { maxMessageBytes } from './realtime-endpoint';
import {
  apiKeyHeader,
  connectedClient,
  openRealtime,
  realtimeUrl,
  startMessage,
  tokenHeader,
  type RawRealtimeClient,
  type ServerMessage,
} from './realtime-test-client';

/*
 * The realtime endpoint on the wire, message by message, with a hand-written client: what a
 * client that is not Amplify may send, bad messages included. realtime.amplify.test.ts runs
 * Amplify's own client against it.
 */

/** Each test signs a client up and in (scrypt, on two cores shared with other suites): more than vitest's 5 s default. */
const SIGNED_IN_TEST_MS = 20_000;

let emulator: RunningEmulator;
let cognito: ReturnType<typeof userPoolClient>;
let counter = 0;

beforeAll(async () => {
  emulator = await startEmulator({
    port: 0,
    data: ':memory:',
    seed: 'none',
    rateLimits: 'off',
    realtime: { keepAliveMs: 50, connectionInitTimeoutMs: 2_000, revocationCheckMs: 50 },
  });
  cognito = userPoolClient(emulator);
});

afterAll(async () => {
  await emulator.close();
});

async function signedInClient() {
  const email = `realtime${++counter}@example.com`;
  const sub = await cognito.signUpConfirmed(email);
  const { AccessToken } = await cognito.signIn(email);
  return { email, sub, token: AccessToken };
}

async function graphql(token: string, query: string, variables: Record<string, unknown>) {
  const response = await fetch(`${emulator.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as {
    data?: Record<string, Record<string, unknown> | null> | null;
    errors?: unknown[];
  };
}

const updateUser = 'mutation UpdateUser($input: UpdateUserInput!) { updateUser(input: $input) { id name } }';
const createBilling = 'mutation CreateBilling($input: CreateBillingInput!) { createBilling(input: $input) { id } }';
const onUpdateUser = 'subscription OnUpdateUser { onUpdateUser { id name } }';

function expectError(message: ServerMessage, id: string | undefined, errorType: string, text?: string | RegExp): void {
  expect(message.type).toBe('error');
  expect(message.id).toBe(id);
  expect(message.payload?.errors).toEqual([
    {
      errorType,
      message: text === undefined ? expect.any(String) : text instanceof RegExp ? expect.stringMatching(text) : text,
    },
  ]);
}

/** Starts a subscription and checks its acknowledgement. */
async function started(
  client: RawRealtimeClient,
  id: string,
  query: string,
  token: string,
  variables: Record<string, unknown> = {},
) {
  client.send(startMessage(id, query, tokenHeader(emulator, token), variables));
  expect(await client.next()).toEqual({ type: 'start_ack', id });
}

describe('the connection', { timeout: SIGNED_IN_TEST_MS }, () => {
  it('acknowledges connection_init with the keep-alive timeout, then sends ka at once and again at its interval', async () => {
    const { token } = await signedInClient();
    const client = await openRealtime(emulator, tokenHeader(emulator, token));
    client.send({ type: 'connection_init' });
    expect(await client.next({ keepAlives: true })).toEqual({
      type: 'connection_ack',
      payload: { connectionTimeoutMs: 300_000 },
    });
    expect(await client.next({ keepAlives: true })).toEqual({ type: 'ka' });
    expect(await client.next({ keepAlives: true })).toEqual({ type: 'ka' });
    client.close();
  });

  it('takes the header as Amplify v6 sends it, in a header-<base64url> subprotocol', async () => {
    const { token } = await signedInClient();
    const encoded = Buffer.from(JSON.stringify(tokenHeader(emulator, token))).toString('base64url');
    const ws = new WebSocket(realtimeUrl(emulator, null), ['graphql-ws', `header-${encoded}`]);
    const first = new Promise<ServerMessage>((resolve) =>
      ws.once('message', (data: Buffer) => resolve(JSON.parse(data.toString()) as ServerMessage)),
    );
    await new Promise((resolve) => ws.once('open', resolve));
    expect(ws.protocol).toBe('graphql-ws');
    ws.send(JSON.stringify({ type: 'connection_init' }));
    expect((await first).type).toBe('connection_ack');
    ws.close();
  });

  it('closes a socket that sends no connection_init in time (4408)', async () => {
    const client = await openRealtime(emulator, apiKeyHeader(emulator));
    expect(await client.closed).toEqual({ code: 4408, reason: 'connection_init was not received in time.' });
  });

  it.each([
    ['no header', () => null],
    ['a forged token', () => tokenHeader(emulator, 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl')],
    ['a wrong API key', () => ({ ...apiKeyHeader(emulator), 'x-api-key': 'da2-notthekey' })],
  ])('refuses %s with connection_error 401 and closes (4401)', async (_, header) => {
    const client = await openRealtime(emulator, header());
    client.send({ type: 'connection_init' });
    expect(await client.next()).toEqual({
      type: 'connection_error',
      payload: {
        errors: [
          { errorType: 'UnauthorizedException', message: 'You are not authorized to make this call.', errorCode: 401 },
        ],
      },
    });
    expect((await client.closed).code).toBe(4401);
  });

  it('refuses an expired access token of the pool at connect and at start', async () => {
    const { token } = await signedInClient();
    const past = Math.floor(Date.now() / 1000) - 7200;
    const expired = await signWithPoolKey(emulator.context, { ...decodeJwt(token), iat: past, exp: past + 3600 });
    const refused = await openRealtime(emulator, tokenHeader(emulator, expired));
    refused.send({ type: 'connection_init' });
    expect((await refused.next()).type).toBe('connection_error');

    const client = await connectedClient(emulator, apiKeyHeader(emulator));
    client.send(startMessage('expired', onUpdateUser, tokenHeader(emulator, expired)));
    expectError(await client.next(), 'expired', 'UnauthorizedException', 'You are not authorized to make this call.');
    client.close();
  });

  it('answers other paths 404 and a socket without the graphql-ws subprotocol 400, before upgrading', async () => {
    const statusOf = (url: string, protocols: string[]) =>
      new Promise<number>((resolve, reject) => {
        const ws = new WebSocket(url, protocols);
        ws.on('unexpected-response', (_, response) => resolve(response.statusCode ?? 0));
        ws.on('open', () => reject(new Error('upgraded')));
        ws.on('error', () => undefined);
      });
    expect(await statusOf(`${emulator.url.replace('http', 'ws')}/graphql/elsewhere`, ['graphql-ws'])).toBe(404);
    expect(await statusOf(realtimeUrl(emulator, apiKeyHeader(emulator)), ['graphql-transport-ws'])).toBe(400);
  });
});

describe('subscriptions', { timeout: SIGNED_IN_TEST_MS }, () => {
  it('sends start_ack, then a data message per write with the fields the selection set names, until stop answers complete', async () => {
    const { sub, token } = await signedInClient();
    const client = await connectedClient(emulator, tokenHeader(emulator, token));
    await started(
      client,
      'profile',
      'subscription { onUpdateUser { id name deletedAt billingInfo { taxId } } }',
      token,
    );
    await graphql(token, updateUser, { input: { id: sub, name: 'Ana Pérez' } });
    expect(await client.next()).toEqual({
      id: 'profile',
      type: 'data',
      payload: { data: { onUpdateUser: { id: sub, name: 'Ana Pérez', deletedAt: null, billingInfo: null } } },
    });
    client.send({ id: 'profile', type: 'stop' });
    expect(await client.next()).toEqual({ type: 'complete', id: 'profile' });
    // Stopped: the next write reaches only a second subscription started afterwards.
    await started(client, 'after', onUpdateUser, token);
    await graphql(token, updateUser, { input: { id: sub, name: 'Ana' } });
    expect(await client.next()).toMatchObject({ id: 'after', type: 'data' });
    client.close();
  });

  it('fires on writes made by any path: a billing created and linked by the seed is onCreateBilling and onUpdateUser', async () => {
    const { sub, token } = await signedInClient();
    const client = await connectedClient(emulator, tokenHeader(emulator, token));
    await started(client, 'billing', 'subscription { onCreateBilling { taxId owner } }', token);
    await started(client, 'user', 'subscription { onUpdateUser { userBillingInfoId } }', token);
    const { billingId } = saveAccountExtras(emulator.context, sub, { billing: { taxId: '20123456786' } });
    const messages = [await client.next(), await client.next()];
    expect(messages).toEqual(
      expect.arrayContaining([
        { id: 'billing', type: 'data', payload: { data: { onCreateBilling: { taxId: '20123456786', owner: sub } } } },
        { id: 'user', type: 'data', payload: { data: { onUpdateUser: { userBillingInfoId: billingId } } } },
      ]),
    );
    client.close();
  });

  it('follows API-key writes where they are allowed: nothing while a billing is nobody’s, onUpdateBilling once linked to the client', async () => {
    const keyWrites = await startEmulator({
      port: 0,
      data: ':memory:',
      seed: 'none',
      rateLimits: 'off',
      allowApiKeyWrites: true,
    });
    try {
      const keyCognito = userPoolClient(keyWrites);
      const sub = await keyCognito.signUpConfirmed('key-writes@example.com');
      const { AccessToken: token } = await keyCognito.signIn('key-writes@example.com');
      const asKey = (query: string, variables: Record<string, unknown>) =>
        fetch(`${keyWrites.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': keyWrites.context.settings.apiKey },
          body: JSON.stringify({ query, variables }),
        }).then(async (response) => (await response.json()) as { data: Record<string, { id: string }> });
      const client = await connectedClient(keyWrites, tokenHeader(keyWrites, token));
      client.send(startMessage('created', 'subscription { onCreateBilling { id } }', tokenHeader(keyWrites, token)));
      expect(await client.next()).toEqual({ type: 'start_ack', id: 'created' });
      client.send(
        startMessage('claimed', 'subscription { onUpdateBilling { id owner } }', tokenHeader(keyWrites, token)),
      );
      expect(await client.next()).toEqual({ type: 'start_ack', id: 'claimed' });

      const billingId = (await asKey(createBilling, { input: { taxId: '20123456786' } })).data.createBilling?.id;
      await asKey(updateUser, { input: { id: sub, userBillingInfoId: billingId } });
      // The create was nobody's: only the link, which makes the record the client's, reaches it.
      expect(await client.next()).toEqual({
        id: 'claimed',
        type: 'data',
        payload: { data: { onUpdateBilling: { id: billingId, owner: sub } } },
      });
      client.close();
    } finally {
      await keyWrites.close();
    }
  });

  it('tells the client at once when the back office disables its account (setUserEnabled)', async () => {
    const { sub, token } = await signedInClient();
    const client = await connectedClient(emulator, tokenHeader(emulator, token));
    await started(client, 'status', 'subscription { onUpdateUser { id enabled deletedAt } }', token);
    setUserEnabled(emulator.context, sub, false);
    expect(await client.next()).toEqual({
      id: 'status',
      type: 'data',
      payload: { data: { onUpdateUser: { id: sub, enabled: false, deletedAt: null } } },
    });
    client.close();
  });

  it('publishes nothing of a refused write, and applies the filter within the caller’s own records', async () => {
    const { sub, token } = await signedInClient();
    const client = await connectedClient(emulator, tokenHeader(emulator, token));
    await started(
      client,
      'named',
      'subscription Named($filter: ModelSubscriptionUserFilterInput) { onUpdateUser(filter: $filter) { name } }',
      token,
      {
        filter: { name: { beginsWith: 'Ana' } },
      },
    );
    expect((await graphql(token, updateUser, { input: { id: sub, name: 'x'.repeat(101) } })).errors).toHaveLength(1);
    expect(
      (await graphql(token, updateUser, { input: { id: sub, userBillingInfoId: 'missing' } })).errors,
    ).toHaveLength(1);
    await graphql(token, updateUser, { input: { id: sub, name: 'Beatriz' } });
    await graphql(token, updateUser, { input: { id: sub, name: 'Ana María' } });
    expect(await client.next()).toEqual({
      id: 'named',
      type: 'data',
      payload: { data: { onUpdateUser: { name: 'Ana María' } } },
    });
    client.close();
  });

  it("never carries another client's records, whatever the arguments: owner naming them is refused, a filter naming them gets nothing", async () => {
    const first = await signedInClient();
    const second = await signedInClient();
    const spy = await connectedClient(emulator, tokenHeader(emulator, second.token));
    spy.send(
      startMessage(
        'owner',
        `subscription { onUpdateUser(owner: "${first.sub}") { id name } }`,
        tokenHeader(emulator, second.token),
      ),
    );
    expectError(
      await spy.next(),
      'owner',
      'Unauthorized',
      'Not Authorized to access onUpdateUser on type Subscription',
    );
    await started(
      spy,
      'filter',
      `subscription { onUpdateUser(filter: { id: { eq: "${first.sub}" } }) { id name } }`,
      second.token,
    );
    await started(
      spy,
      'billing',
      `subscription { onCreateBilling(filter: { owner: { eq: "${first.sub}" } }) { id } }`,
      second.token,
    );
    await started(spy, 'own', onUpdateUser, second.token);

    await graphql(first.token, updateUser, { input: { id: first.sub, name: 'Primera' } });
    await graphql(first.token, createBilling, { input: { taxId: '20123456786' } });
    await graphql(second.token, updateUser, { input: { id: second.sub, name: 'Segunda' } });
    // Events are sent in the order of the writes: the second's own comes after anything of the first's.
    expect(await spy.next()).toEqual({
      id: 'own',
      type: 'data',
      payload: { data: { onUpdateUser: { id: second.sub, name: 'Segunda' } } },
    });
    spy.close();
  });

  it('lets the API key connect but subscribe to nothing; a user token on that connection subscribes', async () => {
    const { sub, token } = await signedInClient();
    const client = await connectedClient(emulator, apiKeyHeader(emulator));
    client.send(startMessage('key', onUpdateUser, apiKeyHeader(emulator)));
    expectError(
      await client.next(),
      'key',
      'Unauthorized',
      'Not Authorized to access onUpdateUser on type Subscription',
    );
    await started(client, 'token', onUpdateUser, token);
    await graphql(token, updateUser, { input: { id: sub, name: 'Con clave' } });
    expect(await client.next()).toMatchObject({ id: 'token', type: 'data' });
    client.close();
  });
});

it(
  'leaves subscriptions out of POST /graphql: refused as a validation error naming the socket',
  { timeout: SIGNED_IN_TEST_MS },
  async () => {
    const { token } = await signedInClient();
    expect(await graphql(token, onUpdateUser, {})).toEqual({
      data: null,
      errors: [
        {
          path: null,
          locations: [{ line: 1, column: 1, sourceName: null }],
          message:
            'Subscriptions are served over the realtime WebSocket endpoint (<graphql endpoint>/realtime), not over HTTP.',
        },
      ],
    });
  },
);

describe('bad messages are answered with errors, never a crash', { timeout: SIGNED_IN_TEST_MS }, () => {
  it('answers each bad message with an error and keeps serving the connection', async () => {
    const { sub, token } = await signedInClient();
    const client = await openRealtime(emulator, tokenHeader(emulator, token));
    client.send(startMessage('early', onUpdateUser, tokenHeader(emulator, token)));
    expectError(
      await client.next(),
      'early',
      'BadRequestException',
      'connection_init must be acknowledged before start.',
    );
    client.send({ type: 'connection_init' });
    expect((await client.next()).type).toBe('connection_ack');

    const auth = tokenHeader(emulator, token);
    const cases: [unknown, string | undefined, string, string | RegExp][] = [
      ['not json', undefined, 'BadRequestException', 'The message is not JSON.'],
      [[1, 2], undefined, 'BadRequestException', 'A message is a JSON object with a string type.'],
      [
        { type: 'subscribe', id: 'x' },
        'x',
        'UnsupportedOperation',
        'subscribe not supported through the realtime channel',
      ],
      [{ type: 'connection_init' }, undefined, 'BadRequestException', 'The connection is already initialized.'],
      [
        startMessage('noauth', onUpdateUser, null),
        'noauth',
        'UnauthorizedException',
        'You are not authorized to make this call.',
      ],
      [{ type: 'start', payload: {} }, undefined, 'BadRequestException', /needs an id/],
      [
        { id: 'nodata', type: 'start', payload: { extensions: { authorization: auth } } },
        'nodata',
        'BadRequestException',
        /needs data/,
      ],
      [
        { id: 'badjson', type: 'start', payload: { data: '{', extensions: { authorization: auth } } },
        'badjson',
        'BadRequestException',
        'The start payload data is not JSON.',
      ],
      [
        startMessage('query', `query { getUser(id: "${sub}") { id } }`, auth),
        'query',
        'UnsupportedOperation',
        'query not supported through the realtime channel',
      ],
      [startMessage('syntax', 'subscription {', auth), 'syntax', 'ValidationError', /^Syntax Error/],
      [
        startMessage('unknown', 'subscription { onDeleteUser { id } }', auth),
        'unknown',
        'ValidationError',
        /Cannot query field "onDeleteUser"/,
      ],
      [
        startMessage('two', 'subscription { onUpdateUser { id } onCreateBilling { id } }', auth),
        'two',
        'ValidationError',
        /must select only one top level field/,
      ],
      [
        startMessage('tokens', `subscription { onUpdateUser { ${'id '.repeat(1000)}} }`, auth),
        'tokens',
        'ValidationError',
        /Token limit of 1000 exceeded/,
      ],
      [{ id: 'nothing', type: 'stop' }, 'nothing', 'BadRequestException', 'stop names no running subscription.'],
      [
        { type: 'start', id: 'big', payload: { data: 'x'.repeat(maxMessageBytes) } },
        undefined,
        'BadRequestException',
        `A message must be at most ${maxMessageBytes} bytes.`,
      ],
    ];
    for (const [message, id, errorType, text] of cases) {
      client.send(message);
      expectError(await client.next(), id, errorType, text);
    }
    client.sendBinary(new TextEncoder().encode(JSON.stringify({ type: 'connection_init' })));
    expectError(
      await client.next(),
      undefined,
      'BadRequestException',
      'Messages are JSON text; a binary message is not accepted.',
    );
    // Still serving: a good start after all of them.
    await started(client, 'good', onUpdateUser, token);
    await graphql(token, updateUser, { input: { id: sub, name: 'Sigue' } });
    expect(await client.next()).toEqual({
      id: 'good',
      type: 'data',
      payload: { data: { onUpdateUser: { id: sub, name: 'Sigue' } } },
    });
    client.close();
  });

  it('refuses a start id already running', async () => {
    const { token } = await signedInClient();
    const client = await connectedClient(emulator, tokenHeader(emulator, token));
    await started(client, 'same', onUpdateUser, token);
    client.send(startMessage('same', onUpdateUser, tokenHeader(emulator, token)));
    expectError(await client.next(), 'same', 'BadRequestException', 'A subscription with id same is already running.');
    client.close();
  });

  it('closes a socket that sends a frame over 1 MiB (1009), and serves the next connection', async () => {
    const { token } = await signedInClient();
    const client = await connectedClient(emulator, tokenHeader(emulator, token));
    client.send('x'.repeat(1024 * 1024 + 1));
    expect((await client.closed).code).toBe(1009);
    const next = await connectedClient(emulator, tokenHeader(emulator, token));
    await started(next, 'after', onUpdateUser, token);
    next.close();
  });
});

describe('revocation', { timeout: SIGNED_IN_TEST_MS }, () => {
  it.each([
    ['GlobalSignOut', (token: string) => cognito.call('GlobalSignOut', { AccessToken: token })],
    ['DeleteUser', (token: string) => cognito.call('DeleteUser', { AccessToken: token })],
  ])(
    '%s ends the socket: each subscription gets UnauthorizedException, then the socket closes (4401)',
    async (_, revoke) => {
      const { token } = await signedInClient();
      const client = await connectedClient(emulator, apiKeyHeader(emulator));
      await started(client, 'held', onUpdateUser, token);
      expect((await revoke(token)).status).toBe(200);
      expectError(await client.next(), 'held', 'UnauthorizedException', 'You are not authorized to make this call.');
      expect(await client.closed).toEqual({ code: 4401, reason: 'A token this connection holds is no longer valid.' });
    },
  );

  it("tells only the revoked session's subscriptions: another client's on the same socket sees it close, with no error, to start again", async () => {
    const previous = await signedInClient();
    const next = await signedInClient();
    // A tab's socket, opened by the client who signed out, on which the next client already started.
    const client = await connectedClient(emulator, tokenHeader(emulator, previous.token));
    await started(client, 'previous', onUpdateUser, previous.token);
    await started(client, 'next', onUpdateUser, next.token);
    expect((await cognito.call('GlobalSignOut', { AccessToken: previous.token })).status).toBe(200);
    expectError(await client.next(), 'previous', 'UnauthorizedException', 'You are not authorized to make this call.');
    expect(await client.closed).toEqual({ code: 4401, reason: 'A token this connection holds is no longer valid.' });
    await expect(client.next()).rejects.toThrow('The socket is closed and holds no more messages');
    // The next client's token still connects and subscribes.
    const again = await connectedClient(emulator, tokenHeader(emulator, next.token));
    await started(again, 'next', onUpdateUser, next.token);
    again.close();
  });

  it('closes a socket whose token runs out without an error, so that the client reconnects with a fresh one', async () => {
    const { token } = await signedInClient();
    const client = await connectedClient(emulator, apiKeyHeader(emulator));
    await started(client, 'held', onUpdateUser, token);
    // Two hours later by the clock the token is checked against; the checks themselves run on real timers.
    const twoHoursLater = Date.now() + 2 * 3_600_000;
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(twoHoursLater);
      expect(await client.closed).toEqual({ code: 4401, reason: 'A token this connection holds has expired.' });
    } finally {
      vi.useRealTimers();
    }
    await expect(client.next()).rejects.toThrow('The socket is closed and holds no more messages');
  });

  it('a revoked token connects no more', async () => {
    const { token } = await signedInClient();
    await cognito.call('GlobalSignOut', { AccessToken: token });
    const client = await openRealtime(emulator, tokenHeader(emulator, token));
    client.send({ type: 'connection_init' });
    expect((await client.next()).type).toBe('connection_error');
  });
});
