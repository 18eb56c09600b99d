import {
  mapResult,
  type PaymentGateway,
  type PaymentLinkRequest,
  type PaymentReport,
  type PortalError,
  type Result,
} from '@justiciable/core';
import * as v from 'valibot';
import { WebLinkSchema } from '../shared/web-link';
import type { LegacyApi } from './legacy-api';
import { AcknowledgementSchema } from './legacy-wire';

/** getPaymentLinkMP answers the checkout under data.redirectUrl (SPEC §7). */
const PaymentLinkAnswer = v.looseObject({ data: v.looseObject({ redirectUrl: WebLinkSchema }) });

/** Payments through the provider's checkout, in the legacy API (SPEC §7). */
export class LegacyApiPaymentGateway implements PaymentGateway {
  constructor(private readonly api: LegacyApi) {}

  async createPaymentLink(request: PaymentLinkRequest): Promise<Result<{ readonly redirectUrl: string }, PortalError>> {
    const answer = await this.api.client.call(
      this.api.actions.getPaymentLinkMP,
      {
        id_lawyer: request.lawyerId,
        [this.api.names.clientGroupField]: request.clientGroupId,
        id_case: request.caseId,
        id_movent: request.movementId,
        price: request.price,
        // Where the checkout sends the client back (Mercado Pago's back URL); left out, the portal's own page.
        back_url: request.returnUrl,
      },
      PaymentLinkAnswer,
    );
    return mapResult(answer, ({ data }) => ({ redirectUrl: data.redirectUrl }));
  }

  /** changePaymentMovement with the checkout's payment id, which the service verifies against the checkout's record, so the portal's word alone pays nothing. */
  async recordPayment(payment: PaymentReport): Promise<Result<void, PortalError>> {
    const answer = await this.api.client.call(
      this.api.actions.changePaymentMovement,
      { id_movement: payment.movementId, payment_id: payment.paymentId, price: payment.price },
      AcknowledgementSchema,
    );
    return mapResult(answer, () => undefined);
  }
}
