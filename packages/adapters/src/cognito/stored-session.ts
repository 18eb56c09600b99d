/**
 * Amplify keeps the signed-in user under `CognitoIdentityServiceProvider.<clientId>.LastAuthUser`
 * in its key-value storage (localStorage in a browser) and removes it at sign-out.
 */
const LAST_AUTH_USER_KEY = /^CognitoIdentityServiceProvider\.[^.]+\.LastAuthUser$/;

/**
 * Whether Amplify left a signed-in user in this storage, read without loading Amplify: a visitor
 * with none is signed out, so the app need not load the identity provider's SDK to know it.
 */
export function hasStoredCognitoSession(storage: {
  readonly length: number;
  key(index: number): string | null;
}): boolean {
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

/**
 * The user id (the ID token's `sub`) of the user Amplify left signed in in this storage, read
 * without loading Amplify; null when none, or when what is stored cannot be read. Says whose
 * session is stored, not that it is valid: the identity provider decides that.
 */
export function storedCognitoUserId(storage: {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
}): string | null {
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index) ?? '';
    if (!isStoredCognitoUserKey(key)) continue;
    const user = storage.getItem(key);
    const idToken = user === null ? null : storage.getItem(`${key.slice(0, -'LastAuthUser'.length)}${user}.idToken`);
    const sub = idToken === null ? undefined : jwtPayload(idToken)?.['sub'];
    return typeof sub === 'string' ? sub : null;
  }
  return null;
}

/** A JWT's payload, or null when the text is no JWT with a JSON payload. */
export function jwtPayload(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (payload === undefined) return null;
  try {
    const binary = atob(payload.replaceAll('-', '+').replaceAll('_', '/'));
    const decoded: unknown = JSON.parse(
      new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0))),
    );
    return typeof decoded === 'object' && decoded !== null ? (decoded as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
