import { crc32, deflateSync } from 'node:zlib';
import type { Page, Request, Route } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkPage, useBrowser } from './harness/browser';
import { findCase, findMovement, newRequest, signIn, type SignedIn, type WireCase } from './harness/cloud';
import { fileFunction, legacyAction } from './harness/faults';
import { heading, signInThroughWelcome, toast } from './harness/portal';
import { servedPortal } from './harness/target';

const browser = useBrowser();

let demo: SignedIn;
let layoffCase: WireCase;

beforeAll(async () => {
  demo = await signIn(servedPortal().demo);
  layoffCase = await findCase(demo, 'Despido sin causa');
});

/** One PNG chunk: length, type, data and the CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A 64×64 photo of a paper, as far as a preview goes: white with grey lines of text. */
function photoOfPaper(): Buffer {
  const size = 64;
  const rows = Array.from({ length: size }, (_, y) => {
    const row = Buffer.alloc(1 + size * 3, 0xff);
    row[0] = 0;
    const line = y % 8 >= 5 && y > 8 && y < 56;
    for (let x = 8; x < 56 && line; x++) row.fill(0x88, 1 + x * 3, 4 + x * 3);
    return row;
  });
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const PHOTO = photoOfPaper();
const pdf = (text: string) => Buffer.from(`%PDF-1.4 ${text}`);

/** The unique keys of the uploads the function answered with a stored file, and the link calls, as they cross the wire. */
function recordWire(page: Page) {
  const stored: string[] = [];
  const links: Request[] = [];
  const upload = fileFunction('upload');
  const link = legacyAction('updateMovementFileLink');
  page.on('response', (response) => {
    const request = response.request();
    if (
      upload.matches(request) &&
      response.status() === 200 &&
      response.headers()['x-amz-function-error'] === undefined
    ) {
      stored.push(String((request.postDataJSON() as { uniqueKey?: unknown }).uniqueKey));
    }
    if (link.matches(request)) links.push(request);
  });
  return { stored, links };
}

/** Every upload of the named file fails (a 500 from the function's endpoint) until the returned function lifts it. */
async function breakUploadsOf(page: Page, fileName: string): Promise<() => Promise<void>> {
  const upload = fileFunction('upload');
  const handler = async (route: Route) => {
    const body = route.request().postData() ?? '';
    if (!body.includes(`"fileName":"${fileName}"`)) return route.fallback();
    return route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Internal Server Error"}' });
  };
  const matcher = (url: URL) => upload.url(url);
  await page.route(matcher, handler);
  return () => page.unroute(matcher, handler);
}

describe('a file request answered with several files', () => {
  it('inside the case: 3 files previewed, one failing and retried alone, the request answered with 3 and Documentos listing them on the movement’s day', async () => {
    const request = await newRequest(demo, layoffCase, 2, 'Los últimos 3 recibos de sueldo');
    const page = await browser.open('/welcome');
    await signInThroughWelcome(page, servedPortal().demo);
    const wire = recordWire(page);
    await page.goto(new URL(`/asunto/${layoffCase.id}/${request.id_movimiento}`, page.url()).href);
    await heading(page, layoffCase.case).waitFor();
    const form = page.getByRole('form', { name: 'Enviar archivos: Los últimos 3 recibos de sueldo' });
    await form.getByText(/Hasta 10 archivos por envío/).waitFor();
    await expect(form.getByRole('button', { name: 'Sacar foto' }).isVisible()).resolves.toBe(true);
    await expect(form.locator('input[type=file][capture=environment]').getAttribute('accept')).resolves.toBe('image/*');
    // Pressed before any file is chosen, the send says why on the picker and takes the person there (GOV.UK keeps it enabled).
    await form.getByRole('button', { name: 'Enviar archivos' }).click();
    await form.getByText('Elija los archivos que quiere enviar.').waitFor();
    await expect
      .poll(() =>
        form.getByRole('button', { name: 'Elegir archivos' }).evaluate((element) => element === document.activeElement),
      )
      .toBe(true);
    await checkPage(page, 'file-requests-caso-sin-archivos');

    await form.locator('input[type=file][multiple]').setInputFiles([
      { name: 'recibo-1.png', mimeType: 'image/png', buffer: PHOTO },
      { name: 'recibo-2.pdf', mimeType: 'application/pdf', buffer: pdf('recibo de octubre') },
      { name: 'recibo-3.pdf', mimeType: 'application/pdf', buffer: pdf('recibo de noviembre') },
    ]);
    const files = form.getByRole('list', { name: 'Archivos elegidos' });
    await expect(files.getByRole('listitem').count()).resolves.toBe(3);
    await files.getByRole('img', { name: 'Vista previa de recibo-1.png' }).waitFor();
    await expect(form.getByRole('progressbar').count()).resolves.toBe(3);
    // Removed before sending, then chosen again: the list is the person's.
    await form.getByRole('button', { name: 'Quitar recibo-3.pdf' }).click();
    await expect(files.getByRole('listitem').count()).resolves.toBe(2);
    await expect.poll(() => files.evaluate((element) => element === document.activeElement)).toBe(true);
    await form
      .locator('input[type=file][multiple]')
      .setInputFiles([{ name: 'recibo-3.pdf', mimeType: 'application/pdf', buffer: pdf('recibo de noviembre') }]);
    await form.getByRole('button', { name: 'Enviar 3 archivos' }).waitFor();
    await checkPage(page, 'file-requests-caso-elegidos');

    const lift = await breakUploadsOf(page, 'recibo-2.pdf');
    await form.getByRole('button', { name: 'Enviar 3 archivos' }).click();
    await form.getByRole('button', { name: 'Reintentar recibo-2.pdf' }).waitFor();
    await form.getByText('Algunos archivos no se enviaron', { exact: false }).first().waitFor();
    await expect(
      form.getByRole('progressbar', { name: 'Envío de recibo-1.png' }).getAttribute('aria-valuetext'),
    ).resolves.toBe('Enviado');
    await expect(
      form.getByRole('progressbar', { name: 'Envío de recibo-3.pdf' }).getAttribute('aria-valuetext'),
    ).resolves.toBe('Enviado');
    expect(wire.links).toHaveLength(0);
    await checkPage(page, 'file-requests-caso-uno-fallado');

    await lift();
    await form.getByRole('button', { name: 'Reintentar recibo-2.pdf' }).click();
    await toast(page, '3 archivos enviados: su abogado ya los tiene en el asunto.').waitFor();
    const movement = page.getByRole('article', { name: 'Los últimos 3 recibos de sueldo' });
    await movement.getByText('Respondida con 3 archivos').waitFor();
    // The form the focus was in is gone: the answered request has it.
    await expect.poll(() => movement.evaluate((element) => element === document.activeElement)).toBe(true);
    const documents = page.getByRole('region', { name: 'Documentos' });
    for (const name of ['recibo-1.png', 'recibo-2.pdf', 'recibo-3.pdf'])
      await documents.getByRole('listitem').filter({ hasText: name }).waitFor();

    // The wire: three files stored once each, the request linked once.
    expect(new Set(wire.stored).size).toBe(3);
    expect(wire.stored.every((key) => key.startsWith(`pedido${request.id_movimiento}_`))).toBe(true);
    expect(wire.links).toHaveLength(1);
    const answered = await findMovement(demo, layoffCase.id, (each) => each.id_movimiento === request.id_movimiento);
    expect(
      wire.stored.some((key) => answered.link_archivo?.startsWith(`${layoffCase.id_grupo}/${layoffCase.id}/${key}`)),
    ).toBe(true);

    // A document's date is the day of its movement in Buenos Aires, whatever UTC's day is.
    const [year, month, day] = String((answered as typeof answered & { readonly fecha_alta: string }).fecha_alta)
      .slice(0, 10)
      .split('-');
    const movementDay = `${Number(day)}/${Number(month)}/${year}`;
    await expect(documents.getByRole('listitem').filter({ hasText: 'recibo-1.png' }).textContent()).resolves.toContain(
      `· ${movementDay} ·`,
    );
    await checkPage(page, 'file-requests-caso-respondida');
  });

  it('through the public link: two files sent without signing in, the link then answered', async () => {
    const request = await newRequest(demo, layoffCase, 2, 'Frente y dorso del DNI');
    const link = `/fileRequest/${layoffCase.id}/${request.id_movimiento}/${layoffCase.id_grupo}?token=${request.link_token}`;
    const page = await browser.open(link);
    const wire = recordWire(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await heading(page, 'Enviar documento').waitFor();
    await page.locator('input[type=file][multiple]').setInputFiles([
      { name: 'dni-frente.png', mimeType: 'image/png', buffer: PHOTO },
      { name: 'dni-dorso.png', mimeType: 'image/png', buffer: PHOTO },
    ]);
    await page.getByRole('img', { name: 'Vista previa de dni-dorso.png' }).waitFor();
    await checkPage(page, 'file-requests-link-elegidos');

    await page.getByRole('button', { name: 'Enviar 2 archivos' }).click();
    await page.getByText('2 archivos enviados: su abogado ya los tiene en el asunto.').waitFor();
    await checkPage(page, 'file-requests-link-enviados');
    expect(new Set(wire.stored).size).toBe(2);
    expect(wire.links).toHaveLength(1);
    const answered = await findMovement(demo, layoffCase.id, (each) => each.id_movimiento === request.id_movimiento);
    expect(
      wire.stored.some((key) => answered.link_archivo?.startsWith(`${layoffCase.id_grupo}/${layoffCase.id}/${key}`)),
    ).toBe(true);
  });
});
