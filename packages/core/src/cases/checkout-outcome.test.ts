import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aMovement } from '../testing/case-builders';
import { checkoutOutcome, checkoutPaymentOf, paymentToReport, type PaymentRecording } from './checkout-outcome';
import { readCheckoutReturn, type CheckoutStatus } from './checkout-return';

const NOW = Date.parse('2025-03-10T12:00:00.000Z');
const payment = aMovement({ id_movimiento: '88', id_tipo: 4, monto: 25000 });

describe('checkoutPaymentOf', () => {
  it('finds the payment movement the return names, and none for another movement or one that is no payment', () => {
    const back = readCheckoutReturn('http://localhost:5173/asunto/1024/88/approved?payment_id=tok')!;
    const note = aMovement({ id_movimiento: '89', id_tipo: 1 });
    expect(checkoutPaymentOf(back, [note, payment])).toBe(payment);
    expect(checkoutPaymentOf({ ...back, movementId: '89' }, [note, payment])).toBeNull();
    expect(checkoutPaymentOf({ ...back, movementId: '90' }, [note, payment])).toBeNull();
  });
});

describe('paymentToReport', () => {
  it("reports an approved payment with the checkout's payment id and the movement's amount; nothing otherwise", () => {
    expect(paymentToReport({ status: 'approved', paymentId: 'tok', payment })).toEqual({
      paymentId: 'tok',
      price: 25000,
    });
    expect(paymentToReport({ status: 'approved', paymentId: null, payment })).toBeNull();
    expect(paymentToReport({ status: 'pending', paymentId: 'tok', payment })).toBeNull();
    expect(paymentToReport({ status: 'approved', paymentId: 'tok', payment: { ...payment, monto: null } })).toBeNull();
  });
});

describe('checkoutOutcome', () => {
  const approved = { status: 'approved', paymentId: 'tok', payment } as const;

  it("says 'Registrando el pago…' while the report is on its way, then approved once recorded", () => {
    expect(checkoutOutcome(approved, { state: 'recording' }, NOW)).toEqual({
      tone: 'info',
      text: 'Registrando el pago…',
      settled: false,
    });
    expect(checkoutOutcome(approved, { state: 'recorded' }, NOW)).toEqual({
      tone: 'success',
      text: 'Pago aprobado: quedó registrado en el asunto.',
      settled: true,
    });
  });

  it("says the report's failure, which stays on the case", () => {
    expect(checkoutOutcome(approved, { state: 'failed', message: 'Error al intentar realizar pago' }, NOW)).toEqual({
      tone: 'error',
      text: 'Error al intentar realizar pago',
      settled: false,
    });
  });

  it('without a payment id, says approved only of a payment the case shows paid', () => {
    const unreported = { status: 'approved', paymentId: null, payment } as const;
    expect(checkoutOutcome(unreported, null, NOW)).toEqual({
      tone: 'error',
      text: 'Error al intentar realizar pago',
      settled: false,
    });
    expect(checkoutOutcome({ ...unreported, payment: { ...payment, pagado: true } }, null, NOW)).toMatchObject({
      tone: 'success',
      settled: true,
    });
  });

  it('says a rejected payment is rejected, and one left pending in process until its ticket expires', () => {
    expect(checkoutOutcome({ ...approved, status: 'rejected' }, null, NOW)).toEqual({
      tone: 'error',
      text: 'Pago rechazado: no se realizó ningún cobro. El pago sigue pendiente en el asunto.',
      settled: true,
    });
    const inProcess = { ...payment, estado_pago: 'pendiente', vence_pago: '2025-03-12 18:00:00' } as const;
    expect(checkoutOutcome({ ...approved, status: 'pending', payment: inProcess }, null, NOW)).toEqual({
      tone: 'info',
      text: 'Pago en proceso: quedó pendiente en el medio de pago y se acreditará cuando el medio de pago lo confirme (vence el 12/3/2025 a las 18:00).',
      settled: true,
    });
    expect(checkoutOutcome({ ...approved, status: 'pending' }, null, NOW).text).toBe(
      'Pago pendiente: el medio de pago todavía no lo confirmó. Lo verá como pagado en el asunto cuando se acredite.',
    );
  });

  it('property: pending and rejected settle whatever the report; an approved one settles only as success', () => {
    const recordings: fc.Arbitrary<PaymentRecording | null> = fc.oneof(
      fc.constant(null),
      fc.constant({ state: 'recording' } as const),
      fc.constant({ state: 'recorded' } as const),
      fc.string().map((message) => ({ state: 'failed', message }) as const),
    );
    fc.assert(
      fc.property(
        fc.constantFrom<CheckoutStatus>('approved', 'pending', 'rejected'),
        fc.option(fc.string({ minLength: 1 }), { nil: null }),
        fc.boolean(),
        recordings,
        (status, paymentId, pagado, recording) => {
          const outcome = checkoutOutcome({ status, paymentId, payment: { ...payment, pagado } }, recording, NOW);
          if (status !== 'approved') expect(outcome.settled).toBe(true);
          else expect(outcome.settled).toBe(outcome.tone === 'success');
        },
      ),
    );
  });
});
