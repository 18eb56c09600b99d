import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Notification } from '../notifications/notification';
import { aNotification } from '../testing/notification-builders';
import {
  isMessageNotice,
  MESSAGE_NOTICE_TYPES,
  unreadMessageCount,
  unreadMessageNotices,
  unreadMessagesByCase,
} from './unread-messages';

const news = (overrides: Partial<Notification> = {}) =>
  aNotification({
    tipo: MESSAGE_NOTICE_TYPES.lawyerNews,
    titulo: 'Nuevo mensaje de su abogado',
    id_caso: '1024',
    leida: false,
    ...overrides,
  });

describe('isMessageNotice', () => {
  it("is a lawyer's news or comment about a case", () => {
    expect(isMessageNotice(news())).toBe(true);
    expect(isMessageNotice(news({ tipo: MESSAGE_NOTICE_TYPES.lawyerComment }))).toBe(true);
  });

  it('is not any other notification, nor a message notice about no case', () => {
    expect(isMessageNotice(news({ tipo: 'nuevo_movimiento' }))).toBe(false);
    expect(isMessageNotice(news({ tipo: 'pago_pendiente' }))).toBe(false);
    expect(isMessageNotice(news({ id_caso: null }))).toBe(false);
  });
});

describe('unreadMessageNotices', () => {
  it('keeps the unread message notices, of every case or of one', () => {
    const list = [
      news({ id: '1', id_caso: '1024' }),
      news({ id: '2', id_caso: '1024', leida: true }),
      news({ id: '3', id_caso: '2048', tipo: MESSAGE_NOTICE_TYPES.lawyerComment }),
      aNotification({ id: '4', tipo: 'nuevo_movimiento', id_caso: '1024', leida: false }),
    ];
    expect(unreadMessageNotices(list).map((notice) => notice.id)).toEqual(['1', '3']);
    expect(unreadMessageNotices(list, '1024').map((notice) => notice.id)).toEqual(['1']);
    expect(unreadMessageCount(list)).toBe(2);
    expect(unreadMessageCount(list, '2048')).toBe(1);
    expect(unreadMessageCount(list, '4096')).toBe(0);
    expect([...unreadMessagesByCase(list)]).toEqual([
      ['1024', 1],
      ['2048', 1],
    ]);
  });

  it('counts, case by case, what the whole count counts', () => {
    const notice = fc.record({
      id: fc.string({ minLength: 1 }),
      tipo: fc.constantFrom(
        MESSAGE_NOTICE_TYPES.lawyerNews,
        MESSAGE_NOTICE_TYPES.lawyerComment,
        'nuevo_movimiento',
        'agenda',
      ),
      leida: fc.boolean(),
      id_caso: fc.option(fc.constantFrom('1', '2', '3'), { nil: null }),
    });
    fc.assert(
      fc.property(fc.array(notice), (parts) => {
        const list = parts.map((part) => aNotification(part));
        const byCase = [...unreadMessagesByCase(list).values()].reduce((sum, count) => sum + count, 0);
        expect(byCase).toBe(unreadMessageCount(list));
        for (const item of unreadMessageNotices(list)) expect(item.leida).toBe(false);
        // Reading every notification leaves nothing unread.
        expect(unreadMessageCount(list.map((item) => ({ ...item, leida: true })))).toBe(0);
      }),
    );
  });
});
