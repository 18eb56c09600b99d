import type { EmulatorContext } from '../../context';
import { sameSecret } from '../mount-graphql';

/** Who a connection or a start is authorized as; a user's token is kept, to be checked again while it lives. */
export type RealtimeCaller =
  { readonly kind: 'user'; readonly sub: string; readonly token: string } | { readonly kind: 'apiKey' };

/**
 * The connection's authorization, as AppSync takes it: the `header` query parameter (base64 of the
 * JSON header object, older Amplify and most hand-written clients) or the `header-<base64url>`
 * subprotocol (Amplify v6). Null when neither holds a JSON object.
 */
export function readConnectionAuthorization(
  url: string,
  offeredProtocols: readonly string[],
): Record<string, unknown> | null {
  const fromQuery = new URL(url, 'http://emulator').searchParams.get('header');
  const fromProtocol = offeredProtocols.find((protocol) => protocol.startsWith('header-'))?.slice('header-'.length);
  const encoded = fromQuery ?? fromProtocol;
  if (!encoded) return null;
  try {
    // Node's base64 decoder reads the URL-safe alphabet too, with or without padding.
    const header: unknown = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'));
    return typeof header === 'object' && header !== null && !Array.isArray(header)
      ? (header as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * An authorization object ({ host, Authorization } or { host, 'x-api-key' }) checked as POST
 * /graphql checks its headers: a present Authorization must be a valid access token of the pool
 * (signature, issuer, expiry, not revoked) even beside an API key. Null when refused.
 */
export async function authorize(
  ctx: EmulatorContext,
  authorization: Record<string, unknown>,
): Promise<RealtimeCaller | null> {
  const token = headerValue(authorization, 'authorization');
  if (token !== null && token.trim() !== '') {
    const principal = await ctx.verifyAccessToken(token);
    return principal ? { kind: 'user', sub: principal.sub, token } : null;
  }
  const apiKey = headerValue(authorization, 'x-api-key');
  return apiKey !== null && sameSecret(apiKey, ctx.settings.apiKey) ? { kind: 'apiKey' } : null;
}

/** Header names are case-insensitive: Amplify writes Authorization, others authorization. */
function headerValue(headers: Record<string, unknown>, name: string): string | null {
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === name && typeof value === 'string') return value;
  }
  return null;
}
