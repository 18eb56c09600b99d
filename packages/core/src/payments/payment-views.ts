import type { Case } from '../cases/case';
import { paymentTotals, type Payment, type PaymentTotals } from './payment';
import { knownPayments, type CasePayments } from './payment-reads';

/** viewPayments' argument: the client's cases, and what was read so far of their payments. */
export interface PaymentsViewing {
  readonly cases: readonly Case[];
  /** What readPayments has read so far (or the device kept), case by case. */
  readonly known: readonly CasePayments[];
}

/** /pagos as it shows what was read so far: its groups and what they add up to. */
export interface PaymentsView {
  /** Every payment known of the cases still listed, owed first, then newest (what the groups split). */
  readonly payments: readonly Payment[];
  /** The payments owed now. */
  readonly owed: readonly Payment[];
  /** The cases whose `pago` counts some and whose movements are not read yet: owed, amounts on their way. */
  readonly unreadOwing: readonly Case[];
  /** How many payments are owed: the owed ones read, plus what each unread case's `pago` counts. */
  readonly owedCount: number;
  /** The payments left in process at the checkout (no Pagar until settled or expired). */
  readonly inProcess: readonly Payment[];
  /** The payments made, each with its receipt. */
  readonly paid: readonly Payment[];
  /** The known payments added up by state. */
  readonly totals: PaymentTotals;
}

/**
 * The payments page's groups from the cases and what was read of them: a page makes one each time
 * the reading brings more, without asking any service.
 */
export function viewPayments({ cases, known }: PaymentsViewing): PaymentsView {
  const payments = knownPayments({ cases, known });
  const held = new Set(known.map((read) => read.caseId));
  const unreadOwing = cases.filter((kase) => kase.pago > 0 && !held.has(kase.id));
  const owed = payments.filter((payment) => payment.state.kind === 'owed');
  return {
    payments,
    owed,
    unreadOwing,
    owedCount: owed.length + unreadOwing.reduce((count, kase) => count + kase.pago, 0),
    inProcess: payments.filter((payment) => payment.state.kind === 'in-process'),
    paid: payments.filter((payment) => payment.paid),
    totals: paymentTotals(payments),
  };
}

/** What the payments pages show, worked out from what a use-case already read: pure and synchronous. */
export interface PaymentViews {
  /**
   * /pagos' groups from the client's cases and what was read of their payments so far: the owed
   * ones (with the owing cases not read yet and how many they count), those in process, the paid
   * ones, and what they add up to by state.
   *
   * @example
   * const view = portal.viewPayments({ cases, known });
   * console.log(`${view.owedCount} pagos pendientes, $ ${view.totals.owed.amount}`);
   */
  viewPayments(viewing: PaymentsViewing): PaymentsView;
}

/** The payments' views, the same for every portal. */
export const paymentViews: PaymentViews = { viewPayments };
