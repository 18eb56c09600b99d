import { errorMessages, paymentListMessages } from '@justiciable/core';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { checkPage, useBrowser } from './harness/browser';
import { createConfirmedClient, listCases, listMovements, signIn, type SignedIn, type WireCase, type WireMovement } from './harness/cloud';
import { breakService, FAULTS, legacyAction } from './harness/faults';
import { forgetDeviceCopies, heading, listLength, scrollToListItem, signInThroughWelcome, waitForPath } from './harness/portal';

const browser = useBrowser();

/** A payment movement as the wire has it, with its case. */
type WirePayment = WireMovement & { readonly pagado: unknown; readonly monto: number | null; readonly concepto: string | null; readonly descripcion_movimiento: string | null };

function isPaid(movement: WirePayment): boolean {
  return movement.pagado === true || movement.pagado === 't';
}

/** Every payment of every case of the client, read through the wire as the test's expectation. */
async function wirePayments(session: SignedIn): Promise<{ readonly payment: WirePayment; readonly kase: WireCase }[]> {
  const cases = await listCases(session);
  const found = await Promise.all(
    cases.map(async (kase) => (await listMovements(session, kase.id)).filter((movement) => movement.id_tipo === 4).map((movement) => ({ payment: movement as WirePayment, kase }))),
  );
  return found.flat();
}

function conceptOf(payment: WirePayment): string {
  return payment.concepto ?? payment.descripcion_movimiento ?? 'Pago';
}

/** A signed-in client on /pagos, its whole list read (the owed ones come first, the rest after). */
async function openPayments(credentials: { email: string; password: string }): Promise<Page> {
  const page = await browser.open('/welcome');
  await signInThroughWelcome(page, credentials);
  await page.goto(new URL('/pagos', page.url()).href);
  await heading(page, 'Pagos').waitFor();
  await page.getByText(paymentListMessages.readingAll).waitFor({ state: 'detached' });
  return page;
}

let demo: SignedIn;

beforeAll(async () => {
  demo = await signIn(inject('demo'));
});

