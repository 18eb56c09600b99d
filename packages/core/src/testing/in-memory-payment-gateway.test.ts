import { describe, expect, it } from 'vitest';
import { portalError } from '../shared/portal-error';
import { expectFailure, expectOk } from './contract-expectations';
import { seedDemoWorld } from './demo-world';
import { InMemoryCaseRepository } from './in-memory-case-repository';
import { InMemoryPaymentGateway } from './in-memory-payment-gateway';
import { InMemoryWorld } from './in-memory-world';
import { describePaymentGatewayContract } from './payment-gateway-contract';

function signedInDemo() {
  const world = new InMemoryWorld();
  const demo = seedDemoWorld(world);
  world.signInAs(demo.client.userId);
  return { world, demo, payments: new InMemoryPaymentGateway(world) };
}

describePaymentGatewayContract('InMemoryPaymentGateway', async () => {
  const { world, demo, payments } = signedInDemo();
  const price = world.movements.get(demo.paymentMovementId)?.monto;
  if (price === undefined || price === null)
    throw new Error(`Payment movement ${demo.paymentMovementId} charges nothing`);
  return {
    subject: payments,
    cases: new InMemoryCaseRepository(world),
    lawyerId: demo.linkedLawyerId,
    clientGroupId: demo.linkedLawyerGroupId,
    ownCaseId: demo.pendingPaymentCaseId,
    paymentMovementId: demo.paymentMovementId,
    paymentMovementPrice: price,
    foreignCaseId: demo.otherClientCaseId,
    foreignMovementId: demo.otherClientMovementId,
    missingMovementId: '888888',
    checkout: async (redirectUrl, outcome) => payments.settleCheckout(redirectUrl, outcome),
    signOut: async () => world.signOut(),
  };
});

describe('InMemoryPaymentGateway', () => {
  it('puts each checkout link in the outbox with what it charges', async () => {
    const { world, demo, payments } = signedInDemo();
    const request = {
      lawyerId: demo.linkedLawyerId,
      clientGroupId: '31',
      caseId: demo.pendingPaymentCaseId,
      movementId: demo.paymentMovementId,
      price: 15000,
    };
    const { redirectUrl } = expectOk(await payments.createPaymentLink(request));
    expect(world.outbox).toContainEqual({ kind: 'payment-link', request, redirectUrl });
  });

  it('refuses a link for a movement of another case of the client as not-found', async () => {
    const { demo, payments } = signedInDemo();
    const request = {
      lawyerId: demo.linkedLawyerId,
      clientGroupId: '31',
      caseId: demo.caseId,
      movementId: demo.paymentMovementId,
      price: 15000,
    };
    expectFailure(await payments.createPaymentLink(request), 'not-found');
  });

  it('leaves the movement as it was when recording fails before reaching the service', async () => {
    const { world, demo, payments } = signedInDemo();
    payments.failNext('recordPayment', portalError.unavailable('network'));
    expectFailure(
      await payments.recordPayment({ movementId: demo.paymentMovementId, paymentId: '1', price: 15000 }),
      'unavailable',
    );
    expect(expectOk(await new InMemoryCaseRepository(world).getMovement(demo.paymentMovementId))).toMatchObject({
      pagado: false,
      link_url: null,
    });
  });
});
