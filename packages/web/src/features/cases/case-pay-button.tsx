import { paymentState, type Movement } from '@justiciable/core';
import { PaymentAction } from '../../ui/pay-dialog';
import { useOpenedCase } from './case-movement-route';
import { useCheckoutOutcomeOf } from './case-payment-result';

/**
 * What a payment movement of the case offers (ui/pay-dialog.tsx, the same as Pagos): "Pagar" while
 * owed, a dialog before the browser leaves for the checkout (getPaymentLinkMP), which sends it back
 * to /asunto/:case/:movement/:paid?payment_id=…, where the payment's card says the result
 * (CheckoutResult); "Pago en proceso" and no button while a checkout left pending has not expired.
 */
export function CasePayment({ payment }: { readonly payment: Movement }) {
  const { case: opened } = useOpenedCase();
  const outcome = useCheckoutOutcomeOf(payment);
  const state = paymentState(payment, Date.now());
  // Back from leaving it pending, the checkout's result above already says it is in process.
  if (state.kind === 'in-process' && outcome === 'pending') return null;
  return (
    <PaymentAction
      state={state}
      amount={payment.monto}
      facts={{
        concept: payment.concepto ?? payment.descripcion_movimiento ?? 'Pago',
        caseName: opened.case,
        lawyer: opened.abogadoEstudio,
      }}
      order={{ lawyerId: opened.id_abogado, caseId: opened.id, movementId: payment.id_movimiento }}
      returnsTo="a este asunto"
    />
  );
}
