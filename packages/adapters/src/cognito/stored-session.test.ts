import { describe, expect, it } from 'vitest';
import { hasStoredCognitoSession, isStoredCognitoUserKey, storedCognitoUserId } from './stored-session';
import { freshStoredTokens } from './stored-tokens';

function storageWith(keys: string[]): Pick<Storage, 'length' | 'key'> {
  return { length: keys.length, key: (index) => keys[index] ?? null };
}

describe('hasStoredCognitoSession', () => {
  it('finds the user Amplify keeps after sign-in, whatever the app client id', () => {
    expect(
      hasStoredCognitoSession(storageWith(['theme', 'CognitoIdentityServiceProvider.client123.LastAuthUser'])),
    ).toBe(true);
  });

  it('is false for empty storage, other keys, and the token keys alone (Amplify removes LastAuthUser at sign-out)', () => {
    expect(hasStoredCognitoSession(storageWith([]))).toBe(false);
    expect(
      hasStoredCognitoSession(
        storageWith(['CognitoIdentityServiceProvider.client123.user.accessToken', 'LastAuthUser']),
      ),
    ).toBe(false);
  });
});

describe('isStoredCognitoUserKey', () => {
  it('is the key naming the signed-in user, not the token keys Amplify rewrites at each refresh', () => {
    expect(isStoredCognitoUserKey('CognitoIdentityServiceProvider.client123.LastAuthUser')).toBe(true);
    expect(isStoredCognitoUserKey('CognitoIdentityServiceProvider.client123.3f2a.accessToken')).toBe(false);
    expect(isStoredCognitoUserKey('LastAuthUser')).toBe(false);
  });
});

describe('storedCognitoUserId', () => {
  const idToken = (payload: Record<string, unknown>) =>
    ['{"alg":"RS256"}', JSON.stringify(payload)].map((part) => Buffer.from(part).toString('base64url')).join('.') +
    '.firma';
  function storageOf(entries: Record<string, string>): Pick<Storage, 'length' | 'key' | 'getItem'> {
    const keys = Object.keys(entries);
    return { length: keys.length, key: (index) => keys[index] ?? null, getItem: (key) => entries[key] ?? null };
  }

  it("is the sub of the stored user's ID token, whatever its username", () => {
    const storage = storageOf({
      theme: 'claro',
      'CognitoIdentityServiceProvider.client123.LastAuthUser': 'ana@ejemplo.com.ar',
      'CognitoIdentityServiceProvider.client123.ana@ejemplo.com.ar.idToken': idToken({
        sub: 'f3a1-sub',
        email: 'ana@ejemplo.com.ar',
      }),
    });
    expect(storedCognitoUserId(storage)).toBe('f3a1-sub');
  });

  it('is null with nobody stored, no ID token, or one that is no JWT or has no sub', () => {
    const user = { 'CognitoIdentityServiceProvider.client123.LastAuthUser': 'ana' };
    expect(storedCognitoUserId(storageOf({}))).toBeNull();
    expect(storedCognitoUserId(storageOf(user))).toBeNull();
    expect(
      storedCognitoUserId(
        storageOf({ ...user, 'CognitoIdentityServiceProvider.client123.ana.idToken': 'no-es-un-jwt' }),
      ),
    ).toBeNull();
    expect(
      storedCognitoUserId(
        storageOf({ ...user, 'CognitoIdentityServiceProvider.client123.ana.idToken': idToken({ email: 'ana@x.ar' }) }),
      ),
    ).toBeNull();
  });
});

describe('freshStoredTokens', () => {
  const NOW = Date.UTC(2026, 10, 26, 12, 0, 0);
  const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const jwt = (payload: Record<string, unknown>) => `${base64url({ alg: 'RS256' })}.${base64url(payload)}.firma`;
  const prefix = 'CognitoIdentityServiceProvider.client123';
  const user = 'f3a1-sub';

  function storageOf(entries: Record<string, string>): Pick<Storage, 'getItem'> {
    return { getItem: (key) => entries[key] ?? null };
  }

  function signedIn({ expiresInS = 3600, clockDrift = '0', sub = user, email = 'maría@ejemplo.com.ar' } = {}) {
    const exp = Math.floor(NOW / 1000) + expiresInS;
    return {
      [`${prefix}.LastAuthUser`]: user,
      [`${prefix}.${user}.accessToken`]: jwt({ sub: user, exp, token_use: 'access' }),
      [`${prefix}.${user}.idToken`]: jwt({ sub, email, exp, token_use: 'id' }),
      [`${prefix}.${user}.clockDrift`]: clockDrift,
    };
  }

  it('reads the access token and who it belongs to while it has more than a minute left, e-mail in UTF-8', () => {
    const entries = signedIn();
    expect(freshStoredTokens(storageOf(entries), 'client123', NOW)).toEqual({
      accessToken: entries[`${prefix}.${user}.accessToken`],
      userId: user,
      email: 'maría@ejemplo.com.ar',
    });
  });

  it('leaves a token within a minute of expiry, or past it, to Amplify, counting Amplify’s clock drift', () => {
    expect(freshStoredTokens(storageOf(signedIn({ expiresInS: 59 })), 'client123', NOW)).toBeNull();
    expect(freshStoredTokens(storageOf(signedIn({ expiresInS: -10 })), 'client123', NOW)).toBeNull();
    expect(freshStoredTokens(storageOf(signedIn({ expiresInS: 120 })), 'client123', NOW)).not.toBeNull();
    expect(
      freshStoredTokens(storageOf(signedIn({ expiresInS: 120, clockDrift: '90000' })), 'client123', NOW),
    ).toBeNull();
  });

  it('is null with nobody stored, another app client, a token missing or unreadable, or tokens of two users', () => {
    expect(freshStoredTokens(storageOf({}), 'client123', NOW)).toBeNull();
    expect(freshStoredTokens(storageOf(signedIn()), 'otro-cliente', NOW)).toBeNull();
    const withoutId = Object.fromEntries(Object.entries(signedIn()).filter(([key]) => !key.endsWith('.idToken')));
    expect(freshStoredTokens(storageOf(withoutId), 'client123', NOW)).toBeNull();
    expect(
      freshStoredTokens(
        storageOf({ ...signedIn(), [`${prefix}.${user}.accessToken`]: 'no-es-un-jwt' }),
        'client123',
        NOW,
      ),
    ).toBeNull();
    expect(
      freshStoredTokens(storageOf({ ...signedIn(), [`${prefix}.${user}.accessToken`]: 'a.%%%.b' }), 'client123', NOW),
    ).toBeNull();
    expect(freshStoredTokens(storageOf(signedIn({ sub: 'otra-persona' })), 'client123', NOW)).toBeNull();
  });
});
