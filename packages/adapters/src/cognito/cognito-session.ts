import { err, ok, portalError } from '@justiciable/core';
import { fetchAuthSession } from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import type { AccessTokenSource, CredentialsSource } from '../shared/session-sources';
import { identityFailure } from './identity-failure';

/*
 * The tokens and credentials of Amplify's current session. An expired access token is
 * refreshed on the way; when the refresh is refused Amplify clears the session, which then
 * reads as "nobody signed in".
 */

/**
 * The user-pool access token, from the token provider that fetchAuthSession itself reads.
 * fetchAuthSession would also fetch identity-pool credentials on every call, tying every API
 * call to the identity pool for a token the user pool alone issues.
 */
export const cognitoAccessToken: AccessTokenSource = async () => {
  try {
    const tokens = await cognitoUserPoolsTokenProvider.getTokens();
    return ok(tokens?.accessToken.toString() ?? null);
  } catch (error) {
    return err(identityFailure(error));
  }
};

/** The signed-in client's credentials, or a guest's where the identity pool allows guests. */
export const cognitoCredentials: CredentialsSource = async () => {
  try {
    const session = await fetchAuthSession();
    if (session.credentials === undefined) return err(portalError.unauthenticated('the identity pool issued no credentials'));
    return ok(session.credentials);
  } catch (error) {
    const failure = identityFailure(error);
    // A pool that refuses guests answers a signed-out caller with a refusal, not with "no session".
    return err(failure.kind === 'identity' ? portalError.unauthenticated(failure.detail) : failure);
  }
};
