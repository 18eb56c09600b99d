import type { Portal, PortalUseCases } from './portal';
import type { PortalPorts } from './portal-ports';
import { exportParts } from './privacy/export-parts';
import { validationMessages } from './shared/catalogue';
import { portsOfPortal } from './shared/kept-between-calls';
import { portalError, type PortalError } from './shared/portal-error';
import { PortalFailure } from './shared/portal-failure';
import type { CallSignal } from './shared/call-signal';
import { err, type Result } from './shared/result';

/** How the portal limits its calls: `createPortal(ports, options)`. */
export interface PortalOptions {
  /**
   * How long one call may take in all, in milliseconds: every request it makes, the retries of a
   * read and the pauses between them included. Past it the call answers at once `unavailable`
   * with `transport: 'timeout'` ('El servidor tardó demasiado en responder. Intente
   * nuevamente') and the requests still on their way are aborted, none sent after. `null`: no
   * limit for the call as a whole, only each request's own (the adapters' `timeouts`).
   * Default `DEFAULT_CALL_TIMEOUT_MS`, 60 000 (one minute).
   */
  readonly timeoutMs?: number | null;
}

/**
 * The default of `PortalOptions.timeoutMs`: one minute for a whole call. With the adapters'
 * defaults a read that gets no answer gives up by itself after 3 attempts of 15 s (45.5 s with
 * the pauses) and a write after one of 15 s; a file function call may take 60 s an attempt, 2
 * attempts. A minute ends every call, sooner where the requests' own limits do.
 */
export const DEFAULT_CALL_TIMEOUT_MS = 60_000;

/** The longest time a timer can wait (2^31 - 1 ms): a longer one would fire at once. */
const LONGEST_TIMER_MS = 2_147_483_647;

/** The platform's timers and AbortController, which core's types (no DOM, no Node) do not declare. */
const platform = globalThis as unknown as {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(timer: unknown): void;
  AbortController: new () => { readonly signal: CallSignal; abort(reason?: unknown): void };
};

type AnyUseCase = (...args: readonly unknown[]) => Promise<Result<unknown, PortalError>>;

/**
 * Every use-case of `useCasesOn(ports)`, each call limited by its argument's `signal` and the
 * portal's `timeoutMs`. A call with neither runs on the use-cases made once; one with either gets
 * use-cases made on `ports.forCall({ signal })`, so its requests carry the call's own signal
 * though the ports are shared by every call at once. What a use-case remembers between calls is
 * kept per portal (keptBetweenCalls), not in what `useCasesOn` makes.
 *
 * Throws a `PortalFailure` ('invalid-input', field 'timeoutMs') for a time limit that is not a
 * positive number of milliseconds.
 */
export function withCallLimits(
  ports: PortalPorts,
  options: PortalOptions,
  useCasesOn: (ports: PortalPorts) => PortalUseCases,
): Portal {
  const timeoutMs = callTimeoutOf(options.timeoutMs);
  // What the use-cases remember between calls is this portal's, whichever ports they were made on.
  const portal = {};
  const shared = useCasesOn(portsOfPortal({ ...ports }, portal)) as unknown as Record<string, AnyUseCase>;
  const limited: Record<string, AnyUseCase> = {};
  for (const name of Object.keys(shared)) {
    limited[name] = (...args) => {
      const [input, ...others] = args;
      const signal = signalOf(input);
      if (signal === NOT_A_SIGNAL)
        return Promise.resolve(
          stoppedAnswer(name, portalError.invalidInput('signal', validationMessages.invalidValue)),
        );
      if (signal === undefined && timeoutMs === null) return shared[name]!(...args);
      const callArgs = signal === undefined ? args : withoutSignal(input as Record<string, unknown>, others);
      return limitedCall(
        name,
        callArgs,
        signal,
        timeoutMs,
        ports,
        (view) => useCasesOn(portsOfPortal(view, portal)),
        shared,
      );
    };
  }
  return limited as unknown as Portal;
}

