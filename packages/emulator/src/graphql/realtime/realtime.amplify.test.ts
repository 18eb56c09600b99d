import { Amplify } from 'aws-amplify';
import { CONNECTION_STATE_CHANGE, ConnectionState, generateClient } from 'aws-amplify/api';
import { fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { ClientConfig } from '../../console/client-config';
import { createConfirmedUser, startEmulator, type RunningEmulator } from '../../index';
import { userPoolClient } from '../../testing/aws-json-client';
import { signWithPoolKey } from '../../testing/pool-tokens';

/*
 * aws-amplify v6's own realtime client (generateClient().graphql({ query: subscription })) in
 * Node against the emulator, configured with the emulator's GraphQL endpoint as a custom domain:
 * Amplify derives <endpoint>/realtime itself and sends its own messages.
 */

/** What crossed the sockets Amplify opened: the URLs, the subprotocols, the messages and the closes. */
const opened: { url: string; protocols: string[] }[] = [];
const received: { type: string; id?: string }[] = [];
const closes: number[] = [];
const socketEvents = new EventTarget();

/**
 * Node 20 has no global WebSocket; Amplify's documented answer is the ws package as the global.
 * Amplify always opens wss:// (it rewrites http:// too), while the emulator speaks plain ws:// on
 * its http origin, so the polyfill opens the emulator's origin without TLS.
 */
class EmulatorWebSocket extends WebSocket {
  constructor(url: string | URL, protocols?: string | string[]) {
    const asked = String(url);
    opened.push({ url: asked, protocols: [protocols ?? []].flat() });
    super(asked.replace(/^wss:\/\//, 'ws://'), protocols);
    this.on('message', (data: Buffer) => {
      received.push(JSON.parse(data.toString('utf8')) as { type: string; id?: string });
      socketEvents.dispatchEvent(new Event('change'));
    });
    this.on('close', (code) => {
      closes.push(code);
      socketEvents.dispatchEvent(new Event('change'));
    });
  }
}

/** Resolves once the sockets have shown what the predicate waits for. */
function socketsShow(predicate: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!predicate()) return;
      socketEvents.removeEventListener('change', check);
      resolve();
    };
    socketEvents.addEventListener('change', check);
    check();
  });
}

let emulator: RunningEmulator;
let cognito: ReturnType<typeof userPoolClient>;
const originalWebSocket = (globalThis as { WebSocket?: unknown }).WebSocket;
const password = 'clave-segura-1';
let counter = 0;

beforeAll(async () => {
  (globalThis as { WebSocket?: unknown }).WebSocket = EmulatorWebSocket;
  emulator = await startEmulator({
    port: 0,
    data: ':memory:',
    seed: 'none',
    rateLimits: 'off',
    realtime: { keepAliveMs: 200 },
  });
  cognito = userPoolClient(emulator);
  const config = (await (await fetch(`${emulator.url}/__emulator/config.json`)).json()) as ClientConfig;
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        userPoolEndpoint: config.userPoolEndpoint,
        loginWith: { email: true },
      },
    },
    API: {
      GraphQL: {
        endpoint: config.graphqlEndpoint,
        region: config.region,
        defaultAuthMode: 'userPool',
        apiKey: config.apiKey,
      },
    },
  });
});

afterAll(async () => {
  // Amplify is one per process: the last test's client must not be signed in for the next file
  // that uses Amplify in this worker (its sign-in would be refused as already signed in).
  await signOut();
  (globalThis as { WebSocket?: unknown }).WebSocket = originalWebSocket;
  await emulator.close();
});

/** A new confirmed client of the pool; Amplify signs in with SRP, HTTP sign-ins are other sessions. */
function newClient(): { email: string; sub: string } {
  const email = `amplify-realtime${++counter}@example.com`;
  return { email, ...createConfirmedUser(emulator.context, { email, password }) };
}

