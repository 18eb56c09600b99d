import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkPage, useBrowser } from './harness/browser';
import { listCases, signIn, type WireCase } from './harness/cloud';
import { heading, signInThroughWelcome, waitForPath } from './harness/portal';
import { servedPortal } from './harness/target';

const browser = useBrowser();

/** The URL's filters of /asuntos, as the address bar shows them. */
function filtersInUrl(page: Page): Record<string, string> {
  return Object.fromEntries(new URL(page.url()).searchParams);
}

async function waitForFilters(page: Page, filters: Record<string, string>): Promise<void> {
  await page.waitForURL(
    (url) =>
      url.pathname === '/asuntos' && JSON.stringify(Object.fromEntries(url.searchParams)) === JSON.stringify(filters),
  );
}

function caseList(page: Page) {
  return page.getByRole('list', { name: 'Sus asuntos' });
}

/** The names of the cases the list shows, once it shows exactly `count` of them. */
async function caseNames(page: Page, count: number): Promise<string[]> {
  const items = caseList(page).getByRole('listitem');
  await expect.poll(() => items.count(), { timeout: 30_000 }).toBe(count);
  return items.getByRole('link').allTextContents();
}

describe('/asuntos: search and filters in the URL', () => {
  it('searches and filters, keeps them in the URL through Back, Forward and a reload, and clears them', async () => {
    const page = await browser.open('/welcome');
    await signInThroughWelcome(page, servedPortal().demo);
    await page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Asuntos' }).click();
    await waitForPath(page, '/asuntos');
    await caseList(page).getByRole('link', { name: 'Divorcio de común acuerdo' }).waitFor();
    // Every case the service lists is counted, though the virtualized list keeps only those near the screen.
    const listed = (await listCases(await signIn(servedPortal().demo))) as (WireCase & {
      readonly estado: string;
      readonly pago: number;
    })[];
    const total = listed.length;
    // Archived as SPEC §4 derives it: archived by the service with no payment pending (another journey may add one).
    const archivedNames = listed
      .filter((kase) => kase.estado === 'Archivado' && Number(kase.pago) === 0)
      .map((kase) => kase.case);
    expect(archivedNames.length).toBeGreaterThan(1);
    expect(total).toBeGreaterThan(3);
    await expect(page.getByRole('status').filter({ hasText: 'asuntos' }).textContent()).resolves.toBe(
      `${total} asuntos`,
    );
    await expect(caseList(page).getByRole('listitem').count()).resolves.toBeGreaterThan(3);
    await checkPage(page, 'asuntos-lista');

    const search = page.getByRole('searchbox', { name: /Buscar/ });
    await search.pressSequentially('sucesion');
    await waitForFilters(page, { q: 'sucesion' });
    await expect(caseNames(page, 1)).resolves.toEqual(['Sucesión de Rosa Quiroga']);

    await search.fill('');
    await waitForFilters(page, {});
    await page.getByRole('button', { name: /Estado/ }).click();
    await page.getByRole('option', { name: 'Archivado' }).click();
    await waitForFilters(page, { estado: 'Archivado' });
    const archived = await caseNames(page, archivedNames.length);
    expect(archived).toEqual(expect.arrayContaining(archivedNames));
    await expect(page.getByRole('status').filter({ hasText: 'asuntos' }).textContent()).resolves.toBe(
      `${archivedNames.length} de ${total} asuntos`,
    );
    await checkPage(page, 'asuntos-filtrado');

    await page.goBack();
    await waitForFilters(page, {});
    // All of them again, by the count (the virtualized list keeps only those near the screen).
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'asuntos' }).textContent(), { timeout: 30_000 })
      .toBe(`${total} asuntos`);
    await page.goForward();
    await waitForFilters(page, { estado: 'Archivado' });
    await caseNames(page, archivedNames.length);

    await page.reload();
    await heading(page, 'Asuntos').waitFor();
    await expect(caseNames(page, archivedNames.length)).resolves.toEqual(archived);
    expect(filtersInUrl(page)).toEqual({ estado: 'Archivado' });

    await page.getByRole('searchbox', { name: /Buscar/ }).pressSequentially('divorcio');
    await waitForFilters(page, { estado: 'Archivado', q: 'divorcio' });
    await heading(page, 'Sin resultados').waitFor();
    await expect(caseList(page).count()).resolves.toBe(0);
    await checkPage(page, 'asuntos-sin-resultados');

    await page.getByRole('button', { name: 'Limpiar filtros' }).click();
    await waitForFilters(page, {});
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'asuntos' }).textContent(), { timeout: 30_000 })
      .toBe(`${total} asuntos`);
    await expect(page.getByRole('searchbox', { name: /Buscar/ }).inputValue()).resolves.toBe('');
  });

  it('filters by lawyer or studio from the lawyers of the client’s cases', async () => {
    const page = await browser.open('/welcome');
    await signInThroughWelcome(page, servedPortal().demo);
    await page.goto(new URL('/asuntos', page.url()).href);
    await caseList(page).getByRole('link', { name: 'Divorcio de común acuerdo' }).waitFor();
    const total = await caseList(page).getByRole('listitem').count();

    await page.getByRole('button', { name: /Abogado o estudio/ }).click();
    const lawyer = page.getByRole('option').nth(1);
    const name = (await lawyer.textContent()) ?? '';
    await lawyer.click();
    await waitForFilters(page, { abogado: name });
    const items = caseList(page).getByRole('listitem');
    await expect.poll(() => items.count()).toBeLessThan(total);
    for (const item of await items.all()) await expect(item.textContent()).resolves.toContain(name);
    await checkPage(page, 'asuntos-por-abogado');
  });
});
