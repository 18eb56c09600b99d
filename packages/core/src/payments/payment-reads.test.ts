import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Case } from '../cases/case';
import { aCase } from '../testing/case-builders';
import {
  knownPayments,
  PAID_HISTORY_FRESH_MS,
  planPaymentReads,
  withCasePayments,
  type CasePayments,
} from './payment-reads';
import type { Payment } from './payment';

const NOW = Date.parse('2026-03-01T12:00:00.000Z');

const aRead = (caseId: string, overrides: Partial<CasePayments> = {}): CasePayments => ({
  caseId,
  pago: 0,
  readAt: NOW - 1000,
  payments: [],
  ...overrides,
});

/** Cases with distinct ids, some owing, and what a device may hold of some of them (or of cases gone). */
const world = fc
  .uniqueArray(
    fc.record({
      id: fc.integer({ min: 1, max: 400 }).map(String),
      pago: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 3 })),
    }),
    { selector: (kase) => kase.id, maxLength: 60 },
  )
  .chain((shapes) =>
    fc.tuple(
      fc.constant(shapes.map((shape) => aCase(shape))),
      fc.array(
        fc.record({
          caseId: fc.oneof(
            fc.constantFrom(...(shapes.length > 0 ? shapes.map((shape) => shape.id) : ['999'])),
            fc.constant('999'),
          ),
          pago: fc.integer({ min: 0, max: 3 }),
          readAt: fc.integer({ min: NOW - 2 * PAID_HISTORY_FRESH_MS, max: NOW + 1000 }),
          payments: fc.constant([] as readonly Payment[]),
        }),
        { maxLength: 60 },
      ),
    ),
  );

describe('planPaymentReads', () => {
  it('reads what is owed first: every case whose pago counts some, always, and only those', () => {
    fc.assert(
      fc.property(world, ([cases, known]) => {
        const plan = planPaymentReads({ cases, known, now: NOW });
        expect(plan.owed).toEqual(cases.filter((kase) => kase.pago > 0));
      }),
    );
  });

  it('then the history: each case owing nothing unless the device holds it fresh and as it is now; no case twice, order kept', () => {
    fc.assert(
      fc.property(world, ([cases, known]) => {
        const plan = planPaymentReads({ cases, known, now: NOW });
        const owedIds = new Set(plan.owed.map((kase) => kase.id));
        expect(plan.history.every((kase) => kase.pago === 0 && !owedIds.has(kase.id))).toBe(true);
        // Each list keeps the cases' order (newest first as given).
        const order = (list: readonly Case[]) => list.map((kase) => cases.indexOf(kase));
        expect(order(plan.history)).toEqual([...order(plan.history)].sort((a, b) => a - b));
        // Every settled case left out is one the device holds fresh.
        const last = new Map(known.map((read) => [read.caseId, read]));
        for (const kase of cases.filter((each) => each.pago === 0 && !plan.history.includes(each))) {
          const read = last.get(kase.id);
          expect(read).toBeDefined();
          expect(read?.pago).toBe(0);
          expect(NOW - (read?.readAt ?? 0)).toBeLessThan(PAID_HISTORY_FRESH_MS);
        }
      }),
    );
  });

  it('reads again a case whose charge was settled since (pago then above now), one held a week, and one never read', () => {
    const cases = [
      aCase({ id: '1' }),
      aCase({ id: '2' }),
      aCase({ id: '3' }),
      aCase({ id: '4' }),
      aCase({ id: '5', pago: 1 }),
    ];
    const known = [
      aRead('1'),
      aRead('2', { pago: 1 }),
      aRead('3', { readAt: NOW - PAID_HISTORY_FRESH_MS }),
      aRead('5', { pago: 1 }),
    ];
    const plan = planPaymentReads({ cases, known, now: NOW });
    expect(plan.owed.map((kase) => kase.id)).toEqual(['5']);
    expect(plan.history.map((kase) => kase.id)).toEqual(['2', '3', '4']);
  });
});

describe('knownPayments and withCasePayments', () => {
  const payment = (movementId: string, caseId: string, kind: 'owed' | 'paid'): Payment => ({
    movementId,
    caseId,
    caseName: `Asunto ${caseId}`,
    lawyerId: '7',
    lawyer: 'Dra. Gómez',
    concept: 'Honorarios',
    amount: 1000,
    paid: kind === 'paid',
    state: { kind },
    payable: kind === 'owed',
    createdAt: null,
    receiptUrl: null,
  });

  it('lists what the device holds of the cases still listed, owed first; a case gone is left out', () => {
    const known = [
      aRead('1', { payments: [payment('11', '1', 'paid')] }),
      aRead('2', { payments: [payment('21', '2', 'owed')] }),
      aRead('9', { payments: [payment('91', '9', 'owed')] }),
    ];
    expect(knownPayments({ cases: [{ id: '1' }, { id: '2' }], known }).map((listed) => listed.movementId)).toEqual([
      '21',
      '11',
    ]);
  });

  it('replaces what it held of a case read again and keeps the rest', () => {
    const before = [aRead('1', { pago: 1 }), aRead('2')];
    const after = withCasePayments(before, [aRead('1', { pago: 0, readAt: NOW })]);
    expect(after).toEqual([aRead('2'), aRead('1', { pago: 0, readAt: NOW })]);
    expect(before[0]?.pago).toBe(1);
  });
});
