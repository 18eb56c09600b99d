import type { PaymentGateway, PaymentLinkRequest, PaymentReport } from '../consultations/consultation-ports';
import { errorMessages } from '../shared/catalogue';
import { portalError, type PortalError } from '../shared/portal-error';
import { err, ok, type Result } from '../shared/result';
import { detached } from './detached';
import { InMemoryFake } from './in-memory-fake';
import type { InMemoryWorld } from './in-memory-world';

/** How long a payment left pending stays in process, as the emulator's offline tickets: 3 days. */
const PENDING_PAYMENT_DAYS = 3;
const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD HH:MM:SS' in Argentina (UTC-3), as the legacy API writes its dates. */
function argentineTimestamp(epochMs: number): string {
  return new Date(epochMs - 3 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** Where the fake's checkout links point; nothing answers there. */
const FAKE_CHECKOUT_HOST = 'https://pagos.justiciable.test';

/** What a checkout can do with a payment, as Mercado Pago's return URL says it (`status`). */
export type CheckoutOutcome = 'approved' | 'pending' | 'rejected';

/** Where the fake's checkout returns when the link was asked with no return address: the portal's case page. */
const FAKE_PORTAL = 'https://portal.justiciable.test';

/** One checkout handed out: what it charges, for whom, and what became of it. */
interface Checkout {
  readonly redirectUrl: string;
  /** Where it sends the client back: the link's returnUrl, or the portal's page of the payment's case. */
  readonly returnUrl: string | null;
  readonly caseId: string;
  readonly movementId: string;
  readonly clientId: string;
  readonly price: number;
  outcome: CheckoutOutcome | null;
}

/**
 * Checkout links for movements of the client's own cases, and payments reported back from them.
 * As the emulator, a payment is paid only by the checkout's approval (`settleCheckout`, what the
 * client does on the provider's page), and a report is verified against it.
 */
export class InMemoryPaymentGateway extends InMemoryFake<PaymentGateway> implements PaymentGateway {
  /** By payment id, which the fake makes the checkout's own id, as the emulator does. */
  private readonly checkouts = new Map<string, Checkout>();

  constructor(private readonly world: InMemoryWorld) {
    super();
  }

  createPaymentLink(request: PaymentLinkRequest): Promise<Result<{ readonly redirectUrl: string }, PortalError>> {
    return this.respond('createPaymentLink', () => {
      const owned = this.world.ownCase(request.caseId, errorMessages.paymentLink);
      if (!owned.ok) return owned;
      if (this.world.movements.get(request.movementId)?.id_case !== request.caseId) {
        return err(
          portalError.notFound(errorMessages.paymentLink, `movement ${request.movementId} in case ${request.caseId}`),
        );
      }
      // As the legacy API: the payment is owed to the case's lawyer and nobody else.
      if (owned.value.kase.id_abogado !== request.lawyerId) {
        return err(
          portalError.rejected(
            400,
            errorMessages.paymentLink,
            `lawyer ${request.lawyerId} is not case ${request.caseId}'s`,
          ),
        );
      }
      const paymentId = this.world.newId();
      const redirectUrl = `${FAKE_CHECKOUT_HOST}/checkout/${paymentId}`;
      this.checkouts.set(paymentId, {
        redirectUrl,
        returnUrl: request.returnUrl ?? null,
        caseId: request.caseId,
        movementId: request.movementId,
        clientId: owned.value.ownerId,
        price: request.price,
        outcome: null,
      });
      this.world.outbox.push({ kind: 'payment-link', request: detached(request), redirectUrl });
      return ok({ redirectUrl });
    });
  }

  /**
   * What the client does on the checkout page of `redirectUrl`: approve, leave pending or reject.
   * An approval pays the movement (its receipt the checkout link), as the provider's notification
   * does. Answers the address the checkout sends the client back to, as Mercado Pago's back URL
   * (the link's returnUrl, else the portal's /asunto/:case/:movement/:status, with `status`,
   * `payment_id` and `external_reference` added to its query), and the payment id it carries.
   */
  settleCheckout(
    redirectUrl: string,
    outcome: CheckoutOutcome,
  ): { readonly paymentId: string; readonly returnUrl: string } {
    const found = [...this.checkouts.entries()].find(([, checkout]) => checkout.redirectUrl === redirectUrl);
    if (found === undefined) throw new Error(`No checkout was handed out at ${redirectUrl}`);
    const [paymentId, checkout] = found;
    checkout.outcome = outcome;
    const movement = this.world.movements.get(checkout.movementId);
    if (movement !== undefined) {
      // As the emulator's listaMovimientos: the latest outcome, and a pending ticket's expiry in Argentina's time.
      const estado_pago = ({ approved: 'aprobado', pending: 'pendiente', rejected: 'rechazado' } as const)[outcome];
      const vence_pago =
        outcome === 'pending'
          ? argentineTimestamp(this.world.clock.now().getTime() + PENDING_PAYMENT_DAYS * DAY_MS)
          : null;
      const paid = outcome === 'approved' ? { pagado: true, link_url: checkout.redirectUrl } : {};
      this.world.movements.set(checkout.movementId, { ...movement, ...paid, estado_pago, vence_pago });
    }
    const back = checkout.returnUrl ?? `${FAKE_PORTAL}/asunto/${checkout.caseId}/${checkout.movementId}/${outcome}`;
    const query = [
      `status=${outcome}`,
      `collection_status=${outcome}`,
      `payment_id=${paymentId}`,
      `external_reference=${encodeURIComponent(checkout.movementId)}`,
    ].join('&');
    return { paymentId, returnUrl: `${back}${back.includes('?') ? '&' : '?'}${query}` };
  }

  recordPayment(payment: PaymentReport): Promise<Result<void, PortalError>> {
    return this.respond('recordPayment', () => {
      const movement = this.world.ownMovement(payment.movementId, errorMessages.payment);
      if (!movement.ok) return movement;
      const session = this.world.signedIn();
      const checkout = this.checkouts.get(payment.paymentId);
      const approved =
        session.ok &&
        checkout?.outcome === 'approved' &&
        checkout.movementId === payment.movementId &&
        checkout.clientId === session.value.userId &&
        checkout.price === payment.price;
      return approved
        ? ok()
        : err(
            portalError.rejected(
              400,
              errorMessages.payment,
              `payment ${payment.paymentId} was not approved for movement ${payment.movementId}`,
            ),
          );
    });
  }
}
