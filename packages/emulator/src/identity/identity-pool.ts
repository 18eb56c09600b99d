import { AwsServiceError, type AwsJsonService, type JsonInput, type JsonObject } from '../aws-json';
import type { EmulatorContext } from '../context';
import type { TokenService } from '../cognito/tokens';
import type { PoolUser } from '../cognito/users';
import { inTransaction } from '../store/database';
import { identityIdFor, issueCredentials, ownerOfIdentity } from './credentials';

/**
 * Cognito Identity (AWSCognitoIdentityService): GetId and GetCredentialsForIdentity for users
 * signed in to the pool. Guest access is off, as in the product's identity pool.
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
  const user = await signedInUser(ctx, tokens, input);
  return { IdentityId: inTransaction(ctx.db, () => identityIdFor(ctx.db, ctx.settings.region, user.sub)) };
}

async function getCredentialsForIdentity(ctx: EmulatorContext, tokens: TokenService, input: JsonInput): Promise<JsonObject> {
  const identityId = input.requiredString('IdentityId');
  if (!/^[\w-]+:[0-9a-f-]+$/.test(identityId)) {
    throw new AwsServiceError(
      'InvalidParameterException',
      `1 validation error detected: Value '${identityId}' at 'identityId' failed to satisfy constraint: Member must satisfy regular expression pattern: [\\w-]+:[0-9a-f-]+`,
    );
  }
  const owner = ownerOfIdentity(ctx.db, identityId);
  if (!owner) throw new AwsServiceError('ResourceNotFoundException', `Identity '${identityId}' not found.`);
  const user = await signedInUser(ctx, tokens, input);
  if (user.sub !== owner) {
    throw new AwsServiceError(
      'NotAuthorizedException',
      "Logins don't match. Please include at least one valid login for this identity or identity pool.",
    );
  }
  const credentials = issueCredentials(ctx.db, identityId, user.sub);
  return {
    IdentityId: identityId,
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
 * without its scheme.
 */
async function signedInUser(ctx: EmulatorContext, tokens: TokenService, input: JsonInput): Promise<PoolUser> {
  const logins = Object.entries(input.optionalStringMap('Logins') ?? {});
  if (logins.length === 0) {
    throw new AwsServiceError('NotAuthorizedException', 'Unauthenticated access is not supported for this identity pool.');
  }
  const providers = new Set([
    `cognito-idp.${ctx.settings.region}.amazonaws.com/${ctx.settings.userPoolId}`,
    tokens.issuer().replace(/^\w+:\/\//, ''),
  ]);
  const [provider, idToken] = logins[0] ?? [];
  if (logins.length > 1 || !provider || !idToken || !providers.has(provider)) {
    throw new AwsServiceError('NotAuthorizedException', 'Token is not from a supported provider of this identity pool.');
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
