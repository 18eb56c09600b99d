// `npm run bench -- first-load` (scripts/bench.mjs builds the app for the emulator and passes the
// build's directory): what a first visit costs, route by route, on `npm start`'s server with the
// demo seed. For every route, opened cold (empty cache; the signed-in ones with a stored session):
// the JavaScript and CSS fetched before the load event and before the network went idle, and how
// many rounds of script requests it took. For the public routes, Lighthouse (mobile preset with
// simulated throttling, and desktop; median of BENCH_LIGHTHOUSE_RUNS runs, 3 unless told).
// The same for a page of React alone (bench/floor/), the floor every ratio is read against.
// BENCH_ROUTES=/welcome,/asuntos measures only the routes whose path starts with one of those.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { build } from 'vite';
import { CHROMIUM, CHROMIUM_FLAGS } from '../scripts/chromium';
import { startLocalPortal } from '../scripts/local-portal';
import { precompress } from '../scripts/precompress';
import { benchLinks, type BenchLinks } from './legacy-api';
import { assignWaves, type RecordedRequest } from './requests';

const LIGHTHOUSE_RUNS = Number(process.env['BENCH_LIGHTHOUSE_RUNS'] ?? 3);
const ROUTE_FILTER = (process.env['BENCH_ROUTES'] ?? '').split(',').filter((prefix) => prefix !== '');
/** BENCH_FILES=1 lists, per route, each script and style fetched with its gzip size and whether it came before the load event. */
const LIST_FILES = process.env['BENCH_FILES'] === '1';
/** No request in flight for this long after the load event: the network is idle (long enough for a busy machine to parse a chunk). */
const IDLE_QUIET_MS = 2000;
const PAGE_TIMEOUT_MS = 60_000;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

interface Route {
  readonly name: string;
  readonly path: string;
  readonly signedIn: boolean;
}

interface Fetched {
  readonly url: string;
  readonly type: 'script' | 'stylesheet' | 'other';
  readonly startedAt: number;
  readonly endedAt: number;
  /** Bytes on the wire, headers included, in whatever encoding the server chose. */
  readonly transferred: number;
  readonly encoding: string;
}

interface Bytes {
  /** gzip -9 of the files fetched (what the targets are set in), then what crossed the wire. */
  readonly jsGzip: number;
  readonly cssGzip: number;
  readonly transferred: number;
}

interface LoadMeasure {
  readonly beforeLoad: Bytes;
  readonly beforeIdle: Bytes;
  /** Sequential rounds of script requests until the network went idle. */
  readonly scriptWaves: number;
  readonly encodings: string;
}

interface LighthouseMedian {
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
}

