import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../index';
import { clientId } from '../testing/aws-json-client';
import { clientKey, proxyList, trustedProxiesFromEnv } from './client-address';

/*
 * Behind `npm start`'s same-origin proxy every client's socket peer was the
 * proxy, so 20 failed sign-ins from 127.0.0.10 made another client's correct sign-in from
 * 127.0.0.11 answer 429. Replayed over HTTP with a fake proxy at 127.0.0.50 that writes
 * X-Forwarded-For as Vite's (http-proxy's xfwd) and nginx's do: the client's own header, if any,
 * then the address the proxy saw. The sign-in limit is lowered to 5 a minute (the default 20 is
 * rate-limits.http.test.ts's): a refused password costs as much hashing as a real one.
 */

const PROXY = '127.0.0.50';
const SIGN_IN = { requests: 5, windowMs: 60_000 };

let emulator: RunningEmulator;

beforeAll(async () => {
  emulator = await startEmulator({
    port: 0,
    data: ':memory:',
    seed: 'demo',
    rateLimits: { 'sign-in': SIGN_IN },
    trustedProxies: [PROXY, '127.0.1.0/24'],
  });
});

afterAll(async () => {
  await emulator.close();
});

/** One request from `from`, on a connection of its own so the source address applies. */
function send(
  path: string,
  from: string,
  headers: Record<string, string>,
  body: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${emulator.url}${path}`,
      { method: 'POST', headers, localAddress: from, agent: false },
      (incoming) => {
        let text = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => (text += chunk));
        incoming.on('end', () =>
          resolve({ status: incoming.statusCode ?? 0, body: JSON.parse(text) as Record<string, unknown> }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** InitiateAuth from `from`, with the X-Forwarded-For given (none when null). */
function signIn(from: string, forwardedFor: string | null, username: string, password: string) {
  const headers: Record<string, string> = {
    'content-type': 'application/x-amz-json-1.1',
    'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    ...(forwardedFor === null ? {} : { 'x-forwarded-for': forwardedFor }),
  };
  const body = {
    ClientId: clientId,
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: username, PASSWORD: password },
  };
  return send('/cognito', from, headers, JSON.stringify(body));
}

let attempts = 0;
/** A failed sign-in, each for an address of its own so no account lock answers in the limit's place. */
const failedSignIn = (from: string, forwardedFor: string | null) =>
  signIn(from, forwardedFor, `intruso${++attempts}@example.com`, 'x');

const { requests } = SIGN_IN;

describe('behind a trusted proxy, each client keeps its own limit', () => {
  it(`${requests} failed sign-ins of client A through the proxy throttle A, not client B's correct sign-in through it`, async () => {
    const demo = emulator.demo;
    if (demo === null) throw new Error('the emulator seeded no demo account');
    for (let call = 0; call < requests; call++) expect((await failedSignIn(PROXY, '203.0.113.10')).status).toBe(400);
    const throttled = await failedSignIn(PROXY, '203.0.113.10');
    expect(throttled.status).toBe(429);
    expect(throttled.body).toEqual({ __type: 'TooManyRequestsException', message: 'Rate exceeded' });

    const clientB = await signIn(PROXY, '203.0.113.11', demo.email, demo.password);
    expect(clientB.status).toBe(200);
    expect(clientB.body.AuthenticationResult).toMatchObject({ AccessToken: expect.any(String) });
    // A direct caller is not the proxy's clients either.
    expect((await signIn('127.0.0.52', null, demo.email, demo.password)).status).toBe(200);
  });

  it('counts the entry the proxy wrote, the rightmost: client A naming client C to its left is still A', async () => {
    for (let call = 0; call < requests; call++)
      expect((await failedSignIn('127.0.1.7', '198.51.100.20')).status).toBe(400);
    expect((await failedSignIn('127.0.1.7', '198.51.100.21, 198.51.100.20')).status).toBe(429);
    expect((await failedSignIn('127.0.1.7', '198.51.100.20, 198.51.100.21')).status).toBe(400);
  });

  it("ignores a direct caller's forged X-Forwarded-For: its own address is counted, whatever the header names", async () => {
    const direct = '127.0.0.51';
    for (let call = 0; call < requests; call++)
      expect((await failedSignIn(direct, `192.0.2.${call}`)).status).toBe(400);
    expect((await failedSignIn(direct, '192.0.2.200')).status).toBe(429);
    expect((await failedSignIn(direct, null)).status).toBe(429);
  });
});

describe('whom a request counts as', () => {
  const trusted = proxyList(['127.0.0.1', '::1', '10.0.0.0/8']);

  it('believes X-Forwarded-For only from a trusted peer, and only its rightmost entry', () => {
    expect(clientKey('127.0.0.1', '198.51.100.9', trusted)).toBe('198.51.100.9');
    expect(clientKey('::ffff:127.0.0.1', ' 1.2.3.4 , 198.51.100.9 ', trusted)).toBe('198.51.100.9');
    expect(clientKey('10.20.30.40', '2001:db8:1:2:3:4:5:6', trusted)).toBe('2001:db8:1:2::/64');
    expect(clientKey('::1', '::ffff:192.0.2.7', trusted)).toBe('192.0.2.7');
    expect(clientKey('192.0.2.1', '198.51.100.9', trusted)).toBe('192.0.2.1');
    expect(clientKey('127.0.0.1', '198.51.100.9', null)).toBe('127.0.0.1');
    expect(clientKey('127.0.0.1', undefined, trusted)).toBe('127.0.0.1');
    // A proxy that wrote no address counts as itself.
    expect(clientKey('127.0.0.1', 'unknown', trusted)).toBe('127.0.0.1');
    expect(clientKey('127.0.0.1', '198.51.100.9,', trusted)).toBe('127.0.0.1');
  });

  it('reads EMULATOR_TRUSTED_PROXIES, refusing an entry it cannot read', () => {
    expect(trustedProxiesFromEnv(undefined)).toEqual([]);
    expect(trustedProxiesFromEnv(' 127.0.0.1, 10.0.0.0/8 ,::1 ')).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
    expect(() => trustedProxiesFromEnv('localhost')).toThrow("cannot read trusted proxy 'localhost'");
    expect(() => trustedProxiesFromEnv('10.0.0.0/33')).toThrow("cannot read trusted proxy '10.0.0.0/33'");
  });
});
