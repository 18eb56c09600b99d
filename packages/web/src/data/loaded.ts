import { offlineMessages, type CatalogueMessage, type Loaded, type PortalError, type Result } from '@justiciable/core';

/**
 * What every loader returns (core's read through the device answers the same): the data a page
 * shows, or the catalogue's message when it could not be read. One shape for every route, so a
 * page never guesses how its loader answered.
 */
export type { Freshness, Loaded } from '@justiciable/core';

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
