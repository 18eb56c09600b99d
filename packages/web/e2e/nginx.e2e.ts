import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Duplex } from 'node:stream';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { securityHeaders } from '../scripts/security-headers';
import { checkPage, useBrowser, WITH_SERVICE_WORKER } from './harness/browser';
import { createConfirmedClient, findCase, signIn } from './harness/cloud';
import { startNginx, type RunningNginx } from './harness/nginx';
import { heading, signInThroughWelcome, waitForPath } from './harness/portal';
import { servedPortal } from './harness/target';

/**
 * The production smoke: the suite's build served by Debian's nginx from
 * deploy/nginx/justiciable.conf, rendered by scripts/render-nginx.ts as production renders it, beside `npm start`'s server
 * (the suite's appUrl) as the reference of what every route must answer.
 */

const browser = useBrowser();

const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
] as const;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** /__emulator passed on to the emulator, whose APIs the app calls on their own origin, as under `npm start`. */
let nginx: RunningNginx;
/** The emulator's APIs under the portal's own origin (/__cloud/), as production's reverse proxy serves the cloud's. */
let sameOrigin: RunningNginx;

beforeAll(async () => {
  const emulatorUrl = servedPortal().emulatorUrl;
  nginx = await startNginx({
    buildRoot: inject('buildDir'),
    connectOrigins: [emulatorUrl],
    proxy: { kind: 'emulator', upstream: emulatorUrl, sameOrigin: false },
  });
  // The Lambda functions and the files' links stay on the emulator's origin, as on AWS's in production.
  sameOrigin = await startNginx({
    buildRoot: inject('buildDir'),
    connectOrigins: [emulatorUrl],
    proxy: { kind: 'emulator', upstream: emulatorUrl, sameOrigin: true },
  });
});

afterAll(async () => {
  await nginx?.close();
  await sameOrigin?.close();
});

