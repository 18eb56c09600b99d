import type { Case } from '../cases/case';
import type { CaseRepository } from '../cases/case-repository';
import { sortCasesNewestFirst } from '../cases/case-estado';
import { MOVEMENT_TYPE } from '../cases/movement';
import type { SignedInClient } from '../identity/signed-in-client';
import { errorMessages } from '../shared/catalogue';
import type { Clock } from '../shared/clock';
import { labelFailure } from '../shared/label-failure';
import { failedTo, type PortalError } from '../shared/portal-error';
import { err, ok, type Result } from '../shared/result';
import { PAYMENT_READ_CONCURRENCY, PAYMENT_READ_CONCURRENCY_MAX } from './list-payments';
import { paymentOf } from './payment';
import { planPaymentReads, withCasePayments, type CasePayments } from './payment-reads';

/**
 * How many cases' movements are read at once for the paid history by default: two, a pace a
 * phone's data and battery bear while the person reads what is owed.
 */
export const PAYMENT_HISTORY_CONCURRENCY = 2;

/** Which reads of the plan (planPaymentReads) to make: the owed cases, the paid history, or both in that order. */
export type PaymentReadScope = 'owed' | 'history' | 'all';

/** How far a reading has come: `done` of `total` cases of the current `phase`. */
export interface PaymentReadProgress {
  readonly phase: 'owed' | 'history';
  readonly done: number;
  readonly total: number;
}

export interface PaymentReadRequest {
  readonly client: SignedInClient;
  /** The client's cases when the caller has them (a page that shows them already): no listaAsuntos then. */
  readonly cases?: readonly Case[];
  /** What was read before (a device's copy): the cases it holds fresh are not read again (planPaymentReads). */
  readonly known?: readonly CasePayments[];
  /** 'owed' reads the cases whose `pago` counts some; 'history' the others still to read; 'all' (the default) both, owed first. */
  readonly scope?: PaymentReadScope;
  /**
   * How many cases are read side by side: PAYMENT_READ_CONCURRENCY (6) for the owed ones and
   * PAYMENT_HISTORY_CONCURRENCY (2) for the history unless given, between 1 and 16.
   */
  readonly concurrency?: { readonly owed?: number; readonly history?: number };
  /**
   * Awaited before each case is read: a page resolves it while it is shown and online, so a
   * hidden tab or a phone without signal reads nothing until it is back.
   */
  readonly whenReady?: () => Promise<void>;
  /** Once aborted, no further case starts; the answer is what was read, `complete: false`. */
  readonly signal?: { readonly aborted: boolean };
  /** Each case as soon as it is read, for a page that shows them as they come (and keeps them). */
  readonly onRead?: (read: CasePayments, progress: PaymentReadProgress) => void;
  /** Where the reading stands before each phase and after each case. */
  readonly onProgress?: (progress: PaymentReadProgress) => void;
}

/** What a reading answers. */
export interface PaymentsRead {
  /** The client's cases, newest first. */
  readonly cases: readonly Case[];
  /** `known` with every case read now in place of what it held. */
  readonly known: readonly CasePayments[];
  /** Whether every read the scope asked for was made (false when `signal` stopped it). */
  readonly complete: boolean;
}

/**
 * Reads the client's payments case by case, what is owed first (see PaymentUseCases.readPayments).
 * All or nothing per call: after the first case that cannot be read no other starts, and the
 * answer is that failure; what was read before it has reached `onRead`.
 */
export function makeReadPayments({
  cases,
  clock,
}: {
  readonly cases: Pick<CaseRepository, 'listCases' | 'listMovements'>;
  readonly clock: Clock;
}) {
  return async function readPayments(request: PaymentReadRequest): Promise<Result<PaymentsRead, PortalError>> {
    const { client, scope = 'all', whenReady, signal, onRead, onProgress } = request;
    let caseList = request.cases;
    if (caseList === undefined) {
      const listed = labelFailure(await cases.listCases(client.id), errorMessages.payments);
      if (!listed.ok) return listed;
      caseList = sortCasesNewestFirst(listed.value);
    }
    let known = [...(request.known ?? [])];
    const plan = planPaymentReads({ cases: caseList, known, now: clock.now().getTime() });
    const phases = [
      ...(scope !== 'history'
        ? [
            {
              phase: 'owed' as const,
              toRead: plan.owed,
              concurrency: bounded(request.concurrency?.owed, PAYMENT_READ_CONCURRENCY),
            },
          ]
        : []),
      ...(scope !== 'owed'
        ? [
            {
              phase: 'history' as const,
              toRead: plan.history,
              concurrency: bounded(request.concurrency?.history, PAYMENT_HISTORY_CONCURRENCY),
            },
          ]
        : []),
    ];
    for (const { phase, toRead, concurrency } of phases) {
      const read = await readCases(toRead, phase, concurrency);
      if (!read.ok) return read;
      known = withCasePayments(known, read.value);
      if (signal?.aborted === true) return ok({ cases: caseList, known, complete: false });
    }
    return ok({ cases: caseList, known, complete: true });

    async function readCases(
      toRead: readonly Case[],
      phase: PaymentReadProgress['phase'],
      concurrency: number,
    ): Promise<Result<CasePayments[], PortalError>> {
      const found: CasePayments[] = [];
      let next = 0;
      let done = 0;
      let failure: PortalError | null = null;
      onProgress?.({ phase, done, total: toRead.length });
      const stopped = () => failure !== null || signal?.aborted === true;
      async function reader(): Promise<void> {
        while (!stopped() && next < toRead.length) {
          if (whenReady !== undefined) await whenReady();
          if (stopped() || next >= toRead.length) return;
          const kase = toRead[next++] as Case;
          const movements = await cases.listMovements(kase.id);
          if (!movements.ok) {
            failure ??= failedTo(errorMessages.payments, movements.error);
            return;
          }
          const now = clock.now();
          const read: CasePayments = {
            caseId: kase.id,
            pago: kase.pago,
            readAt: now.getTime(),
            payments: movements.value.movements
              .filter((movement) => movement.id_tipo === MOVEMENT_TYPE.payment)
              .map((movement) => paymentOf(kase, movement, now)),
          };
          found.push(read);
          done += 1;
          const progress = { phase, done, total: toRead.length };
          onRead?.(read, progress);
          onProgress?.(progress);
        }
      }
      await Promise.all(Array.from({ length: Math.min(concurrency, toRead.length) }, reader));
      return failure === null ? ok(found) : err(failure);
    }
  };
}

function bounded(asked: number | undefined, fallback: number): number {
  if (asked === undefined || !Number.isFinite(asked)) return fallback;
  return Math.min(PAYMENT_READ_CONCURRENCY_MAX, Math.max(1, Math.floor(asked)));
}
