import { notificationMessages } from '@justiciable/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkPage, useBrowser } from './harness/browser';
import { createConfirmedClient, findCase, signIn, type Credentials, type SignedIn } from './harness/cloud';
import { heading, signInThroughWelcome, toast, waitForPath } from './harness/portal';
import { servedPortal } from './harness/target';

const browser = useBrowser();

/** One api.php call as the client, as the portal makes it; its `datos`. */
async function legacy<T>(action: string, query: Record<string, string>, session: SignedIn): Promise<T> {
  const response = await fetch(
    `${servedPortal().emulatorUrl}/justiciable-api/api.php/${action}/?${new URLSearchParams(query)}`,
    {
      headers: { authorization: `Bearer ${session.accessToken}` },
    },
  );
  const answer = (await response.json()) as { status: number; message?: string; datos: T };
  if (answer.status !== 200) throw new Error(`api.php ${action} failed: ${answer.status} ${answer.message}`);
  return answer.datos;
}

interface WireLawyer {
  readonly id: number;
  readonly id_grupo: number;
}

/** Lawyers of distinct studies from the directory, one per contact request the test sends. */
async function lawyersToContact(session: SignedIn, count: number): Promise<WireLawyer[]> {
  const listed = await legacy<WireLawyer[]>('listaAbogadosDirectorio', {}, session);
  const byStudy = new Map<number, WireLawyer>();
  for (const lawyer of listed) if (!byStudy.has(lawyer.id_grupo)) byStudy.set(lawyer.id_grupo, lawyer);
  return [...byStudy.values()].slice(0, count);
}

/** A contact request, which the emulated lawyer accepts a few seconds later with a notification. */
async function requestContact(client: Credentials, session: SignedIn, lawyer: WireLawyer): Promise<void> {
  await legacy(
    'sendRequestToAbogado',
    {
      id_abogado: String(lawyer.id),
      id_justiciable: session.sub,
      username_justiciable: 'Cliente de prueba',
      id_grupo: String(lawyer.id_grupo),
      email_justiciable: client.email,
      phone_justiciable: '+5493515550177',
    },
    session,
  );
}

/** Waits, through the wire, until the client has `count` notifications. */
async function notificationsReach(client: Credentials, session: SignedIn, count: number): Promise<void> {
  await expect
    .poll(
      async () =>
        await legacy<unknown[] | Record<string, unknown>>(
          'getNotifications',
          { id_justiciable: session.sub, email_justiciable: client.email },
          session,
        ),
      {
        timeout: 60_000,
      },
    )
    .toSatisfy((listed: unknown[] | Record<string, unknown>) => Object.keys(listed).length === count);
}

/** The seed's notice of the divorce's unpaid fee. */
const PAYMENT_DUE = /Tiene un pago pendiente/;

/**
 * The client's cases as the service lists them, but with `pago` (the case's unpaid payments) as
 * given for one case: the state after its payment was made, or before, whatever other tests did.
 */
async function casesWithPending(page: Page, caseId: number, pago: number): Promise<void> {
  await page.route(
    (url) => url.pathname.endsWith('/api.php/listaAsuntos/'),
    async (route) => {
      const response = await route.fetch();
      const answer = (await response.json()) as { datos: { id: number; pago: number }[] };
      await route.fulfill({
        response,
        json: { ...answer, datos: answer.datos.map((item) => (item.id === caseId ? { ...item, pago } : item)) },
      });
    },
  );
}

/** What the count beside Notificaciones reads ('2 sin leer'); empty when there is none. */
async function badgeText(page: Page): Promise<string> {
  const badge = unreadBadge(page).locator('.ui-badge');
  return (await badge.count()) === 0 ? '' : ((await badge.textContent()) ?? '');
}

function unreadBadge(page: Page) {
  return page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: /^Notificaciones/ });
}

function group(page: Page, name: RegExp) {
  return page.getByRole('region', { name });
}

async function openNotifications(page: Page): Promise<void> {
  await unreadBadge(page).click();
  await waitForPath(page, '/notificaciones');
  await heading(page, 'Notificaciones').waitFor();
}