describe('/pagos: the payments of every case in one place (issue 22)', () => {
  it("lists every payment of the demo's cases, the owed ones first, with its case, lawyer, amount and state, as cards on a phone", async () => {
    const expected = await wirePayments(demo);
    const owed = expected.filter(({ payment }) => !isPaid(payment));
    const paid = expected.filter(({ payment }) => isPaid(payment));
    expect(owed.length).toBeGreaterThan(0);
    expect(paid.length).toBeGreaterThan(0);

    const page = await openPayments(inject('demo'));
    const owedGroup = page.getByRole('region', { name: /^Pendientes/ });
    const paidGroup = page.getByRole('region', { name: /^Pagados/ });
    await owedGroup.waitFor();
    // Each group's list is virtualized: the demo gathers the payments other journeys make, more
    // than a screen holds, so the lengths are what the lists tell and each item is scrolled to.
    await expect(listLength(owedGroup.getByRole('list'))).resolves.toBe(owed.length);
    await expect(listLength(paidGroup.getByRole('list'))).resolves.toBe(paid.length);
    // The owed ones come before the paid ones on the page.
    const groups = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
    expect(groups).toEqual([`Pendientes (${owed.length})`, `Pagados (${paid.length})`]);

    for (const { payment, kase } of expected) {
      const group = isPaid(payment) ? paidGroup : owedGroup;
      const item = await scrollToListItem(page, group.getByRole('list'), (items) =>
        items.filter({ has: page.getByRole('heading', { name: conceptOf(payment), exact: true }) }).filter({ hasText: kase.case }),
      );
      await expect(item.count(), `${conceptOf(payment)} of ${kase.case}`).resolves.toBe(1);
      const text = (await item.textContent()) ?? '';
      expect(text).toContain(kase.case);
      expect(text).toContain(kase.nombre_estudio);
      if (payment.monto !== null) expect(text).toContain(payment.monto.toLocaleString('es-AR'));
      expect(text).toContain(isPaid(payment) ? paymentListMessages.paid : paymentListMessages.due);
      if (!isPaid(payment) && payment.monto !== null) await item.getByRole('button', { name: /^Pagar \$/ }).waitFor();
      if (isPaid(payment)) await expect(item.getByRole('button', { name: /^Pagar/ }).count()).resolves.toBe(0);
    }
    // A paid one offers its receipt, opened apart from the portal: the seed's on the provider's
    // https site, one paid by an earlier journey on the emulator's own checkout (http on loopback).
    const receipt = paidGroup.getByRole('link', { name: /^Ver comprobante/ }).first();
    await expect(receipt.getAttribute('href')).resolves.toMatch(/^https?:\/\//);
    await expect(receipt.getAttribute('target')).resolves.toBe('_blank');

    await checkPage(page, 'pagos');
    // On a phone each payment is a card of its own: nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);
  });

  it("'Pagar' says what is paid, to whom and how much, and leads to the checkout for that payment; the checkout comes back to its case", async () => {
    const owed = (await wirePayments(demo)).find(({ payment }) => !isPaid(payment) && payment.monto !== null);
    if (owed === undefined) throw new Error('The demo has no payment left to pay.');
    const { payment, kase } = owed;
    const page = await openPayments(inject('demo'));
    const links: URL[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api.php/getPaymentLinkMP/')) links.push(new URL(request.url()));
    });
    const item = await scrollToListItem(page, page.getByRole('region', { name: /^Pendientes/ }).getByRole('list'), (items) =>
      items.filter({ has: page.getByRole('heading', { name: conceptOf(payment), exact: true }) }).filter({ hasText: kase.case }),
    );

    await item.getByRole('button', { name: /^Pagar \$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Pagar' });
    await expect(dialog.locator('dd').allTextContents()).resolves.toEqual(
      expect.arrayContaining([conceptOf(payment), kase.case, expect.stringMatching(new RegExp(`^\\$\\s${(payment.monto ?? 0).toLocaleString('es-AR')}$`))]),
    );
    await checkPage(page, 'pagos-pagar-dialogo');
    await dialog.getByRole('button', { name: 'Ir a pagar' }).click();

    await page.waitForURL((url) => url.pathname.startsWith('/__emulator/checkout/'));
    await page.getByText(conceptOf(payment)).first().waitFor();
    expect(links.map((link) => Object.fromEntries(link.searchParams))).toEqual([
      expect.objectContaining({ id_case: String(kase.id), id_movent: String(payment.id_movimiento), id_lawyer: String(kase.id_abogado), price: String(payment.monto) }),
    ]);
    // Left pending, so the payment is still owed for the other tests: back on its case, as from the case's own button.
    await page.getByRole('button', { name: 'Dejar pendiente' }).click();
    await waitForPath(page, `/asunto/${kase.id}/${payment.id_movimiento}/pending`);
    await heading(page, kase.case).waitFor();
  });

  it('says when the payments cannot be read and reads them again on Reintentar; a client without payments is told so', async () => {
    const page = await openPayments(inject('demo'));
    const lift = await breakService(page, legacyAction('listaMovimientos'), FAULTS.serverError);
    // As on a first visit: with the device's copy of the payments, the page would show it instead.
    await forgetDeviceCopies(page);
    await page.reload();
    const failure = page.getByRole('alert').filter({ hasText: errorMessages.payments });
    await failure.waitFor();
    await expect(failure.count()).resolves.toBe(1);
    await checkPage(page, 'pagos-error');
    await lift();
    await failure.getByRole('button', { name: 'Reintentar' }).click();
    await page.getByRole('region', { name: /^Pendientes/ }).waitFor();
    await expect(failure.count()).resolves.toBe(0);

    const newcomer = await openPayments(await createConfirmedClient('pagos'));
    await heading(newcomer, paymentListMessages.empty).waitFor();
    await newcomer.getByText(paymentListMessages.emptyDetail).waitFor();
    await checkPage(newcomer, 'pagos-vacio');
  });
});
