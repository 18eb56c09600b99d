import { describe, expect, it } from 'vitest';
import { aNotification } from '../testing/notification-builders';
import { newNotificationsNotice } from './new-notifications-notice';

describe('newNotificationsNotice', () => {
  it('names the one notification that arrived, and counts several', () => {
    expect(newNotificationsNotice([aNotification({ titulo: 'Audiencia fijada' })])).toBe(
      'Nueva notificación: Audiencia fijada',
    );
    expect(newNotificationsNotice([aNotification({ id: '1' }), aNotification({ id: '2' })])).toBe(
      'Tiene 2 notificaciones nuevas',
    );
  });
});
