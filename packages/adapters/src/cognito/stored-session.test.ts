import { describe, expect, it } from 'vitest';
import { hasStoredCognitoSession } from './stored-session';

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
