import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aMovement } from '../testing/case-builders';
import { awaitsPayment, paymentState, pendingPaymentTotal } from './payments';

/** 6/12/2026 12:00 in Buenos Aires (UTC-3). */
const NOW = Date.parse('2026-12-06T15:00:00Z');
const unpaid = { id_tipo: 4, pagado: false, monto: 25000 } as const;

describe('paymentState', () => {
  it('is paid when the movement says so, whatever its checkout says', () => {
    expect(
      paymentState(
        aMovement({ ...unpaid, pagado: true, estado_pago: 'pendiente', vence_pago: '2026-12-09 12:00:00' }),
        NOW,
      ),
    ).toEqual({ kind: 'paid' });
  });

  it('is in process while a checkout left pending has not expired, until the ticket expires', () => {
    expect(
      paymentState(aMovement({ ...unpaid, estado_pago: 'pendiente', vence_pago: '2026-12-09 12:00:00' }), NOW),
    ).toEqual({
      kind: 'in-process',
      until: { day: '2026-12-09', time: '12:00', epochMs: Date.parse('2026-12-09T12:00:00Z') },
    });
  });

  it("reads the expiry in Argentina's time: owed again from the minute it expires there", () => {
    const ticket = aMovement({ ...unpaid, estado_pago: 'pendiente', vence_pago: '2026-12-06 12:00:00' });
    expect(paymentState(ticket, Date.parse('2026-12-06T14:59:00Z')).kind).toBe('in-process');
    expect(paymentState(ticket, Date.parse('2026-12-06T15:00:00Z')).kind).toBe('owed');
    expect(
      paymentState(aMovement({ ...unpaid, estado_pago: 'pendiente', vence_pago: '2026-12-06T15:01:00Z' }), NOW).kind,
    ).toBe('in-process');
  });

  it('is owed when never settled, rejected, or pending with no readable expiry', () => {
    for (const [estado_pago, vence_pago] of [
      [null, null],
      ['rechazado', null],
      ['pendiente', null],
      ['pendiente', 'pronto'],
      ['aprobado', null],
    ] as const) {
      expect(paymentState(aMovement({ ...unpaid, estado_pago, vence_pago }), NOW)).toEqual({ kind: 'owed' });
    }
  });
});

describe('awaitsPayment', () => {
  it('holds for an unpaid payment movement with an amount', () => {
    expect(awaitsPayment(aMovement(unpaid), NOW)).toBe(true);
  });

  it('does not hold once paid or in process, without an amount or with none to pay, nor for another type', () => {
    expect(awaitsPayment(aMovement({ ...unpaid, pagado: true }), NOW)).toBe(false);
    expect(
      awaitsPayment(aMovement({ ...unpaid, estado_pago: 'pendiente', vence_pago: '2026-12-09 12:00:00' }), NOW),
    ).toBe(false);
    expect(awaitsPayment(aMovement({ ...unpaid, monto: null }), NOW)).toBe(false);
    expect(awaitsPayment(aMovement({ ...unpaid, monto: 0 }), NOW)).toBe(false);
    expect(awaitsPayment(aMovement({ ...unpaid, id_tipo: 5 }), NOW)).toBe(false);
  });

  it('holds again once a pending ticket expired', () => {
    expect(
      awaitsPayment(aMovement({ ...unpaid, estado_pago: 'pendiente', vence_pago: '2026-12-06 11:59:00' }), NOW),
    ).toBe(true);
  });
});

/** A payment movement's fields as the service may answer them, the expiry within a week either side of NOW. */
const paymentFields = fc.record({
  id_tipo: fc.integer({ min: 1, max: 8 }),
  pagado: fc.boolean(),
  monto: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null }),
  estado_pago: fc.constantFrom('pendiente', 'aprobado', 'rechazado', null),
  vence_pago: fc.option(
    fc
      .integer({ min: -7 * 24 * 60, max: 7 * 24 * 60 })
      .map((minutes) => new Date(NOW - 3 * 3_600_000 + minutes * 60_000).toISOString().slice(0, 19).replace('T', ' ')),
    { nil: null },
  ),
});

describe('payment state over any answer', () => {
  it('is exactly one of paid, in process (until after now) or owed; in process only when left pending and unpaid', () => {
    fc.assert(
      fc.property(paymentFields, (fields) => {
        const state = paymentState(fields, NOW);
        if (fields.pagado) expect(state.kind).toBe('paid');
        else if (state.kind === 'in-process') {
          expect(fields.estado_pago).toBe('pendiente');
          expect(Date.parse(`${fields.vence_pago?.replace(' ', 'T')}-03:00`)).toBeGreaterThan(NOW);
        } else expect(state.kind).toBe('owed');
      }),
    );
  });

  it('a payment in process is never awaited, and one stays in process no longer than its expiry', () => {
    fc.assert(
      fc.property(paymentFields, fc.integer({ min: 0, max: 14 * 24 * 60 }), (fields, later) => {
        if (paymentState(fields, NOW).kind === 'in-process') expect(awaitsPayment(fields, NOW)).toBe(false);
        const expiry = Date.parse(`${fields.vence_pago?.replace(' ', 'T')}-03:00`);
        if (Number.isFinite(expiry) && NOW + later * 60_000 >= expiry)
          expect(paymentState(fields, NOW + later * 60_000).kind).not.toBe('in-process');
      }),
    );
  });
});

describe('pendingPaymentTotal', () => {
  it('adds up the payments awaited, those in process left out, and is null when none is', () => {
    const movements = [
      aMovement({ id_tipo: 4, pagado: false, monto: 1250.5 }),
      aMovement({ id_tipo: 4, pagado: true, monto: 9000 }),
      aMovement({ id_tipo: 4, pagado: false, monto: 25000 }),
      aMovement({
        id_tipo: 4,
        pagado: false,
        monto: 21500,
        estado_pago: 'pendiente',
        vence_pago: '2026-12-09 12:00:00',
      }),
      aMovement({ id_tipo: 1, monto: null }),
    ];
    expect(pendingPaymentTotal(movements, NOW)).toBe(26250.5);
    expect(pendingPaymentTotal([aMovement({ id_tipo: 4, pagado: true, monto: 9000 })], NOW)).toBeNull();
    expect(pendingPaymentTotal([], NOW)).toBeNull();
  });

  it('is the sum of exactly the movements that await payment', () => {
    fc.assert(
      fc.property(fc.array(paymentFields, { maxLength: 15 }), (movements) => {
        const owed = movements.filter(
          (item) =>
            item.id_tipo === 4 && item.monto !== null && item.monto > 0 && paymentState(item, NOW).kind === 'owed',
        );
        expect(pendingPaymentTotal(movements, NOW)).toBe(
          owed.length === 0 ? null : owed.reduce((sum, item) => sum + (item.monto ?? 0), 0),
        );
      }),
    );
  });
});
