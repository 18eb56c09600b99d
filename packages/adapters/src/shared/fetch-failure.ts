import { portalError, type PortalError } from '@justiciable/core';
import { FetchError, type FetchContext } from 'ofetch';
import { UnparsableBody } from './json-body';

/**
 * How an ofetch call failed: no answer to use (none came, or a 429 saying the service did nothing
 * and the caller must wait), or an answer with another HTTP error status.
 */
export type FetchFailure =
  | { readonly kind: 'no-answer'; readonly error: PortalError }
  | { readonly kind: 'status'; readonly status: number; readonly body: unknown };

/**
 * Sorts an ofetch failure. Anything that is not a FetchError is a bug in our code and is
 * rethrown, so it reaches the error boundary instead of posing as a network problem.
 */
export function classifyFetchFailure(error: unknown): FetchFailure {
  if (!(error instanceof FetchError)) throw error;
  if (error.response?.status === 429) return { kind: 'no-answer', error: throttled(error.response, error.data) };
  if (error.response !== undefined) return { kind: 'status', status: error.response.status, body: error.data };
  // A DOMException (the timeout signal's reason) is not an Error in every runtime; its name is what counts.
  const cause: unknown = error.cause;
  const causeName = typeof cause === 'object' && cause !== null && 'name' in cause ? String(cause.name) : '';
  if (causeName === 'TimeoutError')
    return { kind: 'no-answer', error: portalError.unavailable('timeout', error.message) };
  if (causeName === 'AbortError')
    return { kind: 'no-answer', error: portalError.unavailable('aborted', error.message) };
  return { kind: 'no-answer', error: portalError.unavailable('network', error.message) };
}

/** A 429, whichever service answered it; Retry-After goes to the detail, as nothing waits for it. */
function throttled(response: Response, body: unknown): PortalError {
  const retryAfter = response.headers.get('retry-after');
  return portalError.unavailable(
    'throttled',
    `HTTP 429${retryAfter === null ? '' : `, retry after ${retryAfter} s`}: ${describeBody(body)}`,
  );
}

/** The start of a body, for the detail of an error (logs and developers, never the user). */
export function describeBody(body: unknown): string {
  const text =
    body instanceof UnparsableBody
      ? body.text
      : typeof body === 'string'
        ? body
        : (JSON.stringify(body) ?? String(body));
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}

/**
 * Status codes worth a second try of a read: the service was busy or a proxy failed. Not 429:
 * a throttled caller is asked to wait minutes, and trying again at once only counts against it.
 */
export const RETRY_STATUS_CODES = [408, 425, 500, 502, 503, 504];

/** The pause before a read is tried again. */
export const RETRY_DELAY_MS = 250;

/**
 * ofetch's `onRequest` hook giving every attempt its own timeout. ofetch's `timeout` option
 * leaves its signal on the options a retry reuses, so after one timeout every retry aborts at
 * once (unjs/ofetch#621) and a slow read is never really tried again. With the call's signal
 * (`PortalPorts.forCall`) each attempt also stops when the call does; as the call's signal aborts
 * with an AbortError, ofetch then tries nothing again.
 */
export function timeoutPerAttempt(timeoutMs: number, callSignal?: AbortSignal): (context: FetchContext) => void {
  return ({ options }) => {
    const attempt = AbortSignal.timeout(timeoutMs);
    options.signal = callSignal === undefined ? attempt : eitherSignal(callSignal, attempt);
  };
}

/**
 * A signal that aborts when either does, with its reason (AbortSignal.any, which Safari and
 * Node have only in their latest versions). The listener on the call's signal goes with the call.
 */
export function eitherSignal(first: AbortSignal, second: AbortSignal): AbortSignal {
  const controller = new AbortController();
  for (const signal of [first, second]) {
    if (signal.aborted) {
      controller.abort(signal.reason);
      break;
    }
    signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  }
  return controller.signal;
}

/** What a request answers when its call was stopped before it could be sent: nothing goes out. */
export function callStopped(signal: AbortSignal): PortalError {
  return portalError.aborted(`the call was stopped before this request was sent: ${String(signal.reason)}`);
}
