import { describe, expect, it } from 'vitest';
import { aSignedInPortal } from '../portal-fixture';
import { portalError } from '../shared/portal-error';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import { makeReadNotification } from './read-notification';

describe('readNotification', () => {
  it("marks the notification read: 'Notificación marcada como leída'", async () => {
    const { ports, demo } = aSignedInPortal();
    expect(expectOk(await makeReadNotification(ports)({ notificationId: demo.notificationId }))).toEqual({
      message: 'Notificación marcada como leída',
    });
    expect(ports.world.notifications.get(demo.notificationId)?.notification.leida).toBe(true);
  });

  it.each([
    ['the service fails', portalError.unavailable('network'), 'unavailable'],
    ["it is another client's", null, 'forbidden'],
  ] as const)("answers 'Error al intentar leer notificación' when %s", async (_case, failure, kind) => {
    const { ports, demo } = aSignedInPortal();
    if (failure !== null) ports.notifications.failNext('markRead', failure);
    const id = failure === null ? demo.otherClientNotificationId : demo.notificationId;
    expect(expectFailure(await makeReadNotification(ports)({ notificationId: id }), kind).message).toBe(
      'Error al intentar leer notificación',
    );
  });
});
