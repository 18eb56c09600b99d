import { describe, expect, it, vi } from 'vitest';
import { aSignedInPortal } from '../portal-fixture';
import { portalError } from '../shared/portal-error';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import type { CheckoutOutcome } from '../testing/in-memory-payment-gateway';
import { makeRecordPayment } from './record-payment';

/** The demo's unpaid payment (15.000) through a checkout settled as given: its payment id, as the return URL carries it. */
async function backFromCheckout(outcome: CheckoutOutcome) {
  const fixture = aSignedInPortal();
  const { ports, demo } = fixture;
  const { redirectUrl } = expectOk(
    await ports.payments.createPaymentLink({ lawyerId: demo.linkedLawyerId, caseId: demo.pendingPaymentCaseId, movementId: demo.paymentMovementId, price: 15000 }),
  );
  const { paymentId } = ports.payments.settleCheckout(redirectUrl, outcome);
  return { ...fixture, redirectUrl, paymentId, recordPayment: makeRecordPayment(ports) };
}

describe('recordPayment: a payment is paid only when the checkout approved it (issue 23, row 1)', () => {
  it('confirms the payment the checkout approved for that movement and amount, the price read by SPEC §5; the movement shows it paid', async () => {
    const { ports, demo, paymentId, redirectUrl, recordPayment } = await backFromCheckout('approved');
    const reported = vi.spyOn(ports.payments, 'recordPayment');
    expectOk(await recordPayment({ movementId: demo.paymentMovementId, paymentId, price: '15.000' }));
    expect(reported).toHaveBeenCalledExactlyOnceWith({ movementId: demo.paymentMovementId, paymentId, price: 15000 });
    expect(ports.world.movements.get(demo.paymentMovementId)).toMatchObject({ pagado: true, link_url: redirectUrl, monto: 15000 });
  });

  it.each(['pending', 'rejected'] as const)("refuses the payment id of a checkout left %s with 'Error al intentar realizar pago', and the movement stays unpaid", async (outcome) => {
    const { ports, demo, paymentId, recordPayment } = await backFromCheckout(outcome);
    const error = expectFailure(await recordPayment({ movementId: demo.paymentMovementId, paymentId, price: 15000 }), 'rejected');
    expect(error.message).toBe('Error al intentar realizar pago');
    expect(ports.world.movements.get(demo.paymentMovementId)?.pagado).toBe(false);
  });

  it('refuses an approved payment id reported for another amount or an invented one', async () => {
    const { demo, paymentId, recordPayment } = await backFromCheckout('approved');
    expectFailure(await recordPayment({ movementId: demo.paymentMovementId, paymentId, price: 1 }), 'rejected');
    expectFailure(await recordPayment({ movementId: demo.paymentMovementId, paymentId: '424242', price: 15000 }), 'rejected');
  });

  it.each([[''], ['  '], ['../../pagar'], ['x'.repeat(65)]])("refuses the payment id '%s' before sending", async (paymentId) => {
    const { ports, demo } = aSignedInPortal();
    const error = expectFailure(await makeRecordPayment(ports)({ movementId: demo.paymentMovementId, paymentId, price: 15000 }), 'invalid-input');
    expect(error).toMatchObject({ field: 'paymentId', message: 'Error al intentar realizar pago' });
    expect(ports.payments.callsOf('recordPayment')).toBe(0);
  });

  it("refuses a price that is not an amount with 'Monto no válido' before sending", async () => {
    const { ports, demo } = aSignedInPortal();
    const error = expectFailure(await makeRecordPayment(ports)({ movementId: demo.paymentMovementId, paymentId: '1234', price: '' }), 'invalid-input');
    expect(error.message).toBe('Monto no válido');
    expect(ports.payments.callsOf('recordPayment')).toBe(0);
  });

  it("answers 'Error al intentar realizar pago' when it cannot be reported", async () => {
    const { ports, demo, paymentId, recordPayment } = await backFromCheckout('approved');
    ports.payments.failNext('recordPayment', portalError.unavailable('network'));
    const error = expectFailure(await recordPayment({ movementId: demo.paymentMovementId, paymentId, price: 15000 }), 'unavailable');
    expect(error.message).toBe('Error al intentar realizar pago');
  });
});
