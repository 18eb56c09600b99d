import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkPage, useBrowser } from './harness/browser';
import { getUser, listCases, signIn } from './harness/cloud';
import { breakService, FAULTS, fileFunction } from './harness/faults';
import { heading, signInThroughWelcome, useAccountMenu, waitForPath } from './harness/portal';
import { servedPortal } from './harness/target';

const browser = useBrowser();

/** The signed download links of the file store, which the export follows for each document's bytes. */
function fileLink(url: URL): boolean {
  return url.pathname.startsWith('/__emulator/files/');
}

async function openAccount(): Promise<Page> {
  const page = await browser.open('/welcome');
  await signInThroughWelcome(page, servedPortal().demo);
  await useAccountMenu(page, 'Mi cuenta');
  await waitForPath(page, '/miCuenta');
  await heading(page, 'Mi cuenta').waitFor();
  return page;
}

describe('Descargar mis datos (/miCuenta)', () => {
  it('names the part that failed with a retry, shows the progress, and downloads one ZIP with every area', async () => {
    const page = await openAccount();
    const section = page.getByRole('region', { name: 'Descargar mis datos' });

    const restore = await breakService(page, fileFunction('download'), FAULTS.malformed);
    await section.getByRole('button', { name: 'Descargar mis datos' }).click();
    const alert = section.getByRole('alert');
    await alert
      .getByText(/^No se pudo preparar el archivo porque falló la lectura de los documentos del asunto «.+»\.$/)
      .waitFor();
    await alert.getByText('Ocurrió un error al intentar descargar el archivo', { exact: true }).waitFor();
    await checkPage(page, 'mi-cuenta-datos-falla');
    await restore();

    // The documents' bytes wait until the page has been seen mid-way.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const hold = async (route: Route) => {
      await released;
      await route.continue();
    };
    await page.route(fileLink, hold);
    await section.getByRole('button', { name: 'Reintentar' }).click();
    const bar = section.getByRole('progressbar', { name: 'Preparando sus datos' });
    await bar.waitFor();
    await section.getByText(/^En curso: /).waitFor();
    await expect(bar.getAttribute('aria-valuenow')).resolves.toMatch(/^\d+$/);
    await checkPage(page, 'mi-cuenta-datos-en-curso');

    const downloading = page.waitForEvent('download');
    release();
    const download = await downloading;
    await page.unroute(fileLink, hold);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' }).format(new Date());
    expect(download.suggestedFilename()).toBe(`mis-datos-justiciable-${today}.zip`);
    await section.getByText(`Listo: se descargó mis-datos-justiciable-${today}.zip.`).waitFor();
    await checkPage(page, 'mi-cuenta-datos-listos');

    // Opened as a person's unzip tool would, and checked against what the services hold now.
    const files = unzipSync(new Uint8Array(await readFile(await download.path())));
    const json = (name: string): unknown =>
      JSON.parse(strFromU8(files[name] ?? expect.unreachable(`the ZIP has no ${name}`)));
    const session = await signIn(servedPortal().demo);
    const user = await getUser(session);
    expect(json('perfil.json')).toMatchObject({ id: session.sub, name: user.name, phone: user.phone });
    expect(json('facturacion.json')).toMatchObject({
      id: user.billingInfo?.id,
      billingName: user.billingInfo?.billingName,
    });
    expect(json('ubicacion.json')).toMatchObject({ id: user.location?.id, city: user.location?.city });
    const cases = json('asuntos.json') as { case: string; documentos: { archivo: string; name: string }[] }[];
    expect(cases.map((kase) => kase.case).sort()).toEqual((await listCases(session)).map((kase) => kase.case).sort());
    const telegram = cases
      .flatMap((kase) => kase.documentos)
      .find((document) => document.name === 'telegrama-de-despido.pdf');
    expect(strFromU8(files[telegram?.archivo ?? ''] ?? new Uint8Array()).startsWith('%PDF-')).toBe(true);
    for (const name of [
      'LEEME.txt',
      'agenda.json',
      'notificaciones.json',
      'solicitudes-de-contacto.json',
      'invitaciones.json',
      'mis-abogados.json',
    ]) {
      expect(files[name]?.length ?? 0, name).toBeGreaterThan(2);
    }
    expect(strFromU8(files['LEEME.txt']!)).toContain(`- asuntos.json: sus asuntos (${cases.length})`);
  });
});
