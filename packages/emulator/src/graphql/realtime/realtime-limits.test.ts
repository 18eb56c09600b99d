import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../index';
import { clientId, userPoolClient } from '../../testing/aws-json-client';
import { accountWritten, listenersPerTurn, onAccountChange, type AccountChange } from './account-changes';
import { defaultRealtimeOptions } from './realtime-endpoint';
import {
  apiKeyHeader,
  connectedClient,
  openRealtime,
  startMessage,
  tokenHeader,
  type RawRealtimeClient,
} from './realtime-test-client';

/*
 * Replayed on the wire: one account held 20,000 subscriptions (200
 * sockets × 100), each of its writes then holding the emulator for 1.1 s; and an event reached a
 * session after RevokeToken, as tokens were checked once a second. Here the periodic check runs
 * once an hour, so only the check at delivery can stop the event.
 */

const SIGNED_IN_TEST_MS = 30_000;
const { maxConnectionsPerAccount, maxSubscriptionsPerConnection } = defaultRealtimeOptions;

let emulator: RunningEmulator;
let cognito: ReturnType<typeof userPoolClient>;
let counter = 0;

beforeAll(async () => {
  emulator = await startEmulator({
    port: 0,
    data: ':memory:',
    seed: 'none',
    rateLimits: 'off',
    realtime: { revocationCheckMs: 3_600_000 },
  });
  cognito = userPoolClient(emulator);
});

afterAll(async () => {
  await emulator.close();
});

async function signedInClient() {
  const email = `limites${++counter}@example.com`;
  const sub = await cognito.signUpConfirmed(email);
  const session = await cognito.signIn(email);
  return { email, sub, token: session.AccessToken, refreshToken: session.RefreshToken };
}

const onUpdateUser = 'subscription OnUpdateUser { onUpdateUser { id name } }';

async function started(client: RawRealtimeClient, id: string, token: string) {
  client.send(startMessage(id, onUpdateUser, tokenHeader(emulator, token)));
  expect(await client.next()).toEqual({ type: 'start_ack', id });
}

const tooManyConnections = [
  {
    errorType: 'LimitExceededError',
    message: `An account may hold at most ${maxConnectionsPerAccount} connections at once; close another first.`,
  },
];

describe('sockets and subscriptions per account', { timeout: SIGNED_IN_TEST_MS }, () => {
  it(`takes ${maxConnectionsPerAccount} sockets of one account and refuses the next at connection_init (4429), until one closes`, async () => {
    const { token } = await signedInClient();
    const held = await Promise.all(
      Array.from({ length: maxConnectionsPerAccount }, () => connectedClient(emulator, tokenHeader(emulator, token))),
    );

    const refused = await openRealtime(emulator, tokenHeader(emulator, token));
    refused.send({ type: 'connection_init' });
    expect(await refused.next()).toEqual({ type: 'connection_error', payload: { errors: tooManyConnections } });
    expect(await refused.closed).toEqual({ code: 4429, reason: 'Too many connections for this account.' });

    // Another account is not affected.
    const other = await signedInClient();
    const otherSocket = await connectedClient(emulator, tokenHeader(emulator, other.token));
    await started(otherSocket, 'other', other.token);

    // Nor can the account spread its subscriptions over API-key sockets instead.
    const byKey = await connectedClient(emulator, apiKeyHeader(emulator));
    byKey.send(startMessage('spread', onUpdateUser, tokenHeader(emulator, token)));
    expect(await byKey.next()).toEqual({ type: 'error', id: 'spread', payload: { errors: tooManyConnections } });

    // One of its sockets closes: the next start takes its place.
    held[0]?.close();
    await held[0]?.closed;
    let attempt = 0;
    await vi.waitFor(async () => {
      const id = `spread-${++attempt}`;
      byKey.send(startMessage(id, onUpdateUser, tokenHeader(emulator, token)));
      expect(await byKey.next()).toEqual({ type: 'start_ack', id });
    });
    const oneMore = await openRealtime(emulator, tokenHeader(emulator, token));
    oneMore.send({ type: 'connection_init' });
    expect((await oneMore.next()).type).toBe('connection_error');
    for (const client of [...held.slice(1), otherSocket, byKey]) client.close();
  });

  it(`refuses a socket's subscription past ${maxSubscriptionsPerConnection} with MaxSubscriptionsReachedError`, async () => {
    const { token } = await signedInClient();
    const client = await connectedClient(emulator, tokenHeader(emulator, token));
    for (let index = 0; index < maxSubscriptionsPerConnection; index++)
      client.send(startMessage(`s${index}`, onUpdateUser, tokenHeader(emulator, token)));
    for (let index = 0; index < maxSubscriptionsPerConnection; index++)
      expect((await client.next()).type).toBe('start_ack');
    client.send(startMessage('one-too-many', onUpdateUser, tokenHeader(emulator, token)));
    expect(await client.next()).toEqual({
      type: 'error',
      id: 'one-too-many',
      payload: {
        errors: [
          {
            errorType: 'MaxSubscriptionsReachedError',
            message: `A connection may hold at most ${maxSubscriptionsPerConnection} subscriptions.`,
          },
        ],
      },
    });
    client.close();
  });
});

