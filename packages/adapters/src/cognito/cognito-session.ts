import { ok, portalError, err, type PortalError, type Result } from '@justiciable/core';
import type { AwsCredentials } from '../shared/session-sources';
import type { AmplifySession } from './configure-amplify';
import { freshStoredTokens, type StoredTokens } from './stored-tokens';

/*
 * The tokens and credentials of one portal's Amplify session. An expired access token is
 * refreshed on the way; when the refresh is refused Amplify clears the session, which then
 * reads as "nobody signed in". A portal whose process's Amplify session another portal holds
 * has none: it reads as signed out.
 */

/**
 * The stored tokens while fresh, where the portal was told where Amplify keeps them. Reading
 * them claims no hold on the session: only Amplify's own answers do, so a second portal's
 * sign-in is refused once Amplify has vouched for the first one's.
 */
export function storedTokensIfFresh(amplify: AmplifySession): StoredTokens | null {
  if (amplify.tokenStorage === null || amplify.heldElsewhere()) return null;
  return freshStoredTokens(amplify.tokenStorage, amplify.config.userPoolClientId, Date.now());
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
export async function cognitoAccessToken(amplify: AmplifySession): Promise<Result<string | null, PortalError>> {
  if (amplify.heldElsewhere()) return ok(null);
  const stored = storedTokensIfFresh(amplify);
  if (stored !== null) return ok(stored.accessToken);
  if (nobodyStored(amplify)) return ok(null);
  return amplify.withAmplify(async ({ tokens }) => {
    const token = (await tokens.getTokens())?.accessToken.toString() ?? null;
    if (token === null) amplify.release();
    else amplify.hold();
    return ok(token);
  });
}

/** Whether the storage where Amplify keeps its tokens names no signed-in user of this client; false where it keeps them in memory. */
function nobodyStored({ config, tokenStorage }: AmplifySession): boolean {
  return (
    tokenStorage !== null &&
    tokenStorage.getItem(`CognitoIdentityServiceProvider.${config.userPoolClientId}.LastAuthUser`) === null
  );
}

/** The signed-in client's credentials, or a guest's where the identity pool allows guests. */
export async function cognitoCredentials(amplify: AmplifySession): Promise<Result<AwsCredentials, PortalError>> {
  // Amplify would answer with the other portal's client's credentials, or none.
  if (amplify.heldElsewhere())
    return err(portalError.unauthenticated('another portal of this process holds the session'));
  const credentials = await amplify.withAmplify(async ({ auth }) => {
    const session = await auth.fetchAuthSession();
    return session.credentials === undefined
      ? err(portalError.unauthenticated('the identity pool issued no credentials'))
      : ok(session.credentials);
  });
  // A pool that refuses guests answers a signed-out caller with a refusal, not with "no session".
  return !credentials.ok && credentials.error.kind === 'identity'
    ? err(portalError.unauthenticated(credentials.error.detail))
    : credentials;
}
