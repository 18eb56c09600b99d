import { randomBytes, randomUUID } from 'node:crypto';
import { AwsServiceError, type JsonInput, type JsonObject } from '../aws-json';
import { clearAttempts, passwordLocked, recordAttempt } from './attempts';
import { hashPassword, passwordMatches } from './password';
import { simulatedSrpSalt, simulatedSub, simulatedSubject } from './simulated-users';
import {
  createServerEphemeral,
  createSrpVerifier,
  isAcceptableClientA,
  isSrpTimestamp,
  verifyPasswordClaim,
} from './srp';
import { incorrectCredentials, readClientId, requiredParameter, type UserPool } from './user-pool';
import { findUser, findUserBySub, srpPoolName, type PoolUser } from './users';

const authFlows = [
  'USER_SRP_AUTH',
  'REFRESH_TOKEN_AUTH',
  'REFRESH_TOKEN',
  'CUSTOM_AUTH',
  'ADMIN_NO_SRP_AUTH',
  'USER_PASSWORD_AUTH',
  'ADMIN_USER_PASSWORD_AUTH',
  'USER_AUTH',
];
const challengeLifetimeMs = 3 * 60_000;

export async function initiateAuth(pool: UserPool, input: JsonInput): Promise<JsonObject> {
  const clientId = readClientId(pool, input);
  const flow = input.requiredString('AuthFlow');
  const parameters = input.optionalStringMap('AuthParameters') ?? {};
  switch (flow) {
    case 'USER_SRP_AUTH':
      return startPasswordVerifier(pool, clientId, parameters);
    case 'USER_PASSWORD_AUTH':
      return signInWithPassword(pool, clientId, parameters);
    case 'REFRESH_TOKEN_AUTH':
    case 'REFRESH_TOKEN': {
      const refreshToken = requiredParameter(parameters, 'REFRESH_TOKEN');
      return { AuthenticationResult: await pool.tokens.refresh(refreshToken, clientId), ChallengeParameters: {} };
    }
    default:
      if (authFlows.includes(flow)) {
        throw new AwsServiceError('InvalidParameterException', `${flow} flow not enabled for this client`);
      }
      throw new AwsServiceError(
        'InvalidParameterException',
        `1 validation error detected: Value '${flow}' at 'authFlow' failed to satisfy constraint: Member must satisfy enum value set: [${authFlows.join(', ')}]`,
      );
  }
}

async function signInWithPassword(
  pool: UserPool,
  clientId: string,
  parameters: Record<string, string>,
): Promise<JsonObject> {
  const username = requiredParameter(parameters, 'USERNAME');
  const password = requiredParameter(parameters, 'PASSWORD');
  const user = findUser(pool.ctx.db, username);
  const subject = user?.sub ?? simulatedSubject(pool.ctx.db, username);
  assertPasswordAttemptsLeft(pool, subject);
  if (!user) {
    // The same scrypt work a real account costs, so the answer's timing does not tell either.
    hashPassword(password);
    throw wrongPassword(pool, subject);
  }
  if (!passwordMatches(password, { salt: user.passwordSalt, hash: user.passwordHash }))
    throw wrongPassword(pool, user.sub);
  return completeSignIn(pool, user, clientId);
}

/**
 * First step of USER_SRP_AUTH: answer B, the salt and a single-use secret block. An unknown
 * user gets a convincing challenge too, with the same identity and salt every time (a real
 * user's do not change either), so sign-in does not reveal which e-mails have accounts.
 */
