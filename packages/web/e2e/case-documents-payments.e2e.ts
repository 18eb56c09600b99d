import { errorMessages } from '@justiciable/core';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkPage, useBrowser } from './harness/browser';
import {
  findCase,
  findMovement,
  listMovements,
  signIn,
  type SignedIn,
  type WireCase,
  type WireMovement,
} from './harness/cloud';
import { heading, signInThroughWelcome, waitForPath } from './harness/portal';
import { servedPortal } from './harness/target';

const browser = useBrowser();

let demo: SignedIn;
let layoffCase: WireCase;

beforeAll(async () => {
  demo = await signIn(servedPortal().demo);
  layoffCase = await findCase(demo, 'Despido sin causa');
});

/** The demo client signed in, on one of their cases. */
async function openCase(theCase: WireCase, path = `/asunto/${theCase.id}`): Promise<Page> {
  const page = await browser.open('/welcome');
  await signInThroughWelcome(page, servedPortal().demo);
  await page.goto(new URL(path, page.url()).href);
  await heading(page, theCase.case).waitFor();
  return page;
}

describe("a case's documents (/asunto/:id)", () => {
  it('uploads a small document, lists it after a reload, and downloads it back byte for byte', async () => {
    const page = await openCase(layoffCase);
    const documents = page.getByRole('region', { name: 'Documentos' });
    // Every byte value, so an encoding slip anywhere on the way shows.
    const content = Buffer.from(Array.from({ length: 256 }, (_, byte) => byte));
    const name = `recibo-${Date.now()}.pdf`;

    await documents.getByLabel('Archivo').setInputFiles({ name, mimeType: 'application/pdf', buffer: content });
    // Filed under the first type and the first of the studio's categories the emulator offers.
    await documents.getByRole('button', { name: /Tipo de documento/ }).click();
    const type = page.getByRole('option').first();
    const typeName = (await type.textContent()) ?? '';
    await type.click();
    await documents.getByRole('button', { name: /Categoría/ }).click();
    const category = page.getByRole('option').first();
    const categoryName = (await category.textContent()) ?? '';
    await category.click();
    await documents.getByRole('button', { name: 'Cargar documento' }).click();
    const item = documents.getByRole('listitem').filter({ hasText: name });
    await item.waitFor();
    await expect(item.textContent()).resolves.toContain(`${typeName} · ${categoryName} ·`);
    await expect(item.textContent()).resolves.toContain('256 bytes');
    // The lawyer sees it arrive: an 'Archivo adjunto' movement names the file.
    await page
      .getByRole('article', { name: `Documento enviado: ${name}` })
      .getByText(name, { exact: true })
      .waitFor();

    await page.reload();
    await item.waitFor();
    await expect(item.textContent()).resolves.toContain(`${typeName} · ${categoryName} ·`);
    await checkPage(page, 'asunto-documentos');
    // On a phone the documents are cards: nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);

    // The short-lived link the page opens, caught instead of a new tab.
    await page.evaluate(() => {
      const opened = window as unknown as { __opened: string[] };
      opened.__opened = [];
      window.open = (url) => {
        opened.__opened.push(String(url));
        return null;
      };
    });
    await item.getByRole('button', { name: `Descargar ${name}` }).click();
    await page.waitForFunction(() => (window as unknown as { __opened: string[] }).__opened.length === 1);
    const downloaded = await page.evaluate(async () => {
      const [url] = (window as unknown as { __opened: string[] }).__opened;
      const response = await fetch(url ?? '');
      return Array.from(new Uint8Array(await response.arrayBuffer()));
    });
    expect(Buffer.from(downloaded).equals(content)).toBe(true);
  });
});

/** A payment movement as the wire has it; the harness types only what every test reads. */
type WirePayment = WireMovement & { readonly pagado: unknown; readonly monto: number };

function isPaid(movement: WirePayment): boolean {
  return movement.pagado === true || movement.pagado === 't';
}

/**
 * "Pagar" on the payment, through the dialog to the emulator's checkout page, the choice there,
 * and back to the portal (the checkout returns to the origin the link was asked from).
 */
async function payAtCheckout(
  page: Page,
  choice: 'Aprobar pago' | 'Dejar pendiente' | 'Rechazar pago',
  returnPath: string,
): Promise<void> {
  // The case's summary offers it first, the payment's card after: the same dialog.
  await page
    .getByRole('button', { name: /^Pagar \$/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Pagar' });
  await dialog.getByRole('button', { name: 'Ir a pagar' }).click();
  await page.getByRole('button', { name: choice }).click();
  await waitForPath(page, returnPath);
}

/** What the payment says back from the checkout (core's paymentMessages). */
const RESULT = {
  approved: 'Pago aprobado: quedó registrado en el asunto.',
  pending:
    'Pago pendiente: el medio de pago todavía no lo confirmó. Lo verá como pagado en el asunto cuando se acredite.',
  rejected: 'Pago rechazado: no se realizó ningún cobro. El pago sigue pendiente en el asunto.',
};

/** Whether the element shows whole in the viewport, where the page landed. */
function wholeInView(page: Page, locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  });
}

