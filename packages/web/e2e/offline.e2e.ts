import { offlineMessages } from '@justiciable/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkPage, useBrowser, WITH_SERVICE_WORKER } from './harness/browser';
import { findCase, listDirectory, listMovements, signIn } from './harness/cloud';
import { legacyAction, recordCalls } from './harness/faults';
import { deviceDataState, heading, signInThroughWelcome, toast, waitForPath } from './harness/portal';
import { servedPortal } from './harness/target';

const browser = useBrowser();

function section(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name, exact: true });
}

/** The frame's connection state, in the header. */
function offlineInFrame(page: Page) {
  return page.getByRole('banner').getByText(offlineMessages.offline, { exact: true });
}

/** The keys of the records the portal's IndexedDB keeps for now (its answers are written once they come). */
function keptKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const opening = indexedDB.open('justiciable-datos');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const reading = opening.result.transaction('registros').objectStore('registros').getAll();
          reading.onsuccess = () => {
            opening.result.close();
            resolve((reading.result as { key: string }[]).map((record) => record.key).sort());
          };
        };
      }),
  );
}

/**
 * A case's link in /asuntos' list, searched for: the list, virtualized, keeps only the cases near
 * the window, and the demo account gathers the cases other journeys create.
 */
async function caseInList(page: Page, name: string) {
  await page.getByRole('searchbox', { name: /Buscar/ }).fill(name);
  const link = page.getByRole('list', { name: 'Sus asuntos' }).getByRole('link', { name });
  await link.waitFor();
  return link;
}

