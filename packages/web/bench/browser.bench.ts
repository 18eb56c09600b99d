// `npm run bench -- browser` (scripts/bench.mjs builds the app for the emulator and passes the
// build's directory): the portal in headless Chromium against an in-memory emulator seeded with
// the large account (5,007 cases, 50,011 agenda entries, 2,000 lawyers), driven as a person
// would: sign in on /welcome, then each section through the header's links. One row per screen.
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { chromium, errors, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from '../scripts/chromium';
import { startLocalPortal } from '../scripts/local-portal';
import { firstCaseId, type Account } from './legacy-api';
import { assignWaves, countByKind, REQUEST_KIND_TITLES, REQUEST_KINDS, RequestRecorder, type RecordedRequest, type RequestKind } from './requests';

/** Tours of every screen, each in a new tab; the table of medians reads across them. BENCH_TOURS overrides it. */
const TOURS = Number(process.env['BENCH_TOURS'] ?? 3);
/** How long a screen may take to show its first rows; BENCH_SCREEN_TIMEOUT_S overrides it. */
const SCREEN_TIMEOUT_MS = Number(process.env['BENCH_SCREEN_TIMEOUT_S'] ?? 60) * 1000;
/** After the first rows: quiet (no request in flight, row count unchanged) for this long means settled. */
const SETTLE_QUIET_MS = 1000;
const SETTLE_LIMIT_MS = 15_000;
/** A garbage collection and a metrics read; a renderer still busy rendering may hold both. */
const HEAP_LIMIT_MS = 30_000;

/** What counts as a screen's data, and as a screen that has no data to show. */
const ROWS = 'main [role="row"]:not(:has([role="columnheader"])), main li, main [role="article"], main [data-row]';
const ERROR_STATE = 'main [role="alert"]';
const EMPTY_STATE = 'main .ui-empty';
/** A case's link on /asuntos; its text is the case's name, so only the route tells it apart. */
const CASE_LINK = 'main a[href*="/asunto/"]';

type Shown = 'rows' | 'error state' | 'empty state' | 'first screen';
type Outcome = Shown | 'timeout' | 'crashed' | 'failed' | 'not run';

interface ScreenResult {
  readonly screen: string;
  readonly outcome: Outcome;
  /** From the click (or the start of a page load) to the first rows or state on screen. */
  readonly firstShownMs: number | null;
  readonly rows: number | null;
  readonly heapMb: number | null;
  readonly requests: readonly RecordedRequest[];
  readonly notes: readonly string[];
  /**
   * Wall-clock ms of the click (or of the page load's start) by the page's clock; when the screen
   * never showed, of the moment just before the action by Node's. Null for a screen not run.
   */
  readonly startedAt: number | null;
  /** Wall-clock ms of the first frame that showed the screen. */
  readonly shownAt: number | null;
}

/** One browser context with its page: no cookies or storage shared with the tabs before it. */
interface Tab {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly cdp: CDPSession;
  readonly recorder: RequestRecorder;
  /** Rejects when the renderer crashes, so every wait on this tab can give up at once. */
  readonly crashed: Promise<never>;
  hasCrashed: boolean;
}

class TabCrashed extends Error {}
class ScreenTimeout extends Error {}

interface Screen {
  readonly name: string;
  /** location.pathname once the app shows this screen. */
  readonly path: RegExp;
  /** What shows that the screen is there; the first data rows, or an empty or error state, unless told. */
  readonly targets?: readonly (readonly [Shown, string])[];
  /** What happens before the measured action: neither timed nor counted. */
  readonly prepare?: (tab: Tab) => Promise<void>;
  /** Goes there as a person would; answers a note when it had to go another way. */
  readonly open: (tab: Tab) => Promise<string | null>;
}

/** The scenario; answers the exit code. */
async function main(): Promise<number> {
  const outDir = process.argv[2];
  if (!outDir || !existsSync(outDir)) {
    console.error('Usage: browser.bench.ts <directory of `vite build --mode emulator`>; `npm run bench -- browser` builds it and passes it.');
    return 2;
  }
  if (!existsSync(CHROMIUM)) {
    console.error(`Chromium is not installed at ${CHROMIUM}: run node scripts/ensure-chromium.mjs (npm run bench does).`);
    return 2;
  }

  console.log(`Browser benchmark: load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores at the start.`);
  // One address makes every request here: the emulator's per-address limits would throttle the tour, not measure it.
  const portal = await startLocalPortal({ mode: 'preview', port: 0, outDir, logLevel: 'warn', emulator: { port: 0, data: ':memory:', seed: 'large', rateLimits: 'off' } });
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
  let exitCode = 0;
  try {
    const demo = portal.emulator.demo;
    if (demo === null) throw new Error('The emulator did not seed the demo account.');
    const origins = { app: portal.appUrl, emulator: portal.emulator.url };
    const screens = sectionScreens(portal.appUrl, () => firstCaseId(portal.emulator.url, demo));

    const tours: ScreenResult[][] = [];
    for (let tour = 1; tour <= TOURS; tour++) {
      console.log(`\nTour ${tour} of ${TOURS}: a new tab, signed in, then every section.`);
      const { results, failed } = await runTour(browser, origins, portal.appUrl, demo, screens, tour === 1);
      tours.push(results);
      printTable(results);
      if (failed) exitCode = 1;
    }
    if (TOURS > 1) printMedians(tours);
  } finally {
    await browser.close();
    await portal.close();
  }
  return exitCode;
}

/**
 * One tour: a new tab signs in through /welcome, then opens each section in turn. Each tour
 * starts cold (no router cache, no stored session), so every screen loads its data again.
 */
async function runTour(
  browser: Browser,
  origins: { app: string; emulator: string },
  appUrl: string,
  demo: Account,
  screens: readonly Screen[],
  printRequests: boolean,
): Promise<{ results: ScreenResult[]; failed: boolean }> {
    const results: ScreenResult[] = [];
    let failed = false;
    let tab: Tab | null = await openTab(browser, origins);
    const signIn = await signInThroughWelcome(tab, appUrl, demo);
    results.push(signIn);
    report(signIn);
    if (printRequests) printSignInRequests(signIn);
    if (signIn.outcome !== 'first screen') {
      results.push(...screens.map((screen) => notRun(screen.name, 'the first sign-in failed')));
      failed = true;
    }

    for (const screen of failed ? [] : screens) {
      const notes: string[] = [];
      if (tab === null) {
        // The tab before failed: a new one, signed in again, continues from the landing page.
        tab = await openTab(browser, origins);
        const again = await signInThroughWelcome(tab, appUrl, demo);
        if (again.outcome !== 'first screen') {
          results.push(notRun(screen.name, `signing in again failed: ${again.outcome}`));
          await closeTab(tab);
          tab = null;
          continue;
        }
        notes.push(`new tab, signed in again (${formatMs(again.firstShownMs)})`);
      }
      const result = await measureScreen(tab, screen, notes);
      results.push(result);
      report(result);
      if (result.outcome === 'timeout' || result.outcome === 'crashed' || result.outcome === 'failed') {
        await closeTab(tab);
        tab = null;
      }
    }
    if (tab !== null) await closeTab(tab);
  return { results, failed };
}

function sectionScreens(appUrl: string, caseId: () => Promise<string>): Screen[] {
  const section = (name: string, path: RegExp, link: RegExp): Screen => ({
    name,
    path,
    open: async (tab) => {
      await headerLink(tab.page, link).click({ timeout: SCREEN_TIMEOUT_MS });
      return null;
    },
  });
  return [
    section('/asuntos', /^\/asuntos\/?$/, /^Asuntos/),
    {
      name: '/asunto/:id',
      path: /^\/asunto\/./,
      // The first case on /asuntos when the tab shows it; else (/asuntos failed) loaded by address.
      open: async (tab) => {
        const link = tab.page.locator(CASE_LINK).first();
        if ((await link.count()) > 0) {
          await link.click({ timeout: SCREEN_TIMEOUT_MS });
          return null;
        }
        const id = await caseId();
        await tab.page.goto(`${appUrl}/asunto/${id}`, { waitUntil: 'commit', timeout: SCREEN_TIMEOUT_MS });
        return `loaded by address (/asunto/${id}, a case from api.php): no case link on screen; time from the page load's start`;
      },
    },
    section('/agenda', /^\/agenda\/?$/, /^Agenda/),
    section('/directorio', /^\/directorio\/?$/, /^Directorio/),
    section('/abogados', /^\/abogados\/?$/, /^Mis abogados/),
    section('/notificaciones', /^\/notificaciones\/?$/, /^Notificaciones/),
  ];
}

/** A section's link in the header's navigation (the Notificaciones link may carry an unread count). */
function headerLink(page: Page, name: RegExp) {
  return page.getByRole('navigation').getByRole('link', { name }).or(page.getByRole('banner').getByRole('link', { name })).first();
}

async function openTab(browserToUse: Browser, origins: { app: string; emulator: string }): Promise<Tab> {
  const context = await browserToUse.newContext({ locale: 'es-AR', timezoneId: 'America/Argentina/Cordoba', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const recorder = await RequestRecorder.attach(cdp, origins);
  let rejectCrashed: (error: TabCrashed) => void = () => {};
  const crashed = new Promise<never>((_, reject) => (rejectCrashed = reject));
  // Nobody may be waiting when it crashes; every wait races it through within().
  crashed.catch(() => {});
  const tab: Tab = { context, page, cdp, recorder, crashed, hasCrashed: false };
  page.once('crash', () => {
    tab.hasCrashed = true;
    rejectCrashed(new TabCrashed('The tab crashed.'));
  });
  return tab;
}

/** Closes a tab even when its renderer is stuck; a close that hangs is left behind, not waited for. */
async function closeTab(tab: Tab): Promise<void> {
  await Promise.race([tab.context.close().catch(() => {}), sleep(10_000)]);
}

/**
 * Opens /welcome (not measured), waits until the app has loaded what it loads on its own while a
 * person types, fills the form and measures from the click on Ingresar to the first signed-in
 * screen (any page outside /welcome with its heading shown).
 */
function signInThroughWelcome(tab: Tab, appUrl: string, account: Account): Promise<ScreenResult> {
  const form = tab.page.getByRole('form', { name: 'Ingresar' });
  return measureScreen(
    tab,
    {
      name: 'sign-in',
      path: /^\/(?!welcome)/,
      targets: [['first screen', 'main h1']],
      prepare: async ({ page }) => {
        await page.goto(`${appUrl}/welcome`, { timeout: SCREEN_TIMEOUT_MS });
        await form.getByLabel('Correo electrónico').fill(account.email, { timeout: SCREEN_TIMEOUT_MS });
        await form.getByLabel('Contraseña', { exact: true }).fill(account.password);
        await networkQuiet(tab, Date.now() + SCREEN_TIMEOUT_MS);
      },
      open: async () => {
        await form.getByRole('button', { name: 'Ingresar', exact: true }).click({ timeout: SCREEN_TIMEOUT_MS });
        return null;
      },
    },
    [],
  );
}

interface Seen {
  readonly shown: Shown;
  readonly ms: number;
  /** Wall-clock ms of the click (or of the page load's start) and of the first frame that showed it. */
  readonly startedAt: number;
  readonly shownAt: number;
}

const SCREEN_TARGETS: readonly (readonly [Shown, string])[] = [
  ['rows', ROWS],
  ['error state', ERROR_STATE],
  ['empty state', EMPTY_STATE],
];

/**
 * One screen: go there, wait for its first rows (or its empty or error state), let it settle,
 * then count rows, collect garbage and read the JS heap. Requests are those started from just
 * before the action until the heap was read.
 */
async function measureScreen(tab: Tab, screen: Screen, notes: string[]): Promise<ScreenResult> {
  let actionAt = Date.now();
  let deadline = actionAt + SCREEN_TIMEOUT_MS;
  const requests = () => tab.recorder.startedBetween(actionAt, Date.now());
  let seen: Seen | null = null;
  // What a timeout interrupted, for the notes.
  let stage = 'preparing';
  const result = (outcome: Outcome, rows: number | null, heapMb: number | null): ScreenResult => ({
    screen: screen.name,
    outcome,
    firstShownMs: seen?.ms ?? null,
    rows,
    heapMb,
    requests: requests(),
    notes,
    startedAt: seen?.startedAt ?? actionAt,
    shownAt: seen?.shownAt ?? null,
  });
  try {
    if (screen.prepare) {
      await within(tab, deadline, screen.prepare(tab));
      actionAt = Date.now();
      deadline = actionAt + SCREEN_TIMEOUT_MS;
    }
    stage = 'going there';
    await within(tab, deadline, armProbe(tab.page));
    const note = await within(tab, deadline, screen.open(tab));
    if (note) notes.push(note);
    stage = 'waiting for the screen';
    seen = await within(tab, deadline, waitForShown(tab.page, screen.path, screen.targets ?? SCREEN_TARGETS, deadline));
    const settled = await settle(tab, Date.now() + SETTLE_LIMIT_MS);
    if (!settled.quiet) notes.push(`still changing ${SETTLE_LIMIT_MS / 1000} s after the first rows`);
    const heapMb = await within(tab, Date.now() + HEAP_LIMIT_MS, heapUsedMb(tab.cdp)).catch((error: unknown) => {
      notes.push(`heap not read: ${firstLine(error)}`);
      return null;
    });
    return result(seen.shown, settled.rows, heapMb);
  } catch (error) {
    if (tab.hasCrashed) return result('crashed', null, null);
    // Playwright's own timeouts name the element they waited for; ours, the stage.
    notes.push(error instanceof ScreenTimeout ? `${stage}, at ${new URL(tab.page.url()).pathname}` : firstLine(error));
    return result(error instanceof ScreenTimeout || error instanceof errors.TimeoutError ? 'timeout' : 'failed', null, null);
  }
}

/** The work, unless the tab crashes or the deadline passes first. */
async function within<T>(tab: Tab, deadline: number, work: Promise<T>): Promise<T> {
  // Whatever loses the race still settles later; nobody is listening then.
  work.catch(() => {});
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ScreenTimeout('still waiting at the deadline')), Math.max(0, deadline - Date.now()));
  });
  try {
    return await Promise.race([work, tab.crashed, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

interface Probe {
  /** What was on screen before the action: the previous page's rows are not this screen's. */
  readonly stale: WeakSet<Element>;
  /** The click's time on the page's clock; null until the click. */
  startedAt: number | null;
}

type ProbeHost = Window & { benchProbe?: Probe };

/** Marks what the page shows now as old and notes when the next click happens. */
async function armProbe(page: Page): Promise<void> {
  await page.evaluate(
    (selectors) => {
      const probe: Probe = { stale: new WeakSet(document.querySelectorAll(selectors)), startedAt: null };
      (window as ProbeHost).benchProbe = probe;
      document.addEventListener(
        'click',
        (event) => {
          probe.startedAt ??= event.timeStamp;
        },
        { capture: true, once: true },
      );
    },
    [ROWS, ERROR_STATE, EMPTY_STATE, 'main h1'].join(', '),
  );
}

/**
 * Checked on the page at every frame: the path is the screen's and one of its targets, not
 * there before the action, is visible. A document without the probe is a new page load,
 * whose navigation started at the page clock's zero.
 */
async function waitForShown(page: Page, path: RegExp, targets: readonly (readonly [Shown, string])[], deadline: number): Promise<Seen> {
  const handle = await page.waitForFunction(
    ({ pathSource, targetList }) => {
      const probe: Probe = (window as ProbeHost).benchProbe ?? { stale: new WeakSet(), startedAt: 0 };
      if (probe.startedAt === null || !new RegExp(pathSource).test(location.pathname)) return null;
      for (const [shown, selector] of targetList) {
        const element = document.querySelector(selector);
        if (element && !probe.stale.has(element) && element.checkVisibility()) {
          const now = performance.now();
          return { shown, ms: now - probe.startedAt, startedAt: performance.timeOrigin + probe.startedAt, shownAt: performance.timeOrigin + now };
        }
      }
      return null;
    },
    { pathSource: path.source, targetList: targets },
    { polling: 'raf', timeout: Math.max(1, deadline - Date.now()) },
  );
  const seen = await handle.jsonValue();
  // waitForFunction resolves on a truthy answer only.
  if (seen === null) throw new Error('The page answered no screen.');
  return seen;
}

/** Waits for a quiet spell: no request in flight and the same row count for SETTLE_QUIET_MS. */
async function settle(tab: Tab, limit: number): Promise<{ rows: number | null; quiet: boolean }> {
  let rows: number | null = null;
  let quietSince = Date.now();
  while (Date.now() < limit) {
    const counted = await within(tab, limit, tab.page.evaluate((selector) => document.querySelectorAll(selector).length, ROWS)).catch((error: unknown) => {
      if (error instanceof ScreenTimeout) return rows;
      throw error;
    });
    if (counted !== rows || tab.recorder.inFlight() > 0) {
      rows = counted;
      quietSince = Date.now();
    } else if (Date.now() - quietSince >= SETTLE_QUIET_MS) {
      return { rows, quiet: true };
    }
    await sleep(250);
  }
  return { rows, quiet: false };
}

/** No request in flight for half a second, or the deadline. */
async function networkQuiet(tab: Tab, deadline: number): Promise<void> {
  let quietSince = Date.now();
  while (Date.now() < deadline && Date.now() - quietSince < 500) {
    if (tab.recorder.inFlight() > 0) quietSince = Date.now();
    await sleep(50);
  }
}

/** JSHeapUsedSize after a full collection, in MB (2^20 bytes). */
async function heapUsedMb(cdp: CDPSession): Promise<number | null> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const used = metrics.find((metric) => metric.name === 'JSHeapUsedSize');
  return used ? used.value / 2 ** 20 : null;
}

function notRun(screen: string, why: string): ScreenResult {
  return { screen, outcome: 'not run', firstShownMs: null, rows: null, heapMb: null, requests: [], notes: [why], startedAt: null, shownAt: null };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
}

function formatMs(ms: number | null): string {
  return ms === null ? '—' : `${Math.round(ms).toLocaleString('en-US')} ms`;
}

function report(result: ScreenResult): void {
  const counts = countByKind(result.requests);
  const split = REQUEST_KINDS.filter((kind) => counts[kind] > 0).map((kind) => `${counts[kind]} ${REQUEST_KIND_TITLES[kind]}`);
  console.log(
    `${result.screen}: ${result.outcome}, ${formatMs(result.firstShownMs)}, ${result.rows ?? '—'} rows, ` +
      `${result.heapMb === null ? '—' : `${result.heapMb.toFixed(1)} MB`} heap, ${result.requests.length} requests (${split.join(', ') || 'none'})` +
      (result.notes.length > 0 ? `; ${result.notes.join('; ')}` : ''),
  );
}

/** The sign-in's requests from the click, each with its wave; waves count up to the first screen. */
function printSignInRequests(result: ScreenResult): void {
  const clickAt = result.startedAt ?? 0;
  const beforeScreen = result.requests.filter((request) => result.shownAt === null || request.startedAt < result.shownAt);
  const waves = assignWaves(beforeScreen);
  const waveOf = new Map(waves.map(({ request, wave }) => [request, wave]));
  const waveCount = waves.at(-1)?.wave ?? 0;
  console.log(
    `\nSign-in: ${beforeScreen.length} requests in ${waveCount} sequential waves from the click on Ingresar to the first screen` +
      `${result.requests.length > beforeScreen.length ? `, then ${result.requests.length - beforeScreen.length} more until it settled` : ''}.` +
      '\nA wave is a set of requests in flight together: a new wave starts with the first request that starts after every request of the wave before has ended.' +
      '\nTimes in ms from the click; "after": started once the first screen showed.\n',
  );
  const rows = [...result.requests]
    .sort((a, b) => a.startedAt - b.startedAt)
    .map((request) => [
      String(waveOf.get(request) ?? 'after'),
      `+${Math.round(request.startedAt - clickAt)}`,
      request.endedAt === null ? '—' : `+${Math.round(request.endedAt - clickAt)}`,
      REQUEST_KIND_TITLES[request.kind],
      request.method,
      request.label + (request.failed ? ' (failed)' : ''),
    ]);
  printMarkdown(['wave', 'start', 'end', 'kind', 'method', 'what'], rows);
}

function printTable(results: readonly ScreenResult[]): void {
  const [load] = loadavg();
  console.log(
    `\nBrowser benchmark: large account in headless Chromium, ${SCREEN_TIMEOUT_MS / 1000} s per screen, load average ${load?.toFixed(1)} on ${availableParallelism()} cores at the end. ` +
      'First shown: from the click to the first data rows (or empty or error state) visible. ' +
      'Last data response: when the last call to the cloud (Cognito, GraphQL, api.php, Lambda) started before the screen showed had ended, from the click; the rest of first shown is the page’s own work. ' +
      'Rows and JS heap (after a GC): once the screen settled. Requests: started from the click until the heap was read.\n',
  );
  const kindColumns: RequestKind[] = [...REQUEST_KINDS];
  const rows = results.map((result) => {
    const counts = countByKind(result.requests);
    return [
      result.screen,
      result.outcome,
      formatMs(result.firstShownMs),
      formatMs(lastDataResponseMs(result)),
      result.rows === null ? '—' : result.rows.toLocaleString('en-US'),
      result.heapMb === null ? '—' : result.heapMb.toFixed(1),
      String(result.requests.length),
      ...kindColumns.map((kind) => String(counts[kind])),
      result.notes.join('; '),
    ];
  });
  printMarkdown(['screen', 'shown', 'first shown', 'last data response', 'rows', 'JS heap MB', 'requests', ...kindColumns.map((kind) => REQUEST_KIND_TITLES[kind]), 'notes'], rows);
}

function median(values: readonly number[]): number | null {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? null) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * Per screen across the tours: the medians of first shown, of the last data response and of the
 * page's own work after it (first shown minus last data response, per tour), and the worst of that work.
 */
function printMedians(tours: readonly (readonly ScreenResult[])[]): void {
  console.log(
    `\nMedians of ${tours.length} tours, load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores at the end. ` +
      '"After data": first shown minus the last data response, in each tour: the page\'s own work once its data has arrived.\n',
  );
  const names = tours[0]?.map((result) => result.screen) ?? [];
  const rows = names.map((name) => {
    const runs = tours.map((tour) => tour.find((result) => result.screen === name)).filter((result) => result !== undefined && result.firstShownMs !== null) as ScreenResult[];
    const shown = runs.map((result) => result.firstShownMs ?? 0);
    const data = runs.map(lastDataResponseMs).filter((ms) => ms !== null);
    const after = runs.flatMap((result) => {
      const last = lastDataResponseMs(result);
      return last === null || result.firstShownMs === null ? [] : [result.firstShownMs - last];
    });
    return [
      name,
      `${runs.length} of ${tours.length}`,
      formatMs(median(shown)),
      formatMs(median(data)),
      formatMs(median(after)),
      formatMs(after.length > 0 ? Math.max(...after) : null),
      String(median(runs.map((result) => result.rows ?? 0)) ?? '—'),
      median(runs.map((result) => result.heapMb ?? 0))?.toFixed(1) ?? '—',
    ];
  });
  printMarkdown(['screen', 'shown', 'first shown', 'last data response', 'after data', 'after data, worst', 'rows', 'JS heap MB'], rows);
}

const DATA_KINDS: ReadonlySet<RequestKind> = new Set(['userPool', 'identityPool', 'graphql', 'apiPhp', 'lambda']);

function lastDataResponseMs(result: ScreenResult): number | null {
  const ends = result.requests
    .filter((request) => DATA_KINDS.has(request.kind) && (result.shownAt === null || request.startedAt < result.shownAt))
    .map((request) => request.endedAt)
    .filter((end) => end !== null);
  return ends.length > 0 && result.startedAt !== null ? Math.max(...ends) - result.startedAt : null;
}

function printMarkdown(header: readonly string[], rows: readonly (readonly string[])[]): void {
  const escape = (cell: string) => cell.replaceAll('|', '\\|');
  console.log(`| ${header.join(' | ')} |`);
  console.log(`|${header.map(() => '---').join('|')}|`);
  for (const row of rows) console.log(`| ${row.map(escape).join(' | ')} |`);
}

// Last, once every constant above is initialised.
process.exit(await main());
