import type { Case } from '../cases/case';
import type { CaseRepository } from '../cases/case-repository';
import { MOVEMENT_TYPE, type Movement } from '../cases/movement';
import type { SignedInClient } from '../identity/signed-in-client';
import { paymentOf, type Payment } from '../payments/payment';
import { errorMessages } from '../shared/catalogue';
import type { Clock } from '../shared/clock';
import { labelFailure } from '../shared/label-failure';
import { failedTo, type PortalError } from '../shared/portal-error';
import { err, ok, type Result } from '../shared/result';

/**
 * What deleting the account would leave behind in money, for the confirmation to say before the
 * client decides: deletion does not cancel a payment, refund one, or tell the lawyer.
 */
export interface DeletionReview {
  /**
   * Consultations the client paid that the lawyer has not accepted yet (consulta_aceptada false):
   * after deleting, the client can no longer follow them nor ask for the money back from the portal.
   */
  readonly paidAwaitingLawyer: readonly Payment[];
  /** Payments left in process at a checkout (a Rapipago or Pago Fácil ticket): paying the ticket still charges. */
  readonly inProcess: readonly Payment[];
  /** Payments still owed to a lawyer: deleting the account does not cancel them. */
  readonly owed: readonly Payment[];
  /** Whether none of the above holds anything, so the confirmation says there is nothing pending (nothingToReview). */
  readonly nothingPending: boolean;
}

/** Whether nothing of the review needs saying: no paid consultation awaiting its lawyer, no payment in process or owed. */
export function nothingToReview(review: Omit<DeletionReview, 'nothingPending'>): boolean {
  return review.paidAwaitingLawyer.length === 0 && review.inProcess.length === 0 && review.owed.length === 0;
}

/**
 * The cases whose movements the review reads: a consultation the lawyer has not accepted (it may be
 * paid) and a case whose `pago` counts a payment (owed or in process). An accepted case with
 * nothing pending has nothing to warn about, so a heavy account costs a request per case that matters.
 */
export function casesToReview(cases: readonly Case[]): Case[] {
  return cases.filter((kase) => !kase.consulta_aceptada || kase.pago > 0);
}

/**
 * The rule: from each reviewed case's movements, the paid payments of a consultation its lawyer has
 * not accepted, the payments in process and those owed (paymentState at `now`). A payment the
 * lawyer has not stated an amount for yet is owed like any other.
 */
export function deletionReview(
  reviewed: readonly { readonly kase: Case; readonly movements: readonly Movement[] }[],
  now: Date | number,
): DeletionReview {
  const paidAwaitingLawyer: Payment[] = [];
  const inProcess: Payment[] = [];
  const owed: Payment[] = [];
  for (const { kase, movements } of reviewed) {
    for (const movement of movements) {
      if (movement.id_tipo !== MOVEMENT_TYPE.payment) continue;
      const payment = paymentOf(kase, movement, now);
      if (payment.state.kind === 'paid') {
        if (!kase.consulta_aceptada) paidAwaitingLawyer.push(payment);
      } else if (payment.state.kind === 'in-process') inProcess.push(payment);
      else owed.push(payment);
    }
  }
  const found = { paidAwaitingLawyer, inProcess, owed };
  return { ...found, nothingPending: nothingToReview(found) };
}

export interface DeletionReviewRequest {
  readonly client: SignedInClient;
}

/**
 * Reads what deleting the account would leave behind in money (SPEC §7 listaAsuntos, then
 * listaMovimientos of the cases casesToReview keeps, one at a time: a confirmation dialog can
 * wait a moment, a phone's connection should not carry a burst). Fails with 'Error al intentar
 * obtener los pagos', as the payments' own listing does.
 */
export function makeReviewAccountDeletion({
  cases,
  clock,
}: {
  readonly cases: Pick<CaseRepository, 'listCases' | 'listMovements'>;
  readonly clock: Clock;
}) {
  return async function reviewAccountDeletion({
    client,
  }: DeletionReviewRequest): Promise<Result<DeletionReview, PortalError>> {
    const listed = labelFailure(await cases.listCases(client.id), errorMessages.payments);
    if (!listed.ok) return listed;
    const reviewed: { kase: Case; movements: readonly Movement[] }[] = [];
    for (const kase of casesToReview(listed.value)) {
      const read = await cases.listMovements(kase.id);
      if (!read.ok) return err(failedTo(errorMessages.payments, read.error));
      reviewed.push({ kase, movements: read.value.movements });
    }
    return ok(deletionReview(reviewed, clock.now()));
  };
}
