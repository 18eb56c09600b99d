import { tryParsePaymentPrice } from '../consultations/payment-price';
import type { PortalPorts } from '../portal-ports';
import { errorMessages } from '../shared/catalogue';
import { labelFailure } from '../shared/label-failure';
import type { PortalError } from '../shared/portal-error';
import type { Result } from '../shared/result';

export interface PaymentLinkOrder {
  readonly lawyerId: string;
  /** The client's group with this lawyer (id_grupo_{product}), when known; a case's payment is found by its case and movement. */
  readonly clientGroupId?: string;
  readonly caseId: string;
  readonly movementId: string;
  /** As the service or movement states it; SPEC §5's price rule is applied here. */
  readonly price: string | number;
}

/** A checkout link for a payment movement (SPEC §7 getPaymentLinkMP); the UI redirects to it. */
export function makeCreatePaymentLink({ payments }: Pick<PortalPorts, 'payments'>) {
  return async function createPaymentLink(order: PaymentLinkOrder): Promise<Result<{ readonly redirectUrl: string }, PortalError>> {
    const price = tryParsePaymentPrice(order.price);
    if (!price.ok) return price;
    const { lawyerId, clientGroupId, caseId, movementId } = order;
    return labelFailure(
      await payments.createPaymentLink({ lawyerId, clientGroupId, caseId, movementId, price: price.value }),
      errorMessages.paymentLink,
    );
  };
}