describe('offline', () => {
  it('a reload offline reads the visited screens from the device, saying so; a screen never opened says it needs the network', async () => {
    const demo = await signIn(servedPortal().demo);
    const layoff = await findCase(demo, 'Despido sin causa');
    const page = await browser.open('/welcome', undefined, { serviceWorkers: WITH_SERVICE_WORKER });
    await signInThroughWelcome(page, servedPortal().demo);
    await section(page, 'Asuntos').click();
    await (await caseInList(page, layoff.case)).click();
    await heading(page, 'Movimientos').waitFor();
    // The case's copies are kept once the page has shown them (at an idle moment): then the agenda, opened from its address.
    const caseCopies = [`movimientos:${layoff.id}`, `documentos:${layoff.id}`];
    await expect.poll(() => keptKeys(page), { timeout: 30_000 }).toEqual(expect.arrayContaining(caseCopies));
    await page.goto(new URL('/agenda?vista=lista', page.url()).href);
    await page.getByRole('list', { name: 'Eventos de su agenda' }).getByRole('listitem').first().waitFor();
    await section(page, 'Asuntos').click();
    await caseInList(page, layoff.case);
    // The session, the cases, the case's movements and documents, the agenda.
    const visited = ['sesion', 'asuntos', ...caseCopies, 'agenda'];
    await expect.poll(() => keptKeys(page), { timeout: 30_000 }).toEqual(expect.arrayContaining(visited));
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // A visit under the worker's control, as every one after the first is: it keeps the emulator's
    // configuration, which an emulator build needs to start (a production build carries its own).
    await page.reload();
    await caseInList(page, layoff.case);

    await page.context().setOffline(true);
    await page.reload();
    await caseInList(page, layoff.case);
    await deviceDataState(page, 'offline').waitFor();
    await offlineInFrame(page).waitFor();
    await checkPage(page, 'sin-conexion-asuntos');

    // Opened from its address, offline too (the list, virtualized, keeps only the cases near the window).
    await page.goto(new URL(`/asunto/${layoff.id}`, page.url()).href);
    await heading(page, layoff.case).waitFor();
    await heading(page, 'Movimientos').waitFor();
    await deviceDataState(page, 'offline').waitFor();
    await checkPage(page, 'sin-conexion-asunto');

    await page.goto(new URL('/agenda?vista=lista', page.url()).href);
    await page.getByRole('list', { name: 'Eventos de su agenda' }).getByRole('listitem').first().waitFor();
    await deviceDataState(page, 'offline').waitFor();
    await offlineInFrame(page).waitFor();

    await section(page, 'Mis abogados').click();
    await waitForPath(page, '/abogados');
    await page.getByRole('alert').filter({ hasText: offlineMessages.needsNetwork }).first().waitFor();
    await offlineInFrame(page).waitFor();
    await checkPage(page, 'sin-conexion-pantalla-nueva');

    // Screens the device keeps no copy of say the same, not the service's 'Error al intentar obtener…'.
    await section(page, 'Directorio').click();
    await waitForPath(page, '/directorio');
    await page.getByRole('alert').filter({ hasText: offlineMessages.readWhenOnline }).first().waitFor();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: /^Error al intentar/ })
        .count(),
    ).resolves.toBe(0);
    const [lawyer] = await listDirectory(demo);
    if (lawyer === undefined) throw new Error('The seed has no directory lawyer.');
    await page.goto(new URL(`/lawyerDetails/${lawyer.id}/${lawyer.id_grupo}`, page.url()).href);
    await page.getByRole('alert').filter({ hasText: offlineMessages.readWhenOnline }).first().waitFor();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: /^Error al intentar/ })
        .count(),
    ).resolves.toBe(0);
    await checkPage(page, 'sin-conexion-abogado');

    // Back online, the frame says nothing more and the page reads the network again.
    await page.context().setOffline(false);
    await expect(offlineInFrame(page).count()).resolves.toBe(0);
    await page.getByRole('list', { name: 'Medios y precios' }).waitFor();
  });

  it('a change tried offline says nothing was sent and keeps what was typed; back online, one press sends it, once', async () => {
    const demo = await signIn(servedPortal().demo);
    const layoff = await findCase(demo, 'Despido sin causa');
    const page = await browser.open('/welcome');
    await signInThroughWelcome(page, servedPortal().demo);
    await page.goto(new URL(`/asunto/${layoff.id}`, page.url()).href);
    await heading(page, 'Movimientos').waitFor();
    const sent = recordCalls(page, legacyAction('addNewMovent'));

    await page.context().setOffline(true);
    await offlineInFrame(page).waitFor();
    const title = `Certificado de trabajo (${Date.now()})`;
    const form = page.getByRole('form', { name: 'Enviar una novedad a su abogado' });
    await form.getByLabel('Título').fill(title);
    await form.getByLabel(/^Detalle/).fill('Lo adjunto mañana en la oficina.');
    await form.getByRole('button', { name: 'Enviar novedad' }).click();
    await form.getByRole('alert').filter({ hasText: offlineMessages.changeNotSent }).waitFor();
    await expect(form.getByLabel('Título').inputValue()).resolves.toBe(title);
    await expect(form.getByLabel(/^Detalle/).inputValue()).resolves.toBe('Lo adjunto mañana en la oficina.');
    await checkPage(page, 'sin-conexion-novedad-sin-enviar');
    // Nothing reached the service.
    expect(
      (await listMovements(demo, layoff.id)).filter((movement) => JSON.stringify(movement).includes(title)),
    ).toEqual([]);

    await page.context().setOffline(false);
    await toast(page, offlineMessages.backOnline).waitFor();
    // 'Sin conexión' is no longer true: the form drops it, and the toast offers to send.
    await form.getByRole('alert').filter({ hasText: offlineMessages.changeNotSent }).waitFor({ state: 'detached' });
    await checkPage(page, 'conexion-de-vuelta-enviar-ahora');
    const before = sent.sent();
    await page
      .getByRole('region', { name: /^Avisos/ })
      .getByRole('button', { name: offlineMessages.sendNow })
      .click();
    await page.locator('.case-page').getByText(title).first().waitFor();
    await expect.poll(() => form.getByLabel('Título').inputValue()).toBe('');
    await sent.settled();
    const wire = sent.payloads().slice(before);
    expect(wire).toHaveLength(1);
    expect(new URLSearchParams(wire[0]).get('descripcion_movimiento')).toBe(title);
    expect(
      (await listMovements(demo, layoff.id)).filter((movement) => JSON.stringify(movement).includes(title)),
    ).toHaveLength(1);
  });
});
