import { beforeEach, describe, expect, it } from 'vitest';
import type { CaseRepository } from '../cases/case-repository';
import { readCheckoutReturn } from '../cases/checkout-return';
import type { PaymentGateway, PaymentLinkRequest } from '../consultations/consultation-ports';
import { expectFailure, expectOk } from './contract-expectations';

/** What a PaymentGateway contract run needs; the factory builds it before every test. */
export interface PaymentGatewayWorld {
  readonly subject: PaymentGateway;
  /** Where a recorded payment must show. */
  readonly cases: CaseRepository;
  /** The lawyer of ownCaseId and the client's group with them (id_grupo_justiciable). */
  readonly lawyerId: string;
  readonly clientGroupId: string;
  /** A case of the signed-in client, an unpaid payment movement of it, and the amount it charges. */
  readonly ownCaseId: string;
  readonly paymentMovementId: string;
  readonly paymentMovementPrice: number;
  /** Another client's case and one of its movements, and a movement id nobody has. */
  readonly foreignCaseId: string;
  readonly foreignMovementId: string;
  readonly missingMovementId: string;
  /**
   * What the client does on the checkout page a link leads to: approve, leave pending or reject
   * the payment. Answers the address the checkout sent the client back to (`returnUrl`) and the
   * payment id it carries (`payment_id`).
   */
  checkout(
    redirectUrl: string,
    outcome: 'approved' | 'pending' | 'rejected',
  ): Promise<{ readonly paymentId: string; readonly returnUrl: string }>;
  signOut(): Promise<void>;
}

/**
 * Checkout links and payment reports (SPEC §4 monto_unico, §7 getPaymentLinkMP, changePaymentMovement):
 * a payment is paid only when the checkout approved it, for that movement and amount.
 */
