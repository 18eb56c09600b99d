import { importJWK, SignJWT, type JWK, type JWTPayload } from 'jose';
import type { EmulatorContext } from '../context';

/** Signs chosen claims with the pool's own key (kept in the database), to mint expired tokens. */
export async function signWithPoolKey(context: EmulatorContext, claims: JWTPayload): Promise<string> {
  const row = context.db
    .prepare<[], { kid: string; private_jwk: string }>('SELECT kid, private_jwk FROM cognito_signing_keys')
    .get();
  if (!row) throw new Error('The pool has no signing key yet');
  const key = await importJWK(JSON.parse(row.private_jwk) as JWK, 'RS256');
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: row.kid }).sign(key);
}
