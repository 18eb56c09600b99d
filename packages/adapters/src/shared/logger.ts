/**
 * Where the adapters tell what they do, when asked (`createAdapters`' `logger`, or the
 * `JUSTICIABLE_DEBUG` environment variable): a sign-in, a sign-out, the session read from the
 * token storage, each state of the realtime socket, and the AWS SDK's own lines for each Lambda
 * invocation. `console` fits, as does any logger with these four methods (pino, winston, the AWS
 * SDK's `Logger`). Tokens and passwords are never given to it.
 */
export interface AdapterLogger {
  debug(...content: unknown[]): void;
  info(...content: unknown[]): void;
  warn(...content: unknown[]): void;
  error(...content: unknown[]): void;
}

/** The environment variable that, set to anything but '' or '0', writes the adapters' lines to stderr. */
export const DEBUG_ENV_VARIABLE = 'JUSTICIABLE_DEBUG';

/** The process's environment where there is one (Node), read without Node's types. */
function environment(): Readonly<Record<string, string | undefined>> {
  const runtime = globalThis as { process?: { env?: Record<string, string | undefined> } };
  return runtime.process?.env ?? {};
}

/** Whether the debug switch is on. */
export function debugSwitchOn(): boolean {
  const value = environment()[DEBUG_ENV_VARIABLE];
  return value !== undefined && value !== '' && value !== '0';
}

/** Every level to stderr (console.error), so a script's stdout stays its own. */
const STDERR_LOGGER: AdapterLogger = {
  debug: (...content) => console.error('[justiciable debug]', ...content),
  info: (...content) => console.error('[justiciable info]', ...content),
  warn: (...content) => console.error('[justiciable warn]', ...content),
  error: (...content) => console.error('[justiciable error]', ...content),
};

/**
 * The logger the adapters write to: the one given, else stderr's while `JUSTICIABLE_DEBUG` is
 * set, else none: a normal run prints nothing.
 */
export function adapterLogger(given: AdapterLogger | undefined): AdapterLogger | null {
  if (given !== undefined) return given;
  return debugSwitchOn() ? STDERR_LOGGER : null;
}
