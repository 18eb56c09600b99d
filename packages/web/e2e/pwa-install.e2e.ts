import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { appUpdateMessages } from '@justiciable/core';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkPage, useBrowser, WITH_SERVICE_WORKER } from './harness/browser';
import { heading, waitForPath } from './harness/portal';
import { servedPortal } from './harness/target';

const browser = useBrowser();

const WELCOME_TITLE = 'Su consulta legal, clara y en orden';

interface WebManifest {
  readonly name: string;
  readonly short_name: string;
  readonly description: string;
  readonly start_url: string;
  readonly scope: string;
  readonly display: string;
  readonly lang: string;
  readonly dir: string;
  readonly theme_color: string;
  readonly background_color: string;
  readonly icons: readonly {
    readonly src: string;
    readonly sizes: string;
    readonly type: string;
    readonly purpose: string;
  }[];
}

/** A PNG's width and height, from its IHDR chunk (bytes 16–23), after checking the signature. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (!signature.every((byte, index) => bytes[index] === byte)) throw new Error('Not a PNG.');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** A visitor whose browser lets the portal register its service worker (every other test's context blocks it). */
function openWithWorker(path: string, prepare?: (context: BrowserContext) => Promise<void>): Promise<Page> {
  return browser.open(path, prepare, { serviceWorkers: WITH_SERVICE_WORKER });
}

/** Waits until the page's worker is active (registered after the load, then installed and precached). */
async function workerActive(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

/** Every address kept in Cache Storage, by cache. */
function cachedAddresses(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const entries = await Promise.all(
      (await caches.keys()).map(
        async (name) => [name, (await (await caches.open(name)).keys()).map((request) => request.url)] as const,
      ),
    );
    return Object.fromEntries(entries);
  });
}

describe('the portal, installable', () => {
  it('links a web app manifest in Spanish whose icons load as PNGs of their sizes, with the theme colour and the apple-touch-icon', async () => {
    const appUrl = servedPortal().appUrl;
    for (const path of ['/', '/welcome', '/asuntos', '/fileRequest/1/2/3']) {
      const html = await (await fetch(new URL(path, appUrl))).text();
      expect(html, path).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
      expect(html, path).toContain('<meta name="theme-color" content="#14213d" />');
      expect(html, path).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />');
    }

    const response = await fetch(new URL('/manifest.webmanifest', appUrl));
    expect(response.headers.get('content-type')).toBe('application/manifest+json');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const manifest = (await response.json()) as WebManifest;
    expect(manifest).toMatchObject({
      name: 'Justiciable: su portal legal',
      short_name: 'Justiciable',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      lang: 'es-AR',
      dir: 'ltr',
      theme_color: '#14213d',
      background_color: '#f5f6f8',
    });
    expect(manifest.description).toMatch(/asuntos legales/);
    expect(manifest.icons.map(({ src, sizes, purpose }) => `${src} ${sizes} ${purpose}`)).toEqual([
      '/icons/icon-192.png 192x192 any',
      '/icons/icon-512.png 512x512 any',
      '/icons/maskable-512.png 512x512 maskable',
    ]);
    for (const icon of [
      ...manifest.icons,
      { src: '/icons/apple-touch-icon.png', sizes: '180x180', type: 'image/png' },
    ]) {
      const image = await fetch(new URL(icon.src, appUrl));
      expect(image.status, icon.src).toBe(200);
      expect(image.headers.get('content-type'), icon.src).toBe('image/png');
      const { width, height } = pngSize(new Uint8Array(await image.arrayBuffer()));
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }

    // The worker is sent as JavaScript that no cache keeps, so each check for a new version reaches the server.
    const worker = await fetch(new URL('/sw.js', appUrl));
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
  });

  it("is installable by Chromium's own reading: the manifest parses without errors and nothing stands in the way of installing", async () => {
    const page = await openWithWorker('/welcome');
    await heading(page, WELCOME_TITLE).waitFor();
    await workerActive(page);
    await page.reload();
    await heading(page, WELCOME_TITLE).waitFor();

    const devtools = await page.context().newCDPSession(page);
    const read = (await devtools.send('Page.getAppManifest')) as {
      url: string;
      errors: readonly { message: string }[];
    };
    expect(new URL(read.url).pathname).toBe('/manifest.webmanifest');
    expect(read.errors).toEqual([]);
    const { installabilityErrors } = (await devtools.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: readonly { errorId: string }[];
    };
    // Playwright's contexts are incognito, where Chromium offers no install whatever the page: that one is the browser's.
    expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
  });
});

