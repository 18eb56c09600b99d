// Apart from stored-session.ts, which the app's first chunk holds: this is needed only with the adapters.
import type { TokenStorage } from './configure-amplify';
import { jwtPayload } from './stored-session';

/**
 * Slack kept before an access token's expiry: a token this close to it is refreshed rather than
 * sent, so it does not expire on the way (Amplify itself refreshes 5 s before).
 */
const EXPIRY_MARGIN_MS = 60_000;

export interface StoredTokens {
  readonly accessToken: string;
  readonly userId: string;
  readonly email: string;
}

/**
 * The signed-in user's tokens as Amplify stored them, read without Amplify, while the access
 * token has more than a minute left (by Amplify's own clock drift); null otherwise (nobody
 * stored, a token missing, unreadable or about to expire), when Amplify must be asked, and may
 * refresh. Keys: `CognitoIdentityServiceProvider.<clientId>.<LastAuthUser>.accessToken`, `.idToken`, `.clockDrift`.
 */
export function freshStoredTokens(storage: TokenStorage, clientId: string, nowMs: number): StoredTokens | null {
  const prefix = `CognitoIdentityServiceProvider.${clientId}`;
  const user = storage.getItem(`${prefix}.LastAuthUser`);
  if (user === null) return null;
  const accessToken = storage.getItem(`${prefix}.${user}.accessToken`);
  const idToken = storage.getItem(`${prefix}.${user}.idToken`);
  if (accessToken === null || idToken === null) return null;
  const access = jwtPayload(accessToken);
  const id = jwtPayload(idToken);
  const clockDrift = Number.parseInt(storage.getItem(`${prefix}.${user}.clockDrift`) ?? '0', 10);
  if (access === null || id === null || typeof access['exp'] !== 'number' || !Number.isFinite(clockDrift)) return null;
  if (nowMs + clockDrift + EXPIRY_MARGIN_MS >= access['exp'] * 1000) return null;
  const { sub, email } = id;
  if (typeof sub !== 'string' || typeof email !== 'string' || access['sub'] !== sub) return null;
  return { accessToken, userId: sub, email };
}
