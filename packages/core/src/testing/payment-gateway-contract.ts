import { beforeEach, describe, expect, it } from 'vitest';
import type { CaseRepository } from '../cases/case-repository';
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
  signOut(): Promise<void>;
}

/** Checkout links and payment records (SPEC §4 monto_unico, §7 getPaymentLinkMP, changePaymentMovement). */
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
      expectFailure(await subject.createPaymentLink(linkRequest({ caseId: world.foreignCaseId, movementId: world.foreignMovementId })), 'forbidden');
      expectFailure(await subject.createPaymentLink(linkRequest({ movementId: world.missingMovementId })), 'not-found');
    });

    it('records a payment on its movement: later reads show the link and the amount', async () => {
      const { redirectUrl } = expectOk(await subject.createPaymentLink(linkRequest()));
      expectOk(await subject.recordPayment({ movementId: world.paymentMovementId, linkUrl: redirectUrl, price: world.paymentMovementPrice }));

      const movement = expectOk(await world.cases.getMovement(world.paymentMovementId));
      expect(movement).toMatchObject({ link_url: redirectUrl, monto: world.paymentMovementPrice });
    });

    it("refuses to record a payment on another client's movement as forbidden, on an unknown one as not-found", async () => {
      const payment = { linkUrl: 'https://pagos.example.com/checkout/1', price: world.paymentMovementPrice };
      expectFailure(await subject.recordPayment({ ...payment, movementId: world.foreignMovementId }), 'forbidden');
      expectFailure(await subject.recordPayment({ ...payment, movementId: world.missingMovementId }), 'not-found');
    });

    it('refuses without a session as unauthenticated', async () => {
      await world.signOut();
      expectFailure(await subject.createPaymentLink(linkRequest()), 'unauthenticated');
      const payment = { movementId: world.paymentMovementId, linkUrl: 'https://pagos.example.com/checkout/1', price: world.paymentMovementPrice };
      expectFailure(await subject.recordPayment(payment), 'unauthenticated');
    });
  });
}
