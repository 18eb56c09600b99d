import type { MovementPayment, PaymentState } from '@justiciable/core';
import { PaymentAction } from '../../ui/pay-dialog';
import { useCheckoutOutcomeOf } from './case-payment-result';

/**
 * A payment's state as core read it, owed again once the instant core handed for the end of its
 * time in process has passed: the page may stay open longer than the ticket lasts.
 */
export function paymentStateNow(payment: MovementPayment, now: number = Date.now()): PaymentState {
  return payment.inProcessUntil !== null && now >= payment.inProcessUntil ? { kind: 'owed' } : payment.state;
}

/**
 * The pay dialog of one of the case's payments (ui/pay-dialog.tsx, the same as Pagos), from what
 * core's view hands ready: the case's summary and the payment's own card both show it.
 */
export function CasePayAction({
  payment,
  describedBy,
}: {
  readonly payment: MovementPayment;
  readonly describedBy?: string;
}) {
  return (
    <PaymentAction
      state={paymentStateNow(payment)}
      amount={payment.amount}
      facts={payment.facts}
      order={payment.order}
      returnsTo="a este asunto"
      {...(describedBy === undefined ? {} : { describedBy })}
    />
  );
}

/**
 * What a payment movement of the case offers: "Pagar" while owed, a dialog before the browser
 * leaves for the checkout (getPaymentLinkMP), which sends it back to
 * /asunto/:case/:movement/:paid?payment_id=…, where the payment's card says the result
 * (CheckoutResult); "Pago en proceso" and no button while a checkout left pending has not expired.
 */
export function CasePayment({ payment }: { readonly payment: MovementPayment }) {
  const outcome = useCheckoutOutcomeOf(payment.order.movementId);
  // Back from leaving it pending, the checkout's result above already says it is in process.
  if (paymentStateNow(payment).kind === 'in-process' && outcome === 'pending') return null;
  return <CasePayAction payment={payment} />;
}
