import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayOverStorage } from '../testing/amplify-over-storage';

// Any request fails the test: a fresh stored session must be read without asking Cognito.
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const CLIENT_ID = 'storedclient';
const USER = '7c1e-sub';
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (payload: Record<string, unknown>) => `${base64url({ alg: 'RS256' })}.${base64url(payload)}.firma`;

/** What Amplify leaves in localStorage after a sign-in, with tokens expiring in `expiresInS`. */
function browserStorage(expiresInS: number): Map<string, string> {
  const exp = Math.floor(Date.now() / 1000) + expiresInS;
  const prefix = `CognitoIdentityServiceProvider.${CLIENT_ID}`;
  return new Map([
    [`${prefix}.LastAuthUser`, USER],
    [`${prefix}.${USER}.accessToken`, jwt({ sub: USER, exp })],
    [`${prefix}.${USER}.idToken`, jwt({ sub: USER, email: 'ana@ejemplo.com', exp })],
    [`${prefix}.${USER}.clockDrift`, '0'],
  ]);
}

describe('a session Amplify stored in the browser', () => {
  it('is read from storage while the access token is fresh, with no request', async () => {
    const storage = browserStorage(3600);
    const gateway = gatewayOverStorage(CLIENT_ID, storage);
    expect(await gateway.currentSession()).toEqual({
      ok: true,
      value: { userId: USER, username: 'ana@ejemplo.com', email: 'ana@ejemplo.com' },
    });
    expect(await gateway.accessToken()).toEqual({
      ok: true,
      value: storage.get(`CognitoIdentityServiceProvider.${CLIENT_ID}.${USER}.accessToken`),
    });
  });

  it('is left to Amplify once the token is about to expire (here Amplify, keeping tokens in memory in Node, has none)', async () => {
    const gateway = gatewayOverStorage(CLIENT_ID, browserStorage(30));
    expect(await gateway.currentSession()).toMatchObject({ ok: false, error: { kind: 'unauthenticated' } });
    expect(await gateway.accessToken()).toEqual({ ok: true, value: null });
  });
});
