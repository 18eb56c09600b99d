import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { checkPage, useBrowser } from './harness/browser';
import { findCase, signIn, type WireCase } from './harness/cloud';
import { breakService, fileFunction, FAULTS, legacyAction } from './harness/faults';
import { heading, signInThroughWelcome, toast } from './harness/portal';

const browser = useBrowser();

let layoffCase: WireCase;
/** Its consultation's payment stays unpaid: no other test pays it. */
let crashCase: WireCase;

beforeAll(async () => {
  const demo = await signIn(inject('demo'));
  layoffCase = await findCase(demo, 'Despido sin causa');
  crashCase = await findCase(demo, 'Choque en Av. Circunvalación');
});

async function openCase(theCase: WireCase): Promise<Page> {
  const page = await browser.open('/welcome');
  await signInThroughWelcome(page, inject('demo'));
  await page.goto(new URL(`/asunto/${theCase.id}`, page.url()).href);
  await heading(page, theCase.case).waitFor();
  await heading(page, 'Movimientos').waitFor();
  return page;
}

describe('the case workspace when a service fails: the catalogue message, nothing typed lost, and a retry that works', () => {
  it('a comment and a note to the lawyer that could not be sent keep their text and go through on the retry', async () => {
    const page = await openCase(layoffCase);
    const text = `Consulta enviada con la red caída ${Date.now()}`;
    const firstMovement = page.getByRole('article').first();
    const comment = firstMovement.getByLabel('Nuevo comentario');
    await comment.fill(text);
    const restoreComments = await breakService(page, legacyAction('addNewComment'), FAULTS.network);
    await firstMovement.getByRole('button', { name: 'Comentar' }).click();
    await toast(page, 'Error al intentar agregar comentario').waitFor();
    await expect(comment.inputValue()).resolves.toBe(text);
    await checkPage(page, 'asunto-falla-comentario');
    await restoreComments();
    await firstMovement.getByRole('button', { name: 'Comentar' }).click();
    await firstMovement.getByText(text).waitFor();

    const note = page.getByRole('form', { name: /Enviar una novedad/ });
    await note.getByLabel('Título').fill('Cambio de domicilio');
    await note.getByLabel(/Detalle/).fill('Me mudé a Bv. San Juan 120, Córdoba.');
    const restoreMovements = await breakService(page, legacyAction('addNewMovent'), FAULTS.serverError);
    await note.getByRole('button', { name: 'Enviar novedad' }).click();
    await toast(page, 'Error al intentar agregar nuevo movimiento').waitFor();
    await expect(note.getByLabel('Título').inputValue()).resolves.toBe('Cambio de domicilio');
    await expect(note.getByLabel(/Detalle/).inputValue()).resolves.toBe('Me mudé a Bv. San Juan 120, Córdoba.');
    await restoreMovements();
    await note.getByRole('button', { name: 'Enviar novedad' }).click();
    await page.getByRole('article', { name: 'Cambio de domicilio' }).waitFor();
  });

  it('an upload and a download that fail say so, keep the chosen file, and work on the retry', async () => {
    const page = await openCase(layoffCase);
    const documents = page.getByRole('region', { name: 'Documentos' });
    const name = `poder-${Date.now()}.pdf`;
    await documents.getByLabel('Archivo').setInputFiles({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 poder general') });
    const restoreUpload = await breakService(page, fileFunction('upload'), FAULTS.serverError);
    await documents.getByRole('button', { name: 'Cargar documento' }).click();
    await toast(page, 'Ocurrió un error al intentar cargar el archivo').waitFor();
    await documents.getByText(name, { exact: true }).waitFor();
    await checkPage(page, 'asunto-falla-carga');
    await restoreUpload();
    await documents.getByRole('button', { name: 'Cargar documento' }).click();
    const item = documents.getByRole('listitem').filter({ hasText: name });
    await item.waitFor();

    const restoreDownload = await breakService(page, fileFunction('download'), FAULTS.malformed);
    await item.getByRole('button', { name: `Descargar ${name}` }).click();
    await toast(page, 'Ocurrió un error al intentar descargar el archivo').waitFor();
    await restoreDownload();
  });

  it("a payment link that fails says 'Error al generar el link de pago' in the dialog, and the retry reaches the checkout", async () => {
    const page = await openCase(crashCase);
    await page.getByRole('button', { name: /^Pagar \$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Pagar' });
    const restore = await breakService(page, legacyAction('getPaymentLinkMP'), FAULTS.malformed);
    await dialog.getByRole('button', { name: 'Ir a pagar' }).click();
    await dialog.getByText('Error al generar el link de pago').waitFor();
    await checkPage(page, 'asunto-falla-link-de-pago');
    await restore();
    await dialog.getByRole('button', { name: 'Ir a pagar' }).click();
    await page.getByRole('button', { name: 'Aprobar pago' }).waitFor();
  });

  it('movements that fail to load say so with a retry, and the rest of the case stays usable', async () => {
    const page = await browser.open('/welcome');
    await signInThroughWelcome(page, inject('demo'));
    const restore = await breakService(page, legacyAction('listaMovimientos'), FAULTS.network);
    await page.goto(new URL(`/asunto/${layoffCase.id}`, page.url()).href);
    await heading(page, layoffCase.case).waitFor();
    await page.getByText('Error al intentar obtener los movimientos del asunto').first().waitFor();
    await page.getByRole('region', { name: 'Documentos' }).waitFor();
    await checkPage(page, 'asunto-falla-movimientos');
    await restore();
    await page.getByRole('button', { name: 'Reintentar' }).first().click();
    await heading(page, 'Movimientos').waitFor();
  });
});
