import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { checkPage, useBrowser } from './harness/browser';
import { findCase, signIn, type SignedIn, type WireCase } from './harness/cloud';
import { heading, signInThroughWelcome } from './harness/portal';

const browser = useBrowser();

let demo: SignedIn;
let layoffCase: WireCase;

beforeAll(async () => {
  demo = await signIn(inject('demo'));
  layoffCase = await findCase(demo, 'Despido sin causa');
});

/** The demo client signed in, on one of their cases. */
async function openCase(theCase: WireCase, path = `/asunto/${theCase.id}`): Promise<Page> {
  const page = await browser.open('/welcome');
  await signInThroughWelcome(page, inject('demo'));
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
    await documents.getByRole('button', { name: 'Cargar documento' }).click();
    const item = documents.getByRole('listitem').filter({ hasText: name });
    await item.waitFor();
    await expect(item.textContent()).resolves.toContain('0,3 KB');

    await page.reload();
    await item.waitFor();
    await checkPage(page, 'asunto-documentos');

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