async function main(): Promise<number> {
  const outDir = process.argv[2];
  if (!outDir || !existsSync(outDir)) {
    console.error(
      'Usage: first-load.bench.ts <directory of `vite build --mode emulator`>; `npm run bench -- first-load` builds it and passes it.',
    );
    return 2;
  }
  await buildFloor(join(outDir, 'floor'));
  console.log(
    `First-load benchmark: load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores at the start.`,
  );
  const portal = await startLocalPortal({
    mode: 'preview',
    port: 0,
    outDir,
    logLevel: 'warn',
    emulator: { port: 0, data: ':memory:', seed: 'demo', rateLimits: 'off' },
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
  try {
    const demo = portal.emulator.demo;
    if (demo === null) throw new Error('The emulator did not seed the demo account.');
    const links = await benchLinks(portal.emulator.url, demo);
    const routes = chosen(allRoutes(links));
    const storageState = routes.some((route) => route.signedIn)
      ? await signedInState(browser, portal.appUrl, demo)
      : undefined;

    const rows: string[][] = [];
    const lighthouseRows: string[][] = [];
    for (const route of routes) {
      const measure = await measureLoad(
        browser,
        portal.appUrl,
        outDir,
        route,
        route.signedIn ? storageState : undefined,
      );
      console.log(`${route.name}: ${describe(measure)}`);
      rows.push([route.name, ...loadCells(measure)]);
      if (route.signedIn) continue;
      for (const preset of ['mobile', 'desktop'] as const) {
        const median = await lighthouseMedian(`${portal.appUrl}${route.path}`, preset);
        console.log(`${route.name} Lighthouse ${preset}: ${JSON.stringify(median)}`);
        lighthouseRows.push([route.name, preset, ...lighthouseCells(median)]);
      }
    }

    console.log(
      `\nFirst load, cold cache, on npm start's server; load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores at the end.` +
        ' KiB are 1024 bytes: gzip -9 of the JavaScript and CSS files fetched (the targets are set in gzip), then everything that crossed' +
        ' the wire in the encoding the server chose (headers included). Before load: finished before the load event; before idle: before' +
        ` ${IDLE_QUIET_MS / 1000} s passed after it with no request in flight. Script waves: sequential rounds of script requests (a wave` +
        ' starts once every script of the one before has arrived). "× floor": JavaScript before idle over React alone\'s.\n',
    );
    const floorJs = rows.find((row) => row[0] === FLOOR_NAME)?.[4];
    printMarkdown(
      [
        'route',
        'JS gzip KiB before load',
        'CSS gzip KiB before load',
        'wire KiB before load',
        'JS gzip KiB before idle',
        'CSS gzip KiB before idle',
        'wire KiB before idle',
        'script waves',
        'encodings',
        '× floor',
      ],
      rows.map((row) => [...row, floorJs ? `${(Number(row[4]) / Number(floorJs)).toFixed(2)}` : '—']),
    );
    if (lighthouseRows.length > 0) {
      console.log(
        `\nLighthouse 12.8, Chromium ${browser.version()}, median of ${LIGHTHOUSE_RUNS} runs per preset (mobile: simulated slow 4G and 4× CPU; desktop: its own preset).\n`,
      );
      printMarkdown(
        ['route', 'preset', 'performance', 'accessibility', 'best practices', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS'],
        lighthouseRows,
      );
    }
    printBudgets(rows, lighthouseRows);
  } finally {
    await browser.close();
    await portal.close();
  }
  return 0;
}

const FLOOR_NAME = 'React alone (floor)';

/** The first-load budgets the portal keeps: JavaScript before load on /welcome, Lighthouse mobile on the public pages. */
const WELCOME_JS_BUDGET_KIB = 130;
const LIGHTHOUSE_MOBILE_BUDGET = 95;

/** Each budget beside its figure, from the tables' rows (a route's JS gzip KiB before load is its second cell, a preset's performance its third). */
function printBudgets(rows: readonly (readonly string[])[], lighthouseRows: readonly (readonly string[])[]): void {
  const budgets: string[][] = [];
  const welcomeJs = rows.find((row) => row[0] === '/welcome')?.[1];
  if (welcomeJs !== undefined)
    budgets.push([
      '/welcome',
      'JS gzip KiB before load',
      welcomeJs,
      `≤ ${WELCOME_JS_BUDGET_KIB}`,
      Number(welcomeJs) <= WELCOME_JS_BUDGET_KIB ? '✓' : '✗',
    ]);
  for (const row of lighthouseRows.filter((each) => each[1] === 'mobile' && each[0] !== FLOOR_NAME)) {
    budgets.push([
      row[0] ?? '',
      'Lighthouse mobile performance',
      row[2] ?? '',
      `≥ ${LIGHTHOUSE_MOBILE_BUDGET}`,
      Number(row[2]) >= LIGHTHOUSE_MOBILE_BUDGET ? '✓' : '✗',
    ]);
  }
  if (budgets.length === 0) return;
  console.log('\nBudgets (the first load must not grow past them):\n');
  printMarkdown(['route', 'figure', 'measured', 'budget', 'met'], budgets);
}

function allRoutes(links: BenchLinks): Route[] {
  const publicRoute = (name: string, path = name): Route => ({ name, path, signedIn: false });
  const signedIn = (name: string, path = name): Route => ({ name, path, signedIn: true });
  return [
    { name: FLOOR_NAME, path: '/floor/', signedIn: false },
    publicRoute('/welcome'),
    publicRoute('/terminosCondiciones'),
    publicRoute('/politicasDePrivacidad'),
    publicRoute('/previewInfoEstudio/…', links.previewInfoEstudio),
    publicRoute('/previewListaEstudios/…', links.previewListaEstudios),
    publicRoute('/consultationViaLink/…', links.consultationViaLink),
    publicRoute('/fileRequest/…', links.fileRequest),
    publicRoute('/calendarRequest/…', links.calendarRequest),
    signedIn('/asuntos'),
    signedIn('/asunto/:id', links.caseDetail),
    signedIn('/agenda'),
    signedIn('/directorio'),
    signedIn('/abogados'),
    signedIn('/lawyerDetails/…', links.lawyerDetails),
    signedIn('/notificaciones'),
    signedIn('/miCuenta'),
    signedIn('/nuevaConsulta'),
  ];
}

function chosen(routes: Route[]): Route[] {
  if (ROUTE_FILTER.length === 0) return routes;
  return routes.filter(
    (route) => route.name === FLOOR_NAME || ROUTE_FILTER.some((prefix) => route.name.startsWith(prefix)),
  );
}

/** bench/floor/ built like the app (same target, precompressed) into the app's build, served at /floor/. */
async function buildFloor(floorOut: string): Promise<void> {
  await build({
    configFile: false,
    root: fileURLToPath(new URL('./floor', import.meta.url)),
    base: '/floor/',
    logLevel: 'warn',
    plugins: [precompress()],
    build: { outDir: floorOut, emptyOutDir: true, target: 'es2022' },
  });
}

/** Signs in on /welcome once and keeps the stored session every signed-in route opens with. */
async function signedInState(browser: Browser, appUrl: string, account: { email: string; password: string }) {
  const context = await browser.newContext({ locale: 'es-AR', timezoneId: 'America/Argentina/Cordoba' });
  try {
    const page = await context.newPage();
    await page.goto(`${appUrl}/welcome`, { timeout: PAGE_TIMEOUT_MS });
    const form = page.getByRole('form', { name: 'Ingresar' });
    await form.getByLabel('Correo electrónico').fill(account.email, { timeout: PAGE_TIMEOUT_MS });
    await form.getByLabel('Contraseña', { exact: true }).fill(account.password);
    await form.getByRole('button', { name: 'Ingresar', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/welcome'), { timeout: PAGE_TIMEOUT_MS });
    await page.locator('main h1').first().waitFor({ timeout: PAGE_TIMEOUT_MS });
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** Opens the route in a new context (nothing cached) and records every response until the network is idle. */
async function measureLoad(
  browser: Browser,
  appUrl: string,
  outDir: string,
  route: Route,
  storageState: Awaited<ReturnType<BrowserContext['storageState']>> | undefined,
): Promise<LoadMeasure> {
  const context = await browser.newContext({
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Cordoba',
    viewport: { width: 390, height: 844 },
    ...(storageState ? { storageState } : {}),
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const started = new Map<string, { url: string; type: Fetched['type']; startedAt: number; encoding: string }>();
    const fetched: Fetched[] = [];
    /** Wall clock minus the network log's monotonic clock, in seconds. */
    let clockOffset: number | null = null;
    let lastActivity = Date.now();
    cdp.on('Network.requestWillBeSent', (event) => {
      lastActivity = Date.now();
      clockOffset ??= event.wallTime - event.timestamp;
      const type = event.type === 'Script' ? 'script' : event.type === 'Stylesheet' ? 'stylesheet' : 'other';
      started.set(event.requestId, { url: event.request.url, type, startedAt: event.timestamp, encoding: '' });
    });
    cdp.on('Network.responseReceived', (event) => {
      const request = started.get(event.requestId);
      if (!request) return;
      const headers = Object.fromEntries(
        Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), value]),
      );
      request.encoding = String(headers['content-encoding'] ?? 'identity');
      // Preloaded modules are fetched as 'Other' until they run; the response's type tells scripts apart.
      if (event.type === 'Script' || /javascript/.test(event.response.mimeType)) request.type = 'script';
      if (event.type === 'Stylesheet' || event.response.mimeType === 'text/css') request.type = 'stylesheet';
    });
    const finish = (requestId: string, timestamp: number, transferred: number) => {
      lastActivity = Date.now();
      const request = started.get(requestId);
      if (!request) return;
      started.delete(requestId);
      fetched.push({ ...request, endedAt: timestamp, transferred });
    };
    cdp.on('Network.loadingFinished', (event) => finish(event.requestId, event.timestamp, event.encodedDataLength));
    cdp.on('Network.loadingFailed', (event) => finish(event.requestId, event.timestamp, 0));
    await cdp.send('Network.enable');
    await page.goto(`${appUrl}${route.path}`, { waitUntil: 'load', timeout: PAGE_TIMEOUT_MS });
    const deadline = Date.now() + PAGE_TIMEOUT_MS;
    while (Date.now() < deadline && (started.size > 0 || Date.now() - lastActivity < IDLE_QUIET_MS)) await sleep(100);
    // The load event on the page's clock, moved onto the network log's.
    const loadWallMs = await page.evaluate(
      () =>
        performance.timeOrigin +
        (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
    );
    if (clockOffset === null) throw new Error(`${route.name}: no request recorded.`);
    const load = loadWallMs / 1000 - clockOffset;
    const bytes = (within: readonly Fetched[]): Bytes => ({
      jsGzip: sum(within.filter((each) => each.type === 'script').map((each) => gzipOf(outDir, appUrl, each.url))),
      cssGzip: sum(within.filter((each) => each.type === 'stylesheet').map((each) => gzipOf(outDir, appUrl, each.url))),
      transferred: sum(within.filter((each) => each.type !== 'other').map((each) => each.transferred)),
    });
    const scripts = fetched.filter((each) => each.type === 'script');
    const waves = assignWaves(scripts.map(asRecorded)).at(-1)?.wave ?? 0;
    const encodings = [...new Set(fetched.filter((each) => each.type !== 'other').map((each) => each.encoding))]
      .sort()
      .join(', ');
    if (LIST_FILES) {
      for (const each of [...fetched]
        .filter((file) => file.type !== 'other')
        .sort((a, b) => a.startedAt - b.startedAt)) {
        const kib = (gzipOf(outDir, appUrl, each.url) / 1024).toFixed(1).padStart(6);
        console.log(
          `  ${each.endedAt <= load ? 'before load' : 'after load '} ${kib} KiB ${new URL(each.url).pathname}`,
        );
      }
    }
    return {
      beforeLoad: bytes(fetched.filter((each) => each.endedAt <= load)),
      beforeIdle: bytes(fetched),
      scriptWaves: waves,
      encodings,
    };
  } finally {
    await context.close();
  }
}

function asRecorded(fetched: Fetched): RecordedRequest {
  return {
    kind: 'static',
    method: 'GET',
    label: fetched.url,
    startedAt: fetched.startedAt * 1000,
    endedAt: fetched.endedAt * 1000,
    failed: false,
    bytes: fetched.transferred,
  };
}

const gzipCache = new Map<string, number>();

/** gzip -9 of the built file a URL of the app names; 0 for anything not from the build. */
function gzipOf(outDir: string, appUrl: string, url: string): number {
  if (!url.startsWith(appUrl)) return 0;
  const path = join(outDir, new URL(url).pathname);
  if (!existsSync(path)) return 0;
  let size = gzipCache.get(path);
  if (size === undefined) {
    size = gzipSync(readFileSync(path), { level: 9 }).length;
    gzipCache.set(path, size);
  }
  return size;
}

/** Lighthouse on its own Chromium (a fresh profile per run), LIGHTHOUSE_RUNS times; the median of each figure. */
/** The element Lighthouse took as the largest contentful paint, as its HTML begins; null when it names none. */
function lcpElementOf(details: unknown): string | null {
  // details.items[0].items[0].node.snippet in Lighthouse 12's report of that audit.
  const table = (details as { items?: { items?: { node?: { snippet?: unknown } }[] }[] } | undefined)?.items?.[0]
    ?.items?.[0];
  const snippet = table?.node?.snippet;
  return typeof snippet === 'string' ? snippet.slice(0, 120) : null;
}

async function lighthouseMedian(url: string, preset: 'mobile' | 'desktop'): Promise<LighthouseMedian> {
  const runs: LighthouseMedian[] = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
    const chrome = await launchDebuggableChromium();
    try {
      const result = await lighthouse(
        url,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
        preset === 'desktop' ? desktopConfig : undefined,
      );
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
      const { categories, audits, runtimeError } = result.lhr;
      if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
      runs.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        fcpMs: numeric('first-contentful-paint'),
        lcpMs: numeric('largest-contentful-paint'),
        tbtMs: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
      });
      const lcpElement = lcpElementOf(audits['largest-contentful-paint-element']?.details);
      if (lcpElement !== null) console.log(`  ${preset} run ${run + 1}: LCP element ${lcpElement}`);
      const failing = Object.values(audits).filter(
        (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary',
      );
      if (failing.length > 0)
        console.log(`  ${preset} run ${run + 1}: failing audits ${failing.map((audit) => audit.id).join(', ')}`);
    } finally {
      await chrome.close();
    }
  }
  const median = (pick: (run: LighthouseMedian) => number) => {
    const sorted = runs.map(pick).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  };
  return {
    performance: median((run) => run.performance),
    accessibility: median((run) => run.accessibility),
    bestPractices: median((run) => run.bestPractices),
    fcpMs: median((run) => run.fcpMs),
    lcpMs: median((run) => run.lcpMs),
    tbtMs: median((run) => run.tbtMs),
    cls: median((run) => run.cls),
  };
}

/** The system Chromium with its DevTools port open, as Lighthouse drives it, and a profile of its own. */
async function launchDebuggableChromium(): Promise<{ port: number; close: () => Promise<void> }> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'justiciable-lighthouse-'));
  // A process group of its own: Chromium's helpers outlive the browser process unless the group is ended.
  const child: ChildProcess = spawn(
    CHROMIUM,
    [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore', detached: true },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, name);
    } catch {
      // The group has already ended.
    }
  };
  const close = async () => {
    signal('SIGTERM');
    // A loaded machine can take a while; the profile is removed once nothing writes to it.
    if ((await Promise.race([exited.then(() => true), sleep(20_000).then(() => false)])) === false) signal('SIGKILL');
    await exited;
    signal('SIGKILL');
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 500 });
  };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const ready = await fetch(`http://127.0.0.1:${port}/json/version`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { port, close };
    await sleep(100);
  }
  await close();
  throw new Error('Chromium did not open its DevTools port within 30 s.');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No port.')),
      );
    });
  });
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

