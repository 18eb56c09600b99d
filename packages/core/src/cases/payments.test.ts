import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aMovement } from '../testing/case-builders';
import { awaitsPayment, pendingPaymentTotal } from './payments';

describe('awaitsPayment', () => {
  it('holds for an unpaid payment movement with an amount', () => {
    expect(awaitsPayment(aMovement({ id_tipo: 4, pagado: false, monto: 25000 }))).toBe(true);
  });

  it('does not hold once paid, without an amount or with none to pay, nor for another type', () => {
    expect(awaitsPayment(aMovement({ id_tipo: 4, pagado: true, monto: 25000 }))).toBe(false);
    expect(awaitsPayment(aMovement({ id_tipo: 4, pagado: false, monto: null }))).toBe(false);
    expect(awaitsPayment(aMovement({ id_tipo: 4, pagado: false, monto: 0 }))).toBe(false);
    expect(awaitsPayment(aMovement({ id_tipo: 5, pagado: false, monto: 25000 }))).toBe(false);
  });
});

describe('pendingPaymentTotal', () => {
  it('adds up the payments awaited, and is null when none is', () => {
    const movements = [
      aMovement({ id_tipo: 4, pagado: false, monto: 1250.5 }),
      aMovement({ id_tipo: 4, pagado: true, monto: 9000 }),
      aMovement({ id_tipo: 4, pagado: false, monto: 25000 }),
      aMovement({ id_tipo: 1, monto: null }),
    ];
    expect(pendingPaymentTotal(movements)).toBe(26250.5);
    expect(pendingPaymentTotal([aMovement({ id_tipo: 4, pagado: true, monto: 9000 })])).toBeNull();
    expect(pendingPaymentTotal([])).toBeNull();
  });

  it('is the sum of exactly the movements that await payment', () => {
    const movement = fc.record({ id_tipo: fc.integer({ min: 1, max: 8 }), pagado: fc.boolean(), monto: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null }) });
    fc.assert(
      fc.property(fc.array(movement, { maxLength: 15 }), (movements) => {
        const owed = movements.filter((item) => item.id_tipo === 4 && !item.pagado && item.monto !== null && item.monto > 0);
        expect(pendingPaymentTotal(movements)).toBe(owed.length === 0 ? null : owed.reduce((sum, item) => sum + (item.monto ?? 0), 0));
      }),
    );
  });
});
