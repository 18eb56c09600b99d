import { describe, expect, it } from 'vitest';
import { aSignedInPortal } from '../portal-fixture';
import { portalError } from '../shared/portal-error';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import { makeListNotifications } from './list-notifications';

describe('listNotifications', () => {
  it("lists the client's notifications", async () => {
    const { ports, demo, client } = aSignedInPortal();
    expect(expectOk(await makeListNotifications(ports)({ client })).map((notification) => notification.id)).toEqual([
      demo.notificationId,
    ]);
  });

  it("answers 'Error al intentar obtener las notificaciones' when they cannot be read", async () => {
    const { ports, client } = aSignedInPortal();
    ports.notifications.failNext('list', portalError.unavailable('network'));
    expect(expectFailure(await makeListNotifications(ports)({ client }), 'unavailable').message).toBe(
      'Error al intentar obtener las notificaciones',
    );
  });
});