function loadCells(measure: LoadMeasure): string[] {
  const { beforeLoad, beforeIdle } = measure;
  return [
    kib(beforeLoad.jsGzip),
    kib(beforeLoad.cssGzip),
    kib(beforeLoad.transferred),
    kib(beforeIdle.jsGzip),
    kib(beforeIdle.cssGzip),
    kib(beforeIdle.transferred),
    String(measure.scriptWaves),
    measure.encodings,
  ];
}

function describe(measure: LoadMeasure): string {
  const [jsLoad, cssLoad, wireLoad, jsIdle, cssIdle, wireIdle, waves, encodings] = loadCells(measure);
  return `before load ${jsLoad} KiB JS + ${cssLoad} KiB CSS gzip (${wireLoad} KiB on the wire); before idle ${jsIdle} + ${cssIdle} (${wireIdle}); ${waves} script waves; ${encodings}`;
}

function lighthouseCells(median: LighthouseMedian): string[] {
  return [
    String(median.performance),
    String(median.accessibility),
    String(median.bestPractices),
    String(Math.round(median.fcpMs)),
    String(Math.round(median.lcpMs)),
    String(Math.round(median.tbtMs)),
    median.cls.toFixed(3),
  ];
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function printMarkdown(header: readonly string[], rows: readonly (readonly string[])[]): void {
  console.log(`| ${header.join(' | ')} |`);
  console.log(`|${header.map(() => '---').join('|')}|`);
  for (const row of rows) console.log(`| ${row.map((cell) => cell.replaceAll('|', '\\|')).join(' | ')} |`);
}

// Last, once every constant above is initialised.
process.exit(await main());