describe('the shell, from the device', () => {
  it('registers a worker after the first load, which controls the page after a reload and keeps only the build, no answer of any service', async () => {
    const page = await openWithWorker('/welcome');
    await heading(page, WELCOME_TITLE).waitFor();
    // The first load is the page's own: no worker controls it, and none is asked for before the load.
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    await workerActive(page);
    await page.reload();
    await heading(page, WELCOME_TITLE).waitFor();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
      new URL('/sw.js', servedPortal().appUrl).href,
    );

    const cached = await cachedAddresses(page);
    const precache = Object.entries(cached).find(([name]) => name.startsWith('workbox-precache'))?.[1] ?? [];
    const paths = precache.map((url) => new URL(url).pathname);
    // The shells under the addresses they are served at, the entry's chunk and styles, the icons.
    for (const path of [
      '/index.html',
      '/welcome',
      '/terminosCondiciones',
      '/politicasDePrivacidad',
      '/fileRequest',
      '/asuntos',
      '/manifest.webmanifest',
      '/icons/maskable-512.png',
    ]) {
      expect(paths, path).toContain(path);
    }
    expect(paths.some((path) => /^\/assets\/index-[\w-]+\.js$/.test(path))).toBe(true);
    expect(paths.some((path) => /^\/assets\/[\w-]+\.css$/.test(path))).toBe(true);
    // Never the compressed copies, the source maps or anything of another origin (the emulator's services).
    expect(paths.filter((path) => /\.(br|gz|map)$/.test(path))).toEqual([]);
    const origin = new URL(servedPortal().appUrl).origin;
    for (const [name, urls] of Object.entries(cached)) {
      for (const url of urls) {
        expect(new URL(url).origin, `${name}: ${url}`).toBe(origin);
        // The one runtime entry: the emulator's configuration, which holds no one's data.
        if (!name.startsWith('workbox-precache'))
          expect(new URL(url).pathname, `${name}: ${url}`).toBe('/__emulator/config.json');
      }
    }
  });

  it("reloads offline: the public pages and the app come from the device, not the browser's error page", async () => {
    const page = await openWithWorker('/welcome');
    await heading(page, WELCOME_TITLE).waitFor();
    await workerActive(page);
    await page.context().setOffline(true);

    const welcome = await page.reload();
    expect(welcome?.fromServiceWorker()).toBe(true);
    await heading(page, WELCOME_TITLE).waitFor();
    await checkPage(page, 'pwa-sin-conexion-welcome');

    // A prerendered public page of its own, then a link page's shell for a deeper path.
    const terms = await page.goto(new URL('/terminosCondiciones', page.url()).href);
    expect(terms?.fromServiceWorker()).toBe(true);
    await heading(page, 'Términos y condiciones').waitFor();

    const fileRequest = await page.goto(new URL('/fileRequest/12/34/5', page.url()).href);
    expect(fileRequest?.fromServiceWorker()).toBe(true);
    expect(await fileRequest?.text()).toContain('Enviar documento');
    await heading(page, 'Enviar documento').waitFor();
    await checkPage(page, 'pwa-sin-conexion-pedido-de-documento');

    // Those shells came from the precache itself: no cache of any other name was made on the way.
    const caches = Object.keys(await cachedAddresses(page));
    expect(
      caches.filter((name) => !name.startsWith('workbox-precache') && name !== 'justiciable-emulator-config'),
    ).toEqual([]);

    // A signed-in page's shell: the app starts from the device and its guard sends a visitor to /welcome.
    const cases = await page.goto(new URL('/asuntos', page.url()).href);
    expect(cases?.fromServiceWorker()).toBe(true);
    await waitForPath(page, '/welcome');
    await heading(page, WELCOME_TITLE).waitFor();
  });
});

