import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkPage, useBrowser } from './harness/browser';
import { findCase, listDirectory, newRequest, signIn } from './harness/cloud';
import { SCREENSHOTS_DIR } from './harness/paths';
import { heading, signInThroughWelcome, waitForPath } from './harness/portal';
import { servedPortal } from './harness/target';

const browser = useBrowser();

/** The pages the build prerenders (src/app/prerender.tsx), with the heading each paints. */
const PAGES = [
  {
    path: '/welcome',
    title: 'Su consulta legal, clara y en orden',
    documentTitle: 'Ingresar o registrarse · Justiciable',
    name: 'welcome',
  },
  {
    path: '/terminosCondiciones',
    title: 'Términos y condiciones',
    documentTitle: 'Términos y condiciones · Justiciable',
    name: 'terminos',
  },
  {
    path: '/politicasDePrivacidad',
    title: 'Política de privacidad',
    documentTitle: 'Política de privacidad · Justiciable',
    name: 'privacidad',
  },
] as const;

/** The sum of the page's layout shifts since it began to load (CLS without the session windows). */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { shifted: number }).shifted);
}

/** A fresh tab that sums its layout shifts from the first byte (read with layoutShift). */
async function openCountingShifts(): Promise<Page> {
  return browser.open('about:blank', async (context) => {
    await context.addInitScript(() => {
      const host = window as unknown as { shifted: number };
      host.shifted = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) host.shifted += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
  });
}

describe('the public pages, prerendered', () => {
  it('are served as HTML that already holds their text and styles, inert until the app takes over, with no inline script', async () => {
    for (const { path, title, documentTitle } of PAGES) {
      const response = await fetch(new URL(path, servedPortal().appUrl));
      const html = await response.text();
      // Named before any script runs (WCAG 2.4.2): the tab, the history, a screen reader.
      expect(html.match(/<title>[^<]*<\/title>/g), path).toEqual([`<title>${documentTitle}</title>`]);
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      expect(html, path).toContain('<div id="root"><div data-prerendered inert>');
      expect(html, path).toContain(`<h1`);
      expect(html, path).toContain(title);
      expect(html, path).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
      expect(html, path).not.toMatch(/<style|\sstyle=/);
    }
    // A signed-in page is the app's own, rendered in the browser, its chunks asked for with the entry
    // (the portal's, the page's); /welcome/:verified is the welcome page's.
    for (const path of ['/asuntos', '/asunto/12/34']) {
      const signedIn = await (await fetch(new URL(path, servedPortal().appUrl))).text();
      expect(signedIn, path).toContain('<div id="root"></div>');
      expect(signedIn, path).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/build-portal-[\w-]+\.js">/);
      expect(signedIn, path).toMatch(
        new RegExp(`<link rel="modulepreload" crossorigin href="/assets/${path.split('/')[1]}[.\\w-]*\\.js">`),
      );
    }
    expect(await (await fetch(new URL('/welcome/verified', servedPortal().appUrl))).text()).toContain(
      'Su consulta legal, clara y en orden',
    );
  });

  it('paint their text, styled, with no script at all', async () => {
    for (const { path, title, name } of PAGES) {
      const page = await browser.open('about:blank', async (context) => {
        await context.route('**/*.js', (route) => route.abort());
      });
      await page.goto(new URL(path, servedPortal().appUrl).href);
      await heading(page, title).waitFor();
      // The theme's navy header: the page's styles arrived with it.
      const headerColour = await page
        .locator('header')
        .first()
        .evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(headerColour, path).not.toBe('rgba(0, 0, 0, 0)');
      await page.screenshot({
        path: join(SCREENSHOTS_DIR, `prerendered-${name}-sin-scripts-1280.png`),
        fullPage: true,
      });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: join(SCREENSHOTS_DIR, `prerendered-${name}-sin-scripts-390.png`), fullPage: true });
    }
  });

  it('become the working app in place: the same page, nothing shifted, and the sign-in goes through', async () => {
    const page = await openCountingShifts();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(new URL('/welcome', servedPortal().appUrl).href);
    await page.locator('[data-prerendered]').waitFor({ state: 'detached' });
    await heading(page, 'Su consulta legal, clara y en orden').waitFor();
    expect(await layoutShift(page)).toBe(0);
    await checkPage(page, 'welcome-tras-prerender');
    await signInThroughWelcome(page, servedPortal().demo);
    await waitForPath(page, '/nuevaConsulta');
  });

  it('hand a signed-in client on to the portal as any page does', async () => {
    const page = await browser.open('/welcome');
    await signInThroughWelcome(page, servedPortal().demo);
    await page.goto(new URL('/welcome', servedPortal().appUrl).href);
    await waitForPath(page, '/nuevaConsulta');
    await heading(page, 'Nueva consulta').waitFor();
  });

  it("open a lawyer's link on its shell: the page's heading at once, then the request in place, nothing shifted", async () => {
    const demo = await signIn(servedPortal().demo);
    const layoff = await findCase(demo, 'Despido sin causa');
    const request = await newRequest(demo, layoff, 2, 'Adjuntar el recibo de sueldo de marzo');
    const link = `/fileRequest/${layoff.id}/${request.id_movimiento}/${layoff.id_grupo}?token=${request.link_token}`;

    const html = await (await fetch(new URL(link, servedPortal().appUrl))).text();
    expect(html).toContain('<div id="root"><div data-prerendered inert>');
    expect(html).toContain('Enviar documento');
    expect(html).toContain('<title>Enviar documento · Justiciable</title>');
    expect(html).toContain('Cargando…');
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    // The shell is the request's page, not another link's: the calendar's says what it asks.
    expect(await (await fetch(new URL('/calendarRequest/1/2/3', servedPortal().appUrl))).text()).toContain(
      'Elegir fecha y hora',
    );

    const page = await openCountingShifts();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(new URL(link, servedPortal().appUrl).href);
    await page.locator('[data-prerendered]').waitFor({ state: 'detached' });
    await page.getByText('Adjuntar el recibo de sueldo de marzo').waitFor();
    await heading(page, 'Enviar documento').waitFor();
    await expect(page.title()).resolves.toBe('Enviar documento · Justiciable');
    expect(await layoutShift(page)).toBe(0);
    await checkPage(page, 'pedido-archivo-tras-prerender');
  });

  it("open a study preview on its shell: the frame and a pending status at once, the page's chunks asked for with the entry, then the studio in place, nothing shifted", async () => {
    const lawyer = (await listDirectory(await signIn(servedPortal().demo))).find((each) => each.visible === 't');
    if (lawyer === undefined) throw new Error('The seed has no visible directory lawyer.');
    const name = `${lawyer.nombre} ${lawyer.apellido}`.trim();
    const info = `/previewInfoEstudio/${lawyer.id}/${lawyer.id_grupo}/${encodeURIComponent(name)}`;
    const lawyers = `/previewListaEstudios/${lawyer.id}/${lawyer.id_grupo}/${encodeURIComponent(name)}`;

    for (const path of [info, lawyers]) {
      const html = await (await fetch(new URL(path, servedPortal().appUrl))).text();
      expect(html, path).toContain('<div id="root"><div data-prerendered inert>');
      expect(html, path).toContain('Ingresar o registrarse');
      expect(html, path).toContain('Cargando…');
      // No heading to be replaced by the studio's or the lawyer's name, and no footer to be pushed down.
      expect(html, path).not.toMatch(/<h[1-6]|<footer/);
      expect(html, path).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
      // What the page needs to read and show its data, asked for beside the entry (after it and the
      // shell's styles): the portal and the page (both previews' pages are one chunk, named after
      // either; the preview layout, a few bytes, is in the entry).
      expect(html, path).toMatch(
        /<link rel="modulepreload" fetchpriority="low" crossorigin href="\/assets\/build-portal-[\w-]+\.js">/,
      );
      expect(html, path).toMatch(
        /<link rel="modulepreload" fetchpriority="low" crossorigin href="\/assets\/preview(InfoEstudio|ListaEstudios)[.\w-]*\.js">/,
      );
      // The page's styles fetched too, but not applied: they would hold back the shell's paint.
      expect(html, path).toMatch(
        /<link rel="preload" as="style" fetchpriority="low" crossorigin href="\/assets\/[\w.-]+\.css">/,
      );
      expect(html.match(/<link rel="stylesheet"[^>]*>/g), path).toEqual([
        expect.stringMatching(/href="\/assets\/index-[\w-]+\.css"/),
      ]);
    }

    // Before any script runs: the preview layout's frame, styled, and the pending status.
    const unscripted = await browser.open('about:blank', async (context) => {
      await context.route('**/*.js', (route) => route.abort());
    });
    for (const width of [390, 1280]) {
      await unscripted.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await unscripted.goto(new URL(info, servedPortal().appUrl).href);
      await unscripted.getByRole('status').getByText('Cargando…').waitFor();
      await unscripted.getByRole('link', { name: 'Ingresar o registrarse' }).waitFor();
      await unscripted.screenshot({
        path: join(SCREENSHOTS_DIR, `prerendered-vista-previa-sin-scripts-${width}.png`),
        fullPage: true,
      });
    }

    for (const width of [390, 1280]) {
      const page = await openCountingShifts();
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      /**
       * Each script and style asked for, by its name without the hash ('build-portal.js'), with what
       * asked for it each time. Rollup's hash is 8 characters that may include '-' ('B1az-ZjT').
       */
      const requested = new Map<string, string[]>();
      const cdp = await page.context().newCDPSession(page);
      cdp.on('Network.requestWillBeSent', (event) => {
        const [, stem, extension] = /\/assets\/([\w.-]+?)-[\w-]{8}\.(js|css)$/.exec(event.request.url) ?? [];
        const name = stem === undefined ? undefined : `${stem}.${extension}`;
        if (name !== undefined) requested.set(name, [...(requested.get(name) ?? []), event.initiator.type]);
      });
      await cdp.send('Network.enable');
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
      });
      await page.goto(new URL(lawyers, servedPortal().appUrl).href);
      await page.locator('[data-prerendered]').waitFor({ state: 'detached' });
      await heading(page, lawyer.nombre_estudio).waitFor();
      await page.getByRole('list', { name: 'Abogados del estudio' }).getByText(name, { exact: true }).waitFor();
      expect(await layoutShift(page), `${width} px`).toBe(0);
      // The portal's chunk was asked for by the shell's HTML, not by a script once it had run.
      expect(requested.get('build-portal.js'), `${width} px`).toEqual(['parser']);
      // Each preload was used as fetched: a mismatched one is fetched again, with a warning.
      expect(
        [...requested].filter(([, initiators]) => initiators.length > 1),
        `${width} px`,
      ).toEqual([]);
      // The page's styles too, though only applied once its chunk runs.
      expect(
        [...requested]
          .filter(([name]) => name.endsWith('.css'))
          .every(([, initiators]) => initiators.join() === 'parser'),
        `${width} px`,
      ).toBe(true);
      expect(warnings, `${width} px`).toEqual([]);
      if (width === 1280) await checkPage(page, 'vista-previa-estudio-tras-prerender');
      await expect(
        page.getByRole('banner').getByRole('link', { name: 'Ingresar o registrarse' }).getAttribute('href'),
      ).resolves.toBe('/welcome');

      // The page works: a lawyer's profile, then the consultation by link.
      await page.getByRole('link', { name: `Ver perfil de ${name}` }).click();
      await waitForPath(page, info);
      await heading(page, name).waitFor();
      if (width === 390) await checkPage(page, 'vista-previa-perfil-tras-prerender');
      await page.getByRole('link', { name: 'Iniciar una consulta' }).click();
      await page.waitForURL((url) => url.pathname.startsWith(`/consultationViaLink/${lawyer.id}/${lawyer.id_grupo}/`));
      await heading(page, `Consulta con ${lawyer.nombre_estudio}`).waitFor();
    }
  });
});