describe('revocation at delivery', { timeout: SIGNED_IN_TEST_MS }, () => {
  it('sends no event to a session revoked by RevokeToken: the next write ends its subscription and the socket instead', async () => {
    const revokedSession = await signedInClient();
    // The same client on another device, whose session stays and whose save is the next write.
    const otherDevice = await cognito.signIn(revokedSession.email);
    const client = await connectedClient(emulator, tokenHeader(emulator, revokedSession.token));
    await started(client, 'profile', revokedSession.token);

    const revoked = await cognito.call('RevokeToken', { ClientId: clientId, Token: revokedSession.refreshToken });
    expect(revoked.status).toBe(200);
    const saved = await fetch(`${emulator.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: otherDevice.AccessToken },
      body: JSON.stringify({
        query: 'mutation UpdateUser($input: UpdateUserInput!) { updateUser(input: $input) { id name } }',
        variables: { input: { id: revokedSession.sub, name: 'Nombre privado' } },
      }),
    });
    expect(((await saved.json()) as { data?: unknown }).data).toEqual({
      updateUser: { id: revokedSession.sub, name: 'Nombre privado' },
    });

    expect(await client.next()).toEqual({
      type: 'error',
      id: 'profile',
      payload: {
        errors: [{ errorType: 'UnauthorizedException', message: 'You are not authorized to make this call.' }],
      },
    });
    expect(await client.closed).toEqual({ code: 4401, reason: 'A token this connection holds is no longer valid.' });
    await expect(client.next()).rejects.toThrow('The socket is closed and holds no more messages');
  });
});

describe('fan-out', () => {
  it(`hands a write to at most ${listenersPerTurn} listeners per turn of the event loop, each still in the order of the writes`, async () => {
    const db = new Database(':memory:');
    const received: string[][] = [];
    const listeners = listenersPerTurn * 5;
    for (let index = 0; index < listeners; index++) {
      received.push([]);
      onAccountChange(db, (change: AccountChange) => received[index]?.push(change.record.id));
    }
    const record = (id: string) => () => ({ id, owner: 'sub-1' });
    accountWritten(db, 'User', 'update', 'first', record('first'));
    accountWritten(db, 'User', 'update', 'second', record('second'));
    await Promise.resolve();
    // The first turn: only the first batch has the first write.
    expect(received.filter((ids) => ids.length > 0)).toHaveLength(listenersPerTurn);
    // Others' work (a timer, an answer) runs between batches, before the fan-out ends.
    const interleaved = await new Promise<number>((resolve) =>
      setImmediate(() => resolve(received.filter((ids) => ids.length === 2).length)),
    );
    expect(interleaved).toBeLessThan(listeners);
    await vi.waitFor(() => expect(received.every((ids) => ids.length === 2)).toBe(true));
    expect(received.every((ids) => ids[0] === 'first' && ids[1] === 'second')).toBe(true);
    db.close();
  });
});
