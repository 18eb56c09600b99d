import { errorMessages, paymentListMessages, paymentMessages, paymentState } from '@justiciable/core';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkPage, useBrowser } from './harness/browser';
import {
  createConfirmedClient,
  findCase,
  listCases,
  listMovements,
  newPayment,
  signIn,
  type SignedIn,
  type WireCase,
  type WireMovement,
} from './harness/cloud';
import { breakService, FAULTS, legacyAction } from './harness/faults';
import {
  forgetDeviceCopies,
  heading,
  listLength,
  recordPaths,
  scrollToListItem,
  signInThroughWelcome,
  toast,
  waitForPath,
} from './harness/portal';
import { servedPortal } from './harness/target';

const browser = useBrowser();

/** A payment movement as the wire has it, with its case. */
type WirePayment = WireMovement & {
  readonly pagado: unknown;
  readonly monto: number | null;
  readonly concepto: string | null;
  readonly descripcion_movimiento: string | null;
  readonly estado_pago: 'pendiente' | 'aprobado' | 'rechazado' | null;
  readonly vence_pago: string | null;
};

function isPaid(movement: WirePayment): boolean {
  return movement.pagado === true || movement.pagado === 't';
}

/** Paid, in process or owed now, by core's rule over what the wire says. */
function stateOf(movement: WirePayment): 'paid' | 'in-process' | 'owed' {
  return paymentState(
    { pagado: isPaid(movement), estado_pago: movement.estado_pago, vence_pago: movement.vence_pago },
    Date.now(),
  ).kind;
}

/** Every payment of every case of the client, read through the wire as the test's expectation. */
async function wirePayments(session: SignedIn): Promise<{ readonly payment: WirePayment; readonly kase: WireCase }[]> {
  const cases = await listCases(session);
  const found = await Promise.all(
    cases.map(async (kase) =>
      (await listMovements(session, kase.id))
        .filter((movement) => movement.id_tipo === 4)
        .map((movement) => ({ payment: movement as WirePayment, kase })),
    ),
  );
  return found.flat();
}

function conceptOf(payment: WirePayment): string {
  return payment.concepto ?? payment.descripcion_movimiento ?? 'Pago';
}

/** Once every case is read (the owed ones first, then the history): the totals show, or that there is nothing. */
async function paymentsRead(page: Page): Promise<void> {
  await page
    .getByRole('region', { name: paymentListMessages.totalsTitle })
    .or(heading(page, paymentListMessages.empty))
    .waitFor();
}

/** A signed-in client on /pagos, its whole list read (the owed ones come first, the rest after). */
async function openPayments(credentials: { email: string; password: string }): Promise<Page> {
  const page = await browser.open('/welcome');
  await signInThroughWelcome(page, credentials);
  await page.goto(new URL('/pagos', page.url()).href);
  await heading(page, 'Pagos').waitFor();
  await paymentsRead(page);
  return page;
}

/** The case of each listaMovimientos the page asks for, in the order asked. */
function recordMovementReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api.php/listaMovimientos/'))
      reads.push(new URL(request.url()).searchParams.get('id_asunto') ?? '');
  });
  return reads;
}

/** Waits until the device holds the payments Pagos read case by case (written once the browser is idle). */
async function paymentsKeptOnDevice(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const opening = indexedDB.open('justiciable-datos');
        opening.onerror = () => resolve(false);
        opening.onsuccess = () => {
          const reading = opening.result
            .transaction('registros')
            .objectStore('registros')
            .index('por-clave')
            .count('pagos-por-asunto');
          reading.onsuccess = () => {
            opening.result.close();
            resolve(reading.result > 0);
          };
          reading.onerror = () => resolve(false);
        };
      }),
  );
}

let demo: SignedIn;

beforeAll(async () => {
  demo = await signIn(servedPortal().demo);
});

