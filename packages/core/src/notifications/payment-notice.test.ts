import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aCase } from '../testing/case-builders';
import { aNotification } from '../testing/notification-builders';
import type { Notification } from './notification';
import { isSettledPaymentNotice, newsNeedsCases, PAYMENT_DUE_NOTICE, unreadNews } from './payment-notice';

const paymentDue = (overrides: Partial<Notification> = {}) =>
  aNotification({
    id: '3301',
    tipo: PAYMENT_DUE_NOTICE,
    titulo: 'Tiene un pago pendiente',
    mensaje: 'Anticipo de honorarios: $ 85.000.',
    id_caso: '1024',
    ...overrides,
  });

describe('isSettledPaymentNotice', () => {
  it('settles a payment-due notice whose case has nothing left to pay', () => {
    expect(isSettledPaymentNotice(paymentDue(), [aCase({ id: '1024', pago: 0 })])).toBe(true);
  });

  it('keeps it while the case still awaits a payment', () => {
    expect(isSettledPaymentNotice(paymentDue(), [aCase({ id: '1024', pago: 1 })])).toBe(false);
  });

  it('decides nothing without the cases, or when the case is not among them', () => {
    expect(isSettledPaymentNotice(paymentDue(), null)).toBe(false);
    expect(isSettledPaymentNotice(paymentDue(), [aCase({ id: '2048', pago: 0 })])).toBe(false);
  });

  it('leaves every other notification alone, and a payment notice about no case', () => {
    expect(isSettledPaymentNotice(aNotification({ tipo: 'nuevo_movimiento' }), [aCase({ pago: 0 })])).toBe(false);
    expect(isSettledPaymentNotice(aNotification({ tipo: 'pago_aprobado' }), [aCase({ pago: 0 })])).toBe(false);
    expect(isSettledPaymentNotice(paymentDue({ id_caso: null }), [aCase({ pago: 0 })])).toBe(false);
  });
});

describe('unreadNews', () => {
  it('is the unread notifications less the payment-due notices of payments already made', () => {
    const movement = aNotification({ id: '1', tipo: 'nuevo_movimiento' });
    const paid = paymentDue({ id: '2', id_caso: '1024' });
    const owed = paymentDue({ id: '3', id_caso: '2048' });
    const read = aNotification({ id: '4', leida: true });
    const cases = [aCase({ id: '1024', pago: 0 }), aCase({ id: '2048', pago: 2 })];
    expect(unreadNews([movement, paid, owed, read], cases).map((notification) => notification.id)).toEqual(['1', '3']);
  });

  const notifications = fc.array(
    fc.record({
      id: fc.uuid(),
      tipo: fc.constantFrom(PAYMENT_DUE_NOTICE, 'nuevo_movimiento', 'agenda', 'pago_aprobado'),
      leida: fc.boolean(),
      id_caso: fc.option(fc.constantFrom('1', '2', '3'), { nil: null }),
    }),
  );
  const cases = fc.option(fc.array(fc.record({ id: fc.constantFrom('1', '2', '3'), pago: fc.nat({ max: 2 }) })), {
    nil: null,
  });

  it('never counts a read notification, and without the cases counts every unread one', () => {
    fc.assert(
      fc.property(notifications, cases, (fields, known) => {
        const listed = fields.map((field) => aNotification(field));
        const withCases = known === null ? null : known.map((field) => aCase(field));
        const news = unreadNews(listed, withCases);
        expect(news.every((notification) => !notification.leida)).toBe(true);
        expect(unreadNews(listed, null)).toEqual(listed.filter((notification) => !notification.leida));
        // The cases change the answer only where they are needed.
        if (!newsNeedsCases(listed)) expect(news).toEqual(unreadNews(listed, null));
      }),
    );
  });
});

describe('newsNeedsCases', () => {
  it('asks for the cases only for an unread payment-due notice about a case', () => {
    expect(newsNeedsCases([paymentDue()])).toBe(true);
    expect(newsNeedsCases([paymentDue({ leida: true }), paymentDue({ id_caso: null }), aNotification()])).toBe(false);
    expect(newsNeedsCases([])).toBe(false);
  });
});
