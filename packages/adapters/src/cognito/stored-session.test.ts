import { describe, expect, it } from 'vitest';
import { hasStoredCognitoSession, isStoredCognitoUserKey } from './stored-session';

function storageWith(keys: string[]): Pick<Storage, 'length' | 'key'> {
  return { length: keys.length, key: (index) => keys[index] ?? null };
}

describe('hasStoredCognitoSession', () => {
  it("finds the user Amplify keeps after sign-in, whatever the app client id", () => {
    expect(hasStoredCognitoSession(storageWith(['theme', 'CognitoIdentityServiceProvider.client123.LastAuthUser']))).toBe(true);
  });

  it('is false for empty storage, other keys, and the token keys alone (Amplify removes LastAuthUser at sign-out)', () => {
    expect(hasStoredCognitoSession(storageWith([]))).toBe(false);
    expect(hasStoredCognitoSession(storageWith(['CognitoIdentityServiceProvider.client123.user.accessToken', 'LastAuthUser']))).toBe(false);
  });
});

describe('isStoredCognitoUserKey', () => {
  it('is the key naming the signed-in user, not the token keys Amplify rewrites at each refresh', () => {
    expect(isStoredCognitoUserKey('CognitoIdentityServiceProvider.client123.LastAuthUser')).toBe(true);
    expect(isStoredCognitoUserKey('CognitoIdentityServiceProvider.client123.3f2a.accessToken')).toBe(false);
    expect(isStoredCognitoUserKey('LastAuthUser')).toBe(false);
  });
});
