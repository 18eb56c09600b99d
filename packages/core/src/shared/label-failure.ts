import type { CatalogueMessage } from './catalogue';
import { failedTo, type PortalError } from './portal-error';
import { err, type Result } from './result';

/** A port's answer, its failure worded as the intent that failed (see `failedTo`). */
export function labelFailure<T>(result: Result<T, PortalError>, message: CatalogueMessage): Result<T, PortalError> {
  return result.ok ? result : err(failedTo(message, result.error));
}

/** The same failure with what the user cannot see but a developer needs: how far the intent got. */
export function withDetail(error: PortalError, detail: string): PortalError {
  return { ...error, detail: error.detail === undefined ? detail : `${detail} (${error.detail})` };
}
