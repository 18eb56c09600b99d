// What a call of the portal carries to stop it: types only, shared by the portal's types, its
// ports and the call limits without any of them importing the others.

/**
 * An `AbortSignal`, as core reads one: the platform's (`new AbortController().signal`,
 * `AbortSignal.timeout(ms)`) is one. Core is typed without the DOM's or Node's globals, hence its own name.
 */
export interface CallSignal {
  readonly aborted: boolean;
  readonly reason?: unknown;
  addEventListener(type: 'abort', listener: () => void, options?: { readonly once?: boolean }): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}

/** What every use-case's one argument may carry besides its own fields. */
export interface CallOptions {
  /**
   * Stops the call: once it aborts, the call answers at once with `kind: 'aborted'` ('La
   * operación se canceló antes de terminar'), or `unavailable` with `transport: 'timeout'` when
   * the signal's reason is a TimeoutError (`AbortSignal.timeout(ms)`); the request on its way is
   * aborted and nothing more is sent, retries included. A signal already aborted sends nothing.
   * The portal's `timeoutMs` still applies: whichever comes first ends the call.
   */
  readonly signal?: CallSignal;
}

/** What a port view is bound to: one call of the portal (`PortalPorts.forCall`). */
export interface PortCall {
  /** Aborts, with an AbortError, when the call is stopped by its caller or its time limit. */
  readonly signal: CallSignal;
}
