import type { Case } from '../cases/case';
import type { CaseRepository } from '../cases/case-repository';
import { MOVEMENT_TYPE } from '../cases/movement';
import type { SignedInClient } from '../identity/signed-in-client';
import { errorMessages } from '../shared/catalogue';
import type { Clock } from '../shared/clock';
import { labelFailure } from '../shared/label-failure';
import { failedTo, type PortalError } from '../shared/portal-error';
import { err, ok, type Result } from '../shared/result';
import { paymentOf, sortPaymentsDueFirst, type Payment } from './payment';

/** How many cases' movements are read at once by default: what a browser sends to one host side by side. */
export const PAYMENT_READ_CONCURRENCY = 6;
/** The most a caller may ask for: more only loads the services without making the listing faster. */
export const PAYMENT_READ_CONCURRENCY_MAX = 16;

/** Whose payments to list, and how many cases to read at once. */
export interface PaymentListRequest {
  readonly client: SignedInClient;
  /**
   * How many cases' movements are read side by side: PAYMENT_READ_CONCURRENCY (6) unless given,
   * kept between 1 and PAYMENT_READ_CONCURRENCY_MAX (16).
   */
  readonly concurrency?: number;
  /**
   * Only the payments still owed, read from the cases whose `pago` (SPEC §3, the case's pending
   * payments) counts some: one request per such case instead of one per case, what a page can show
   * first on a large account. An unpaid payment of a case whose `pago` says 0 is found only without it.
   */
  readonly owedOnly?: boolean;
}

/**
 * Every payment of every case of the client (SPEC §7 listaAsuntos, then listaMovimientos per case),
 * owed first, then newest. The legacy API has no listing of payments across cases, and a case's
 * `pago` counts only the unpaid ones, so every case's movements are read: one request for the
 * cases and one per case, `concurrency` at a time. All or nothing: after the first case that
 * cannot be read no other starts, and the answer is that failure.
 */
export function makeListPayments({
  cases,
  clock,
}: {
  readonly cases: Pick<CaseRepository, 'listCases' | 'listMovements'>;
  readonly clock: Clock;
}) {
  return async function listPayments({
    client,
    concurrency,
    owedOnly = false,
  }: PaymentListRequest): Promise<Result<readonly Payment[], PortalError>> {
    const listed = labelFailure(await cases.listCases(client.id), errorMessages.payments);
    if (!listed.ok) return listed;
    const caseList = owedOnly ? listed.value.filter((kase) => kase.pago > 0) : listed.value;
    const found: Payment[][] = [];
    let next = 0;
    let failure: PortalError | null = null;

    async function reader(): Promise<void> {
      while (failure === null && next < caseList.length) {
        const index = next++;
        const kase = caseList[index] as Case;
        const read = await cases.listMovements(kase.id);
        if (!read.ok) {
          failure ??= failedTo(errorMessages.payments, read.error);
          return;
        }
        const now = clock.now();
        found[index] = read.value.movements
          .filter((movement) => movement.id_tipo === MOVEMENT_TYPE.payment && !(owedOnly && movement.pagado))
          .map((movement) => paymentOf(kase, movement, now));
      }
    }

    const readers = Math.min(readConcurrency(concurrency), caseList.length);
    await Promise.all(Array.from({ length: readers }, reader));
    return failure === null ? ok(sortPaymentsDueFirst(found.flat())) : err(failure);
  };
}

function readConcurrency(asked: number | undefined): number {
  if (asked === undefined || !Number.isFinite(asked)) return PAYMENT_READ_CONCURRENCY;
  return Math.min(PAYMENT_READ_CONCURRENCY_MAX, Math.max(1, Math.floor(asked)));
}
