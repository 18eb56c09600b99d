import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MOVEMENT_TYPE } from '../cases/movement';
import { aCase, aMovement } from '../testing/case-builders';
import { paymentOf, sortPaymentsDueFirst, type Payment } from './payment';

const aPayment = (paid: boolean, epochMs: number | null, movementId: string): Payment => ({
  ...paymentOf(aCase(), aMovement({ id_movimiento: movementId, id_tipo: MOVEMENT_TYPE.payment, monto: 1000, pagado: paid })),
  createdAt: epochMs === null ? null : { day: '2025-01-01', time: null, epochMs },
});

describe('paymentOf', () => {
  it.each([
    ['https://www.mercadopago.com.ar/activities/1', 'https://www.mercadopago.com.ar/activities/1'],
    ['  http://localhost:8787/__emulator/checkout/abc  ', 'http://localhost:8787/__emulator/checkout/abc'],
    ['javascript:alert(document.cookie)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['https://ejemplo.com/recibo\r\nX', null],
    ['recibo.pdf', null],
    [null, null],
  ])("offers the receipt '%s' of a paid payment as %s: http(s) addresses only", (link_url, receiptUrl) => {
    expect(paymentOf(aCase(), aMovement({ id_tipo: MOVEMENT_TYPE.payment, monto: 5000, pagado: true, link_url })).receiptUrl).toBe(receiptUrl);
  });

  it('offers no receipt for an unpaid payment, whatever its link', () => {
    expect(paymentOf(aCase(), aMovement({ id_tipo: MOVEMENT_TYPE.payment, monto: 5000, pagado: false, link_url: 'https://ejemplo.com/checkout' })).receiptUrl).toBeNull();
  });
});

describe('sortPaymentsDueFirst', () => {
  it('property: the owed ones before the paid ones, each newest first with undated ones last, every payment kept once', () => {
    const entries = fc.array(fc.tuple(fc.boolean(), fc.option(fc.integer({ min: 0, max: 2_000_000_000_000 }))), { maxLength: 40 });
    fc.assert(
      fc.property(entries, (rows) => {
        const payments = rows.map(([paid, at], index) => aPayment(paid, at, String(index + 1)));
        const sorted = sortPaymentsDueFirst(payments);
        expect(sorted.map((listed) => listed.movementId).sort()).toEqual(payments.map((listed) => listed.movementId).sort());
        const firstPaid = sorted.findIndex((listed) => listed.paid);
        if (firstPaid >= 0) expect(sorted.slice(firstPaid).every((listed) => listed.paid)).toBe(true);
        for (const group of [sorted.filter((listed) => !listed.paid), sorted.filter((listed) => listed.paid)]) {
          const keys = group.map((listed) => listed.createdAt?.epochMs ?? Number.NEGATIVE_INFINITY);
          expect(keys).toEqual([...keys].sort((a, b) => b - a));
        }
      }),
    );
  });
});
