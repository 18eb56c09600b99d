import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MOVEMENT_TYPE } from '../cases/movement';
import { aCase, aMovement } from '../testing/case-builders';
import { paymentOf, paymentTotals, sortPaymentsDueFirst, type Payment } from './payment';

const NOW = Date.parse('2025-03-10T13:00:00.000Z');

const aPayment = (paid: boolean, epochMs: number | null, movementId: string): Payment => ({
  ...paymentOf(
    aCase(),
    aMovement({ id_movimiento: movementId, id_tipo: MOVEMENT_TYPE.payment, monto: 1000, pagado: paid }),
    NOW,
  ),
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
    expect(
      paymentOf(aCase(), aMovement({ id_tipo: MOVEMENT_TYPE.payment, monto: 5000, pagado: true, link_url }), NOW)
        .receiptUrl,
    ).toBe(receiptUrl);
  });

  it('offers no receipt for an unpaid payment, whatever its link', () => {
    expect(
      paymentOf(
        aCase(),
        aMovement({
          id_tipo: MOVEMENT_TYPE.payment,
          monto: 5000,
          pagado: false,
          link_url: 'https://ejemplo.com/checkout',
        }),
        NOW,
      ).receiptUrl,
    ).toBeNull();
  });
});

describe('sortPaymentsDueFirst', () => {
  it('property: the owed ones before the paid ones, each newest first with undated ones last, every payment kept once', () => {
    const entries = fc.array(fc.tuple(fc.boolean(), fc.option(fc.integer({ min: 0, max: 2_000_000_000_000 }))), {
      maxLength: 40,
    });
    fc.assert(
      fc.property(entries, (rows) => {
        const payments = rows.map(([paid, at], index) => aPayment(paid, at, String(index + 1)));
        const sorted = sortPaymentsDueFirst(payments);
        expect(sorted.map((listed) => listed.movementId).sort()).toEqual(
          payments.map((listed) => listed.movementId).sort(),
        );
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

describe('payments in process', () => {
  const states = fc.constantFrom<Payment['state']>(
    { kind: 'owed' },
    { kind: 'paid' },
    { kind: 'in-process', until: { day: '2025-03-13', time: '10:00', epochMs: 0 } },
  );
  const listed = fc.array(
    fc.tuple(
      states,
      fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null }),
      fc.option(fc.integer({ min: 0, max: 2_000_000_000_000 })),
    ),
    { maxLength: 30 },
  );
  const payments = (rows: readonly (readonly [Payment['state'], number | null, number | null])[]) =>
    rows.map(([state, amount, at], index) => ({
      ...aPayment(state.kind === 'paid', at, String(index + 1)),
      state,
      amount,
    }));

  it('property: listed owed first, then in process, then paid, each newest first', () => {
    fc.assert(
      fc.property(listed, (rows) => {
        const sorted = sortPaymentsDueFirst(payments(rows));
        const order = { owed: 0, 'in-process': 1, paid: 2 };
        const ranks = sorted.map((payment) => order[payment.state.kind]);
        expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      }),
    );
  });

  it('property: the totals count every payment once under its state, and add up the stated amounts', () => {
    fc.assert(
      fc.property(listed, (rows) => {
        const all = payments(rows);
        const totals = paymentTotals(all);
        expect(totals.owed.count + totals.inProcess.count + totals.paid.count).toBe(all.length);
        const sum = (kind: Payment['state']['kind']) =>
          all
            .filter((payment) => payment.state.kind === kind)
            .reduce((total, payment) => total + (payment.amount ?? 0), 0);
        expect([totals.owed.amount, totals.inProcess.amount, totals.paid.amount]).toEqual([
          sum('owed'),
          sum('in-process'),
          sum('paid'),
        ]);
      }),
    );
  });

  it('a payment left pending reads in process and is not payable; its receipt comes only once paid', () => {
    const pending = paymentOf(
      aCase(),
      aMovement({
        id_tipo: MOVEMENT_TYPE.payment,
        monto: 21500,
        estado_pago: 'pendiente',
        vence_pago: '2025-03-13 10:00:00',
        link_url: 'https://ejemplo.com/x',
      }),
      NOW,
    );
    expect(pending).toMatchObject({
      paid: false,
      payable: false,
      state: { kind: 'in-process', until: { day: '2025-03-13', time: '10:00' } },
      receiptUrl: null,
    });
  });
});
