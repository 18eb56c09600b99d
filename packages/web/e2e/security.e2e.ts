import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkPage, useBrowser } from './harness/browser';
import { addMovement, createConfirmedClient, findCase, renameUser, signIn } from './harness/cloud';
import { heading, signInThroughWelcome, waitForPath } from './harness/portal';
import { servedPortal } from './harness/target';

const browser = useBrowser();

/** The Content-Security-Policy header as directive → sources. */
function directivesOf(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

/**
 * A tab at `path` that reports every Content-Security-Policy violation, from the first byte: the
 * `securitypolicyviolation` events of each document it loads, and what Chromium logs about them.
 */
async function openWatchingPolicy(path: string): Promise<{ page: Page; violations: string[] }> {
  const violations: string[] = [];
  const page = await browser.open('about:blank');
  await page.context().exposeBinding('reportPolicyViolation', (_source, text: string) => violations.push(text));
  await page.context().addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation: (text: string) => void }).reportPolicyViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} in ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Permissions-Policy/i.test(message.text()))
      violations.push(`console: ${message.text()}`);
  });
  await page.goto(new URL(path, servedPortal().appUrl).href);
  return { page, violations };
}

describe('the app as served', () => {
  it('sends its security headers with the page, on any route, and with its scripts', async () => {
    const appUrl = servedPortal().appUrl;
    const index = await fetch(new URL('/', appUrl));
    const script = /<script type="module" crossorigin src="([^"]+)"/.exec(await index.text())?.[1];
    if (script === undefined) throw new Error('index.html loads no module script.');

    // '/welcome' is a page the build prerendered (e2e/prerendered.e2e.ts), sent by a handler of its own.
    for (const path of ['/', '/asuntos', '/welcome', script]) {
      const { headers } = await fetch(new URL(path, appUrl));
      const policy = directivesOf(headers.get('content-security-policy') ?? '');
      expect(policy, path).toEqual({
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='"],
        'img-src': ["'self'", 'blob:'],
        'font-src': ["'self'"],
        // The emulator's realtime socket beside its http origin.
        'connect-src': ["'self'", servedPortal().emulatorUrl, servedPortal().emulatorUrl.replace(/^http:/, 'ws:')],
        'worker-src': ["'self'"],
        'manifest-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      });
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment']) {
        expect(headers.get('permissions-policy'), path).toContain(`${feature}=()`);
      }
    }
  });

  it('serves an index.html with no inline script or style', async () => {
    const html = await (await fetch(new URL('/', servedPortal().appUrl))).text();
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    expect(html).not.toMatch(/<style|\sstyle=/);
  });

  it('works under its policy: signing in and visiting every section reports no violation', async () => {
    const { page, violations } = await openWatchingPolicy('/welcome');
    await signInThroughWelcome(page, servedPortal().demo);
    const navigation = page.getByRole('navigation', { name: 'Secciones' });
    for (const [link, path] of [
      ['Asuntos', '/asuntos'],
      ['Agenda', '/agenda'],
      ['Directorio', '/directorio'],
      ['Mis abogados', '/abogados'],
      [/^Notificaciones/, '/notificaciones'],
      ['Nueva consulta', '/nuevaConsulta'],
    ] as const) {
      await navigation.getByRole('link', { name: link }).click();
      await waitForPath(page, path);
      await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    }
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Cuenta de / })
      .click();
    await page.getByRole('menuitem', { name: 'Mi cuenta' }).click();
    await heading(page, 'Mi cuenta').waitFor();
    expect(violations).toEqual([]);
  });
});

describe('text from the services', () => {
  /** Markup a browser would run and format if the page ever read it as HTML. */
  const MARKUP = `<img src=x onerror="document.title='inyectado'"><b>negrita</b>`;

  it("shows a movement's description with markup as literal text, creating no element from it", async () => {
    const demo = await signIn(servedPortal().demo);
    const divorce = await findCase(demo, 'Divorcio de común acuerdo');
    await addMovement(demo, divorce.id, MARKUP);

    const page = await browser.open('/welcome');
    await signInThroughWelcome(page, servedPortal().demo);
    await page.goto(new URL(`/asunto/${divorce.id}`, page.url()).href);
    const movements = page.getByRole('region', { name: 'Movimientos' });
    await movements.getByText(MARKUP, { exact: true }).waitFor();
    await expect(page.locator('main img, main b').count()).resolves.toBe(0);
    // The page's own title: no onerror ran to write another.
    await expect(page.title()).resolves.toBe('Divorcio de común acuerdo · Asuntos · Justiciable');
    await checkPage(page, 'asunto-texto-con-marcas');
  });

  it('shows a profile name with markup as literal text in the header, creating no element from it', async () => {
    const credentials = await createConfirmedClient('markup');
    await renameUser(await signIn(credentials), MARKUP);

    const page = await browser.open('/welcome');
    await signInThroughWelcome(page, credentials);
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: `Cuenta de ${MARKUP}` }).waitFor();
    await expect(header.getByText(MARKUP, { exact: true }).count()).resolves.toBeGreaterThan(0);
    await expect(page.locator('header img, header b').count()).resolves.toBe(0);
    await expect(page.title()).resolves.toBe('Nueva consulta · Justiciable');
    await checkPage(page, 'nombre-con-marcas');
  });
});
