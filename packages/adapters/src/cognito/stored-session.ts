/**
 * Amplify keeps the signed-in user under `CognitoIdentityServiceProvider.<clientId>.LastAuthUser`
 * in its key-value storage (localStorage in a browser) and removes it at sign-out.
 */
const LAST_AUTH_USER_KEY = /^CognitoIdentityServiceProvider\.[^.]+\.LastAuthUser$/;

/**
 * Whether Amplify left a signed-in user in this storage, read without loading Amplify: a visitor
 * with none is signed out, so the app need not load the identity provider's SDK to know it.
 */
export function hasStoredCognitoSession(storage: { readonly length: number; key(index: number): string | null }): boolean {
  for (let index = 0; index < storage.length; index++) {
    if (isStoredCognitoUserKey(storage.key(index) ?? '')) return true;
  }
  return false;
}

/**
 * Whether a storage key is the one that names the signed-in user. It changes only when someone
 * signs in or out (token refreshes leave it alone), so a change of it made by another tab means
 * that tab's sign-out, or another person's sign-in.
 */
export function isStoredCognitoUserKey(key: string): boolean {
  return LAST_AUTH_USER_KEY.test(key);
}