function startPasswordVerifier(pool: UserPool, clientId: string, parameters: Record<string, string>): JsonObject {
  const username = requiredParameter(parameters, 'USERNAME');
  const clientA = requiredParameter(parameters, 'SRP_A');
  if (!isAcceptableClientA(clientA)) {
    throw new AwsServiceError('InvalidParameterException', 'SRP_A is not a valid SRP public value.');
  }
  const db = pool.ctx.db;
  const user = findUser(db, username);
  const srpUsername = user?.sub ?? simulatedSub(db, username);
  // No password could match the stand-in's verifier; only its salt is ever shown.
  const secrets = user
    ? { salt: user.srpSalt, verifier: user.srpVerifier }
    : {
        salt: simulatedSrpSalt(db, username),
        verifier: createSrpVerifier(srpPoolName(pool.ctx.settings), srpUsername, randomUUID()).verifier,
      };
  const ephemeral = createServerEphemeral(secrets.verifier);
  const secretBlock = randomBytes(96).toString('base64');
  const now = Date.now();
  db.prepare('DELETE FROM cognito_srp_challenges WHERE expires_at <= ?').run(now);
  db.prepare(
    `INSERT INTO cognito_srp_challenges (secret_block, sub, client_id, srp_a, srp_b, private_b, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    secretBlock,
    user?.sub ?? null,
    clientId,
    clientA,
    ephemeral.publicB,
    ephemeral.privateB,
    now + challengeLifetimeMs,
  );
  return {
    ChallengeName: 'PASSWORD_VERIFIER',
    ChallengeParameters: {
      SALT: secrets.salt,
      SECRET_BLOCK: secretBlock,
      SRP_B: ephemeral.publicB,
      USERNAME: srpUsername,
      USER_ID_FOR_SRP: srpUsername,
    },
  };
}

interface ChallengeRow {
  sub: string | null;
  client_id: string;
  srp_a: string;
  srp_b: string;
  private_b: string;
  expires_at: number;
}

export async function respondToAuthChallenge(pool: UserPool, input: JsonInput): Promise<JsonObject> {
  const clientId = readClientId(pool, input);
  const challengeName = input.requiredString('ChallengeName');
  if (challengeName !== 'PASSWORD_VERIFIER') {
    throw new AwsServiceError(
      'InvalidParameterException',
      `Challenge ${challengeName} is not expected: this pool only asks for PASSWORD_VERIFIER.`,
    );
  }
  const responses = input.optionalStringMap('ChallengeResponses') ?? {};
  const username = requiredParameter(responses, 'USERNAME');
  const secretBlock = requiredParameter(responses, 'PASSWORD_CLAIM_SECRET_BLOCK');
  const signature = requiredParameter(responses, 'PASSWORD_CLAIM_SIGNATURE');
  const timestamp = requiredParameter(responses, 'TIMESTAMP');
  if (!isSrpTimestamp(timestamp)) {
    throw new AwsServiceError(
      'InvalidParameterException',
      'TIMESTAMP format should be EEE MMM d HH:mm:ss z yyyy in english.',
    );
  }
  const db = pool.ctx.db;
  const challenge = db
    .prepare<[string], ChallengeRow>('SELECT * FROM cognito_srp_challenges WHERE secret_block = ?')
    .get(secretBlock);
  // Single use: a replayed or guessed secret block finds nothing.
  db.prepare('DELETE FROM cognito_srp_challenges WHERE secret_block = ?').run(secretBlock);
  if (!challenge || challenge.expires_at <= Date.now() || challenge.client_id !== clientId) {
    throw new AwsServiceError('NotAuthorizedException', 'Invalid session for the user, session is expired.');
  }
  // A simulated challenge fails as a wrong password does, counted against the address it stands for.
  if (!challenge.sub) {
    const subject = simulatedSubject(db, username);
    assertPasswordAttemptsLeft(pool, subject);
    throw wrongPassword(pool, subject);
  }
  const user = findUserBySub(db, challenge.sub);
  if (!user || (username !== user.sub && username.toLowerCase() !== user.email.toLowerCase())) {
    throw incorrectCredentials();
  }
  assertPasswordAttemptsLeft(pool, user.sub);
  const proved = verifyPasswordClaim({
    poolName: srpPoolName(pool.ctx.settings),
    username: user.sub,
    verifier: user.srpVerifier,
    clientA: challenge.srp_a,
    privateB: challenge.private_b,
    publicB: challenge.srp_b,
    secretBlock,
    timestamp,
    signature,
  });
  if (!proved) throw wrongPassword(pool, user.sub);
  return completeSignIn(pool, user, clientId);
}

export async function getTokensFromRefreshToken(pool: UserPool, input: JsonInput): Promise<JsonObject> {
  const clientId = readClientId(pool, input);
  return { AuthenticationResult: await pool.tokens.refresh(input.requiredString('RefreshToken'), clientId) };
}

/** Cognito locks an account's password sign-in for a while after repeated wrong passwords. */
function assertPasswordAttemptsLeft(pool: UserPool, subject: string): void {
  if (passwordLocked(pool.ctx.db, subject)) {
    throw new AwsServiceError('NotAuthorizedException', 'Password attempts exceeded');
  }
}

/**
 * The refusal of a wrong password, counted towards the lockout; an address without an account is
 * counted and locked alike, so the lockout does not tell which addresses have accounts.
 */
function wrongPassword(pool: UserPool, subject: string): AwsServiceError {
  recordAttempt(pool.ctx.db, subject, 'password');
  return incorrectCredentials();
}

/** The password was right: an unconfirmed account is told so, a confirmed one gets its tokens. */
async function completeSignIn(pool: UserPool, user: PoolUser, clientId: string): Promise<JsonObject> {
  clearAttempts(pool.ctx.db, user.sub, 'password');
  if (user.status !== 'CONFIRMED') {
    throw new AwsServiceError('UserNotConfirmedException', 'User is not confirmed.');
  }
  return { ChallengeParameters: {}, AuthenticationResult: await pool.tokens.signIn(user, clientId) };
}