/** The entry's script and style, as index.html names them. */
async function entryAssets(): Promise<{ script: string; style: string }> {
  const html = await (await fetch(new URL('/', servedPortal().appUrl))).text();
  const script = /<script type="module" crossorigin src="(\/assets\/[^"]+)"/.exec(html)?.[1];
  const style = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+)"/.exec(html)?.[1];
  if (script === undefined || style === undefined)
    throw new Error('index.html names no entry script or style under /assets/.');
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
      const [reference, served] = await Promise.all([
        fetch(new URL(path, servedPortal().appUrl)),
        fetch(new URL(path, nginx.url)),
      ]);
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

    // The build keeps its source maps (the benchmarks read them); no script names one, and neither server serves it.
    expect(existsSync(join(inject('buildDir'), `${script}.map`))).toBe(true);
    expect(await (await fetch(new URL(script, nginx.url))).text()).not.toContain('sourceMappingURL');
    expect((await fetch(new URL(`${script}.map`, nginx.url))).status).toBe(404);
    expect((await fetch(new URL(`${script}.map`, servedPortal().appUrl))).status).toBe(404);

    const reference = await fetch(new URL('/', servedPortal().appUrl));
    const missing = await fetch(new URL('/assets/missing.js', nginx.url));
    expect(missing.status).toBe(404);
    // npm start's server answers it the same way, not with the app's index.html.
    expect((await fetch(new URL('/assets/missing.js', servedPortal().appUrl))).status).toBe(404);
    expect(await missing.text()).not.toContain('<div id="root">');
    expect(missing.headers.get('cache-control')).toBeNull();
    for (const header of SECURITY_HEADERS)
      expect(missing.headers.get(header), header).toBe(reference.headers.get(header));
  });

  it('shows the public pages prerendered under the security headers', async () => {
    const reference = await fetch(new URL('/welcome', servedPortal().appUrl));
    for (const [path, title, name] of [
      ['/welcome', 'Su consulta legal, clara y en orden', 'nginx-welcome'],
      ['/politicasDePrivacidad', 'Política de privacidad', 'nginx-privacidad'],
    ] as const) {
      const { page, headers } = await openAt(new URL(path, nginx.url).href);
      for (const header of SECURITY_HEADERS)
        expect(headers[header], `${path}: ${header}`).toBe(reference.headers.get(header));
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
    const config = (await (await fetch(new URL('/__emulator/config.json', sameOrigin.url))).json()) as Record<
      string,
      unknown
    >;
    expect(config).toMatchObject({
      userPoolEndpoint: `${sameOrigin.url}/__cloud/cognito`,
      identityPoolEndpoint: `${sameOrigin.url}/__cloud/cognito-identity`,
      graphqlEndpoint: `${sameOrigin.url}/__cloud/graphql`,
      legacyApiBaseUrl: `${sameOrigin.url}/__cloud/justiciable-api`,
      lambdaEndpoint: `${servedPortal().emulatorUrl}/lambda`,
    });

    const layoff = await findCase(await signIn(servedPortal().demo), 'Despido sin causa');
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
    await signInThroughWelcome(page, servedPortal().demo);
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
    await expect
      .poll(() => acknowledged, { timeout: 60_000 })
      .toContainEqual(expect.stringMatching(/\/__cloud\/graphql\/realtime\b/));
    expect(sockets.filter((url) => new URL(url.replace(/^ws/, 'http')).origin !== origin)).toEqual([]);
    // The calls went through nginx's proxy: the user pool, the legacy API, GraphQL.
    const proxied = sameOrigin.requests().filter(({ path }) => path.startsWith('/__cloud/'));
    expect(proxied.map(({ method, path }) => `${method} ${path.split('?')[0]}`)).toEqual(
      expect.arrayContaining([
        'POST /__cloud/cognito',
        'POST /__cloud/graphql',
        expect.stringMatching(/^GET \/__cloud\/justiciable-api\/api\.php\//),
      ]),
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
    await signInThroughWelcome(page, servedPortal().demo);
    // What the same-origin test's empty list is measured against: the count sees preflights.
    expect(preflights.length).toBeGreaterThan(0);
    expect(preflights.every((url) => url.startsWith(servedPortal().emulatorUrl))).toBe(true);
    await checkPage(page, 'nginx-nueva-consulta');
  });
});

/** What a stand-in upstream received of one request: where, and the client's address as passed on. */
interface Received {
  readonly service: string;
  readonly method: string;
  readonly url: string;
  readonly host: string;
  readonly body: string;
  /** X-Forwarded-For, Forwarded and X-Real-IP as they arrived (undefined when absent). */
  readonly forwardedFor: string | undefined;
  readonly forwarded: string | undefined;
  readonly realIp: string | undefined;
}

function receivedOf(service: string, request: IncomingMessage, body: string): Received {
  const header = (name: string) => request.headers[name] as string | undefined;
  return {
    service,
    method: request.method ?? '',
    url: request.url ?? '',
    host: header('host') ?? '',
    body,
    forwardedFor: header('x-forwarded-for'),
    forwarded: header('forwarded'),
    realIp: header('x-real-ip'),
  };
}

/** A request's body, whole. */
async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The certificates of the TLS tests, made with openssl in a folder of their own. */
interface TestCertificates {
  /** The test's CA, which nginx is told to trust (readable by nginx's unprivileged user). */
  readonly ca: string;
  /** Issued by that CA for localhost, where the stand-ins listen: the right upstream. */
  readonly localhost: { readonly key: string; readonly cert: string };
  /** Issued by that CA for another host. */
  readonly otherHost: { readonly key: string; readonly cert: string };
  /** Self-signed, for another host. */
  readonly selfSigned: { readonly key: string; readonly cert: string };
  readonly dir: string;
}

function makeCertificates(): TestCertificates {
  const dir = mkdtempSync(join(tmpdir(), 'justiciable-nginx-tls-'));
  // nginx's master reads the CA as the unprivileged user the harness starts it as under root.
  chmodSync(dir, 0o755);
  const file = (name: string) => join(dir, name);
  const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'pipe' });
  const ecKey = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  openssl(
    'req',
    '-x509',
    ...ecKey,
    '-keyout',
    file('ca.key'),
    '-out',
    file('ca.crt'),
    '-days',
    '1',
    '-subj',
    '/CN=Justiciable e2e CA',
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign',
  );
  const issue = (name: string, host: string) => {
    openssl('req', ...ecKey, '-keyout', file(`${name}.key`), '-out', file(`${name}.csr`), '-subj', `/CN=${host}`);
    writeFileSync(file(`${name}.ext`), `subjectAltName=DNS:${host}\nbasicConstraints=CA:FALSE\n`);
    openssl(
      'x509',
      '-req',
      '-in',
      file(`${name}.csr`),
      '-CA',
      file('ca.crt'),
      '-CAkey',
      file('ca.key'),
      '-CAcreateserial',
      '-out',
      file(`${name}.crt`),
      '-days',
      '1',
      '-extfile',
      file(`${name}.ext`),
    );
  };
  issue('localhost', 'localhost');
  issue('other-host', 'evil.example');
  openssl(
    'req',
    '-x509',
    ...ecKey,
    '-keyout',
    file('self-signed.key'),
    '-out',
    file('self-signed.crt'),
    '-days',
    '1',
    '-subj',
    '/CN=evil.example',
    '-addext',
    'subjectAltName=DNS:evil.example',
  );
  chmodSync(file('ca.crt'), 0o644);
  const pair = (name: string) => ({
    key: readFileSync(file(`${name}.key`), 'utf8'),
    cert: readFileSync(file(`${name}.crt`), 'utf8'),
  });
  return {
    ca: file('ca.crt'),
    localhost: pair('localhost'),
    otherHost: pair('other-host'),
    selfSigned: pair('self-signed'),
    dir,
  };
}

