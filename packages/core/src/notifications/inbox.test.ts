import { describe, expect, it } from 'vitest';
import { aSignedInPortal } from '../portal-fixture';
import { recordReadParts } from '../testing/read-part-recorder';
import { portalError } from '../shared/portal-error';
import { aCase } from '../testing/case-builders';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import { aNotification } from '../testing/notification-builders';
import { makeOpenNotifications, makeReadInbox } from './inbox';
import { PAYMENT_DUE_NOTICE } from './payment-notice';

/** An unread payment notice, which needs the cases to tell a payment already made from news. */
function withPaymentNotice(fixture: ReturnType<typeof aSignedInPortal>) {
  fixture.ports.world.addNotification(
    aNotification({ id: '3300', tipo: PAYMENT_DUE_NOTICE, id_caso: fixture.demo.pendingPaymentCaseId }),
    { clientId: fixture.demo.client.userId },
  );
  return fixture;
}

describe('readInbox', () => {
  it('answers the notifications without reading the cases when no unread payment notice needs them', async () => {
    const { ports, demo, client } = aSignedInPortal();
    const inbox = expectOk(await makeReadInbox(ports)({ client }));
    expect(inbox.notifications.map((notification) => notification.id)).toEqual([demo.notificationId]);
    expect(inbox.cases).toBeNull();
    expect(ports.cases.callsOf('listCases')).toBe(0);
  });

  it('reads the cases when an unread payment notice needs them', async () => {
    const { ports, demo, client } = withPaymentNotice(aSignedInPortal());
    const inbox = expectOk(await makeReadInbox(ports)({ client }));
    expect(inbox.cases?.map((item) => item.id)).toContain(demo.pendingPaymentCaseId);
    expect(ports.cases.callsOf('listCases')).toBe(1);
  });

  it('takes the cases another read has, once the notifications came, rather than reading them', async () => {
    const { ports, client } = withPaymentNotice(aSignedInPortal());
    const known = [aCase({ id: '77' })];
    const inbox = expectOk(await makeReadInbox(ports)({ client, knownCases: Promise.resolve(known) }));
    expect(inbox.cases).toEqual(known);
    expect(ports.cases.callsOf('listCases')).toBe(0);
  });

  it('counts the notices as they came when the cases cannot be read: cases null', async () => {
    const { ports, client } = withPaymentNotice(aSignedInPortal());
    ports.cases.failNext('listCases', portalError.unavailable('network'));
    const inbox = expectOk(await makeReadInbox(ports)({ client }));
    expect(inbox.notifications).toHaveLength(2);
    expect(inbox.cases).toBeNull();
  });

  it("fails with 'Error al intentar obtener las notificaciones' when they cannot be read", async () => {
    const { ports, client } = aSignedInPortal();
    ports.notifications.failNext('list', portalError.unavailable('network'));
    expect(expectFailure(await makeReadInbox(ports)({ client }), 'unavailable').message).toBe(
      'Error al intentar obtener las notificaciones',
    );
  });
});

describe('openNotifications (SPEC §2 notificaciones)', () => {
  it('answers the inbox and the invitations still waiting for an answer', async () => {
    const { ports, demo, client } = aSignedInPortal();
    const page = expectOk(await makeOpenNotifications(ports)({ client }));
    expect(expectOk(page.inbox).notifications.map((notification) => notification.id)).toEqual([demo.notificationId]);
    expect(expectOk(page.invitations).map((invitation) => invitation.id)).toEqual([demo.pendingInvitationId]);
  });

  it("shows the inbox when the invitations cannot be read, 'Error al intentar obtener Invitación' on them", async () => {
    const { ports, client } = aSignedInPortal();
    ports.invitations.failNext('listPending', portalError.unavailable('network'));
    const page = expectOk(await makeOpenNotifications(ports)({ client }));
    expect(page.inbox.ok).toBe(true);
    expect(expectFailure(page.invitations, 'unavailable').message).toBe('Error al intentar obtener Invitación');
  });

  it("shows the invitations when the notifications cannot be read, 'Error al intentar obtener las notificaciones' on the inbox", async () => {
    const { ports, client } = aSignedInPortal();
    ports.notifications.failNext('list', portalError.unavailable('network'));
    const page = expectOk(await makeOpenNotifications(ports)({ client }));
    expect(expectFailure(page.inbox, 'unavailable').message).toBe('Error al intentar obtener las notificaciones');
    expect(page.invitations.ok).toBe(true);
  });

  it("fails as a whole with 'El usuario no está autenticado' when a part finds the session ended", async () => {
    const { ports, client } = aSignedInPortal();
    ports.invitations.failNext('listPending', portalError.unauthenticated());
    const page = await makeOpenNotifications(ports)({ client });
    expect(expectFailure(page, 'unauthenticated').message).toBe('El usuario no está autenticado');
  });

  it('reads each part through `through`, by its name', async () => {
    const { ports, client } = aSignedInPortal();
    const { asked, through } = recordReadParts();
    expectOk(await makeOpenNotifications(ports)({ client, through }));
    expect([...asked].sort()).toEqual(['inbox', 'invitations']);
  });
});
