import type { JsonInput, JsonObject } from '../aws-json';
import { inTransaction } from '../store/database';
import { readAccessToken, readClientId, type UserPool } from './user-pool';
import { deleteUser as deletePoolUser, userAttributes } from './users';

export async function getUser(pool: UserPool, input: JsonInput): Promise<JsonObject> {
  const user = await readAccessToken(pool, input);
  return { Username: user.sub, UserAttributes: userAttributes(user) };
}

/** Deletes the signed-in user's account; every token of it is refused from now on. */
export async function deleteUser(pool: UserPool, input: JsonInput): Promise<JsonObject> {
  const user = await readAccessToken(pool, input);
  inTransaction(pool.ctx.db, () => deletePoolUser(pool.ctx, user.sub));
  return {};
}

/** Signs the user out of every session: all their access, id and refresh tokens are revoked. */
export async function globalSignOut(pool: UserPool, input: JsonInput): Promise<JsonObject> {
  const user = await readAccessToken(pool, input);
  pool.tokens.revokeAllSessions(user.sub);
  return {};
}

/** Revokes a refresh token and the access and id tokens issued with it. */
export function revokeToken(pool: UserPool, input: JsonInput): JsonObject {
  const clientId = readClientId(pool, input);
  pool.tokens.revokeRefreshToken(input.requiredString('Token'), clientId);
  return {};
}
