import { errorMessages, paymentInProcessMessage, paymentMessages } from '../shared/catalogue';
import { formatServiceDay, formatServiceTime } from '../shared/service-date-time';
import type { CheckoutReturn, CheckoutStatus } from './checkout-return';
import { MOVEMENT_TYPE, type Movement } from './movement';
import { paymentState } from './payments';

/** Where the report of an approved payment (recordPayment) stands, on the page it came back to. */
export type PaymentRecording =
  | { readonly state: 'recording' }
  | { readonly state: 'recorded' }
  /** The report failed: `message` is its catalogue text. */
  | { readonly state: 'failed'; readonly message: string };

/** What the page says of a payment back from the checkout. */
export interface CheckoutOutcome {
  readonly tone: 'info' | 'error' | 'success';
  readonly text: string;
  /**
   * Nothing more happens here: the outcome can be told where the checkout was started from (a
   * toast there). A report under way has not settled, nor has one that failed, which stays said
   * on the case where it can be seen.
   */
  readonly settled: boolean;
}

/** A checkout's return to one payment of the case: what it says, and that payment. */
export interface CheckoutOfPayment {
  readonly status: CheckoutStatus;
  /** The checkout's payment id (`payment_id`), null when the address carries none. */
  readonly paymentId: string | null;
  readonly payment: Pick<Movement, 'id_movimiento' | 'id_tipo' | 'monto' | 'pagado' | 'estado_pago' | 'vence_pago'>;
}

/**
 * The payment movement of `movements` a checkout's return names (its status and movement read by
 * readCheckoutReturn), or null when it names none of this case's payments: the page then says
 * 'Error al intentar realizar pago' at the top, on no payment.
 */
export function checkoutPaymentOf<M extends Pick<Movement, 'id_movimiento' | 'id_tipo'>>(
  back: CheckoutReturn,
  movements: readonly M[],
): M | null {
  return (
    movements.find(
      (movement) => movement.id_movimiento === back.movementId && movement.id_tipo === MOVEMENT_TYPE.payment,
    ) ?? null
  );
}

/**
 * What the return asks to report (recordPayment, SPEC §7 changePaymentMovement): an approved
 * payment with the checkout's payment id and an amount; null otherwise, when there is nothing to
 * report and the page says what the checkout or the case says.
 */
export function paymentToReport({
  status,
  paymentId,
  payment,
}: CheckoutOfPayment): { readonly paymentId: string; readonly price: number } | null {
  return status === 'approved' && paymentId !== null && payment.monto !== null
    ? { paymentId, price: payment.monto }
    : null;
}

/**
 * What the page says of a payment back from the checkout at `now`: left pending, in process
 * until its ticket expires as the service says (or pending when it says no expiry), or rejected,
 * as the checkout said; approved once its report is recorded ('Registrando el pago…' meanwhile,
 * the report's failure if it failed). Without a report to make (no payment id), approved only
 * when the case already shows it paid, else 'Error al intentar realizar pago'. `report` is null
 * when nothing was reported.
 */
export function checkoutOutcome(
  checkout: CheckoutOfPayment,
  report: PaymentRecording | null,
  now: Date | number,
): CheckoutOutcome {
  const { status, payment } = checkout;
  if (status === 'pending') {
    const state = paymentState(payment, now);
    const text =
      state.kind === 'in-process'
        ? paymentInProcessMessage(`${formatServiceDay(state.until)} a las ${formatServiceTime(state.until)}`)
        : paymentMessages.pending;
    return { tone: 'info', text, settled: true };
  }
  if (status === 'rejected') return { tone: 'error', text: paymentMessages.rejected, settled: true };
  if (paymentToReport(checkout) === null)
    return payment.pagado
      ? { tone: 'success', text: paymentMessages.approved, settled: true }
      : { tone: 'error', text: errorMessages.payment, settled: false };
  if (report?.state === 'failed') return { tone: 'error', text: report.message, settled: false };
  if (report?.state !== 'recorded') return { tone: 'info', text: paymentMessages.recording, settled: false };
  return { tone: 'success', text: paymentMessages.approved, settled: true };
}
