import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Whether the token a public link presented is the stored one, compared in constant time so
 * the answer's timing tells nothing about how much of a guess was right. Hashing both first
 * gives timingSafeEqual the equal lengths it needs. A row without a token opens with none.
 */
export function linkTokenMatches(stored: string | null, presented: string | null): boolean {
  if (stored === null || presented === null) return false;
  return timingSafeEqual(digest(stored), digest(presented));
}

function digest(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

/**
 * Whether a presented token opens a row: it is the stored one (compared first, in constant time)
 * and it was issued less than lifetimeMs ago. A token with no issue time opens nothing.
 */
export function linkTokenOpens(
  stored: { readonly token: string | null; readonly issuedAt: number | null },
  presented: string | null,
  lifetimeMs: number,
  now = Date.now(),
): boolean {
  if (!linkTokenMatches(stored.token, presented)) return false;
  return stored.issuedAt !== null && now < stored.issuedAt + lifetimeMs;
}
