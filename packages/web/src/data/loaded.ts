import type { CatalogueMessage, PortalError, Result } from '@justiciable/core';

/**
 * How fresh data shown from the device's copy is (data/device-reads.ts): shown while it is read
 * again behind it, or kept because the read got no answer, offline or from a service that failed.
 */
export type Freshness = 'refreshing' | 'offline' | 'unanswered';

/**
 * What every loader returns: the data a page shows, or the catalogue's message when it could not
 * be read. One shape for every route, so a page never guesses how its loader answered. Data from
 * the device's copy says when it was saved and how fresh it is; fresh data from the network says
 * neither.
 */
export type Loaded<T> =
  | { readonly ok: true; readonly value: T; readonly savedAt?: Date; readonly freshness?: Freshness }
  | { readonly ok: false; readonly message: CatalogueMessage };

/** A use-case's answer as loader data; the failure keeps only what a person reads. */
export function loaded<T>(result: Result<T, PortalError>): Loaded<T> {
  return result.ok ? { ok: true, value: result.value } : { ok: false, message: result.error.message };
}
