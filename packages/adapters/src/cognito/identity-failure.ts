import { identityReasonFromError, portalError, type PortalError } from '@justiciable/core';

/**
 * An Amplify failure as the port's typed error. Amplify reports Cognito's refusals and its own
 * validation as errors named after the exception; a failed fetch becomes 'NetworkError', and an
 * answer it cannot parse as JSON a SyntaxError.
 * Anything that is not an Error did not come from Amplify and is rethrown as a bug.
 */
export function identityFailure(error: unknown): PortalError {
  if (!(error instanceof Error)) throw error;
  const detail = `${error.name}: ${error.message}`;
  if (error.name === 'NetworkError') return portalError.unavailable('network', detail);
  // Cognito's HTTP 429, from either pool: nothing was done, so it is no refusal of the account or
  // the session (a throttled guest must not read as signed out); the person is asked to wait.
  if (error.name === 'TooManyRequestsException') return portalError.unavailable('throttled', detail);
  // The pool's own failure (HTTP 500), or an answer that is not its JSON (a proxy's error page, a
  // cut body): no refusal of the account, which 'unknown' would word as one.
  if (error.name === 'InternalErrorException') return portalError.unavailable('http', detail);
  if (error instanceof SyntaxError) return portalError.unavailable('malformed', detail);
  const reason = identityReasonFromError({ name: error.name, message: error.message });
  return reason === 'notAuthenticated' ? portalError.unauthenticated(detail) : portalError.identity(reason, detail);
}
