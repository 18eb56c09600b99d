import type { PaymentGateway, PaymentLinkRequest } from '../consultations/consultation-ports';
import { errorMessages } from '../shared/catalogue';
import { portalError, type PortalError } from '../shared/portal-error';
import { err, ok, type Result } from '../shared/result';
import { detached } from './detached';
import { InMemoryFake } from './in-memory-fake';
import type { InMemoryWorld } from './in-memory-world';

/** Where the fake's checkout links point; nothing answers there. */
const FAKE_CHECKOUT_HOST = 'https://pagos.justiciable.test';

/** Checkout links for movements of the client's own cases, and payments recorded on them. */
export class InMemoryPaymentGateway extends InMemoryFake<PaymentGateway> implements PaymentGateway {
  constructor(private readonly world: InMemoryWorld) {
    super();
  }

  createPaymentLink(request: PaymentLinkRequest): Promise<Result<{ readonly redirectUrl: string }, PortalError>> {
    return this.respond('createPaymentLink', () => {
      const owned = this.world.ownCase(request.caseId, errorMessages.paymentLink);
      if (!owned.ok) return owned;
      if (this.world.movements.get(request.movementId)?.id_case !== request.caseId) {
        return err(portalError.notFound(errorMessages.paymentLink, `movement ${request.movementId} in case ${request.caseId}`));
      }
      // As the legacy API: the payment is owed to the case's lawyer and nobody else.
      if (owned.value.kase.id_abogado !== request.lawyerId) {
        return err(portalError.rejected(400, errorMessages.paymentLink, `lawyer ${request.lawyerId} is not case ${request.caseId}'s`));
      }
      const redirectUrl = `${FAKE_CHECKOUT_HOST}/checkout/${this.world.newId()}`;
      this.world.outbox.push({ kind: 'payment-link', request: detached(request), redirectUrl });
      return ok({ redirectUrl });
    });
  }

  recordPayment(payment: { readonly movementId: string; readonly linkUrl: string; readonly price: number }): Promise<Result<void, PortalError>> {
    return this.respond('recordPayment', () => {
      const movement = this.world.ownMovement(payment.movementId, errorMessages.payment);
      if (!movement.ok) return movement;
      this.world.movements.set(payment.movementId, { ...movement.value, link_url: payment.linkUrl, monto: payment.price });
      return ok();
    });
  }
}
