import { offlineMessages, type CatalogueMessage, type PortalError, type Result } from '@justiciable/core';

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
  return result.ok ? { ok: true, value: result.value } : { ok: false, message: readFailureMessage(result.error) };
}

/**
 * What a person reads of a read that failed: the catalogue's message of the use-case, unless it
 * got no answer because the browser is offline, which says so ('Error al intentar obtener…' would
 * blame the service for the missing connection) and that the page comes back with it.
 */
export function readFailureMessage(error: PortalError): CatalogueMessage {
  const offline = error.kind === 'unavailable' && typeof navigator !== 'undefined' && !navigator.onLine;
  return offline ? offlineMessages.readWhenOnline : error.message;
}
