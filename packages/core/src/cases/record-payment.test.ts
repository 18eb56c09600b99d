import { describe, expect, it, vi } from 'vitest';
import { aSignedInPortal } from '../portal-fixture';
import { portalError } from '../shared/portal-error';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import type { CheckoutOutcome } from '../testing/in-memory-payment-gateway';
import { createPortal } from '../create-portal';
import { makeRecordPayment } from './record-payment';

/** The demo's unpaid payment (15.000) through a checkout settled as given: its payment id, as the return URL carries it. */
async function backFromCheckout(outcome: CheckoutOutcome) {
  const fixture = aSignedInPortal();
  const { ports, demo } = fixture;
  const { redirectUrl } = expectOk(
    await ports.payments.createPaymentLink({
      lawyerId: demo.linkedLawyerId,
      caseId: demo.pendingPaymentCaseId,
      movementId: demo.paymentMovementId,
      price: 15000,
    }),
  );
  const { paymentId } = ports.payments.settleCheckout(redirectUrl, outcome);
  return { ...fixture, redirectUrl, paymentId, recordPayment: makeRecordPayment(ports) };
}

describe('recordPayment: a payment is paid only when the checkout approved it', () => {
  it('confirms the payment the checkout approved for that movement and amount, the price read by SPEC §5; the movement shows it paid', async () => {
    const { ports, demo, paymentId, redirectUrl, recordPayment } = await backFromCheckout('approved');
    const reported = vi.spyOn(ports.payments, 'recordPayment');
    expectOk(await recordPayment({ movementId: demo.paymentMovementId, paymentId, price: '15.000' }));
    expect(reported).toHaveBeenCalledExactlyOnceWith({ movementId: demo.paymentMovementId, paymentId, price: 15000 });
    expect(ports.world.movements.get(demo.paymentMovementId)).toMatchObject({
      pagado: true,
      link_url: redirectUrl,
      monto: 15000,
    });
  });

  it.each(['pending', 'rejected'] as const)(
    "refuses the payment id of a checkout left %s with 'Error al intentar realizar pago', and the movement stays unpaid",
    async (outcome) => {
      const { ports, demo, paymentId, recordPayment } = await backFromCheckout(outcome);
      const error = expectFailure(
        await recordPayment({ movementId: demo.paymentMovementId, paymentId, price: 15000 }),
        'rejected',
      );
      expect(error.message).toBe('Error al intentar realizar pago');
      expect(ports.world.movements.get(demo.paymentMovementId)?.pagado).toBe(false);
    },
  );

  it('refuses an approved payment id reported for another amount or an invented one', async () => {
    const { demo, paymentId, recordPayment } = await backFromCheckout('approved');
    expectFailure(await recordPayment({ movementId: demo.paymentMovementId, paymentId, price: 1 }), 'rejected');
    expectFailure(
      await recordPayment({ movementId: demo.paymentMovementId, paymentId: '424242', price: 15000 }),
      'rejected',
    );
  });

  it.each([[''], ['  '], ['../../pagar'], ['x'.repeat(65)]])(
    "refuses the payment id '%s' before sending",
    async (paymentId) => {
      const { ports, demo } = aSignedInPortal();
      const error = expectFailure(
        await makeRecordPayment(ports)({ movementId: demo.paymentMovementId, paymentId, price: 15000 }),
        'invalid-input',
      );
      expect(error).toMatchObject({ field: 'paymentId', message: 'Error al intentar realizar pago' });
      expect(ports.payments.callsOf('recordPayment')).toBe(0);
    },
  );

  it("refuses a price that is not an amount with 'Monto no válido' before sending", async () => {
    const { ports, demo } = aSignedInPortal();
    const error = expectFailure(
      await makeRecordPayment(ports)({ movementId: demo.paymentMovementId, paymentId: '1234', price: '' }),
      'invalid-input',
    );
    expect(error.message).toBe('Monto no válido');
    expect(ports.payments.callsOf('recordPayment')).toBe(0);
  });

  it("answers 'Error al intentar realizar pago' when it cannot be reported", async () => {
    const { ports, demo, paymentId, recordPayment } = await backFromCheckout('approved');
    ports.payments.failNext('recordPayment', portalError.unavailable('network'));
    const error = expectFailure(
      await recordPayment({ movementId: demo.paymentMovementId, paymentId, price: 15000 }),
      'unavailable',
    );
    expect(error.message).toBe('Error al intentar realizar pago');
  });

  describe('from the address the checkout returned to (a script finishing a payment)', () => {
    /** createPaymentLink with a return address, the client's choice at the checkout, and the address it sent them back to. */
    async function returnedTo(outcome: CheckoutOutcome) {
      const fixture = aSignedInPortal();
      const { ports, demo } = fixture;
      const portal = createPortal(ports);
      const { redirectUrl } = expectOk(
        await portal.createPaymentLink({
          lawyerId: demo.linkedLawyerId,
          caseId: demo.pendingPaymentCaseId,
          movementId: demo.paymentMovementId,
          price: '15.000',
          returnUrl: 'http://localhost:4321/pago-terminado',
        }),
      );
      const { returnUrl } = ports.payments.settleCheckout(redirectUrl, outcome);
      return { ...fixture, portal, returnUrl };
    }

    it('records an approved payment from the return address and the amount: the movement shows it paid', async () => {
      const { ports, demo, portal, returnUrl } = await returnedTo('approved');
      expect(returnUrl.startsWith('http://localhost:4321/pago-terminado?')).toBe(true);
      const reported = vi.spyOn(ports.payments, 'recordPayment');
      expectOk(await portal.recordPayment({ returnUrl, price: '15.000' }));
      expect(reported).toHaveBeenCalledExactlyOnceWith({
        movementId: demo.paymentMovementId,
        paymentId: expect.any(String),
        price: 15000,
      });
      expect(ports.world.movements.get(demo.paymentMovementId)?.pagado).toBe(true);
      // The movement may be named too; it must be the one the address names.
      expectOk(await portal.recordPayment({ returnUrl, movementId: demo.paymentMovementId, price: 15000 }));
    });

    it.each([
      [
        'pending',
        'Pago pendiente: el medio de pago todavía no lo confirmó. Lo verá como pagado en el asunto cuando se acredite.',
      ],
      ['rejected', 'Pago rechazado: no se realizó ningún cobro. El pago sigue pendiente en el asunto.'],
    ] as const)(
      "records nothing from an address that says the payment was %s, with the checkout's word, sending nothing",
      async (outcome, message) => {
        const { ports, demo, portal, returnUrl } = await returnedTo(outcome);
        const error = expectFailure(await portal.recordPayment({ returnUrl, price: 15000 }), 'rejected');
        expect(error.message).toBe(message);
        expect(ports.payments.callsOf('recordPayment')).toBe(0);
        expect(ports.world.movements.get(demo.paymentMovementId)?.pagado).toBe(false);
      },
    );

    it('refuses on returnUrl, before sending, an address that is none, carries no payment id, names no movement or another one', async () => {
      const { ports, demo, portal, returnUrl } = await returnedTo('approved');
      const refused = [
        { returnUrl: 'no es una dirección', price: 15000 },
        { returnUrl: 'http://localhost:4321/pago-terminado?status=approved&external_reference=1', price: 15000 },
        { returnUrl: returnUrl.replace(/&?external_reference=[^&]*/, ''), price: 15000 },
        { returnUrl, movementId: `${demo.paymentMovementId}9`, price: 15000 },
      ];
      for (const record of refused)
        expect(expectFailure(await portal.recordPayment(record), 'invalid-input')).toMatchObject({
          field: 'returnUrl',
          message: 'Error al intentar realizar pago',
        });
      expect(ports.payments.callsOf('recordPayment')).toBe(0);
      // Without external_reference the movement given is taken.
      expectOk(
        await portal.recordPayment({
          returnUrl: returnUrl.replace(/&?external_reference=[^&]*/, ''),
          movementId: demo.paymentMovementId,
          price: 15000,
        }),
      );
    });
  });
});