describe('/notificaciones', () => {
  it('shows the demo client’s unread notifications first, each linked to what it refers to, and an invitation to answer in place', async () => {
    const page = await browser.open('/welcome');
    await signInThroughWelcome(page, servedPortal().demo);
    await openNotifications(page);
    const unread = group(page, /^Sin leer/);
    await unread.waitFor();
    const unreadCount = await unread.getByRole('listitem').count();
    await expect(badgeText(page)).resolves.toBe(`${unreadCount} sin leer`);
    const headings = await page.getByRole('main').getByRole('heading', { level: 3 }).allTextContents();
    expect(headings.slice(0, unreadCount).every((title) => title.endsWith('Nueva'))).toBe(true);
    expect(headings.slice(unreadCount).some((title) => title.endsWith('Nueva'))).toBe(false);

    const invitation = unread.getByRole('listitem').filter({ hasText: /^Invitación de / });
    await invitation.getByRole('button', { name: 'Aceptar invitación' }).waitFor();
    await invitation.getByRole('button', { name: 'Rechazar invitación' }).waitFor();
    // Unread until its payment is made, which another file may do first (case-documents-payments): anywhere on the page.
    const payment = page.getByRole('main').getByRole('listitem').filter({ hasText: PAYMENT_DUE });
    await expect(payment.getByRole('link', { name: 'Ver el pago en el asunto' }).getAttribute('href')).resolves.toMatch(
      /^\/asunto\/\d+$/,
    );
    const movement = unread.getByRole('listitem').filter({ hasText: /Nuevo movimiento en (tu|su) asunto/ });
    await expect(movement.getByRole('link', { name: 'Ver el asunto' }).getAttribute('href')).resolves.toMatch(
      /^\/asunto\/\d+$/,
    );
    await expect(
      group(page, /^Leídas/)
        .getByRole('link', { name: 'Ver la agenda' })
        .getAttribute('href'),
    ).resolves.toBe('/agenda');
    await checkPage(page, 'notificaciones');
  });

  it('opening one reads it and drops the count; a new one appears without a reload, asked for only while the tab is visible; all are marked read at once', async () => {
    const client = await createConfirmedClient('avisos');
    const session = await signIn(client);
    const [first, second, third] = await lawyersToContact(session, 3);
    if (first === undefined || second === undefined || third === undefined)
      throw new Error('The directory has fewer than three studies.');
    await requestContact(client, session, first);
    await requestContact(client, session, second);
    await notificationsReach(client, session, 2);

    const page = await browser.open('/welcome');
    // The page's clock, so the minute between looks for new notifications can pass at once.
    await page.clock.install();
    await signInThroughWelcome(page, client);
    await expect.poll(() => badgeText(page), { timeout: 30_000 }).toBe('2 sin leer');
    await openNotifications(page);
    const unread = group(page, /^Sin leer/);
    await expect.poll(() => unread.getByRole('listitem').count(), { timeout: 30_000 }).toBe(2);
    await checkPage(page, 'notificaciones-sin-leer');

    // Opening one reads it: the toast says so and the count drops without a reload.
    await unread.getByRole('listitem').first().getByRole('link', { name: 'Ver mis abogados' }).click();
    await toast(page, 'Notificación marcada como leída').waitFor();
    await waitForPath(page, '/abogados');
    await expect.poll(() => badgeText(page), { timeout: 30_000 }).toBe('1 sin leer');
    await openNotifications(page);
    await expect.poll(() => unread.getByRole('listitem').count(), { timeout: 30_000 }).toBe(1);

    // A new notification: the emulated lawyer accepts a third request.
    await requestContact(client, session, third);
    await notificationsReach(client, session, 3);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/getNotifications/')) asked.push(request.url());
    });
    // Hidden, the tab asks nothing, however long it waits.
    await page.evaluate(() =>
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' }),
    );
    await page.clock.fastForward('02:00');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(asked).toEqual([]);
    await expect(unread.getByRole('listitem').count()).resolves.toBe(1);

    // Back in sight, it asks at once and announces what is new.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await toast(page, 'Nueva notificación: Solicitud de contacto aceptada').waitFor();
    await expect.poll(() => unread.getByRole('listitem').count(), { timeout: 30_000 }).toBe(2);
    await expect.poll(() => badgeText(page), { timeout: 30_000 }).toBe('2 sin leer');
    expect(asked.length).toBeGreaterThan(0);
    await checkPage(page, 'notificaciones-nueva');

    await page.getByRole('button', { name: 'Marcar todas como leídas' }).click();
    await toast(page, 'Notificación marcada como leída').waitFor();
    await expect.poll(() => unread.count(), { timeout: 30_000 }).toBe(0);
    await expect.poll(() => badgeText(page), { timeout: 30_000 }).toBe('');
    await expect(
      group(page, /^Leídas/)
        .getByRole('listitem')
        .count(),
    ).resolves.toBe(3);
    await checkPage(page, 'notificaciones-leidas');

    await page.reload();
    await heading(page, 'Notificaciones').waitFor();
    await expect(
      group(page, /^Leídas/)
        .getByRole('listitem')
        .count(),
    ).resolves.toBe(3);
    await expect(unread.count()).resolves.toBe(0);
  });

  it("no longer shows a paid payment's 'pago pendiente' notice as news: with the read ones, saying it is paid, and out of the count", async () => {
    const divorce = await findCase(await signIn(servedPortal().demo), 'Divorcio de común acuerdo');
    const states = [
      { pago: 1, news: true, shot: 'notificaciones-pago-pendiente' },
      { pago: 0, news: false, shot: 'notificaciones-pago-realizado' },
    ];
    for (const { pago, news, shot } of states) {
      const page = await browser.open('/welcome');
      await casesWithPending(page, divorce.id, pago);
      await signInThroughWelcome(page, servedPortal().demo);
      await openNotifications(page);
      const notice = page.getByRole('main').getByRole('listitem').filter({ hasText: PAYMENT_DUE });
      await notice.waitFor();
      const unread = group(page, /^Sin leer/);
      const newsCount = await unread.getByRole('listitem').count();
      await expect(badgeText(page)).resolves.toBe(newsCount === 0 ? '' : `${newsCount} sin leer`);
      if (news) {
        await expect(unread.getByRole('listitem').filter({ hasText: PAYMENT_DUE }).count()).resolves.toBe(1);
        await expect(notice.getByText(notificationMessages.paymentSettled).count()).resolves.toBe(0);
      } else {
        await expect(
          group(page, /^Leídas/)
            .getByRole('listitem')
            .filter({ hasText: PAYMENT_DUE })
            .count(),
        ).resolves.toBe(1);
        await notice.getByText(notificationMessages.paymentSettled).waitFor();
        await expect(notice.getByText('Nueva', { exact: true }).count()).resolves.toBe(0);
        await expect(notice.getByRole('button', { name: 'Marcar como leída' }).count()).resolves.toBe(0);
      }
      await expect(notice.getByRole('link', { name: 'Ver el pago en el asunto' }).getAttribute('href')).resolves.toBe(
        `/asunto/${divorce.id}`,
      );
      await checkPage(page, shot);
    }
  });
});