/** Accepts a WebSocket handshake (101) and holds the socket open, as AppSync's realtime host would. */
function acceptSocket(request: IncomingMessage, socket: Duplex, held: Duplex[]): void {
  held.push(socket);
  socket.on('error', () => undefined);
  const accept = createHash('sha1')
    .update(`${String(request.headers['sec-websocket-key'])}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`)
    .digest('base64');
  socket.write(
    `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\nSec-WebSocket-Protocol: graphql-ws\r\n\r\n`,
  );
}

/**
 * A stand-in for one of the cloud's services, over HTTPS at localhost (127.0.0.1) with the given
 * certificate: answers every request with `{}`, and records it; accepts and holds a socket's
 * handshake, recorded as `upgrade`. It says its answers may be kept an hour, as an upstream may:
 * the proxy must not let a browser keep a client's answer anyway.
 */
async function standIn(received: Received[], service: string, tls: { readonly key: string; readonly cert: string }) {
  const held: Duplex[] = [];
  const server = createHttpsServer(tls, (request, response) => {
    void bodyOf(request).then((body) => {
      received.push(receivedOf(service, request, body));
      response
        .writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=3600' })
        .end('{}');
    });
  });
  server.on('upgrade', (request: IncomingMessage, socket: Duplex) => {
    received.push({ ...receivedOf(service, request, ''), method: 'upgrade' });
    acceptSocket(request, socket, held);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `https://localhost:${(server.address() as AddressInfo).port}`;
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of held) socket.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Headers a client forges to pass for another address: none may reach an upstream. */
const FORGED_ADDRESS = {
  'x-forwarded-for': '203.0.113.7',
  forwarded: 'for=203.0.113.7',
  'x-real-ip': '203.0.113.7',
} as const;

/** A sign-in as Amplify sends it to the user pool, with a password. */
const SIGN_IN = {
  headers: {
    'content-type': 'application/x-amz-json-1.1',
    'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
  },
  body: JSON.stringify({
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: 'e2e',
    AuthParameters: { USERNAME: 'ana@e2e.justiciable.test', PASSWORD: 'clave-secreta-2026!' },
  }),
};

describe('nginx with the cloud’s APIs under the portal’s own origin (deploy/nginx/cloud-proxy.conf)', () => {
  let certificates: TestCertificates;
  beforeAll(() => {
    certificates = makeCertificates();
  });
  afterAll(() => {
    if (certificates !== undefined) rmSync(certificates.dir, { recursive: true, force: true });
  });

  it('passes each /__cloud/ path on to its service over verified TLS, with its host, the client’s address alone, no-store whatever the service said, and the security headers, and nothing else', async () => {
    const received: Received[] = [];
    const [cognito, identity, graphql, legacy] = await Promise.all(
      ['cognito', 'identity', 'graphql', 'legacy'].map((service) => standIn(received, service, certificates.localhost)),
    );
    if (cognito === undefined || identity === undefined || graphql === undefined || legacy === undefined)
      throw new Error('A stand-in did not start.');
    const lambda = 'https://lambda.sa-east-1.amazonaws.com';
    const cloud = await startNginx({
      buildRoot: inject('buildDir'),
      connectOrigins: [lambda],
      proxy: {
        kind: 'cloud',
        cognito: cognito.url,
        cognitoIdentity: identity.url,
        graphql: `${graphql.url}/graphql`,
        legacyApi: `${legacy.url}/justiciable-api`,
        trustedCertificate: certificates.ca,
      },
    });
    try {
      // Each with the headers a client would forge to pass for another address.
      const call = (method: string, path: string) =>
        fetch(new URL(path, cloud.url), {
          method,
          headers: FORGED_ADDRESS,
          ...(method === 'POST' ? { body: '{}' } : {}),
        });
      const answers = [
        await call('POST', '/__cloud/cognito'),
        await call('POST', '/__cloud/cognito-identity'),
        await call('POST', '/__cloud/graphql'),
        await call('GET', '/__cloud/justiciable-api/api.php/listaAsuntos/?id_usuario=1'),
      ];
      const host = (url: string) => new URL(url).host;
      // Only nginx's own address for the client, 127.0.0.1: nothing of what the client wrote.
      const address = { forwardedFor: '127.0.0.1', forwarded: undefined, realIp: undefined };
      expect(received).toEqual([
        { service: 'cognito', method: 'POST', url: '/', host: host(cognito.url), body: '{}', ...address },
        { service: 'identity', method: 'POST', url: '/', host: host(identity.url), body: '{}', ...address },
        { service: 'graphql', method: 'POST', url: '/graphql', host: host(graphql.url), body: '{}', ...address },
        {
          service: 'legacy',
          method: 'GET',
          url: '/justiciable-api/api.php/listaAsuntos/?id_usuario=1',
          host: host(legacy.url),
          body: '',
          ...address,
        },
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

      // The subscriptions' socket, on AppSync's realtime host (<graphql>/realtime here): 10 per address, the 11th refused.
      const sockets: Socket[] = [];
      try {
        const statuses: number[] = [];
        for (let index = 0; index < 11; index += 1) {
          const { status, socket } = await holdSocket(cloud.url, realtimePath(tokenLike()), '127.0.0.10');
          statuses.push(status);
          sockets.push(socket);
        }
        expect(statuses).toEqual([...Array<number>(10).fill(101), 429]);
        const upgrades = received.filter(({ method }) => method === 'upgrade');
        expect(upgrades).toHaveLength(10);
        expect(upgrades[0]).toMatchObject({
          service: 'graphql',
          url: expect.stringMatching(/^\/graphql\/realtime\?header=/),
          host: host(graphql.url),
          forwardedFor: '127.0.0.10',
        });
      } finally {
        for (const socket of sockets) socket.destroy();
      }
    } finally {
      await cloud.close();
      await Promise.all([cognito, identity, graphql, legacy].map((server) => server.close()));
    }
  });

  it('sends a sign-in to no upstream whose certificate is self-signed, names another host, or chains to a CA it was not told to trust: 502, and the stand-in receives nothing', async () => {
    const received: Received[] = [];
    const [selfSigned, otherHost, untrusted, right] = await Promise.all([
      standIn(received, 'self-signed', certificates.selfSigned),
      standIn(received, 'other host', certificates.otherHost),
      standIn(received, 'untrusted CA', certificates.localhost),
      standIn(received, 'right', certificates.localhost),
    ]);
    if (selfSigned === undefined || otherHost === undefined || untrusted === undefined || right === undefined)
      throw new Error('A stand-in did not start.');
    const proxy = (cognito: string, trustedCertificate?: string) =>
      ({
        kind: 'cloud',
        cognito,
        cognitoIdentity: right.url,
        graphql: `${right.url}/graphql`,
        legacyApi: `${right.url}/justiciable-api`,
        ...(trustedCertificate === undefined ? {} : { trustedCertificate }),
      }) as const;
    const started = [
      // The test's CA trusted: a self-signed certificate, and one of that CA for another name.
      await startNginx({
        buildRoot: inject('buildDir'),
        connectOrigins: [],
        proxy: proxy(selfSigned.url, certificates.ca),
      }),
      await startNginx({
        buildRoot: inject('buildDir'),
        connectOrigins: [],
        proxy: proxy(otherHost.url, certificates.ca),
      }),
      // Debian's bundle, the default: the test's CA is none of its.
      await startNginx({ buildRoot: inject('buildDir'), connectOrigins: [], proxy: proxy(untrusted.url) }),
    ];
    try {
      for (const cloud of started) {
        const answer = await fetch(new URL('/__cloud/cognito', cloud.url), { method: 'POST', ...SIGN_IN });
        expect(answer.status).toBe(502);
        expect(answer.headers.get('cache-control')).toBe('no-store');
        expect(cloud.logs().error).toMatch(/upstream SSL certificate (verify error|does not match "localhost")/);
      }
      expect(received).toEqual([]);
    } finally {
      await Promise.all(started.map((cloud) => cloud.close()));
      await Promise.all([selfSigned, otherHost, untrusted, right].map((server) => server.close()));
    }
  });
});

/** The answer to one request sent from `localAddress` (a loopback address other than 127.0.0.1 stands for another client). */
function send(
  url: string,
  {
    localAddress = '127.0.0.1',
    method = 'GET',
    headers = {},
    body,
  }: { localAddress?: string; method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method, headers, localAddress, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * A WebSocket handshake sent from `localAddress` on a plain TCP socket and left open: resolves
 * with the status nginx answered once its header is in (bounded: 5 s), the socket still open.
 */
function holdSocket(url: string, path: string, localAddress: string): Promise<{ status: number; socket: Socket }> {
  const { hostname, port, host } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port), localAddress }, () => {
      socket.write(
        [
          `GET ${path} HTTP/1.1`,
          `Host: ${host}`,
          'Upgrade: websocket',
          'Connection: Upgrade',
          `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}`,
          'Sec-WebSocket-Version: 13',
          'Sec-WebSocket-Protocol: graphql-ws',
          '',
          '',
        ].join('\r\n'),
      );
    });
    let head = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`No answer to a socket's handshake within 5 s (${localAddress}).`));
    }, 5_000);
    socket.on('error', reject);
    socket.on('data', (chunk: Buffer) => {
      if (head.includes('\r\n\r\n')) return;
      head += chunk.toString('latin1');
      if (!head.includes('\r\n\r\n')) return;
      clearTimeout(timer);
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), socket });
    });
  });
}

