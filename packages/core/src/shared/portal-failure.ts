import type { PortalError, PortalErrorKind } from './portal-error';
import type { Result } from './result';

/**
 * A `PortalError` thrown, for scripts that prefer exceptions to `Result`s (`valueOrThrow`), and
 * what configuration failures throw. It carries the error's kind, its Spanish catalogue message
 * (also the `Error`'s message) and the service's detail; `error` is the whole `PortalError`, with
 * the fields of its kind (`field`, `status`, `transport`, `reason`, `part`).
 */
export class PortalFailure<E extends PortalError = PortalError> extends Error {
  override readonly name = 'PortalFailure';
  readonly kind: PortalErrorKind;
  readonly detail: string | undefined;

  constructor(
    readonly error: E,
    options?: { readonly cause?: unknown },
  ) {
    super(error.message, options);
    this.kind = error.kind;
    this.detail = error.detail;
  }
}

/** Whether a thrown value is a `PortalFailure`, across copies of the package (ESM and CommonJS). */
export function isPortalFailure(thrown: unknown): thrown is PortalFailure {
  return (
    thrown instanceof PortalFailure ||
    (thrown instanceof Error && thrown.name === 'PortalFailure' && 'error' in thrown && 'kind' in thrown)
  );
}

/**
 * The value of a success, or a `PortalFailure` thrown with the failure's kind, message and detail:
 * `const cases = valueOrThrow(await portal.listCases({ client }))`.
 */
export function valueOrThrow<T, E extends PortalError>(result: Result<T, E>): T {
  if (result.ok) return result.value;
  throw new PortalFailure(result.error);
}