export function describePaymentGatewayContract(name: string, factory: () => Promise<PaymentGatewayWorld>): void {
  describe(`${name} honours the PaymentGateway contract`, () => {
    let world: PaymentGatewayWorld;
    let subject: PaymentGateway;

    beforeEach(async () => {
      world = await factory();
      subject = world.subject;
    });

    function linkRequest(overrides: Partial<PaymentLinkRequest> = {}): PaymentLinkRequest {
      return {
        lawyerId: world.lawyerId,
        clientGroupId: world.clientGroupId,
        caseId: world.ownCaseId,
        movementId: world.paymentMovementId,
        price: world.paymentMovementPrice,
        ...overrides,
      };
    }

    it('creates a checkout link for a movement of the client', async () => {
      const { redirectUrl } = expectOk(await subject.createPaymentLink(linkRequest()));
      expect(redirectUrl).toMatch(/^https?:\/\/\S+$/);
    });

    it('creates the link from what the case itself says: its lawyer (id_abogado) and no client group', async () => {
      const kase = expectOk(await world.cases.getCase(world.ownCaseId));
      expect(kase.id_abogado).toBe(world.lawyerId);
      const { clientGroupId: _known, ...fromTheCase } = linkRequest({ lawyerId: kase.id_abogado });
      const { redirectUrl } = expectOk(await subject.createPaymentLink(fromTheCase));
      expect(redirectUrl).toMatch(/^https?:\/\/\S+$/);
    });

    it("refuses a link for another client's case as forbidden, for an unknown movement as not-found", async () => {
      expectFailure(
        await subject.createPaymentLink(
          linkRequest({ caseId: world.foreignCaseId, movementId: world.foreignMovementId }),
        ),
        'forbidden',
      );
      expectFailure(await subject.createPaymentLink(linkRequest({ movementId: world.missingMovementId })), 'not-found');
    });

    /** A checkout for the unpaid payment, settled as given; the payment as the portal reports it back. */
    async function backFromCheckout(outcome: 'approved' | 'pending' | 'rejected') {
      const { redirectUrl } = expectOk(await subject.createPaymentLink(linkRequest()));
      const { paymentId } = await world.checkout(redirectUrl, outcome);
      return {
        redirectUrl,
        report: { movementId: world.paymentMovementId, paymentId, price: world.paymentMovementPrice },
      };
    }

    it('sends the client back to the return address the link was asked with, its query saying the outcome, the payment id and the movement', async () => {
      const returnUrl = 'http://localhost:4321/pago-terminado?pedido=7';
      const { redirectUrl } = expectOk(await subject.createPaymentLink(linkRequest({ returnUrl })));
      const back = await world.checkout(redirectUrl, 'pending');
      expect(back.returnUrl.startsWith('http://localhost:4321/pago-terminado?pedido=7&')).toBe(true);
      expect(readCheckoutReturn(back.returnUrl)).toEqual({
        status: 'pending',
        paymentId: back.paymentId,
        movementId: world.paymentMovementId,
      });
    });

    async function paid(): Promise<boolean> {
      return expectOk(await world.cases.getMovement(world.paymentMovementId)).pagado;
    }

    it('confirms a payment the checkout approved for that movement and amount: later reads show it paid, the checkout its receipt', async () => {
      const { redirectUrl, report } = await backFromCheckout('approved');
      expectOk(await subject.recordPayment(report));
      const movement = expectOk(await world.cases.getMovement(world.paymentMovementId));
      expect(movement).toMatchObject({ pagado: true, link_url: redirectUrl, monto: world.paymentMovementPrice });
      // Reporting it again is harmless.
      expectOk(await subject.recordPayment(report));
    });

    it('refuses, as rejected, a payment no checkout approved, and the movement stays unpaid', async () => {
      expectFailure(
        await subject.recordPayment({
          movementId: world.paymentMovementId,
          paymentId: 'sin-checkout',
          price: world.paymentMovementPrice,
        }),
        'rejected',
      );
      for (const outcome of ['pending', 'rejected'] as const) {
        const { report } = await backFromCheckout(outcome);
        expectFailure(await subject.recordPayment(report), 'rejected');
      }
      expect(await paid()).toBe(false);
    });

    it("reads a payment's latest checkout outcome from the service: left pending, in process until its ticket's expiry; then rejected, owed again", async () => {
      expect(expectOk(await world.cases.getMovement(world.paymentMovementId))).toMatchObject({
        estado_pago: null,
        vence_pago: null,
      });
      await backFromCheckout('pending');
      const pending = expectOk(await world.cases.getMovement(world.paymentMovementId));
      expect(pending).toMatchObject({ pagado: false, estado_pago: 'pendiente' });
      expect(pending.vence_pago).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      const listed = expectOk(await world.cases.listMovements(world.ownCaseId)).movements.find(
        (movement) => movement.id_movimiento === world.paymentMovementId,
      );
      expect(listed).toMatchObject({ estado_pago: 'pendiente', vence_pago: pending.vence_pago });
      await backFromCheckout('rejected');
      expect(expectOk(await world.cases.getMovement(world.paymentMovementId))).toMatchObject({
        pagado: false,
        estado_pago: 'rechazado',
        vence_pago: null,
      });
    });

    it('refuses, as rejected, an approved payment reported for another amount', async () => {
      const { report } = await backFromCheckout('approved');
      expectFailure(await subject.recordPayment({ ...report, price: report.price + 1 }), 'rejected');
    });

    it("refuses to record a payment on another client's movement as forbidden, on an unknown one as not-found", async () => {
      const payment = { paymentId: 'sin-checkout', price: world.paymentMovementPrice };
      expectFailure(await subject.recordPayment({ ...payment, movementId: world.foreignMovementId }), 'forbidden');
      expectFailure(await subject.recordPayment({ ...payment, movementId: world.missingMovementId }), 'not-found');
    });

    it('refuses without a session as unauthenticated', async () => {
      await world.signOut();
      expectFailure(await subject.createPaymentLink(linkRequest()), 'unauthenticated');
      const payment = {
        movementId: world.paymentMovementId,
        paymentId: 'sin-checkout',
        price: world.paymentMovementPrice,
      };
      expectFailure(await subject.recordPayment(payment), 'unauthenticated');
    });
  });
}