/**
 * The emulator behind a stand-in: every request passed on to it, recorded; a realtime handshake
 * accepted here (101) and held open, counted, so what nginx let through is exactly known
 * whatever the emulator's own limits; a request to /hold left unanswered until `release()`,
 * as a slow upstream would.
 */
async function emulatorRelay(emulatorUrl: string) {
  const received: Received[] = [];
  const upgrades: Received[] = [];
  const held: Duplex[] = [];
  const pending: ServerResponse[] = [];
  const server = createServer((request, response) => {
    void bodyOf(request).then((body) => {
      received.push(receivedOf('emulator', request, body));
      if (request.url === '/hold') {
        pending.push(response);
        return;
      }
      const headers = { ...request.headers, host: new URL(emulatorUrl).host };
      const upstream = httpRequest(
        new URL(request.url ?? '/', emulatorUrl),
        { method: request.method, headers },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      upstream.on('error', () => response.writeHead(502).end());
      upstream.end(body);
    });
  });
  server.on('upgrade', (request: IncomingMessage, socket: Duplex) => {
    upgrades.push(receivedOf('realtime', request, ''));
    acceptSocket(request, socket, held);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    upgrades,
    pending,
    release: () => {
      for (const response of pending.splice(0))
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of held) socket.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** AppSync's ?header= form of the socket, as Amplify opens it: the access token, base64 in the query. */
function realtimePath(accessToken: string): string {
  const header = Buffer.from(JSON.stringify({ host: 'portal.example', Authorization: accessToken })).toString('base64');
  return `/__cloud/graphql/realtime?header=${encodeURIComponent(header)}&payload=e30%3D`;
}

/** A token-like value, unique to the test, to look for in the logs. */
const tokenLike = () =>
  `eyJraWQiOiJlMmUifQ.${randomBytes(24).toString('base64url')}.${randomBytes(16).toString('base64url')}`;

describe('nginx’s limits, logs and names', () => {
  /** The emulator-same-origin site in front of the relay, believing X-Forwarded-For from 127.0.0.20 only. */
  let site: RunningNginx;
  let relay: Awaited<ReturnType<typeof emulatorRelay>>;

  beforeAll(async () => {
    relay = await emulatorRelay(servedPortal().emulatorUrl);
    site = await startNginx({
      buildRoot: inject('buildDir'),
      connectOrigins: [servedPortal().emulatorUrl],
      trustedProxies: ['127.0.0.20'],
      proxy: { kind: 'emulator', upstream: relay.url, sameOrigin: true },
    });
  });

  afterAll(async () => {
    await site?.close();
    await relay?.close();
  });

  it('keeps pages and sign-in answering while one address holds 40 realtime sockets: 10 are let through, 30 refused 429, another address opens its own, and no token reaches the logs', async () => {
    const token = tokenLike();
    const held: Socket[] = [];
    try {
      const statuses: number[] = [];
      for (let index = 0; index < 40; index += 1) {
        const { status, socket } = await holdSocket(site.url, realtimePath(token), '127.0.0.10');
        statuses.push(status);
        held.push(socket);
      }
      expect(statuses.filter((status) => status === 101)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(30);
      // The first ten, in order: the limit counts what is open.
      expect(statuses.slice(0, 10)).toEqual(Array<number>(10).fill(101));
      expect(relay.upgrades).toHaveLength(10);
      // Each with the client's address alone, and the query (the socket's authorization) passed on.
      expect(
        relay.upgrades.every(
          ({ forwardedFor, url }) => forwardedFor === '127.0.0.10' && url.startsWith('/graphql/realtime?header='),
        ),
      ).toBe(true);

      // Meanwhile, from that address too: the pages and a sign-in through the user pool's proxy.
      for (const path of ['/', '/welcome', '/asuntos'])
        expect((await send(`${site.url}${path}`, { localAddress: '127.0.0.10' })).status, path).toBe(200);
      const { userPoolClientId } = (await (
        await fetch(`${servedPortal().emulatorUrl}/__emulator/config.json`)
      ).json()) as {
        userPoolClientId: string;
      };
      const signIn = await send(`${site.url}/__cloud/cognito`, {
        localAddress: '127.0.0.10',
        method: 'POST',
        headers: SIGN_IN.headers,
        body: JSON.stringify({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: userPoolClientId,
          AuthParameters: { USERNAME: servedPortal().demo.email, PASSWORD: servedPortal().demo.password },
        }),
      });
      expect(signIn.status).toBe(200);
      expect(JSON.parse(signIn.body)).toMatchObject({ AuthenticationResult: { AccessToken: expect.any(String) } });
      // Another client's socket is its own count.
      const other = await holdSocket(site.url, realtimePath(token), '127.0.0.11');
      held.push(other.socket);
      expect(other.status).toBe(101);
      expect(relay.upgrades).toHaveLength(11);
    } finally {
      for (const socket of held) socket.destroy();
    }
    // Each socket is logged when it closes: all 41, with their statuses, without the query.
    await expect
      .poll(() => site.requests().filter(({ path }) => path === '/__cloud/graphql/realtime').length, {
        timeout: 10_000,
      })
      .toBe(41);
    const sockets = site.requests().filter(({ path }) => path === '/__cloud/graphql/realtime');
    expect(sockets.filter(({ status }) => status === 101)).toHaveLength(11);
    expect(sockets.filter(({ status }) => status === 429)).toHaveLength(30);
    const { access, error } = site.logs();
    const header = new URLSearchParams(realtimePath(token).split('?')[1]).get('header') ?? '';
    for (const secret of [token, header, encodeURIComponent(header), 'header=']) {
      expect(access, 'access log').not.toContain(secret);
      expect(error, 'error log').not.toContain(secret);
    }
  });

  it('keeps pages answering while one address holds 40 API requests in progress: 32 reach the upstream, 8 are refused 429, another address is answered', async () => {
    const url = `${site.url}/__cloud/hold`;
    const before = relay.received.length;
    const answered: number[] = [];
    const calls = Array.from({ length: 40 }, () =>
      send(url, { localAddress: '127.0.0.10' }).then((answer) => {
        answered.push(answer.status);
        return answer;
      }),
    );
    try {
      await expect.poll(() => relay.pending.length, { timeout: 10_000 }).toBe(32);
      await expect.poll(() => answered.length, { timeout: 10_000 }).toBe(8);
      // The other 32 wait for the upstream.
      expect(answered).toEqual(Array<number>(8).fill(429));
      // The build's files are not counted; another address has its own count.
      expect((await send(`${site.url}/welcome`, { localAddress: '127.0.0.10' })).status).toBe(200);
      expect(
        (await send(`${site.url}/__cloud/justiciable-api/api.php/listaAbogados/`, { localAddress: '127.0.0.11' }))
          .status,
      ).not.toBe(429);
    } finally {
      relay.release();
    }
    expect((await Promise.all(calls)).filter(({ status }) => status === 200)).toHaveLength(32);
    expect(relay.received.slice(before).filter(({ url: path }) => path === '/hold')).toHaveLength(32);
  });

  it('keeps a link’s token out of the access log, in the path and in the Referer', async () => {
    const token = tokenLike();
    const page = `${site.url}/fileRequest/12/34/5?token=${token}`;
    expect((await send(page)).status).toBe(200);
    expect((await send(`${site.url}/manifest.webmanifest`, { headers: { referer: page } })).status).toBe(200);
    await expect.poll(() => site.logs().access).toContain(`"GET /manifest.webmanifest HTTP/1.1" 200`);
    const { access } = site.logs();
    expect(access).toContain(`"GET /fileRequest/12/34/5 HTTP/1.1" 200`);
    expect(access).toContain(`"${site.url}/fileRequest/12/34/5"`);
    expect(access).not.toContain(token);
  });

  it('passes the client’s address alone, believing X-Forwarded-For only from the configured proxy', async () => {
    const calls = [
      { localAddress: '127.0.0.10', forged: FORGED_ADDRESS, expected: '127.0.0.10' },
      // The proxy in front of nginx: the address it appended last is the client's.
      {
        localAddress: '127.0.0.20',
        forged: { 'x-forwarded-for': '203.0.113.7, 198.51.100.4' },
        expected: '198.51.100.4',
      },
    ];
    for (const { localAddress, forged, expected } of calls) {
      const before = relay.received.length;
      expect(
        (await send(`${site.url}/__cloud/justiciable-api/api.php/listaAbogados/`, { localAddress, headers: forged }))
          .status,
      ).not.toBe(502);
      expect(relay.received.slice(before)).toEqual([
        expect.objectContaining({ forwardedFor: expected, forwarded: undefined, realIp: undefined }),
      ]);
    }
  });

  it('answers 421 to a Host that is not one of the site’s, before config.json could name it', async () => {
    const config = `${site.url}/__emulator/config.json`;
    const port = new URL(site.url).port;
    for (const host of [
      'evil.example',
      `127.0.0.1:${port}@evil.example`,
      `evil.example:${port}`,
      `127.0.0.1:${Number(port) + 1}`,
      `localhost:${port}`,
    ]) {
      const answer = await send(config, { headers: { host } });
      expect(answer.status, host).toBe(421);
      expect(answer.body, host).not.toContain('evil.example');
      expect((await send(`${site.url}/welcome`, { headers: { host } })).status, host).toBe(421);
    }
    // The site's own name.
    const own = await send(config, { headers: { host: `127.0.0.1:${port}` } });
    expect(own.status).toBe(200);
    expect(JSON.parse(own.body)).toMatchObject({ userPoolEndpoint: expect.stringMatching(/\/cognito$/) });
  });
});
