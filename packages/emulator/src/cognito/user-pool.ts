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

/** Length constraints of the user-pool API's members, as its API reference gives them. */
export const memberLimits = { username: 128, password: 256, confirmationCode: 2048, attributeValue: 2048 } as const;

export const readUsername = (input: JsonInput) => input.requiredString('Username', memberLimits.username);
export const readPassword = (input: JsonInput) => input.requiredString('Password', memberLimits.password);
export const readConfirmationCode = (input: JsonInput) =>
  input.requiredString('ConfirmationCode', memberLimits.confirmationCode);

export const incorrectCredentials = () =>
  new AwsServiceError('NotAuthorizedException', 'Incorrect username or password.');
