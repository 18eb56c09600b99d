import { describe, expect, it } from 'vitest';
import { aCase } from '../testing/case-builders';
import type { Payment } from './payment';
import { viewPayments } from './payment-views';

const payment = (movementId: string, caseId: string, kind: 'owed' | 'paid', amount: number | null): Payment => ({
  movementId,
  caseId,
  caseName: `Asunto ${caseId}`,
  lawyerId: '7',
  lawyer: 'Dra. Gómez',
  concept: 'Honorarios',
  amount,
  paid: kind === 'paid',
  state: { kind },
  payable: kind === 'owed',
  createdAt: null,
  receiptUrl: null,
});

describe('viewPayments', () => {
  const cases = [aCase({ id: '1', pago: 1 }), aCase({ id: '2', pago: 0 }), aCase({ id: '3', pago: 2 })];
  const known = [
    { caseId: '1', pago: 1, readAt: 0, payments: [payment('m1', '1', 'owed', 1500), payment('m2', '1', 'paid', 900)] },
    { caseId: '2', pago: 0, readAt: 0, payments: [payment('m3', '2', 'paid', 100)] },
    { caseId: '9', pago: 0, readAt: 0, payments: [payment('m9', '9', 'owed', 7000)] },
  ];

  it('groups the payments known of the cases still listed, and counts the owing cases not read yet as owed', () => {
    const view = viewPayments({ cases, known });
    expect(view.owed.map((each) => each.movementId)).toEqual(['m1']);
    expect(view.paid.map((each) => each.movementId)).toEqual(['m2', 'm3']);
    expect(view.inProcess).toEqual([]);
    expect(view.unreadOwing.map((kase) => kase.id)).toEqual(['3']);
    expect(view.owedCount).toBe(3);
  });

  it('adds up the known payments by state, a case gone left out', () => {
    const { totals } = viewPayments({ cases, known });
    expect(totals.owed).toEqual({ count: 1, amount: 1500 });
    expect(totals.paid).toEqual({ count: 2, amount: 1000 });
    expect(totals.inProcess).toEqual({ count: 0, amount: 0 });
  });

  it('shows nothing before anything was read but the owing cases', () => {
    const view = viewPayments({ cases, known: [] });
    expect(view.payments).toEqual([]);
    expect(view.unreadOwing.map((kase) => kase.id)).toEqual(['1', '3']);
    expect(view.owedCount).toBe(3);
  });
});