async function signInWithAmplify(email: string): Promise<string> {
  // One Amplify session per process: the previous test's client leaves first, once Amplify has
  // closed that client's socket (it does so after the last subscription stops). A socket still
  // open would carry the new subscriptions under the signed-out client's connection, which the
  // endpoint refuses.
  await socketsShow(() => closes.length >= opened.length);
  await signOut();
  const { isSignedIn } = await signIn({ username: email, password });
  expect(isSignedIn).toBe(true);
  const token = (await fetchAuthSession()).tokens?.accessToken.toString();
  if (!token) throw new Error('Amplify holds no access token after signing in');
  return token;
}

/** Another session of the same or another client: its own sign-in, over HTTP. */
async function otherSession(email: string): Promise<string> {
  return (await cognito.signIn(email, password)).AccessToken;
}

async function saveName(token: string, id: string, name: string): Promise<void> {
  const response = await fetch(`${emulator.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify({
      query: 'mutation Save($input: UpdateUserInput!) { updateUser(input: $input) { id } }',
      variables: { input: { id, name } },
    }),
  });
  expect(response.status).toBe(200);
}

interface Follower {
  /** The next value the subscription delivers. */
  next(): Promise<unknown>;
  /** Everything it delivered so far. */
  readonly values: unknown[];
  /** The subscription's error, when it gets one. */
  readonly failed: Promise<unknown>;
  /** Resolves when the endpoint acknowledged the start. */
  readonly acknowledged: Promise<void>;
  stop(): void;
}

/**
 * Subscribes through Amplify's client. The operation name tells its acknowledgement apart:
 * Amplify reports each start_ack on the api Hub channel with the subscription's query.
 */
function follow(
  query: string,
  operationName: string,
  options: { authMode?: 'lambda'; authToken?: string } = {},
): Follower {
  const values: unknown[] = [];
  const readers: ((value: unknown) => void)[] = [];
  let fail: (error: unknown) => void = () => undefined;
  const failed = new Promise<unknown>((resolve) => (fail = resolve));
  const acknowledged = new Promise<void>((resolve) => {
    const stopListening = Hub.listen('api', ({ payload }) => {
      const data = payload.data as { query?: string } | undefined;
      if (payload.event === 'Subscription ack' && data?.query?.includes(operationName)) {
        stopListening();
        resolve();
      }
    });
  });
  const observable = generateClient().graphql({ query, ...options }) as unknown as {
    subscribe(observer: { next(value: unknown): void; error(error: unknown): void }): { unsubscribe(): void };
  };
  const subscription = observable.subscribe({
    next(value) {
      const reader = readers.shift();
      if (reader) reader(value);
      else values.push(value);
    },
    error: (error) => fail(error),
  });
  return {
    next: () => (values.length > 0 ? Promise.resolve(values.shift()) : new Promise((resolve) => readers.push(resolve))),
    values,
    failed,
    acknowledged,
    stop: () => subscription.unsubscribe(),
  };
}

describe("Amplify's realtime client against the emulator", { timeout: 30_000 }, () => {
  it('connects to <graphql endpoint>/realtime with its own header, is acknowledged and kept alive, and receives a name saved by another session', async () => {
    const { email, sub } = newClient();
    await signInWithAmplify(email);
    const states: string[] = [];
    const stopListening = Hub.listen('api', ({ payload }) => {
      if (payload.event === CONNECTION_STATE_CHANGE)
        states.push((payload.data as { connectionState: string }).connectionState);
    });

    const profile = follow('subscription FollowProfile { onUpdateUser { id name } }', 'FollowProfile');
    await profile.acknowledged;
    expect(states).toContain(ConnectionState.Connected);
    const { host } = new URL(emulator.url);
    expect(opened.at(-1)?.url).toBe(`wss://${host}/graphql/realtime`);
    expect(opened.at(-1)?.protocols).toEqual(['graphql-ws', expect.stringMatching(/^header-[A-Za-z0-9_-]+$/)]);
    expect(received.map(({ type }) => type)).toEqual(expect.arrayContaining(['connection_ack', 'start_ack']));
    // Keep-alive: one ka right after the acknowledgement, then one per interval.
    await socketsShow(() => received.filter(({ type }) => type === 'ka').length >= 2);

    await saveName(await otherSession(email), sub, 'Guardado en el teléfono');
    expect(await profile.next()).toEqual({ data: { onUpdateUser: { id: sub, name: 'Guardado en el teléfono' } } });
    profile.stop();
    stopListening();
  });

  it('gives a second client nothing of the first, whatever the arguments it passes', async () => {
    const first = newClient();
    await signInWithAmplify(first.email);
    const second = newClient();
    const secondToken = await otherSession(second.email);
    const asSecond = { authMode: 'lambda' as const, authToken: secondToken };

    const firstFollows = follow('subscription FirstFollows { onUpdateUser { id name } }', 'FirstFollows');
    const filtering = follow(
      `subscription SecondFilters { onUpdateUser(filter: { id: { eq: "${first.sub}" } }) { id name } }`,
      'SecondFilters',
      asSecond,
    );
    const own = follow('subscription SecondOwn { onUpdateUser { id name } }', 'SecondOwn', asSecond);
    await Promise.all([firstFollows.acknowledged, filtering.acknowledged, own.acknowledged]);

    await saveName(await otherSession(first.email), first.sub, 'Primera');
    expect(await firstFollows.next()).toEqual({ data: { onUpdateUser: { id: first.sub, name: 'Primera' } } });
    await saveName(secondToken, second.sub, 'Segunda');
    // The second's own event comes after the first's write, on the same socket: had the filter let
    // the first's record through, it would be there by now.
    expect(await own.next()).toEqual({ data: { onUpdateUser: { id: second.sub, name: 'Segunda' } } });
    expect(filtering.values).toEqual([]);

    // Naming the first as owner is refused outright (Amplify then reconnects its socket, so last).
    const naming = follow(
      `subscription SecondNamesOwner { onUpdateUser(owner: "${first.sub}") { id name } }`,
      'SecondNamesOwner',
      asSecond,
    );
    expect(JSON.stringify(await naming.failed)).toContain('Not Authorized to access onUpdateUser on type Subscription');
    for (const follower of [firstFollows, filtering, own]) follower.stop();
  });

  it('refuses a forged token and an expired one', async () => {
    const { email } = newClient();
    const token = await otherSession(email);
    const past = Math.floor(Date.now() / 1000) - 7200;
    const expired = await signWithPoolKey(emulator.context, { ...decodeJwt(token), iat: past, exp: past + 3600 });
    const forged = `${token.slice(0, token.lastIndexOf('.'))}.${'A'.repeat(342)}`;
    const followers = [
      follow('subscription Forged { onUpdateUser { id } }', 'Forged', { authMode: 'lambda', authToken: forged }),
      follow('subscription Expired { onUpdateUser { id } }', 'Expired', { authMode: 'lambda', authToken: expired }),
    ];
    for (const follower of followers) expect(JSON.stringify(await follower.failed)).toContain('UnauthorizedException');
  });

  it('ends the subscription when its token is revoked elsewhere (GlobalSignOut), and closes the socket', async () => {
    const { email } = newClient();
    const token = await signInWithAmplify(email);
    const profile = follow('subscription RevokedProfile { onUpdateUser { id name } }', 'RevokedProfile');
    await profile.acknowledged;
    const closedBefore = closes.length;
    const receivedBefore = received.length;

    expect((await cognito.call('GlobalSignOut', { AccessToken: token })).status).toBe(200);
    expect(JSON.stringify(await profile.failed)).toContain('UnauthorizedException');
    await socketsShow(() => closes.length > closedBefore);
    expect(received.slice(receivedBefore)).toContainEqual(
      expect.objectContaining({
        type: 'error',
        payload: { errors: [expect.objectContaining({ errorType: 'UnauthorizedException' })] },
      }),
    );
  });
});
