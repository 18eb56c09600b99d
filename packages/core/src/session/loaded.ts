import type { CatalogueMessage } from '../shared/catalogue';
import type { PortalError } from '../shared/portal-error';
import type { Result } from '../shared/result';

/**
 * How fresh data shown from the device's copy is: shown while it is read again behind it, or
 * kept because the read got no answer, offline or from a service that failed.
 */
export type Freshness = 'refreshing' | 'offline' | 'unanswered';

/**
 * What a read through the device answers, and every page's loader returns: the data a page shows,
 * or the catalogue's message when it could not be read. Data from the device's copy says when it
 * was saved and how fresh it is; fresh data from the network says neither.
 */
export type Loaded<T> =
  | { readonly ok: true; readonly value: T; readonly savedAt?: Date; readonly freshness?: Freshness }
  | { readonly ok: false; readonly message: CatalogueMessage };

/** A use-case's answer as a read's; the failure keeps only what a person reads. */
export function loadedOf<T>(result: Result<T, PortalError>): Loaded<T> {
  return result.ok ? { ok: true, value: result.value } : { ok: false, message: result.error.message };
}
