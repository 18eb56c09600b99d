import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LegacyKit, type Row, rowsOf, startLegacyKit } from '../test-kit';

let kit: LegacyKit;

beforeAll(async () => {
  kit = await startLegacyKit();
});

afterAll(async () => {
  await kit.close();
});

async function notifications(): Promise<Row[]> {
  return rowsOf(
    await kit.call(
      'getNotifications',
      { id_justiciable: kit.demo.sub, email_justiciable: kit.demo.email },
      kit.demo.token,
    ),
  );
}

describe('getNotifications', () => {
  it('lists the caller’s notifications, newest first, read and unread, including those sent to the e-mail', async () => {
    const list = await notifications();
    expect(list.length).toBe(7);
    expect(new Set(list.map((notification) => notification.leido))).toEqual(new Set(['t', 'f']));
    const dates = list.map((notification) => String(notification.fecha_alta));
    expect(dates).toEqual([...dates].sort().reverse());
    for (const field of [
      'id_notificacion',
      'tipo',
      'titulo',
      'descripcion',
      'id_caso',
      'id_invitacion',
      'nombre_estudio',
    ])
      expect(list[0]).toHaveProperty(field);
    expect(list.map((notification) => notification.id_notificacion)).toContain(kit.fx.demoEmailNotification);
    expect(list.map((notification) => notification.id_notificacion)).not.toContain(kit.fx.otherNotification);
  });

  it("refuses another client's notifications with 403, by id or by e-mail", async () => {
    expect(
      (
        await kit.call(
          'getNotifications',
          { id_justiciable: kit.other.sub, email_justiciable: kit.other.email },
          kit.demo.token,
        )
      ).http,
    ).toBe(403);
    expect(
      (
        await kit.call(
          'getNotifications',
          { id_justiciable: kit.demo.sub, email_justiciable: kit.other.email },
          kit.demo.token,
        )
      ).http,
    ).toBe(403);
  });
});

describe('readNotification', () => {
  it('marks one of the caller’s notifications read, including one sent to the e-mail', async () => {
    for (const id of [kit.fx.demoUnreadNotification, kit.fx.demoEmailNotification]) {
      const reply = await kit.call('readNotification', { id_notification: id }, kit.demo.token);
      expect(reply.body).toEqual({ status: 200, message: 'Notificación marcada como leída' });
      expect((await notifications()).find((notification) => notification.id_notificacion === id)).toMatchObject({
        leido: 't',
      });
    }
  });

  it("refuses another client's notification with 403 and changes nothing", async () => {
    const before = kit.snapshot();
    const reply = await kit.call('readNotification', { id_notification: kit.fx.otherNotification }, kit.demo.token);
    expect(reply.http).toBe(403);
    expect(kit.snapshot()).toBe(before);
  });

  it('answers 400 for an unknown notification', async () => {
    expect((await kit.call('readNotification', { id_notification: 999_999 }, kit.demo.token)).body).toEqual({
      status: 400,
      message: 'No se encontró la notificación',
    });
  });
});