describe('a new version of the portal', () => {
  it('waits, says so calmly with Actualizar, and Actualizar reloads the page into it, whose files replace the previous ones', async () => {
    const server = await startDeploymentProxy();
    try {
      const page = await openWithWorker(`${server.url}/welcome`);
      await heading(page, WELCOME_TITLE).waitFor();
      await workerActive(page);
      const previousRevision = await indexRevision(page);
      await page.reload();
      await heading(page, WELCOME_TITLE).waitFor();
      const banner = page.locator('[aria-live="polite"]').filter({ hasText: appUpdateMessages.available });
      await expect(banner.count()).resolves.toBe(0);

      // The next deployment; the browser finds it when it next checks for a new worker, as it
      // does on a navigation, and as the portal asks whenever the tab is shown again.
      server.deploy();
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        await registration.update();
      });
      await banner.waitFor();
      await checkPage(page, 'pwa-version-nueva');

      // Actualizar: the waiting worker takes over, and the page reloads under it, once. Chromium
      // holds a worker's activation behind the running worker's fetches; pressing Actualizar is no
      // first use of the page, so it starts none (the portal's, with its config.json).
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => ((window as unknown as { beforeUpdate: boolean }).beforeUpdate = true));
      const reloaded = page.waitForEvent('load');
      await banner.getByRole('button', { name: appUpdateMessages.update }).click();
      await reloaded;
      await heading(page, WELCOME_TITLE).waitFor();
      expect(await page.evaluate(() => 'beforeUpdate' in window)).toBe(false);
      await expect(banner.count()).resolves.toBe(0);
      expect(
        await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null),
      ).toBeNull();
      expect(await indexRevision(page)).toBe(`${previousRevision}-next`);
    } finally {
      await server.close();
    }
  });
});

/**
 * The app under test behind a proxy of its own, whose deploy() makes it serve the next
 * deployment's worker from then on. The browser fetches a worker's script for its update check
 * outside of any page, where Playwright's routes do not reach; a server must answer it.
 */
async function startDeploymentProxy(): Promise<{ readonly url: string; deploy(): void; close(): Promise<void> }> {
  const app = new URL(servedPortal().appUrl);
  let deployed = false;
  const server = createServer((request, response) => {
    const upstream = httpRequest(
      {
        host: app.hostname,
        port: app.port,
        path: request.url,
        method: request.method,
        headers: { ...request.headers, host: app.host },
      },
      (answer) => {
        if (!deployed || new URL(request.url ?? '/', app).pathname !== '/sw.js') {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const script = nextDeployment(Buffer.concat(chunks).toString('utf8'));
          response.writeHead(answer.statusCode ?? 502, {
            ...answer.headers,
            'content-length': String(Buffer.byteLength(script)),
          });
          response.end(script);
        });
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    deploy: () => {
      deployed = true;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The worker's script with index.html's precache revision changed, as a new deployment's would be. */
function nextDeployment(script: string): string {
  const changed = script.replace(/(\{url:"index\.html",revision:")([^"]+)(")/, '$1$2-next$3');
  if (changed === script)
    throw new Error(
      "The worker's precache list no longer has index.html with a revision in the form this test changes.",
    );
  return changed;
}

/** The revision under which the precache keeps index.html (its __WB_REVISION__ parameter). */
async function indexRevision(page: Page): Promise<string> {
  const cached = await cachedAddresses(page);
  const index = Object.entries(cached)
    .filter(([name]) => name.startsWith('workbox-precache'))
    .flatMap(([, urls]) => urls)
    .map((url) => new URL(url))
    .filter((url) => url.pathname === '/index.html');
  if (index.length !== 1) throw new Error(`The precache keeps index.html ${index.length} times.`);
  return index[0]?.searchParams.get('__WB_REVISION__') ?? '';
}
