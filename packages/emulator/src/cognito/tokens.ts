import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  calculateJwkThumbprint,
  errors,
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  SignJWT,
  type CryptoKey,
  type JWK,
  type JWTPayload,
} from 'jose';
import { AwsServiceError, type JsonObject } from '../aws-json';
import type { EmulatorSettings } from '../context';
import type { SqlDatabase } from '../store/database';
import { findUserBySub, type PoolUser } from './users';

const accessTokenLifetimeSeconds = 3600;
const refreshTokenLifetimeMs = 30 * 24 * 3_600_000;

export interface SigningKey {
  readonly kid: string;
  readonly privateKey: CryptoKey;
  readonly publicKey: CryptoKey;
  readonly publicJwk: JWK;
}

/** The database's RS256 key pair, generated on first use and kept, so tokens survive a restart. */
export async function loadSigningKey(db: SqlDatabase): Promise<SigningKey> {
  let row = db
    .prepare<[], { kid: string; private_jwk: string; public_jwk: string }>(
      'SELECT kid, private_jwk, public_jwk FROM cognito_signing_keys ORDER BY created_at LIMIT 1',
    )
    .get();
  if (!row) {
    const pair = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
    const publicJwk = await exportJWK(pair.publicKey);
    const kid = await calculateJwkThumbprint(publicJwk);
    row = {
      kid,
      private_jwk: JSON.stringify(await exportJWK(pair.privateKey)),
      public_jwk: JSON.stringify({ ...publicJwk, kid, alg: 'RS256', use: 'sig' }),
    };
    db.prepare('INSERT INTO cognito_signing_keys (kid, private_jwk, public_jwk, created_at) VALUES (?, ?, ?, ?)').run(
      row.kid,
      row.private_jwk,
      row.public_jwk,
      new Date().toISOString(),
    );
  }
  const publicJwk = JSON.parse(row.public_jwk) as JWK;
  return {
    kid: row.kid,
    privateKey: await importRsaKey(JSON.parse(row.private_jwk) as JWK),
    publicKey: await importRsaKey(publicJwk),
    publicJwk,
  };
}

async function importRsaKey(jwk: JWK): Promise<CryptoKey> {
  const key = await importJWK(jwk, 'RS256');
  if (key instanceof Uint8Array) throw new Error('The stored signing key is not an RSA key');
  return key;
}

export type TokenUse = 'access' | 'id';
export type TokenRefusal = 'invalid' | 'expired' | 'revoked';
export type TokenCheck = { ok: true; user: PoolUser } | { ok: false; refusal: TokenRefusal };

interface SessionRow {
  origin_jti: string;
  sub: string;
  client_id: string;
  event_id: string;
  auth_time: number;
  refresh_expires_at: number;
  revoked_at: number | null;
}

/**
 * Issues and checks the pool's tokens. Every sign-in opens a session whose id is the tokens'
 * origin_jti; revoking the session (RevokeToken, GlobalSignOut, DeleteUser) refuses all of them.
 */
export class TokenService {
  constructor(
    private readonly db: SqlDatabase,
    private readonly settings: EmulatorSettings,
    private readonly key: SigningKey,
    private readonly baseUrl: () => string,
  ) {}

  issuer(): string {
    return `${this.baseUrl()}/cognito/${this.settings.userPoolId}`;
  }

  jwks(): { keys: JWK[] } {
    return { keys: [this.key.publicJwk] };
  }

