import { randomBytes, randomUUID } from 'node:crypto';
import type { IssuedCredentials } from '../context';
import type { SqlDatabase } from '../store/database';

const credentialsLifetimeMs = 3_600_000;
const keyIdAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** The identity of a user: '<region>:<uuid>', created on first request and stable afterwards. */
export function identityIdFor(db: SqlDatabase, region: string, sub: string): string {
  const existing = db
    .prepare<[string], { identity_id: string }>('SELECT identity_id FROM identity_ids WHERE sub = ?')
    .get(sub);
  if (existing) return existing.identity_id;
  const identityId = `${region}:${randomUUID()}`;
  db.prepare('INSERT INTO identity_ids (identity_id, sub, created_at) VALUES (?, ?, ?)').run(
    identityId,
    sub,
    new Date().toISOString(),
  );
  return identityId;
}

/** An unauthenticated identity: a new one each time, with no user behind it. */
export function guestIdentityId(db: SqlDatabase, region: string): string {
  const identityId = `${region}:${randomUUID()}`;
  db.prepare('INSERT INTO identity_ids (identity_id, sub, created_at) VALUES (?, NULL, ?)').run(
    identityId,
    new Date().toISOString(),
  );
  return identityId;
}

/**
 * A guest's identity presented with a user's login: it becomes the user's identity or, when the
 * user already has one, that one is answered instead, as the service merges the two.
 */
export function signInGuestIdentity(db: SqlDatabase, guestId: string, sub: string): string {
  const existing = db
    .prepare<[string], { identity_id: string }>('SELECT identity_id FROM identity_ids WHERE sub = ?')
    .get(sub);
  if (existing) return existing.identity_id;
  // What the guest was issued stays a guest's: it ends here instead of acting for the user.
  db.prepare('DELETE FROM identity_credentials WHERE identity_id = ?').run(guestId);
  db.prepare('UPDATE identity_ids SET sub = ? WHERE identity_id = ?').run(sub, guestId);
  return guestId;
}

/** An identity and its user; sub is null for a guest. Null when the pool never issued it. */
export function findIdentity(db: SqlDatabase, identityId: string): { readonly sub: string | null } | null {
  return (
    db
      .prepare<[string], { sub: string | null }>('SELECT sub FROM identity_ids WHERE identity_id = ?')
      .get(identityId) ?? null
  );
}

/** Temporary credentials shaped as STS issues them: an ASIA key id, a secret and a session token. */
export function issueCredentials(db: SqlDatabase, identityId: string, sub: string | null): IssuedCredentials {
  const now = Date.now();
  const credentials: IssuedCredentials = {
    accessKeyId: `ASIA${[...randomBytes(16)].map((byte) => keyIdAlphabet[byte % keyIdAlphabet.length]).join('')}`,
    secretAccessKey: randomBytes(30).toString('base64'),
    sessionToken: randomBytes(192).toString('base64'),
    identityId,
    sub,
    // Whole seconds, as the service reports Expiration, so both sides agree on the instant.
    expiresAt: Math.floor((now + credentialsLifetimeMs) / 1000) * 1000,
  };
  db.prepare('DELETE FROM identity_credentials WHERE expires_at <= ?').run(now);
  db.prepare(
    `INSERT INTO identity_credentials (access_key_id, secret_access_key, session_token, identity_id, expires_at)
     VALUES (?, ?, ?, ?, ?)`,
  ).run(
    credentials.accessKeyId,
    credentials.secretAccessKey,
    credentials.sessionToken,
    identityId,
    credentials.expiresAt,
  );
  return credentials;
}

/** Live credentials by access key id (sub null for a guest's); null once expired, or after the user was deleted. */
export function findCredentials(db: SqlDatabase, accessKeyId: string): IssuedCredentials | null {
  const row = db
    .prepare<
      [string, number],
      {
        access_key_id: string;
        secret_access_key: string;
        session_token: string;
        identity_id: string;
        sub: string | null;
        expires_at: number;
      }
    >(
      `SELECT c.access_key_id, c.secret_access_key, c.session_token, c.identity_id, i.sub, c.expires_at
       FROM identity_credentials c JOIN identity_ids i ON i.identity_id = c.identity_id
       WHERE c.access_key_id = ? AND c.expires_at > ?`,
    )
    .get(accessKeyId, Date.now());
  if (!row) return null;
  return {
    accessKeyId: row.access_key_id,
    secretAccessKey: row.secret_access_key,
    sessionToken: row.session_token,
    identityId: row.identity_id,
    sub: row.sub,
    expiresAt: row.expires_at,
  };
}
