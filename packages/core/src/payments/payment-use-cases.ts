import type { PortalPorts } from '../portal-ports';
import type { PortalError } from '../shared/portal-error';
import type { Result } from '../shared/result';
import { makeListPayments, type PaymentListRequest } from './list-payments';
import type { Payment } from './payment';
import { makeReadPayments, type PaymentReadRequest, type PaymentsRead } from './read-payments';

/**
 * The portal's use-cases of payments across the client's cases, so the
 * client finds them in one place. A payment is paid through `createPaymentLink` and reported back with `recordPayment`
 * (the cases' use-cases), which a listed payment carries all that is needed for.
 *
 * Every failure is a `PortalError` whose message is the catalogue's Spanish text (SPEC §8): a call
 * that reaches a service fails as `unavailable` (no network, a timeout, an unexpected answer:
 * `transport` says which), `rejected`, `forbidden` or `not-found`, except that a throttled call
 * keeps 'Demasiados intentos…' and an ended session answers `unauthenticated`, 'El usuario no está
 * autenticado'.
 */
export interface PaymentUseCases {
  /**
   * Every payment (type 4 movement) of every case of the client, with its case, lawyer, concept,
   * amount, whether it is paid or can be paid now (`payable`), when it was charged and a paid
   * one's receipt: those still owed first, then the paid ones, newest first within each.
   *
   * Cost: one listaAsuntos and one listaMovimientos per case (SPEC §7), at most `concurrency` at a
   * time (6 unless given, at most 16): the legacy API lists no payments across cases, and a case's
   * `pago` counts only the unpaid ones, so a paid payment is found only among its case's
   * movements. An account of 5,000 cases makes 5,001 requests: against the local emulator's large
   * seed (5,000 cases, about 800 payments) on a 2-core machine that took 7 to 25 seconds as the
   * machine was more or less busy, faster with a higher `concurrency`. A script that needs the list
   * often should keep the answer rather than ask again. With `owedOnly`, only the unpaid ones, from
   * the cases whose `pago` counts some: one request per such case (about 600 there, 2 seconds).
   *
   * Fails with the service's kind and 'Error al intentar obtener los pagos' when the cases or any
   * case's movements cannot be read; no further case is read after the first failure.
   *
   * @example
   * const payments = valueOrThrow(await portal.listPayments({ client }));
   * const owed = payments.filter((payment) => payment.payable);
   * if (owed[0]) {
   *   const { redirectUrl } = valueOrThrow(await portal.createPaymentLink({ lawyerId: owed[0].lawyerId, caseId: owed[0].caseId, movementId: owed[0].movementId, price: owed[0].amount ?? 0 }));
   * }
   */
  listPayments(request: PaymentListRequest): Promise<Result<readonly Payment[], PortalError>>;

  /**
   * The client's payments read case by case at a pace a phone bears, what is owed first, each case
   * handed to `onRead` as it comes: what /pagos shows, and what a script that keeps the answer
   * between runs uses. The plan (planPaymentReads): first every case whose `pago` (SPEC §3) counts
   * some, 6 at a time; then the paid history, the cases that owe nothing and that `known` (what was
   * read before, kept by the caller) does not hold fresh, 2 at a time. `known` comes back with each
   * case read in place of what it held, for the next call. `whenReady` is awaited before each case
   * (a page passes "shown and online"); `signal` stops it between cases (`complete: false`).
   *
   * Cost: one listaAsuntos unless `cases` is given, then one listaMovimientos per case to read. On
   * the emulator's large seed (5,000 cases, about 590 owing some) a first visit reads 590 cases
   * for what is owed and 4,410 for the history; a later visit with `known` kept reads the 590 again
   * and none of the history until a week has passed or a case settled a charge.
   *
   * Fails with the service's kind and 'Error al intentar obtener los pagos' when the cases or a
   * case's movements cannot be read; no further case is read after the first failure, and the
   * cases read before it have reached `onRead`.
   *
   * @example
   * // A script that keeps what it read in a file between runs.
   * const { cases, known } = valueOrThrow(await portal.readPayments({ client, known: JSON.parse(saved), onProgress: ({ phase, done, total }) => console.log(phase, done, total) }));
   * const owed = portal.viewPayments({ cases, known }).owed.filter((payment) => payment.payable);
   */
  readPayments(request: PaymentReadRequest): Promise<Result<PaymentsRead, PortalError>>;
}

export function paymentUseCases(ports: PortalPorts): PaymentUseCases {
  return {
    listPayments: makeListPayments(ports),
    readPayments: makeReadPayments(ports),
  };
}