  /** Opens a session for a successful sign-in; answers Cognito's AuthenticationResult. */
  async signIn(user: PoolUser, clientId: string): Promise<JsonObject> {
    const refreshToken = randomBytes(96).toString('base64url');
    const session: SessionRow = {
      origin_jti: randomUUID(),
      sub: user.sub,
      client_id: clientId,
      event_id: randomUUID(),
      auth_time: nowSeconds(),
      refresh_expires_at: Date.now() + refreshTokenLifetimeMs,
      revoked_at: null,
    };
    this.db
      .prepare(
        `INSERT INTO cognito_sessions (origin_jti, sub, client_id, event_id, refresh_token_hash, auth_time, refresh_expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        session.origin_jti,
        session.sub,
        session.client_id,
        session.event_id,
        hashToken(refreshToken),
        session.auth_time,
        session.refresh_expires_at,
      );
    return { ...(await this.tokensFor(user, session)), RefreshToken: refreshToken };
  }

  /** New access and id tokens for a refresh token (no rotation: the refresh token stays). */
  async refresh(refreshToken: string, clientId: string): Promise<JsonObject> {
    const session = this.db
      .prepare<[string], SessionRow>('SELECT * FROM cognito_sessions WHERE refresh_token_hash = ?')
      .get(hashToken(refreshToken));
    if (!session || session.client_id !== clientId) {
      throw new AwsServiceError('NotAuthorizedException', 'Invalid Refresh Token');
    }
    if (session.revoked_at !== null) {
      throw new AwsServiceError('NotAuthorizedException', 'Refresh Token has been revoked');
    }
    if (session.refresh_expires_at <= Date.now()) {
      throw new AwsServiceError('NotAuthorizedException', 'Refresh Token has expired');
    }
    const user = findUserBySub(this.db, session.sub);
    if (!user) throw new AwsServiceError('NotAuthorizedException', 'Invalid Refresh Token');
    return this.tokensFor(user, session);
  }

  private async tokensFor(user: PoolUser, session: SessionRow): Promise<JsonObject> {
    const iat = nowSeconds();
    const shared = {
      sub: user.sub,
      iss: this.issuer(),
      origin_jti: session.origin_jti,
      event_id: session.event_id,
      auth_time: session.auth_time,
      iat,
      exp: iat + accessTokenLifetimeSeconds,
    };
    const accessToken = await this.sign({
      ...shared,
      client_id: session.client_id,
      token_use: 'access',
      scope: 'aws.cognito.signin.user.admin',
      jti: randomUUID(),
      username: user.sub,
    });
    const idToken = await this.sign({
      ...shared,
      aud: session.client_id,
      token_use: 'id',
      'cognito:username': user.sub,
      email: user.email,
      email_verified: user.emailVerified,
      ...(user.phoneNumber ? { phone_number: user.phoneNumber, phone_number_verified: false } : {}),
      ...(user.name ? { name: user.name } : {}),
      jti: randomUUID(),
    });
    return { AccessToken: accessToken, ExpiresIn: accessTokenLifetimeSeconds, TokenType: 'Bearer', IdToken: idToken };
  }

  private sign(payload: JWTPayload): Promise<string> {
    return new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid: this.key.kid }).sign(this.key.privateKey);
  }

  /** Checks signature, issuer, expiry, use, client and that the session was not revoked. */
  async verify(token: string, use: TokenUse): Promise<TokenCheck> {
    let claims: JWTPayload;
    try {
      ({ payload: claims } = await jwtVerify(token, this.key.publicKey, {
        algorithms: ['RS256'],
        issuer: this.issuer(),
      }));
    } catch (error) {
      return { ok: false, refusal: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
    const client = use === 'access' ? claims.client_id : claims.aud;
    if (claims.token_use !== use || client !== this.settings.userPoolClientId || typeof claims.sub !== 'string') {
      return { ok: false, refusal: 'invalid' };
    }
    const session =
      typeof claims.origin_jti === 'string'
        ? this.db
            .prepare<[string], SessionRow>('SELECT * FROM cognito_sessions WHERE origin_jti = ?')
            .get(claims.origin_jti)
        : undefined;
    if (!session || session.revoked_at !== null || session.sub !== claims.sub) {
      return { ok: false, refusal: 'revoked' };
    }
    const user = findUserBySub(this.db, claims.sub);
    if (!user) return { ok: false, refusal: 'revoked' };
    return { ok: true, user };
  }

  /** Revokes the refresh token's session and with it every token it produced. Unknown tokens are ignored (RFC 7009). */
  revokeRefreshToken(refreshToken: string, clientId: string): void {
    this.db
      .prepare(
        'UPDATE cognito_sessions SET revoked_at = ? WHERE refresh_token_hash = ? AND client_id = ? AND revoked_at IS NULL',
      )
      .run(Date.now(), hashToken(refreshToken), clientId);
  }

  /** GlobalSignOut: every session of the user. */
  revokeAllSessions(sub: string): void {
    this.db
      .prepare('UPDATE cognito_sessions SET revoked_at = ? WHERE sub = ? AND revoked_at IS NULL')
      .run(Date.now(), sub);
  }
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/** The NotAuthorizedException Cognito answers for a refused access token. */
export function accessTokenError(refusal: TokenRefusal): AwsServiceError {
  const message = {
    invalid: 'Invalid Access Token',
    expired: 'Access Token has expired',
    revoked: 'Access Token has been revoked',
  }[refusal];
  return new AwsServiceError('NotAuthorizedException', message);
}
