import type { CatalogueMessage, PortalError, Result } from '@justiciable/core';

/**
 * What every loader returns: the data a page shows, or the catalogue's message when it could not
 * be read. One shape for every route, so a page never guesses how its loader answered.
 */
export type Loaded<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: CatalogueMessage };

/** A use-case's answer as loader data; the failure keeps only what a person reads. */
export function loaded<T>(result: Result<T, PortalError>): Loaded<T> {
  return result.ok ? { ok: true, value: result.value } : { ok: false, message: result.error.message };
}