describe('/pagos: the payments of every case in one place', () => {
  it("lists every payment of the demo's cases, the owed ones first, with its case, lawyer, amount and state, as cards on a phone", async () => {
    const expected = await wirePayments(demo);
    const owed = expected.filter(({ payment }) => stateOf(payment) === 'owed');
    const inProcess = expected.filter(({ payment }) => stateOf(payment) === 'in-process');
    const paid = expected.filter(({ payment }) => isPaid(payment));
    expect(owed.length).toBeGreaterThan(0);
    expect(paid.length).toBeGreaterThan(0);

    const cases = await listCases(demo);
    const owing = cases
      .filter((kase) => Number((kase as WireCase & { pago: unknown }).pago) > 0)
      .map((kase) => String(kase.id));
    expect(owing.length).toBeGreaterThan(0);
    const page = await browser.open('/welcome');
    await signInThroughWelcome(page, servedPortal().demo);
    // Counted once /pagos' document is in: the landing page's own reads (what needs the client) end with it.
    await page.goto(new URL('/pagos', page.url()).href, { waitUntil: 'commit' });
    const reads = recordMovementReads(page);
    await heading(page, 'Pagos').waitFor();
    await paymentsRead(page);
    // Each case read once, every case that owes some before any other: what is owed shows first.
    expect([...reads].sort()).toEqual(cases.map((kase) => String(kase.id)).sort());
    expect(new Set(reads.slice(0, owing.length))).toEqual(new Set(owing));

    // Kept on the device: a visit later reads again only the cases that owe, the paid history shown from the device.
    await paymentsKeptOnDevice(page);
    reads.length = 0;
    await page.reload();
    await paymentsRead(page);
    expect([...reads].sort()).toEqual([...owing].sort());

    const owedGroup = page.getByRole('region', { name: /^Pendientes/ });
    const inProcessGroup = page.getByRole('region', { name: /^En proceso/ });
    const paidGroup = page.getByRole('region', { name: /^Pagados/ });
    await owedGroup.waitFor();
    // Each group's list is virtualized: the demo gathers the payments other journeys make, more
    // than a screen holds, so the lengths are what the lists tell and each item is scrolled to.
    await expect(listLength(owedGroup.getByRole('list'))).resolves.toBe(owed.length);
    await expect(listLength(paidGroup.getByRole('list'))).resolves.toBe(paid.length);
    // The owed ones come before those in process (another journey's, when it ran first) and the paid ones.
    const groups = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
    expect(groups).toEqual([
      paymentListMessages.totalsTitle,
      `Pendientes (${owed.length})`,
      ...(inProcess.length > 0 ? [`En proceso (${inProcess.length})`] : []),
      `Pagados (${paid.length})`,
    ]);

    for (const { payment, kase } of expected) {
      const group = isPaid(payment) ? paidGroup : stateOf(payment) === 'in-process' ? inProcessGroup : owedGroup;
      const item = await scrollToListItem(page, group.getByRole('list'), (items) =>
        items
          .filter({ has: page.getByRole('heading', { name: conceptOf(payment), exact: true }) })
          .filter({ hasText: kase.case }),
      );
      await expect(item.count(), `${conceptOf(payment)} of ${kase.case}`).resolves.toBe(1);
      const text = (await item.textContent()) ?? '';
      expect(text).toContain(kase.case);
      expect(text).toContain(kase.nombre_estudio);
      if (payment.monto !== null) expect(text).toContain(payment.monto.toLocaleString('es-AR'));
      const state = stateOf(payment);
      expect(text).toContain(
        state === 'paid'
          ? paymentListMessages.paid
          : state === 'in-process'
            ? paymentListMessages.inProcess
            : paymentListMessages.due,
      );
      if (state === 'owed' && payment.monto !== null) await item.getByRole('button', { name: /^Pagar \$/ }).waitFor();
      if (state !== 'owed') await expect(item.getByRole('button', { name: /^Pagar/ }).count()).resolves.toBe(0);
    }
    // A paid one offers its receipt in the portal, and there the provider's, opened apart: the
    // seed's on the provider's https site, or the emulator's own checkout (http on loopback).
    await paidGroup.getByRole('button', { name: paymentListMessages.receipt }).first().click();
    const receiptDialog = page.getByRole('dialog', { name: paymentListMessages.receiptTitle });
    const receipt = receiptDialog.getByRole('link', { name: /^Comprobante del medio de pago/ });
    await expect(receipt.getAttribute('href')).resolves.toMatch(/^https?:\/\//);
    await expect(receipt.getAttribute('target')).resolves.toBe('_blank');
    await receiptDialog.getByRole('button', { name: 'Cerrar' }).click();

    await checkPage(page, 'pagos');
    // On a phone each payment is a card of its own: nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);
  });

  it("'Pagar' says what is paid, to whom and how much, and leads to the checkout for that payment; the checkout comes back to Pagos through its case", async () => {
    const owed = (await wirePayments(demo)).find(
      ({ payment }) => stateOf(payment) === 'owed' && payment.monto !== null,
    );
    if (owed === undefined) throw new Error('The demo has no payment left to pay.');
    const { payment, kase } = owed;
    const page = await openPayments(servedPortal().demo);
    const links: URL[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api.php/getPaymentLinkMP/')) links.push(new URL(request.url()));
    });
    const item = await scrollToListItem(
      page,
      page.getByRole('region', { name: /^Pendientes/ }).getByRole('list'),
      (items) =>
        items
          .filter({ has: page.getByRole('heading', { name: conceptOf(payment), exact: true }) })
          .filter({ hasText: kase.case }),
    );

    await item.getByRole('button', { name: /^Pagar \$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Pagar' });
    await dialog.locator('dd').first().waitFor();
    await expect(dialog.locator('dd').allTextContents()).resolves.toEqual(
      expect.arrayContaining([
        conceptOf(payment),
        kase.case,
        expect.stringMatching(new RegExp(`^\\$\\s${(payment.monto ?? 0).toLocaleString('es-AR')}$`)),
      ]),
    );
    await checkPage(page, 'pagos-pagar-dialogo');
    // On a phone its overlay dims the whole page, the bottom bar too, as every dialog's does.
    await page.setViewportSize({ width: 390, height: 844 });
    const overlayAtTheBar = () =>
      page.evaluate(() => {
        const bar = document.querySelector('.main-nav')?.getBoundingClientRect();
        if (bar === undefined || bar.height === 0) return 'no bottom bar';
        return document
          .elementFromPoint(bar.left + bar.width / 2, bar.top + bar.height / 2)
          ?.closest('.ui-modal-overlay')
          ? 'overlay'
          : 'bar';
      });
    await expect(overlayAtTheBar()).resolves.toBe('overlay');
    await checkPage(page, 'pagos-pagar-dialogo-telefono');
    await page.setViewportSize({ width: 1280, height: 800 });
    await dialog.getByRole('button', { name: 'Ir a pagar' }).click();

    await page.waitForURL((url) => url.pathname.startsWith('/__emulator/checkout/'));
    await page.getByText(conceptOf(payment)).first().waitFor();
    expect(links.map((link) => Object.fromEntries(link.searchParams))).toEqual([
      expect.objectContaining({
        id_case: String(kase.id),
        id_movent: String(payment.id_movimiento),
        id_lawyer: String(kase.id_abogado),
        price: String(payment.monto),
      }),
    ]);
    // Rejected, so the payment is still owed for the other tests (left pending it would be in process).
    // The checkout returns to its case, which then takes the client back to Pagos, where they paid from, saying what happened.
    const paths = recordPaths(page);
    await page.getByRole('button', { name: 'Rechazar pago' }).click();
    await toast(page, paymentMessages.rejected).waitFor();
    await waitForPath(page, '/pagos');
    await heading(page, 'Pagos').waitFor();
    expect(paths).toContain(`/asunto/${kase.id}/${payment.id_movimiento}/rejected`);
    await paymentsRead(page);
    await scrollToListItem(page, page.getByRole('region', { name: /^Pendientes/ }).getByRole('list'), (items) =>
      items
        .filter({ has: page.getByRole('heading', { name: conceptOf(payment), exact: true }) })
        .filter({ hasText: kase.case }),
    );
  });

  it('says when the payments cannot be read and reads them again on Reintentar; a client without payments is told so', async () => {
    const page = await openPayments(servedPortal().demo);
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

describe('a payment left pending cannot be paid twice, and a paid one has its receipt', () => {
  it('after "Dejar pendiente" the case and Pagos say it is in process with no pay button, on a reload too; an approved one opens its receipt', async () => {
    const estate = await findCase(demo, 'Sucesión de Rosa Quiroga');
    const ticket = await newPayment(demo, estate, 'Anticipo de gastos de la sucesión', 21500);
    const approved = await newPayment(demo, estate, 'Copias certificadas de la partida', 9800);
    const page = await browser.open('/welcome');
    await signInThroughWelcome(page, servedPortal().demo);
    const links: URL[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api.php/getPaymentLinkMP/')) links.push(new URL(request.url()));
    });
    await page.goto(new URL(`/asunto/${estate.id}`, page.url()).href);
    await heading(page, estate.case).waitFor();

    // Paid at a Rapipago: left pending at the checkout.
    const ticketCard = page.locator(`#movimiento-${ticket}`);
    await ticketCard.getByRole('button', { name: /^Pagar \$\s21\.500$/ }).click();
    await page.getByRole('dialog', { name: 'Pagar' }).getByRole('button', { name: 'Ir a pagar' }).click();
    await page.getByRole('button', { name: 'Dejar pendiente' }).click();
    await waitForPath(page, `/asunto/${estate.id}/${ticket}/pending`);
    const inProcess = ticketCard.getByText(
      /^Pago en proceso: quedó pendiente en el medio de pago y se acreditará cuando el medio de pago lo confirme \(vence el \d{1,2}\/\d{1,2}\/\d{4} a las \d{2}:\d{2}\)\.$/,
    );
    await inProcess.waitFor();
    await ticketCard.getByText(paymentListMessages.inProcess, { exact: true }).waitFor();
    await expect(ticketCard.getByRole('button', { name: /^Pagar \$/ }).count()).resolves.toBe(0);
    await page.getByText('1 pago en proceso').first().waitFor();
    await checkPage(page, 'asunto-pago-en-proceso');
    // The service holds it, so it holds on any device: the wire says pending, with the ticket's expiry.
    const onTheWire = (await listMovements(demo, estate.id)).find(
      (movement) => movement.id_movimiento === ticket,
    ) as WirePayment;
    expect(onTheWire).toMatchObject({ estado_pago: 'pendiente', pagado: 'f' });
    expect(stateOf(onTheWire)).toBe('in-process');

    // A reload, without the device's copy: still in process, read from the wire.
    await forgetDeviceCopies(page);
    await page.goto(new URL(`/asunto/${estate.id}`, page.url()).href);
    await heading(page, estate.case).waitFor();
    await inProcess.waitFor();
    await expect(ticketCard.getByRole('button', { name: /^Pagar \$/ }).count()).resolves.toBe(0);
    // Only the one link asked for before "Dejar pendiente": nothing since offered to pay it again.
    expect(links.map((link) => link.searchParams.get('id_movent'))).toEqual([String(ticket)]);

    // On a phone, Pagos adds up owed, in process and paid, and lists it under "En proceso", no button.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(new URL('/pagos', page.url()).href);
    await heading(page, 'Pagos').waitFor();
    await paymentsRead(page);
    const expected = await wirePayments(demo);
    const total = (state: 'owed' | 'in-process' | 'paid') =>
      expected
        .filter(({ payment }) => stateOf(payment) === state)
        .reduce((sum, { payment }) => sum + (payment.monto ?? 0), 0)
        .toLocaleString('es-AR');
    const totals = page.getByRole('region', { name: paymentListMessages.totalsTitle });
    await expect(totals.locator('dd').allTextContents()).resolves.toEqual([
      expect.stringMatching(new RegExp(`^\\$\\s${total('owed').replaceAll('.', '\\.')}`)),
      expect.stringMatching(new RegExp(`^\\$\\s${total('in-process').replaceAll('.', '\\.')}`)),
      expect.stringMatching(new RegExp(`^\\$\\s${total('paid').replaceAll('.', '\\.')}`)),
    ]);
    const inProcessGroup = page.getByRole('region', { name: /^En proceso/ });
    const listed = await scrollToListItem(page, inProcessGroup.getByRole('list'), (items) =>
      items
        .filter({ has: page.getByRole('heading', { name: 'Anticipo de gastos de la sucesión', exact: true }) })
        .filter({ hasText: estate.case }),
    );
    await listed.getByText(/^Pago en proceso: /).waitFor();
    await expect(listed.getByRole('button').count()).resolves.toBe(0);
    await checkPage(page, 'pagos-en-proceso');
    await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);

    // Another payment approved at the checkout, on a desktop: its receipt opens in the portal, with the amount.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(new URL(`/asunto/${estate.id}`, page.url()).href);
    const approvedCard = page.locator(`#movimiento-${approved}`);
    await approvedCard.getByRole('button', { name: /^Pagar \$\s9\.800$/ }).click();
    await page.getByRole('dialog', { name: 'Pagar' }).getByRole('button', { name: 'Ir a pagar' }).click();
    await page.getByRole('button', { name: 'Aprobar pago' }).click();
    await waitForPath(page, `/asunto/${estate.id}/${approved}/approved`);
    await approvedCard.getByText('Pagado', { exact: true }).waitFor();
    await forgetDeviceCopies(page);
    await page.goto(new URL('/pagos', page.url()).href);
    await paymentsRead(page);
    const paidItem = await scrollToListItem(
      page,
      page.getByRole('region', { name: /^Pagados/ }).getByRole('list'),
      (items) =>
        items
          .filter({ has: page.getByRole('heading', { name: 'Copias certificadas de la partida', exact: true }) })
          .filter({ hasText: estate.case }),
    );
    await paidItem.getByRole('button', { name: paymentListMessages.receipt }).click();
    const receipt = page.getByRole('dialog', { name: paymentListMessages.receiptTitle });
    await receipt.locator('dd').first().waitFor();
    const facts = (await receipt.locator('dd').allTextContents()).map((text) => text.replace(/\s/g, ' '));
    expect(facts).toEqual(
      expect.arrayContaining([
        'Copias certificadas de la partida',
        estate.case,
        '$ 9.800',
        paymentListMessages.paid,
        String(approved),
      ]),
    );
    await checkPage(page, 'pagos-comprobante');
    // Printed, the receipt is all there is: the page behind it and the dialog's buttons are left out.
    const pageTitle = page.locator('main h1');
    await expect(pageTitle.isVisible()).resolves.toBe(true);
    await page.emulateMedia({ media: 'print' });
    await expect(pageTitle.isVisible()).resolves.toBe(false);
    await expect(receipt.getByText('$ 9.800').first().isVisible()).resolves.toBe(true);
    await expect(receipt.getByRole('button', { name: paymentListMessages.print }).isVisible()).resolves.toBe(false);
    await page.emulateMedia({ media: 'screen' });
    expect(links.map((link) => link.searchParams.get('id_movent'))).toEqual([String(ticket), String(approved)]);
  });
});
