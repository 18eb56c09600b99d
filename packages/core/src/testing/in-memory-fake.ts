import type { PortalError } from '../shared/portal-error';
import { err, type Result } from '../shared/result';

/**
 * When an injected failure strikes: before the call has any effect (the request never reached
 * the service) or after it (the service did the work but the answer was lost, as when a write
 * times out).
 */
export type FailureMoment = 'before-effect' | 'after-effect';

export interface FailureOptions {
  /** Default 'before-effect'. */
  readonly moment?: FailureMoment;
  /** Calls of the method to let through first; default 0, the very next call. */
  readonly skipCalls?: number;
}

/** The names of a port's methods. */
export type PortMethod<Port> = {
  [Name in keyof Port]: Port[Name] extends (...args: never[]) => unknown ? Name : never;
}[keyof Port] &
  string;

interface ScheduledFailure {
  readonly error: PortalError;
  readonly moment: FailureMoment;
}

/** What every in-memory fake shares: failures a test schedules for coming calls of a method. */
export abstract class InMemoryFake<Port> {
  private readonly callCounts = new Map<string, number>();
  /** Per method, the failure due at each call number. */
  private readonly scheduled = new Map<string, Map<number, ScheduledFailure>>();

  /**
   * Makes a coming call of `method` answer `error`: the next one, or the one after `skipCalls`
   * successful calls. Scheduling again picks the following call, so failures queue up in order.
   */
  failNext(method: PortMethod<Port>, error: PortalError, options: FailureOptions = {}): void {
    const due = this.scheduled.get(method) ?? new Map<number, ScheduledFailure>();
    let callNumber = (this.callCounts.get(method) ?? 0) + 1 + (options.skipCalls ?? 0);
    while (due.has(callNumber)) callNumber += 1;
    due.set(callNumber, { error, moment: options.moment ?? 'before-effect' });
    this.scheduled.set(method, due);
  }

  /** How many times `method` was called, failed calls included. */
  callsOf(method: PortMethod<Port>): number {
    return this.callCounts.get(method) ?? 0;
  }

  /** Runs one call of `method`, honouring a scheduled failure. */
  protected respond<T>(
    method: PortMethod<Port>,
    operation: () => Result<T, PortalError>,
  ): Promise<Result<T, PortalError>> {
    const callNumber = (this.callCounts.get(method) ?? 0) + 1;
    this.callCounts.set(method, callNumber);
    const due = this.scheduled.get(method);
    const failure = due?.get(callNumber);
    due?.delete(callNumber);
    if (failure?.moment === 'before-effect') return Promise.resolve(err(failure.error));
    const result = operation();
    return Promise.resolve(failure === undefined ? result : err(failure.error));
  }
}
