import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalPortal, type LocalPortal } from '../scripts/local-portal';

/*
 * Through `npm start`'s own proxy (SAME_ORIGIN_APIS=1): every browser's calls
 * reached the emulator from the proxy's 127.0.0.1, so 20 failed sign-ins of one client made
 * another client's correct sign-in answer 429. The proxy now writes X-Forwarded-For and the
 * emulator trusts it (local-portal.ts), so each client keeps its own limit. The sign-in limit is
 * lowered to 3 a minute: a refused password costs as much hashing as a real one.
 */

const SIGN_IN_LIMIT = 3;
let portal: LocalPortal;

beforeAll(async () => {
  portal = await startLocalPortal({
    mode: 'dev',
    port: 0,
    logLevel: 'silent',
    sameOriginApis: true,
    emulator: {
      port: 0,
      data: ':memory:',
      seed: 'demo',
      rateLimits: { 'sign-in': { requests: SIGN_IN_LIMIT, windowMs: 60_000 } },
    },
  });
}, 60_000);

afterAll(async () => {
  await portal.close();
});

/** InitiateAuth through the app's /__cloud/cognito from the browser at `from`. */
function signIn(from: string, username: string, password: string): Promise<number> {
  const { settings } = portal.emulator.context;
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${portal.appUrl}/__cloud/cognito`,
      {
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
        },
      },
      (incoming) => {
        incoming.resume();
        incoming.on('end', () => resolve(incoming.statusCode ?? 0));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(
      JSON.stringify({
        ClientId: settings.userPoolClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: username, PASSWORD: password },
      }),
    );
  });
}

describe("npm start's same-origin proxy", () => {
  it(
    "keeps each browser's sign-in limit its own: one client's failed sign-ins do not refuse another's",
    { timeout: 60_000 },
    async () => {
      const demo = portal.emulator.demo;
      if (demo === null) throw new Error('not seeded');
      for (let attempt = 0; attempt < SIGN_IN_LIMIT; attempt++)
        expect(await signIn('127.0.0.10', `intruso${attempt}@example.com`, 'x')).toBe(400);
      expect(await signIn('127.0.0.10', 'intruso@example.com', 'x')).toBe(429);
      expect(await signIn('127.0.0.11', demo.email, demo.password)).toBe(200);
    },
  );
});
