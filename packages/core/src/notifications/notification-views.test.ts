import { describe, expect, it } from 'vitest';
import { aCase } from '../testing/case-builders';
import { aNotification } from '../testing/notification-builders';
import { notificationViews } from './notification-views';
import { PAYMENT_DUE_NOTICE } from './payment-notice';

const { viewInbox, caseUnreadMessages } = notificationViews;

describe('viewInbox', () => {
  const news = aNotification({ id: '1', leida: false, tipo: 'nuevo_movimiento', id_caso: '10' });
  const settled = aNotification({ id: '2', leida: false, tipo: PAYMENT_DUE_NOTICE, id_caso: '20' });
  const owed = aNotification({ id: '3', leida: false, tipo: PAYMENT_DUE_NOTICE, id_caso: '30' });
  const read = aNotification({ id: '4', leida: true, tipo: 'nuevo_movimiento', id_caso: '10' });
  const cases = [aCase({ id: '20', pago: 0 }), aCase({ id: '30', pago: 1 })];

  it('puts the news first; a notice of a payment already made goes with the rest, said settled', () => {
    const view = viewInbox({ inbox: { notifications: [news, settled, owed, read], cases } });
    expect(view.news.map((item) => [item.notification.id, item.settledPayment])).toEqual([
      ['1', false],
      ['3', false],
    ]);
    expect(view.earlier.map((item) => [item.notification.id, item.settledPayment])).toEqual([
      ['2', true],
      ['4', false],
    ]);
  });

  it('marks every unread one, settled payments too', () => {
    expect(viewInbox({ inbox: { notifications: [news, settled, owed, read], cases } }).unreadIds).toEqual([
      '1',
      '2',
      '3',
    ]);
  });

  it('decides nothing about payments without the cases: every unread one is news', () => {
    const view = viewInbox({ inbox: { notifications: [news, settled, read], cases: null } });
    expect(view.news.map((item) => item.notification.id)).toEqual(['1', '2']);
  });
});

describe('caseUnreadMessages', () => {
  it('counts the unread notices of the lawyer’s messages on that case only', () => {
    const notifications = [
      aNotification({ id: '1', leida: false, tipo: 'mensaje_abogado', id_caso: '10' }),
      aNotification({ id: '2', leida: false, tipo: 'comentario_abogado', id_caso: '10' }),
      aNotification({ id: '3', leida: true, tipo: 'mensaje_abogado', id_caso: '10' }),
      aNotification({ id: '4', leida: false, tipo: 'mensaje_abogado', id_caso: '11' }),
      aNotification({ id: '5', leida: false, tipo: 'nuevo_movimiento', id_caso: '10' }),
    ];
    expect(caseUnreadMessages({ notifications, caseId: '10' })).toBe(2);
    expect(caseUnreadMessages({ notifications, caseId: '12' })).toBe(0);
  });
});
