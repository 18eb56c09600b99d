import { tryParsePaymentPrice } from '../consultations/payment-price';
import type { PortalPorts } from '../portal-ports';
import { errorMessages } from '../shared/catalogue';
import { labelFailure } from '../shared/label-failure';
import { portalError, type PortalError } from '../shared/portal-error';
import { err, type Result } from '../shared/result';

export interface PaymentRecord {
  readonly movementId: string;
  /** The checkout's payment id, as its return URL carries it (`payment_id`). */
  readonly paymentId: string;
  readonly price: string | number;
}

/** What a checkout's payment id can be: Mercado Pago's are digits, the emulator's a token of letters, digits, '-' and '_'. */
const PAYMENT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Reports a payment back from the checkout (SPEC §7 changePaymentMovement, issue 23 row 1): the
 * checkout's payment id, the movement and its amount. The service pays nothing on this word: it
 * verifies the checkout approved that payment, for that movement and amount.
 */
export function makeRecordPayment({ payments }: Pick<PortalPorts, 'payments'>) {
  return async function recordPayment(payment: PaymentRecord): Promise<Result<void, PortalError>> {
    if (typeof payment.paymentId !== 'string' || !PAYMENT_ID.test(payment.paymentId)) {
      return err({ ...portalError.invalidInput('paymentId', errorMessages.payment), detail: 'no payment id from the checkout' });
    }
    const price = tryParsePaymentPrice(payment.price);
    if (!price.ok) return price;
    return labelFailure(await payments.recordPayment({ movementId: payment.movementId, paymentId: payment.paymentId, price: price.value }), errorMessages.payment);
  };
}
