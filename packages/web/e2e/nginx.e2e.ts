import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { renderNginxSite } from '../../../deploy/nginx/render';
import { securityHeaders } from '../scripts/security-headers';
import { checkPage, useBrowser, WITH_SERVICE_WORKER } from './harness/browser';
import { createConfirmedClient, findCase, signIn } from './harness/cloud';
import { startNginx, type RunningNginx } from './harness/nginx';
import { heading, signInThroughWelcome, waitForPath } from './harness/portal';

/**
 * The production smoke (issue 24): the suite's build served by Debian's nginx from
 * deploy/nginx/justiciable.conf, rendered by deploy/nginx/render.ts, beside `npm start`'s server
 * (the suite's appUrl) as the reference of what every route must answer.
 */

const browser = useBrowser();

const SECURITY_HEADERS = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'permissions-policy'] as const;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** /__emulator passed on to the emulator, whose APIs the app calls on their own origin, as under `npm start`. */
let nginx: RunningNginx;
/** The emulator's APIs under the portal's own origin (/__cloud/), as production's reverse proxy serves the cloud's. */
let sameOrigin: RunningNginx;

beforeAll(async () => {
  const emulatorUrl = inject('emulatorUrl');
  nginx = await startNginx({ buildRoot: inject('buildDir'), connectOrigins: [emulatorUrl], proxy: { kind: 'emulator', upstream: emulatorUrl, sameOrigin: false } });
  // The Lambda functions and the files' links stay on the emulator's origin, as on AWS's in production.
  sameOrigin = await startNginx({ buildRoot: inject('buildDir'), connectOrigins: [emulatorUrl], proxy: { kind: 'emulator', upstream: emulatorUrl, sameOrigin: true } });
});

afterAll(async () => {
  await nginx?.close();
  await sameOrigin?.close();
});

/** The entry's script and style, as index.html names them. */
async function entryAssets(): Promise<{ script: string; style: string }> {
  const html = await (await fetch(new URL('/', inject('appUrl')))).text();
  const script = /<script type="module" crossorigin src="(\/assets\/[^"]+)"/.exec(html)?.[1];
  const style = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+)"/.exec(html)?.[1];
  if (script === undefined || style === undefined) throw new Error('index.html names no entry script or style under /assets/.');
  return { script, style };
}

/** A response's Content-Type without its parameters. */
const mediaType = (response: Response) => response.headers.get('content-type')?.split(';')[0];

/** A fresh tab at `url` (absolute), with the response of its document. */
async function openAt(url: string): Promise<{ page: Page; headers: Record<string, string> }> {
  const page = await browser.open('about:blank');
  const response = await page.goto(url);
  if (response === null) throw new Error(`No response for ${url}.`);
  return { page, headers: response.headers() };
}

