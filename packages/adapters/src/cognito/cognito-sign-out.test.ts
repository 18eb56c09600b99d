import { sessionMessages } from '@justiciable/core';
import { expectFailure, expectOk } from '@justiciable/core/contracts';
import { cognitoUserPoolsTokenProvider } from '@aws-amplify/auth/cognito';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { closeCloud, freshCloud, type Cloud } from '../testing/emulator-cloud';
import { callUserPool, PendingRevocations } from './user-pool-sign-out';

let cloud: Promise<Cloud> | null = null;
afterAll(closeCloud);
afterEach(() => vi.restoreAllMocks());

function theCloud(): Promise<Cloud> {
  cloud ??= freshCloud();
  return cloud;
}

/** The session's refresh token, where Amplify keeps it in this process. */
async function refreshToken(): Promise<string> {
  const token = (await cognitoUserPoolsTokenProvider.authTokenStore.loadTokens())?.refreshToken;
  if (token === undefined) throw new Error('no refresh token is stored');
  return token;
}

/** Whether the pool still gives tokens for a refresh token, as a thief holding it would ask. */
async function stillRefreshes(current: Cloud, token: string): Promise<boolean> {
  const answer = await fetch(current.config.userPoolEndpoint ?? '', {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: current.config.userPoolClientId,
      AuthParameters: { REFRESH_TOKEN: token },
    }),
  });
  return answer.ok;
}

/** fetch with the user pool's RevokeToken unreachable, as offline; every other call goes through. */
function poolRevocationUnreachable() {
  const realFetch = globalThis.fetch;
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const target = new Headers(init?.headers).get('x-amz-target');
    if (target === 'AWSCognitoIdentityProviderService.RevokeToken')
      return Promise.reject(new TypeError('fetch failed'));
    return realFetch(input, init);
  });
}

describe("the user pool's sign-out", () => {
  it("revokes this session's refresh token at the pool: a copy of it no longer signs anyone in", async () => {
    const current = await theCloud();
    await current.signInAs(current.demo);
    const token = await refreshToken();
    expect(expectOk(await current.ports.identity.signOut())).toEqual({ endedAtProvider: true });
    expect(await stillRefreshes(current, token)).toBe(false);
  });

  it('signed out offline: says the pool did not hear it, keeps the token, and revokes it once the pool answers', async () => {
    const current = await theCloud();
    await current.signInAs(current.demo);
    const token = await refreshToken();
    const offline = poolRevocationUnreachable();
    expect(expectOk(await current.ports.identity.signOut())).toEqual({ endedAtProvider: false });
    expectFailure(await current.ports.identity.currentSession(), 'unauthenticated');
    expect(await stillRefreshes(current, token)).toBe(true);
    offline.mockRestore();

    const pending = new PendingRevocations(current.config, null);
    expect(await pending.revoke(token)).toBe(true);
    expect(await stillRefreshes(current, token)).toBe(false);
  });

  it('keeps what it could not revoke where Amplify keeps its tokens, and revokes it on the next retry', async () => {
    const current = await theCloud();
    await current.signInAs(current.demo);
    const token = await refreshToken();
    expectOk(await current.ports.identity.signOut());
    const stored = new Map<string, string>();
    const storage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
      removeItem: (key: string) => void stored.delete(key),
    };
    const offline = poolRevocationUnreachable();
    const pending = new PendingRevocations(current.config, storage);
    expect(await pending.revoke(token)).toBe(false);
    expect(new PendingRevocations(current.config, storage).pending()).toEqual([token]);
    offline.mockRestore();
    await new PendingRevocations(current.config, storage).retry();
    expect(stored.size).toBe(0);
  });

  it('everywhere: ends every session of the account, another device’s included', async () => {
    const current = await theCloud();
    await current.signInAs(current.demo);
    const thisDevice = await refreshToken();
    // Another device's session: the same account signed in once more, outside Amplify.
    const other = await fetch(current.config.userPoolEndpoint ?? '', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: JSON.stringify({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: current.config.userPoolClientId,
        AuthParameters: { USERNAME: current.demo.email, PASSWORD: current.demo.password },
      }),
    });
    const otherDevice = ((await other.json()) as { AuthenticationResult: { RefreshToken: string } })
      .AuthenticationResult.RefreshToken;
    expect(await stillRefreshes(current, otherDevice)).toBe(true);

    expect(expectOk(await current.ports.identity.signOut({ everywhere: true }))).toEqual({ endedAtProvider: true });
    expect(await stillRefreshes(current, otherDevice)).toBe(false);
    expect(await stillRefreshes(current, thisDevice)).toBe(false);
  });

  it('everywhere, with the pool unreachable: fails in Spanish and keeps this session, so it can be asked again', async () => {
    const current = await theCloud();
    await current.signInAs(current.demo);
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
      new Headers(init?.headers).get('x-amz-target') === 'AWSCognitoIdentityProviderService.GlobalSignOut'
        ? Promise.reject(new TypeError('fetch failed'))
        : realFetch(input, init),
    );
    const failure = expectFailure(await current.ports.identity.signOut({ everywhere: true }), 'unavailable');
    expect(failure.message).toBe(sessionMessages.signOutEverywhereFailed);
    expectOk(await current.ports.identity.currentSession());
  });

  it('tells a pool that failed or throttled (ask again) from one that refused (nothing left to end)', async () => {
    const current = await theCloud();
    const answering = (status: number) =>
      vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response('{}', { status }));
    answering(503);
    expect(await callUserPool(current.config, 'RevokeToken', { ClientId: 'c', Token: 't' })).toBe('no-answer');
    answering(429);
    expect(await callUserPool(current.config, 'RevokeToken', { ClientId: 'c', Token: 't' })).toBe('no-answer');
    answering(400);
    expect(await callUserPool(current.config, 'RevokeToken', { ClientId: 'c', Token: 't' })).toBe('refused');
    answering(200);
    expect(await callUserPool(current.config, 'GlobalSignOut', { AccessToken: 't' })).toBe('done');
  });
});
