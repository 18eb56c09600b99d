import { tryParsePaymentPrice } from '../consultations/payment-price';
import type { PortalPorts } from '../portal-ports';
import { errorMessages } from '../shared/catalogue';
import { labelFailure } from '../shared/label-failure';
import type { PortalError } from '../shared/portal-error';
import type { Result } from '../shared/result';

export interface PaymentRecord {
  readonly movementId: string;
  /** The checkout link the client paid through. */
  readonly linkUrl: string;
  readonly price: string | number;
}

/** Records a payment on its movement (SPEC §7 changePaymentMovement), e.g. back from checkout. */
export function makeRecordPayment({ payments }: Pick<PortalPorts, 'payments'>) {
  return async function recordPayment(payment: PaymentRecord): Promise<Result<void, PortalError>> {
    const price = tryParsePaymentPrice(payment.price);
    if (!price.ok) return price;
    return labelFailure(
      await payments.recordPayment({ movementId: payment.movementId, linkUrl: payment.linkUrl, price: price.value }),
      errorMessages.payment,
    );
  };
}
