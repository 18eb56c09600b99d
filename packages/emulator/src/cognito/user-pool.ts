import { AwsServiceError, type JsonInput } from '../aws-json';
import type { EmulatorContext } from '../context';
import { accessTokenError, type TokenService } from './tokens';
import type { PoolUser } from './users';

/** What every user-pool operation works with. */
export interface UserPool {
  readonly ctx: EmulatorContext;
  readonly tokens: TokenService;
}

/** Reads ClientId and refuses any client but the pool's one app client. */
export function readClientId(pool: UserPool, input: JsonInput): string {
  const clientId = input.requiredString('ClientId');
  if (clientId !== pool.ctx.settings.userPoolClientId) {
    throw new AwsServiceError('ResourceNotFoundException', `User pool client ${clientId} does not exist.`);
  }
  return clientId;
}

/** The signed-in user behind the request's AccessToken, or Cognito's NotAuthorizedException. */
export async function readAccessToken(pool: UserPool, input: JsonInput): Promise<PoolUser> {
  const check = await pool.tokens.verify(input.requiredString('AccessToken'), 'access');
  if (!check.ok) throw accessTokenError(check.refusal);
  return check.user;
}

/** A member of AuthParameters or ChallengeResponses, worded as Cognito words its absence. */
export function requiredParameter(parameters: Record<string, string>, name: string): string {
  const value = parameters[name];
  if (!value) throw new AwsServiceError('InvalidParameterException', `Missing required parameter ${name}`);
  return value;
}

export const incorrectCredentials = () =>
  new AwsServiceError('NotAuthorizedException', 'Incorrect username or password.');

export const userNotFound = () =>
  new AwsServiceError('UserNotFoundException', 'Username/client id combination not found.');
