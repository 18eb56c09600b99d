import { ok, portalError, err } from '@justiciable/core';
import type { AccessTokenSource, CredentialsSource } from '../shared/session-sources';
import { amplifySetup, withAmplify } from './configure-amplify';
import { freshStoredTokens, type StoredTokens } from './stored-tokens';

/*
 * The tokens and credentials of Amplify's current session. An expired access token is
 * refreshed on the way; when the refresh is refused Amplify clears the session, which then
 * reads as "nobody signed in".
 */

/** The stored tokens while fresh, where configureAmplify was told where Amplify keeps them. */
export function storedTokensIfFresh(): StoredTokens | null {
  const { config, tokenStorage } = amplifySetup();
  return tokenStorage === null ? null : freshStoredTokens(tokenStorage, config.userPoolClientId, Date.now());
}

/**
 * The user-pool access token: the stored one while fresh, else from the token provider that
 * fetchAuthSession itself reads (which refreshes it). fetchAuthSession would also fetch
 * identity-pool credentials on every call, tying every API call to the identity pool for a
 * token the user pool alone issues. Where Amplify keeps its tokens in a storage that names no
 * signed-in user, nobody is signed in: the answer is null without loading Amplify, whose token
 * provider would find nothing there either, so a signed-out visitor's reads (a studio's public
 * preview) do not wait for Amplify's code.
 */
export const cognitoAccessToken: AccessTokenSource = async () => {
  const stored = storedTokensIfFresh();
  if (stored !== null) return ok(stored.accessToken);
  if (nobodyStored()) return ok(null);
  return withAmplify(async ({ tokens }) => ok((await tokens.getTokens())?.accessToken.toString() ?? null));
};

/** Whether the storage where Amplify keeps its tokens names no signed-in user of this client; false where it keeps them in memory. */
function nobodyStored(): boolean {
  const { config, tokenStorage } = amplifySetup();
  return tokenStorage !== null && tokenStorage.getItem(`CognitoIdentityServiceProvider.${config.userPoolClientId}.LastAuthUser`) === null;
}

/** The signed-in client's credentials, or a guest's where the identity pool allows guests. */
export const cognitoCredentials: CredentialsSource = async () => {
  const credentials = await withAmplify(async ({ auth }) => {
    const session = await auth.fetchAuthSession();
    return session.credentials === undefined ? err(portalError.unauthenticated('the identity pool issued no credentials')) : ok(session.credentials);
  });
  // A pool that refuses guests answers a signed-out caller with a refusal, not with "no session".
  return !credentials.ok && credentials.error.kind === 'identity' ? err(portalError.unauthenticated(credentials.error.detail)) : credentials;
};