async function limitedCall(
  name: string,
  args: readonly unknown[],
  signal: CallSignal | undefined,
  timeoutMs: number | null,
  ports: PortalPorts,
  useCasesOn: (ports: PortalPorts) => PortalUseCases,
  shared: Record<string, AnyUseCase>,
): Promise<Result<unknown, PortalError>> {
  if (signal?.aborted) return stoppedAnswer(name, stoppedBy(signal.reason));
  const controller = new platform.AbortController();
  let stop: (error: PortalError) => void = () => undefined;
  const stopped = new Promise<Result<unknown, PortalError>>((resolve) => {
    stop = (error) => {
      resolve(stoppedAnswer(name, error));
      // An AbortError whatever the cause: a transport tries nothing again after one.
      controller.abort();
    };
  });
  const onAbort = () => stop(stoppedBy(signal?.reason));
  signal?.addEventListener('abort', onAbort, { once: true });
  const timer =
    timeoutMs === null
      ? undefined
      : platform.setTimeout(
          () =>
            stop(
              portalError.unavailable('timeout', `the call took longer than the portal's timeoutMs, ${timeoutMs} ms`),
            ),
          timeoutMs,
        );
  try {
    const useCases =
      ports.forCall === undefined
        ? shared
        : (useCasesOn(ports.forCall({ signal: controller.signal })) as unknown as Record<string, AnyUseCase>);
    return await Promise.race([useCases[name]!(...args), stopped]);
  } finally {
    platform.clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

/** What a stopped call answers; the export's failures also name the part they stopped (here the whole archive). */
function stoppedAnswer(name: string, error: PortalError): Result<never, PortalError> {
  return err(name === 'exportMyData' ? { ...error, part: exportParts.archive } : error);
}

/** A signal timed out (`AbortSignal.timeout`) is a timeout; any other abort is the caller's. */
function stoppedBy(reason: unknown): PortalError {
  const name = typeof reason === 'object' && reason !== null && 'name' in reason ? String(reason.name) : '';
  const said =
    typeof reason === 'object' && reason !== null && 'message' in reason
      ? String(reason.message)
      : reason === undefined
        ? ''
        : String(reason);
  if (name === 'TimeoutError')
    return portalError.unavailable('timeout', `the call's signal timed out${said === '' ? '' : `: ${said}`}`);
  return portalError.aborted(`the call's signal was aborted${said === '' ? '' : `: ${said}`}`);
}

const NOT_A_SIGNAL = Symbol('not a signal');

/** The argument's `signal`: none, one, or something else given as one. */
function signalOf(input: unknown): CallSignal | undefined | typeof NOT_A_SIGNAL {
  if (typeof input !== 'object' || input === null || !('signal' in input)) return undefined;
  const { signal } = input as { readonly signal: unknown };
  if (signal === undefined) return undefined;
  const looksLikeOne =
    typeof signal === 'object' &&
    signal !== null &&
    typeof (signal as { aborted?: unknown }).aborted === 'boolean' &&
    typeof (signal as { addEventListener?: unknown }).addEventListener === 'function' &&
    typeof (signal as { removeEventListener?: unknown }).removeEventListener === 'function';
  return looksLikeOne ? (signal as CallSignal) : NOT_A_SIGNAL;
}

/** The arguments without `signal`, which no use-case reads; an argument that held only it is left out. */
function withoutSignal(input: Record<string, unknown>, others: readonly unknown[]): readonly unknown[] {
  const { signal: _signal, ...rest } = input;
  return Object.keys(rest).length === 0 && others.length === 0 ? [] : [rest, ...others];
}

function callTimeoutOf(timeoutMs: number | null | undefined): number | null {
  if (timeoutMs === undefined) return DEFAULT_CALL_TIMEOUT_MS;
  if (timeoutMs === null) return null;
  if (typeof timeoutMs !== 'number' || !Number.isFinite(timeoutMs) || timeoutMs <= 0 || timeoutMs > LONGEST_TIMER_MS) {
    throw new PortalFailure({
      ...portalError.invalidInput('timeoutMs', validationMessages.invalidValue),
      detail: `timeoutMs must be a number of milliseconds from 1 to ${LONGEST_TIMER_MS}, or null for no limit; got ${String(timeoutMs)}`,
    });
  }
  return timeoutMs;
}