describe('paying from a case, back from the checkout (/asunto/:case/:movement/:paid)', () => {
  it('says on the payment, where the page lands, that it was rejected, and reports an approved one with its payment id, recorded only once the checkout approved it', async () => {
    const divorce = await findCase(demo, 'Divorcio de común acuerdo');
    const payment = (await findMovement(
      demo,
      divorce.id,
      (movement) => movement.id_tipo === 4 && !isPaid(movement as WirePayment),
    )) as WirePayment;
    const page = await openCase(divorce);
    const returnTo = (paid: string) => `/asunto/${divorce.id}/${payment.id_movimiento}/${paid}`;
    const card = page.locator(`#movimiento-${payment.id_movimiento}`);
    // What the page reports to the cloud's changePaymentMovement.
    const reports: URL[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api.php/changePaymentMovement/')) reports.push(new URL(request.url()));
    });

    // What is paid, to whom and how much is said before leaving for the checkout.
    await card.getByRole('button', { name: /^Pagar \$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Pagar' });
    // The dialog's controls come once loaded: its facts are read once it shows them.
    await dialog.locator('dd').first().waitFor();
    await expect(dialog.locator('dd').allTextContents()).resolves.toEqual(
      expect.arrayContaining([
        divorce.case,
        expect.stringMatching(new RegExp(`^\\$\\s${payment.monto.toLocaleString('es-AR')}$`)),
      ]),
    );
    await checkPage(page, 'asunto-pagar-dialogo');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();

    // Left pending, a payment is in process and offers no button: payments.e2e.ts pays a payment of its own that way.
    // On a phone, where the payment card sits far below the top of the case.
    await page.setViewportSize({ width: 390, height: 844 });
    await payAtCheckout(page, 'Rechazar pago', returnTo('rejected'));
    const rejected = card.getByRole('alert').filter({ hasText: RESULT.rejected });
    await rejected.waitFor();
    // The page lands on the payment (focused, for a screen reader, which reads the result as its description) with the result in view.
    await expect(page.evaluate(() => document.activeElement?.id ?? null)).resolves.toBe(
      `movimiento-${payment.id_movimiento}`,
    );
    await page.waitForFunction((id) => {
      const box = document.getElementById(id)?.getBoundingClientRect();
      return box !== undefined && box.top >= 0 && box.bottom <= window.innerHeight;
    }, `pago-resultado-${payment.id_movimiento}`);
    await expect(card.getAttribute('aria-describedby')).resolves.toBe(`pago-resultado-${payment.id_movimiento}`);
    await card.getByRole('button', { name: /^Pagar \$/ }).waitFor();
    await checkPage(page, 'asunto-pago-rechazado');
    const stillUnpaid = (await listMovements(demo, divorce.id)).find(
      (movement) => movement.id_movimiento === payment.id_movimiento,
    ) as WirePayment;
    expect(isPaid(stillUnpaid)).toBe(false);
    expect(reports).toEqual([]);

    await page.setViewportSize({ width: 1280, height: 800 });
    await payAtCheckout(page, 'Aprobar pago', returnTo('approved'));
    const approved = card.getByRole('status').filter({ hasText: RESULT.approved });
    await approved.waitFor();
    await card.getByText('Pagado', { exact: true }).waitFor();
    await expect(wholeInView(page, approved)).resolves.toBe(true);
    await checkPage(page, 'asunto-pago-aprobado');
    // The payment id the checkout returned with is what the page reported, for that movement and amount.
    const paymentId = new URL(page.url()).searchParams.get('payment_id');
    expect(paymentId).toMatch(/^[\w-]+$/);
    expect(reports.map((report) => Object.fromEntries(report.searchParams))).toEqual([
      { id_movement: String(payment.id_movimiento), payment_id: paymentId, price: String(payment.monto) },
    ]);
    // Paid: nothing is left to pay on it.
    await expect(page.getByRole('button', { name: /^Pagar \$/ }).count()).resolves.toBe(0);
    const paid = (await listMovements(demo, divorce.id)).find(
      (movement) => movement.id_movimiento === payment.id_movimiento,
    ) as WirePayment;
    expect(isPaid(paid)).toBe(true);

    // A reload of the return reports the same payment again, harmlessly, and says the same.
    await page.reload();
    await approved.waitFor();
    await expect(page.getByText(errorMessages.payment).count()).resolves.toBe(0);
  });
});
