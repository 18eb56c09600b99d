import { AwsServiceError, type AwsJsonService, type JsonInput, type JsonObject } from '../aws-json';
import type { EmulatorContext } from '../context';
import type { TokenService } from '../cognito/tokens';
import type { PoolUser } from '../cognito/users';
import { inTransaction } from '../store/database';
import { findIdentity, guestIdentityId, identityIdFor, issueCredentials, signInGuestIdentity } from './credentials';

/**
 * Cognito Identity (AWSCognitoIdentityService): GetId and GetCredentialsForIdentity for users
 * signed in to the pool, and for guests: the public file-request page (SPEC §2) uploads without
 * a session, so the pool allows unauthenticated identities.
 */
export function identityPoolService(ctx: EmulatorContext, tokens: TokenService): AwsJsonService {
  return {
    targetPrefix: 'AWSCognitoIdentityService',
    operations: {
      GetId: (input) => getId(ctx, tokens, input),
      GetCredentialsForIdentity: (input) => getCredentialsForIdentity(ctx, tokens, input),
    },
  };
}

async function getId(ctx: EmulatorContext, tokens: TokenService, input: JsonInput): Promise<JsonObject> {
  const poolId = input.requiredString('IdentityPoolId');
  if (poolId !== ctx.settings.identityPoolId) {
    throw new AwsServiceError('ResourceNotFoundException', `IdentityPool '${poolId}' not found.`);
  }
  const user = await loggedInUser(ctx, tokens, input);
  // As the service does, every GetId without Logins is a new guest; clients keep theirs.
  const identityId = inTransaction(ctx.db, () =>
    user ? identityIdFor(ctx.db, ctx.settings.region, user.sub) : guestIdentityId(ctx.db, ctx.settings.region),
  );
  return { IdentityId: identityId };
}

async function getCredentialsForIdentity(
  ctx: EmulatorContext,
  tokens: TokenService,
  input: JsonInput,
): Promise<JsonObject> {
  const identityId = input.requiredString('IdentityId');
  if (!/^[\w-]+:[0-9a-f-]+$/.test(identityId)) {
    throw new AwsServiceError(
      'InvalidParameterException',
      `1 validation error detected: Value '${identityId}' at 'identityId' failed to satisfy constraint: Member must satisfy regular expression pattern: [\\w-]+:[0-9a-f-]+`,
    );
  }
  const identity = findIdentity(ctx.db, identityId);
  if (!identity) throw new AwsServiceError('ResourceNotFoundException', `Identity '${identityId}' not found.`);
  const user = await loggedInUser(ctx, tokens, input);
  // A user's identity needs that user's login and a guest's takes none, except that a guest who
  // signs in brings the login to the guest identity (Amplify keeps it across the sign-in).
  const signsInGuest = user !== null && identity.sub === null;
  if (!signsInGuest && (user?.sub ?? null) !== identity.sub) {
    throw new AwsServiceError(
      'NotAuthorizedException',
      "Logins don't match. Please include at least one valid login for this identity or identity pool.",
    );
  }
  const credentials = inTransaction(ctx.db, () => {
    const answered = signsInGuest ? signInGuestIdentity(ctx.db, identityId, user.sub) : identityId;
    return issueCredentials(ctx.db, answered, user?.sub ?? null);
  });
  return {
    IdentityId: credentials.identityId,
    Credentials: {
      AccessKeyId: credentials.accessKeyId,
      SecretKey: credentials.secretAccessKey,
      SessionToken: credentials.sessionToken,
      // The real service answers epoch seconds, which Amplify multiplies by 1000.
      Expiration: credentials.expiresAt / 1000,
    },
  };
}

/**
 * The user behind Logins: {"<provider>": idToken}, where provider is the pool's provider name
 * (cognito-idp.<region>.amazonaws.com/<poolId>) or, as Amplify builds it, the token's issuer
 * without its scheme. Null for a guest, who sends no Logins.
 */
async function loggedInUser(ctx: EmulatorContext, tokens: TokenService, input: JsonInput): Promise<PoolUser | null> {
  const logins = Object.entries(input.optionalStringMap('Logins') ?? {});
  if (logins.length === 0) return null;
  const providers = new Set([
    `cognito-idp.${ctx.settings.region}.amazonaws.com/${ctx.settings.userPoolId}`,
    tokens.issuer().replace(/^\w+:\/\//, ''),
  ]);
  const [provider, idToken] = logins[0] ?? [];
  if (logins.length > 1 || !provider || !idToken || !providers.has(provider)) {
    throw new AwsServiceError(
      'NotAuthorizedException',
      'Token is not from a supported provider of this identity pool.',
    );
  }
  const check = await tokens.verify(idToken, 'id');
  if (!check.ok) {
    const reason = {
      invalid: "Couldn't verify signed token.",
      expired: 'Token expired.',
      revoked: 'Token has been revoked.',
    }[check.refusal];
    throw new AwsServiceError('NotAuthorizedException', `Invalid login token. ${reason}`);
  }
  return check.user;
}
