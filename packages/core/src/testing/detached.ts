/**
 * A deep copy of plain entity data, so a fake never shares objects with its callers: what a
 * test changes after a call cannot reach the stored state, just as with data sent over a wire.
 */
export function detached<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
