// What the load benchmark's thread (load.bench.ts) and its client threads (load-client.ts) tell
// each other, and the tag that marks every string of a client's own.

export interface ClientSpec {
  readonly index: number;
  readonly email: string;
  readonly password: string;
  readonly name: string;
  readonly phone: string;
}

export interface WorkerInput {
  readonly url: string;
  readonly clients: readonly ClientSpec[];
}

/** A client once its account and cases exist. */
export interface ReadyClient {
  readonly index: number;
  readonly sub: string;
  readonly caseIds: readonly string[];
}

export type Action = 'sign in' | 'cases' | 'agenda' | 'movements' | 'comment';

export interface WorkerReport {
  /** Milliseconds per action started within the window. */
  readonly samples: Record<Action, number[]>;
  /** HTTP requests sent within the window. */
  readonly requests: number;
  /** From the signal to the end of the last action. */
  readonly windowMs: number;
  /** The thread's event-loop utilization over the window, 0 to 1. */
  readonly busy: number;
  readonly errors: readonly string[];
  readonly acknowledged: number;
  readonly found: number;
  /** Acknowledged comments missing from the read-back, as 'client/comment id'. */
  readonly lost: readonly string[];
  /** Comments of the client's in the read-back that no answer acknowledged. */
  readonly unacknowledged: number;
  readonly leaks: readonly string[];
}

export type ToMain =
  | { readonly type: 'ready'; readonly clients: readonly ReadyClient[] }
  | { readonly type: 'report'; readonly report: WorkerReport };
export type ToWorker = { readonly type: 'start'; readonly seconds: number; readonly everyone: readonly ReadyClient[] };

/** What every string of a client's own carries (e-mail, name, comment markers): `lc007`. */
export const clientTag = (index: number) => `lc${String(index).padStart(3, '0')}`;