describe('nginx from deploy/nginx/justiciable.conf', () => {
  it('answers every route as npm start does: the same page, caching, type and security headers', async () => {
    const { script, style } = await entryAssets();
    const paths = [
      '/',
      // Prerendered pages, a path under one, a link page's shell, signed-in sections' pages.
      '/welcome',
      '/welcome/verified',
      '/terminosCondiciones',
      '/politicasDePrivacidad',
      '/fileRequest/12/34/5?token=abc',
      '/calendarRequest/1/2/3',
      '/asuntos',
      '/asunto/12/34',
      // An app route nothing was prerendered for: the app's index.html.
      '/una/ruta/desconocida',
      // Files under fixed names, revalidated: the service worker, the manifest, the icons.
      '/sw.js',
      '/manifest.webmanifest',
      '/icons/icon-192.png',
      '/icons/maskable-512.png',
      '/favicon.svg',
      script,
      style,
    ];
    for (const path of paths) {
      const [reference, served] = await Promise.all([fetch(new URL(path, inject('appUrl'))), fetch(new URL(path, nginx.url))]);
      expect(served.status, path).toBe(200);
      expect(await served.text(), path).toBe(await reference.text());
      for (const header of [...SECURITY_HEADERS, 'cache-control']) {
        expect(served.headers.get(header), `${path}: ${header}`).toBe(reference.headers.get(header));
      }
      // nginx names the charset of every HTML page; Vite's preview only of the prerendered ones.
      expect(mediaType(served), path).toBe(mediaType(reference));
    }
  });

  it('keeps a hashed asset a year in the encoding the browser accepts, revalidates the worker, the manifest and the icons, and answers a missing asset with a 404, headers included', async () => {
    const { script } = await entryAssets();
    for (const [accepted, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const response = await fetch(new URL(script, nginx.url), { headers: { 'accept-encoding': accepted } });
      expect(response.status, accepted).toBe(200);
      expect(response.headers.get('content-encoding'), accepted).toBe(encoding);
      expect(response.headers.get('cache-control'), accepted).toBe(IMMUTABLE);
      expect(response.headers.get('vary'), accepted).toBe('Accept-Encoding');
      expect(response.headers.get('content-type'), accepted).toBe('text/javascript; charset=utf-8');
    }

    // Under fixed names: asked about again before each use, with the types the browser checks.
    for (const [path, type] of [
      ['/sw.js', 'text/javascript; charset=utf-8'],
      ['/manifest.webmanifest', 'application/manifest+json'],
      ['/icons/icon-512.png', 'image/png'],
    ] as const) {
      const response = await fetch(new URL(path, nginx.url));
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toBe(type);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
    }

    const reference = await fetch(new URL('/', inject('appUrl')));
    const missing = await fetch(new URL('/assets/missing.js', nginx.url));
    expect(missing.status).toBe(404);
    // npm start's server answers it the same way, not with the app's index.html.
    expect((await fetch(new URL('/assets/missing.js', inject('appUrl')))).status).toBe(404);
    expect(await missing.text()).not.toContain('<div id="root">');
    expect(missing.headers.get('cache-control')).toBeNull();
    for (const header of SECURITY_HEADERS) expect(missing.headers.get(header), header).toBe(reference.headers.get(header));
  });

  it('shows the public pages prerendered under the security headers', async () => {
    const reference = await fetch(new URL('/welcome', inject('appUrl')));
    for (const [path, title, name] of [
      ['/welcome', 'Su consulta legal, clara y en orden', 'nginx-welcome'],
      ['/politicasDePrivacidad', 'Política de privacidad', 'nginx-privacidad'],
    ] as const) {
      const { page, headers } = await openAt(new URL(path, nginx.url).href);
      for (const header of SECURITY_HEADERS) expect(headers[header], `${path}: ${header}`).toBe(reference.headers.get(header));
      await heading(page, title).waitFor();
      await checkPage(page, name);
    }
  });

  it('reloads a page offline from the service worker, the shell nginx sent it', async () => {
    const page = await browser.open('about:blank', undefined, { serviceWorkers: WITH_SERVICE_WORKER });
    await page.goto(new URL('/welcome', nginx.url).href);
    await heading(page, 'Su consulta legal, clara y en orden').waitFor();
    // Active once it has precached the build.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.context().setOffline(true);
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await heading(page, 'Su consulta legal, clara y en orden').waitFor();
    await checkPage(page, 'nginx-welcome-sin-conexion');
  });

  it('signs a new client in and shows the signed-in sections', async () => {
    const client = await createConfirmedClient('nginx');
    const { page } = await openAt(new URL('/welcome', nginx.url).href);
    await signInThroughWelcome(page, client);
    await page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Asuntos' }).click();
    await waitForPath(page, '/asuntos');
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    await checkPage(page, 'nginx-asuntos-cliente-nuevo');
  });
});

describe('nginx with the APIs under the portal’s own origin', () => {
  it('signs in and opens a case with every call on the portal’s origin, none preflighted', async () => {
    // config.json names the portal's /__cloud/ paths, the Lambda functions' excepted.
    const config = (await (await fetch(new URL('/__emulator/config.json', sameOrigin.url))).json()) as Record<string, unknown>;
    expect(config).toMatchObject({
      userPoolEndpoint: `${sameOrigin.url}/__cloud/cognito`,
      identityPoolEndpoint: `${sameOrigin.url}/__cloud/cognito-identity`,
      graphqlEndpoint: `${sameOrigin.url}/__cloud/graphql`,
      legacyApiBaseUrl: `${sameOrigin.url}/__cloud/justiciable-api`,
      lambdaEndpoint: `${inject('emulatorUrl')}/lambda`,
    });

    const layoff = await findCase(await signIn(inject('demo')), 'Despido sin causa');
    const page = await browser.open('about:blank');
    // Every request Chromium sends, CORS preflights included, as the DevTools protocol reports them.
    const cdp = await page.context().newCDPSession(page);
    const sent: { method: string; url: string }[] = [];
    cdp.on('Network.requestWillBeSent', ({ request }) => sent.push({ method: request.method, url: request.url }));
    await cdp.send('Network.enable');
    // WebSockets (the account's GraphQL subscription) are reported apart; they are never preflighted.
    const sockets: string[] = [];
    const acknowledged: string[] = [];
    page.on('websocket', (socket) => {
      sockets.push(socket.url());
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('"connection_ack"')) acknowledged.push(socket.url());
      });
    });

    await page.goto(new URL('/welcome', sameOrigin.url).href);
    await signInThroughWelcome(page, inject('demo'));
    await page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Asuntos' }).click();
    await waitForPath(page, '/asuntos');
    // Searched for: the list, virtualized, keeps only the cases near the window.
    await page.getByRole('searchbox', { name: /Buscar/ }).fill(layoff.case);
    await page.getByRole('list', { name: 'Sus asuntos' }).getByRole('link', { name: layoff.case }).click();
    await heading(page, layoff.case).waitFor();
    await heading(page, 'Movimientos').waitFor();
    await checkPage(page, 'nginx-asunto-mismo-origen');

    const origin = new URL(sameOrigin.url).origin;
    expect(sent.filter(({ url }) => /^https?:/.test(url) && new URL(url).origin !== origin)).toEqual([]);
    expect(sent.filter(({ method }) => method === 'OPTIONS')).toEqual([]);
    // The portal follows the account once idle (session/live-account.ts): its socket, through nginx, is accepted.
    await expect.poll(() => acknowledged, { timeout: 60_000 }).toContainEqual(expect.stringMatching(/\/__cloud\/graphql\/realtime\b/));
    expect(sockets.filter((url) => new URL(url.replace(/^ws/, 'http')).origin !== origin)).toEqual([]);
    // The calls went through nginx's proxy: the user pool, the legacy API, GraphQL.
    const proxied = sameOrigin.requests().filter(({ path }) => path.startsWith('/__cloud/'));
    expect(proxied.map(({ method, path }) => `${method} ${path.split('?')[0]}`)).toEqual(
      expect.arrayContaining(['POST /__cloud/cognito', 'POST /__cloud/graphql', expect.stringMatching(/^GET \/__cloud\/justiciable-api\/api\.php\//)]),
    );
    expect(proxied.filter(({ method }) => method === 'OPTIONS')).toEqual([]);
  });

  it('counts the preflights the same journey makes when the APIs are on another origin', async () => {
    const page = await browser.open('about:blank');
    const cdp = await page.context().newCDPSession(page);
    const preflights: string[] = [];
    cdp.on('Network.requestWillBeSent', ({ request }) => {
      if (request.method === 'OPTIONS') preflights.push(request.url);
    });
    await cdp.send('Network.enable');
    await page.goto(new URL('/welcome', nginx.url).href);
    await signInThroughWelcome(page, inject('demo'));
    // What the same-origin test's empty list is measured against: the count sees preflights.
    expect(preflights.length).toBeGreaterThan(0);
    expect(preflights.every((url) => url.startsWith(inject('emulatorUrl')))).toBe(true);
    await checkPage(page, 'nginx-nueva-consulta');
  });
});

/**
 * A stand-in for one of the cloud's services on 127.0.0.1: answers every request with `{}`, and
 * records it. It says its answers may be kept an hour, as an upstream may: the proxy must not let
 * a browser keep a client's answer anyway.
 */
async function standIn(received: { service: string; method: string; url: string; host: string }[], service: string) {
  const server = createServer((request: IncomingMessage, response) => {
    received.push({ service, method: request.method ?? '', url: request.url ?? '', host: request.headers.host ?? '' });
    response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=3600' }).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('nginx with the cloud’s APIs under the portal’s own origin (deploy/nginx/cloud-proxy.conf)', () => {
  it('passes each /__cloud/ path on to its service, with its host, no-store whatever the service said, and the security headers, and nothing else', async () => {
    const received: { service: string; method: string; url: string; host: string }[] = [];
    const [cognito, identity, graphql, legacy] = await Promise.all(['cognito', 'identity', 'graphql', 'legacy'].map((service) => standIn(received, service)));
    if (cognito === undefined || identity === undefined || graphql === undefined || legacy === undefined) throw new Error('A stand-in did not start.');
    const lambda = 'https://lambda.sa-east-1.amazonaws.com';
    const cloud = await startNginx({
      buildRoot: inject('buildDir'),
      connectOrigins: [lambda],
      proxy: { kind: 'cloud', cognito: cognito.url, cognitoIdentity: identity.url, graphql: `${graphql.url}/graphql`, legacyApi: `${legacy.url}/justiciable-api` },
    });
    try {
      const call = (method: string, path: string) => fetch(new URL(path, cloud.url), { method, ...(method === 'POST' ? { body: '{}' } : {}) });
      const answers = [
        await call('POST', '/__cloud/cognito'),
        await call('POST', '/__cloud/cognito-identity'),
        await call('POST', '/__cloud/graphql'),
        await call('GET', '/__cloud/justiciable-api/api.php/listaAsuntos/?id_usuario=1'),
      ];
      const host = (url: string) => new URL(url).host;
      expect(received).toEqual([
        { service: 'cognito', method: 'POST', url: '/', host: host(cognito.url) },
        { service: 'identity', method: 'POST', url: '/', host: host(identity.url) },
        { service: 'graphql', method: 'POST', url: '/graphql', host: host(graphql.url) },
        { service: 'legacy', method: 'GET', url: '/justiciable-api/api.php/listaAsuntos/?id_usuario=1', host: host(legacy.url) },
      ]);
      const expected = securityHeaders({ connectOrigins: [lambda] });
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(answer.headers.get('cache-control')).toBe('no-store');
        for (const [name, value] of Object.entries(expected)) expect(answer.headers.get(name), name).toBe(value);
      }
      // The Lambda functions stay on their host (the browser signs their requests for it): nothing here.
      expect((await call('POST', '/__cloud/lambda/2015-03-31/functions/upload-dev/invocations')).status).toBe(404);
      expect(received).toHaveLength(4);
    } finally {
      await cloud.close();
      await Promise.all([cognito, identity, graphql, legacy].map((server) => server.close()));
    }
  });
});

describe('deploy/nginx/render.ts', () => {
  it('refuses a value that would end a directive or open one of nginx’s variables, blocks or strings', () => {
    const site = { buildRoot: '/srv/justiciable/dist', listen: '8080', connectOrigins: [], brotli: true, hsts: true, proxy: { kind: 'none' } } as const;
    expect(renderNginxSite(site)).toContain('add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;');
    for (const bad of [
      { ...site, buildRoot: 'dist' },
      { ...site, buildRoot: '/srv/dist; autoindex on' },
      { ...site, listen: '80; return 200' },
      { ...site, connectOrigins: ['https://a.example; script-src *'] },
      { ...site, connectOrigins: ['https://$host'] },
      { ...site, proxy: { kind: 'emulator', upstream: 'http://127.0.0.1:4010"', sameOrigin: false } },
      { ...site, proxy: { kind: 'cloud', cognito: 'https://c', cognitoIdentity: 'https://i', graphql: 'https://g/graphql', legacyApi: 'https://l/api' } },
    ] as const) {
      expect(() => renderNginxSite(bad), JSON.stringify(bad)).toThrow();
    }
  });
});
