// `npm run bench -- browser` (scripts/bench.mjs builds the app for the emulator and passes the
// build's directory): the portal in headless Chromium against an in-memory emulator seeded with
// the large account (5,007 cases, 50,011 agenda entries, 2,000 lawyers), driven as a person
// would: sign in on /welcome, then each section through the header's links, then (on loopback)
// the interactions people make, then a repeat visit of /asuntos and /agenda with api.php delayed.
// Every tour runs under one of the profiles of profiles.ts (loopback at CPU 1× and 4×, 4G); the
// tables read the medians per profile beside their targets (docs/benchmarks.md), and are written to
// test-artifacts/bench/browser-<time>.md. BENCH_PROFILES=loopback-1x,4g runs only those;
// BENCH_TOURS sets every profile's tours; BENCH_LABEL names the run in the file (e.g. 'before');
// BENCH_SCREENS=/pagos measures only those screens after the sign-in (no interactions, and the
// repeat visits only of those screens).
// BENCH_CPU_PROFILE=/agenda records those screens' CPU profiles (cpu-profile.ts).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, errors, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from '../scripts/chromium';
import { startLocalPortal, type LocalPortal } from '../scripts/local-portal';
import { INTERACTION_KINDS, inpP98, observeEventTiming, runInteractions, type InteractionRun } from './interactions';
import { profiledScreens, startCpuProfile } from './cpu-profile';
import { firstCaseId, type Account } from './legacy-api';
import { applyProfile, chosenProfiles, RequestHolds, type Profile } from './profiles';
import {
  assignWaves,
  bytesOf,
  countByKind,
  REQUEST_KIND_TITLES,
  REQUEST_KINDS,
  RequestRecorder,
  type RecordedRequest,
  type RequestKind,
} from './requests';

/** How long a screen may take to show its first rows; BENCH_SCREEN_TIMEOUT_S overrides it. */
const SCREEN_TIMEOUT_MS = Number(process.env['BENCH_SCREEN_TIMEOUT_S'] ?? 60) * 1000;
/** After the first rows: quiet (no request in flight, row count unchanged) for this long means settled. */
const SETTLE_QUIET_MS = 1000;
const SETTLE_LIMIT_MS = 15_000;
/** A garbage collection and a metrics read; a renderer still busy rendering may hold both. */
const HEAP_LIMIT_MS = 30_000;
/** How long api.php's requests are held on the repeat visit (3 s, as the first measure of /asuntos' repeat visit did); BENCH_API_DELAY_MS overrides it. */
const API_DELAY_MS = Number(process.env['BENCH_API_DELAY_MS'] ?? 3000);
const LABEL = process.env['BENCH_LABEL'] ?? '';
const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const BENCH_DIR = join(REPO_ROOT, 'test-artifacts', 'bench');
/** Screens whose CPU profile the first tour of each profile records (cpu-profile.ts). */
const PROFILED = profiledScreens(process.env);
/** The screens BENCH_SCREENS names (comma-separated, as the tables name them), all when unset. */
const CHOSEN_SCREENS = (process.env['BENCH_SCREENS'] ?? '').split(',').filter((name) => name !== '');
const chosenScreen = (name: string) => CHOSEN_SCREENS.length === 0 || CHOSEN_SCREENS.includes(name);
/** How long a screen's milestone after its first rows (Pagos: every owed case read) is waited for. */
const MILESTONE_LIMIT_MS = 120_000;

/**
 * What counts as a screen's data, and as a screen that has no data to show. Nothing inside an
 * aria-hidden outline counts: the pending page's skeleton is a list of grey cards.
 */
const ROWS = [
  'main [role="row"]:not(:has([role="columnheader"]))',
  'main li',
  'main [role="article"]',
  'main [data-row]',
]
  .map((selector) => `${selector}:not([aria-hidden="true"] *)`)
  .join(', ');
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

/** One tour of one profile: the screens, the interactions (loopback only) and the repeat visits. */
interface TourResult {
  readonly screens: readonly ScreenResult[];
  readonly interactions: readonly InteractionRun[];
  readonly repeatVisits: readonly ScreenResult[];
}

/** One browser context with its page: no cookies or storage shared with the tabs before it. */
interface Tab {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly cdp: CDPSession;
  readonly recorder: RequestRecorder;
  readonly holds: RequestHolds;
  readonly profile: Profile;
  /** The screens this tab has shown, whose data a device cache may hold for a repeat visit. */
  readonly visited: Set<string>;
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
  /** What comes after the first rows that the notes time, from the click: its name and what shows it. */
  readonly milestone?: { readonly name: string; readonly shown: (page: Page) => Promise<void> };
}

/** Where a tour runs: the portal, and the origins its requests are told apart by. */
interface Target {
  readonly portal: LocalPortal;
  readonly demo: Account;
  readonly origins: { app: string; emulator: string };
  readonly screens: readonly Screen[];
}

/** The scenario; answers the exit code. */
async function main(): Promise<number> {
  const outDir = process.argv[2];
  if (!outDir || !existsSync(outDir)) {
    console.error(
      'Usage: browser.bench.ts <directory of `vite build --mode emulator`>; `npm run bench -- browser` builds it and passes it.',
    );
    return 2;
  }
  if (!existsSync(CHROMIUM)) {
    console.error(
      `Chromium is not installed at ${CHROMIUM}: run node scripts/ensure-chromium.mjs (npm run bench does).`,
    );
    return 2;
  }
  const profiles = chosenProfiles(process.env);
  const startLoad = loadavg()[0] ?? 0;
  const startedAt = new Date();
  console.log(
    `Browser benchmark: load average ${startLoad.toFixed(1)} on ${availableParallelism()} cores at the start; profiles ${profiles.map((profile) => `${profile.id} ×${profile.tours}`).join(', ')}.`,
  );

  const portals = new Map<boolean, Target | string>();
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
  let exitCode = 0;
  const tours = new Map<Profile, TourResult[]>();
  const skipped = new Map<Profile, string>();
  try {
    for (const sameOrigin of new Set(profiles.map((profile) => profile.sameOrigin)))
      portals.set(sameOrigin, await startTarget(sameOrigin));
    // Round by round, so the machine's load at one moment weighs on every profile alike.
    const rounds = Math.max(...profiles.map((profile) => profile.tours));
    for (let round = 1; round <= rounds; round++) {
      for (const profile of profiles.filter((each) => each.tours >= round)) {
        const target = portals.get(profile.sameOrigin);
        if (typeof target === 'string' || target === undefined) {
          skipped.set(profile, target ?? 'no portal');
          continue;
        }
        console.log(`\n${profile.title}: tour ${round} of ${profile.tours}, a new tab, signed in, then every section.`);
        const result = await runTour(browser, target, profile, round === 1);
        tours.set(profile, [...(tours.get(profile) ?? []), result]);
        printTourTable(result.screens);
        if (result.screens[0]?.outcome !== 'first screen') exitCode = 1;
      }
    }
    const report = renderReport({ profiles, tours, skipped, startedAt, startLoad, chromiumVersion: browser.version() });
    console.log(`\n${report}`);
    const file = join(
      BENCH_DIR,
      `browser-${startedAt.toISOString().slice(0, 16).replace(':', '')}${LABEL ? `-${LABEL.replace(/[^\w-]+/g, '-')}` : ''}.md`,
    );
    mkdirSync(BENCH_DIR, { recursive: true });
    writeFileSync(file, report);
    console.log(`Written to ${file}.`);
  } finally {
    await browser.close();
    for (const target of portals.values()) if (typeof target !== 'string') await target.portal.close();
  }
  return exitCode;
}

/**
 * The portal with the emulator's large account, its APIs cross-origin or under its own origin;
 * a sentence saying why not when this local portal cannot serve them under its origin.
 */
async function startTarget(sameOrigin: boolean): Promise<Target | string> {
  // One address makes every request here: the emulator's per-address limits would throttle the tour, not measure it.
  const portal = await startLocalPortal({
    mode: 'preview',
    port: 0,
    outDir: process.argv[2],
    logLevel: 'warn',
    emulator: { port: 0, data: ':memory:', seed: 'large', rateLimits: 'off' },
    sameOriginApis: sameOrigin,
  });
  const demo = portal.emulator.demo;
  if (demo === null) {
    await portal.close();
    throw new Error('The emulator did not seed the demo account.');
  }
  if (sameOrigin) {
    // A local portal from before sameOriginApis ignores it: the configuration says where the app calls.
    const config = await (await fetch(`${portal.appUrl}/__emulator/config.json`)).text();
    if (!config.includes(portal.appUrl)) {
      await portal.close();
      return "this build's local portal cannot serve the APIs under its origin (no sameOriginApis)";
    }
  }
  return {
    portal,
    demo,
    origins: { app: portal.appUrl, emulator: portal.emulator.url },
    screens: sectionScreens(portal.appUrl, () => firstCaseId(portal.emulator.url, demo)),
  };
}

/**
 * One tour: a new tab signs in through /welcome, then opens each section in turn. Each tour
 * starts cold (no HTTP cache, no stored session, no device cache), so every screen loads its
 * data again. Then, where the profile says, the interactions; then the repeat visits.
 */
async function runTour(
  browser: Browser,
  target: Target,
  profile: Profile,
  printRequests: boolean,
): Promise<TourResult> {
  const results: ScreenResult[] = [];
  const { portal, demo, origins, screens } = target;
  let tab: Tab | null = await openTab(browser, origins, profile);
  const signIn = await signInThroughWelcome(tab, portal.appUrl, demo);
  results.push(signIn);
  report(signIn);
  if (printRequests) printSignInRequests(signIn);
  if (signIn.outcome !== 'first screen') {
    await closeTab(tab);
    return {
      screens: [...results, ...screens.map((screen) => notRun(screen.name, 'the first sign-in failed'))],
      interactions: [],
      repeatVisits: [],
    };
  }

  /** The tab, or a new one signed in again when the one before failed. */
  const usableTab = async (notes: string[]): Promise<Tab | null> => {
    if (tab !== null) return tab;
    const fresh = await openTab(browser, origins, profile);
    const again = await signInThroughWelcome(fresh, portal.appUrl, demo);
    if (again.outcome !== 'first screen') {
      notes.push(`signing in again failed: ${again.outcome}`);
      await closeTab(fresh);
      return null;
    }
    notes.push(`new tab, signed in again (${formatMs(again.firstShownMs)})`);
    tab = fresh;
    return tab;
  };
  const dropTabIfBroken = async (result: ScreenResult) => {
    if (tab !== null && (result.outcome === 'timeout' || result.outcome === 'crashed' || result.outcome === 'failed')) {
      await closeTab(tab);
      tab = null;
    }
  };

  for (const screen of screens) {
    const notes: string[] = [];
    const current = await usableTab(notes);
    if (current === null) {
      results.push(notRun(screen.name, notes.join('; ')));
      continue;
    }
    const result = await measureScreen(current, screen, notes, printRequests ? `${profile.id}-${screen.name}` : null);
    results.push(result);
    report(result);
    await dropTabIfBroken(result);
  }

  let interactions: InteractionRun[] = [];
  if (profile.interactions && CHOSEN_SCREENS.length === 0) {
    const notes: string[] = [];
    const current = await usableTab(notes);
    if (current !== null) {
      interactions = await runInteractions(interactionHost(current));
      for (const run of interactions) {
        console.log(
          `${run.kind}: ${run.performed} interactions, ${run.latenciesMs.length} of 16 ms or more (${run.latenciesMs.map((ms) => Math.round(ms)).join(', ') || 'none'})${run.notes.length > 0 ? `; ${run.notes.join('; ')}` : ''}`,
        );
      }
    }
  }

  const repeatVisits: ScreenResult[] = [];
  for (const screen of repeatScreens(portal.appUrl).filter((each) => chosenScreen(each.name))) {
    const notes: string[] = [];
    const current = await usableTab(notes);
    if (current === null) {
      repeatVisits.push(notRun(screen.name, notes.join('; ')));
      continue;
    }
    if (!current.visited.has(screen.name)) notes.push('not shown before in this tab: a first visit');
    const result = await measureRepeatVisit(
      current,
      screen,
      notes,
      printRequests ? `${profile.id}-repeat-${screen.name}` : null,
    );
    repeatVisits.push(result);
    report(result, 'repeat visit');
    await dropTabIfBroken(result);
  }
  if (tab !== null) await closeTab(tab);
  return { screens: results, interactions, repeatVisits };
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
  const screens: Screen[] = [
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
    {
      // First rows: what is owed, from the case list (each case whose pago counts some); the
      // milestone: every owed case's movements read, when the paid history starts.
      ...section('/pagos', /^\/pagos\/?$/, /^Pagos/),
      milestone: {
        name: 'every owed case read',
        shown: async (page) => {
          await page
            .getByText(/^Leyendo pagos anteriores/)
            .or(page.getByRole('region', { name: 'Resumen de pagos' }))
            .first()
            .waitFor({ timeout: MILESTONE_LIMIT_MS });
        },
      },
    },
  ];
  return screens.filter((screen) => chosenScreen(screen.name));
}

/** A section's link in the header's navigation (the Notificaciones link may carry an unread count). */
function headerLink(page: Page, name: RegExp) {
  return page
    .getByRole('navigation')
    .getByRole('link', { name })
    .or(page.getByRole('banner').getByRole('link', { name }))
    .first();
}

async function openTab(
  browserToUse: Browser,
  origins: { app: string; emulator: string },
  profile: Profile,
): Promise<Tab> {
  const context = await browserToUse.newContext({
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Cordoba',
    viewport: { width: 1280, height: 800 },
  });
  await observeEventTiming(context);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const recorder = await RequestRecorder.attach(cdp, origins);
  await applyProfile(cdp, profile);
  const holds = await RequestHolds.attach(cdp, origins.emulator, profile);
  let rejectCrashed: (error: TabCrashed) => void = () => {};
  const crashed = new Promise<never>((_, reject) => (rejectCrashed = reject));
  // Nobody may be waiting when it crashes; every wait races it through within().
  crashed.catch(() => {});
  const tab: Tab = { context, page, cdp, recorder, holds, profile, visited: new Set(), crashed, hasCrashed: false };
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
/** profileName: where the screen's CPU profile is written, when BENCH_CPU_PROFILE names the screen (null: not recorded). */
async function measureScreen(
  tab: Tab,
  screen: Screen,
  notes: string[],
  profileName: string | null = null,
): Promise<ScreenResult> {
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
    const stopProfile = profileName !== null && PROFILED.has(screen.name) ? await startCpuProfile(tab.cdp) : null;
    const note = await within(tab, deadline, screen.open(tab));
    if (note) notes.push(note);
    stage = 'waiting for the screen';
    seen = await within(tab, deadline, waitForShown(tab.page, screen.path, screen.targets ?? SCREEN_TARGETS, deadline));
    if (stopProfile !== null && profileName !== null)
      console.log(`CPU profile: ${await stopProfile(BENCH_DIR, `cpu-${LABEL ? `${LABEL}-` : ''}${profileName}`)}`);
    if (seen.shown === 'rows' || seen.shown === 'empty state') tab.visited.add(screen.name);
    if (screen.milestone !== undefined && seen.shown === 'rows') {
      stage = `waiting for ${screen.milestone.name}`;
      await within(tab, Date.now() + MILESTONE_LIMIT_MS, screen.milestone.shown(tab.page))
        .then(() =>
          notes.push(
            `${screen.milestone?.name}: ${formatMs(Date.now() - actionAt)} after the click, ${tab.recorder.startedBetween(actionAt, Date.now()).filter((request) => request.kind === 'apiPhp').length} api.php requests`,
          ),
        )
        .catch((error: unknown) =>
          notes.push(`${screen.milestone?.name}: not within ${MILESTONE_LIMIT_MS / 1000} s (${firstLine(error)})`),
        );
    }
    const settled = await settle(tab, Date.now() + SETTLE_LIMIT_MS);
    if (!settled.quiet) notes.push(`still changing ${SETTLE_LIMIT_MS / 1000} s after the first rows`);
    const heapMb = !tab.profile.heap
      ? null
      : await within(tab, Date.now() + HEAP_LIMIT_MS, heapUsedMb(tab.cdp)).catch((error: unknown) => {
          notes.push(`heap not read: ${firstLine(error)}`);
          return null;
        });
    return result(seen.shown, settled.rows, heapMb);
  } catch (error) {
    if (tab.hasCrashed) return result('crashed', null, null);
    // Playwright's own timeouts name the element they waited for; ours, the stage.
    notes.push(error instanceof ScreenTimeout ? `${stage}, at ${new URL(tab.page.url()).pathname}` : firstLine(error));
    return result(
      error instanceof ScreenTimeout || error instanceof errors.TimeoutError ? 'timeout' : 'failed',
      null,
      null,
    );
  }
}

/** /asuntos and /agenda, loaded by address as a returning person opens them (a bookmark, the installed app). */
function repeatScreens(appUrl: string): Screen[] {
  const byAddress = (name: string, path: RegExp): Screen => ({
    name,
    path,
    open: async (tab) => {
      await tab.page.goto(`${appUrl}${name}`, { waitUntil: 'commit', timeout: SCREEN_TIMEOUT_MS });
      return null;
    },
  });
  return [byAddress('/asuntos', /^\/asuntos\/?$/), byAddress('/agenda', /^\/agenda\/?$/)];
}

/**
 * A repeat visit: the screen loaded again by address in a tab that has shown it, with every
 * api.php request held API_DELAY_MS (CDP Fetch, paused at the request stage), so rows that show
 * before that came from the device. Timed from the navigation's start.
 */
async function measureRepeatVisit(
  tab: Tab,
  screen: Screen,
  notes: string[],
  profileName: string | null,
): Promise<ScreenResult> {
  await tab.holds.holdApiPhp(API_DELAY_MS);
  try {
    const result = await measureScreen(tab, screen, notes, profileName);
    const firstAnswer = firstApiPhpAnswerMs(result);
    if (firstAnswer !== null && firstAnswer < API_DELAY_MS)
      notes.push(`an api.php answer came ${formatMs(firstAnswer)} after the navigation: not held`);
    return result;
  } finally {
    await tab.holds.holdApiPhp(null).catch(() => {});
  }
}

/** When the first api.php request of the screen ended, from the navigation's start. */
function firstApiPhpAnswerMs(result: ScreenResult): number | null {
  const ends = result.requests
    .filter((request) => request.kind === 'apiPhp' && request.endedAt !== null)
    .map((request) => request.endedAt ?? 0);
  return ends.length > 0 && result.startedAt !== null ? Math.min(...ends) - result.startedAt : null;
}

/** The tab as the interactions drive it: sections through the header, quiet as the tour's settle means it. */
function interactionHost(tab: Tab) {
  const paths = { Asuntos: /^\/asuntos\/?$/, Agenda: /^\/agenda\/?$/, Directorio: /^\/directorio\/?$/ } as const;
  return {
    page: tab.page,
    openSection: async (name: keyof typeof paths) => {
      if (paths[name].test(new URL(tab.page.url()).pathname)) return;
      const deadline = Date.now() + SCREEN_TIMEOUT_MS;
      await within(tab, deadline, armProbe(tab.page));
      await within(tab, deadline, headerLink(tab.page, new RegExp(`^${name}`)).click({ timeout: SCREEN_TIMEOUT_MS }));
      await within(tab, deadline, waitForShown(tab.page, paths[name], SCREEN_TARGETS, deadline));
    },
    settle: async () => {
      await settle(tab, Date.now() + SETTLE_LIMIT_MS);
    },
  };
}

/** The work, unless the tab crashes or the deadline passes first. */
async function within<T>(tab: Tab, deadline: number, work: Promise<T>): Promise<T> {
  // Whatever loses the race still settles later; nobody is listening then.
  work.catch(() => {});
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ScreenTimeout('still waiting at the deadline')),
      Math.max(0, deadline - Date.now()),
    );
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
  await page.evaluate((selectors) => {
    const probe: Probe = { stale: new WeakSet(document.querySelectorAll(selectors)), startedAt: null };
    (window as ProbeHost).benchProbe = probe;
    document.addEventListener(
      'click',
      (event) => {
        probe.startedAt ??= event.timeStamp;
      },
      { capture: true, once: true },
    );
  }, [ROWS, ERROR_STATE, EMPTY_STATE, 'main h1'].join(', '));
}

/**
 * Checked on the page at every frame: the path is the screen's and one of its targets, not
 * there before the action, is visible. A document without the probe is a new page load,
 * whose navigation started at the page clock's zero.
 */
async function waitForShown(
  page: Page,
  path: RegExp,
  targets: readonly (readonly [Shown, string])[],
  deadline: number,
): Promise<Seen> {
  const handle = await page.waitForFunction(
    ({ pathSource, targetList }) => {
      const probe: Probe = (window as ProbeHost).benchProbe ?? { stale: new WeakSet(), startedAt: 0 };
      if (probe.startedAt === null || !new RegExp(pathSource).test(location.pathname)) return null;
      for (const [shown, selector] of targetList) {
        const element = document.querySelector(selector);
        if (element && !probe.stale.has(element) && element.checkVisibility()) {
          const now = performance.now();
          return {
            shown,
            ms: now - probe.startedAt,
            startedAt: performance.timeOrigin + probe.startedAt,
            shownAt: performance.timeOrigin + now,
          };
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
    const counted = await within(
      tab,
      limit,
      tab.page.evaluate((selector) => document.querySelectorAll(selector).length, ROWS),
    ).catch((error: unknown) => {
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
  return {
    screen,
    outcome: 'not run',
    firstShownMs: null,
    rows: null,
    heapMb: null,
    requests: [],
    notes: [why],
    startedAt: null,
    shownAt: null,
  };
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

function report(result: ScreenResult, what = ''): void {
  const counts = countByKind(result.requests);
  const split = REQUEST_KINDS.filter((kind) => counts[kind] > 0).map(
    (kind) => `${counts[kind]} ${REQUEST_KIND_TITLES[kind]}`,
  );
  console.log(
    `${result.screen}${what ? ` (${what})` : ''}: ${result.outcome}, ${formatMs(result.firstShownMs)}, ${result.rows ?? '—'} rows, ` +
      `${result.heapMb === null ? '' : `${result.heapMb.toFixed(1)} MB heap, `}${formatKib(bytesOf(result.requests))} KiB, ${result.requests.length} requests (${split.join(', ') || 'none'})` +
      (result.notes.length > 0 ? `; ${result.notes.join('; ')}` : ''),
  );
}

/** The sign-in's requests from the click, each with its wave; waves count up to the first screen. */
function printSignInRequests(result: ScreenResult): void {
  const clickAt = result.startedAt ?? 0;
  const beforeScreen = requestsBeforeShown(result);
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
      formatKib(request.bytes),
      request.label + (request.failed ? ' (failed)' : ''),
    ]);
  console.log(markdown(['wave', 'start', 'end', 'kind', 'method', 'KiB', 'what'], rows));
}

function requestsBeforeShown(result: ScreenResult): RecordedRequest[] {
  return result.requests.filter((request) => result.shownAt === null || request.startedAt < result.shownAt);
}

/** One tour's screens, as they came. */
function printTourTable(results: readonly ScreenResult[]): void {
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
      formatKib(bytesOf(result.requests)),
      String(result.requests.length),
      ...kindColumns.map((kind) => String(counts[kind])),
      result.notes.join('; '),
    ];
  });
  console.log(`\nThis tour, load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores at its end:\n`);
  console.log(
    markdown(
      [
        'screen',
        'shown',
        'first shown',
        'last data response',
        'rows',
        'JS heap MB',
        'KiB',
        'requests',
        ...kindColumns.map((kind) => REQUEST_KIND_TITLES[kind]),
        'notes',
      ],
      rows,
    ),
  );
}

function median(values: readonly number[]): number | null {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? null) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const DATA_KINDS: ReadonlySet<RequestKind> = new Set(['userPool', 'identityPool', 'graphql', 'apiPhp', 'lambda']);

/** The end of the last call to the cloud that had answered when the screen showed: what it could have shown. */
function lastDataResponseMs(result: ScreenResult): number | null {
  const ends = result.requests
    .filter((request) => DATA_KINDS.has(request.kind))
    .map((request) => request.endedAt)
    .filter((end) => end !== null && (result.shownAt === null || end <= result.shownAt)) as number[];
  return ends.length > 0 && result.startedAt !== null ? Math.max(...ends) - result.startedAt : null;
}

/** First shown minus the last data response: the page's own work once its data had arrived. */
function afterDataMs(result: ScreenResult): number | null {
  const last = lastDataResponseMs(result);
  return last === null || result.firstShownMs === null ? null : result.firstShownMs - last;
}

interface ReportInput {
  readonly profiles: readonly Profile[];
  readonly tours: ReadonlyMap<Profile, readonly TourResult[]>;
  readonly skipped: ReadonlyMap<Profile, string>;
  readonly startedAt: Date;
  readonly startLoad: number;
  readonly chromiumVersion: string;
}

/** The run's tables as markdown: per profile, the screens, the interactions and the repeat visits, with the targets beside them. */
function renderReport({ profiles, tours, skipped, startedAt, startLoad, chromiumVersion }: ReportInput): string {
  const lines: string[] = [
    `# Browser benchmark${LABEL ? `: ${LABEL}` : ''}`,
    '',
    `${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC, commit ${gitHead()}, headless Chromium ${chromiumVersion}, viewport 1280×800, the emulator's large account ` +
      `(5,007 cases, 50,011 agenda entries, 2,000 lawyers) in memory on loopback. Load average ${startLoad.toFixed(1)} at the start and ${loadavg()[0]?.toFixed(1)} at the end on ` +
      `${availableParallelism()} cores: the machine is shared and noisy, so the tables read medians across tours.`,
    '',
    "First rows: from the click on the header's link (sign-in: on Ingresar) to the first frame showing the screen's data rows (or its empty or error state). " +
      "After data: first rows minus the end of the last call to the cloud (Cognito, GraphQL, api.php, Lambda) that had answered when they showed: the page's own work. " +
      'KiB, requests and preflights: every request from the click until the screen settled (1 s with nothing in flight and the rows unchanged); KiB on the wire, headers included, in the encoding the server chose (CDP encodedDataLength). ' +
      'Preflights: CORS OPTIONS requests. ✓/✗: the median against its target.',
    '',
  ];
  for (const profile of profiles) {
    const runs = tours.get(profile) ?? [];
    lines.push(`## ${profile.title}`, '');
    if (runs.length === 0) {
      lines.push(`Not run: ${skipped.get(profile) ?? 'no tour finished'}.`, '');
      continue;
    }
    lines.push(profileLead(profile, runs.length), '');
    lines.push(
      screensTable(
        profile,
        runs.map((run) => run.screens),
      ),
      '',
    );
    const signIns = runs
      .map((run) => run.screens[0])
      .filter((result): result is ScreenResult => result !== undefined && result.outcome === 'first screen');
    if (signIns.length > 0) {
      const waves = signIns.map((result) => assignWaves(requestsBeforeShown(result)).at(-1)?.wave ?? 0);
      const preflights = signIns.map((result) => countByKind(requestsBeforeShown(result)).preflight);
      lines.push(
        `Sign-in to the first screen: median ${median(signIns.map((result) => requestsBeforeShown(result).length))} requests in ${median(waves)} sequential waves, ${median(preflights)} of them preflights.`,
        '',
      );
    }
    if (profile.interactions)
      lines.push(
        interactionsTable(
          profile,
          runs.map((run) => run.interactions),
        ),
        '',
      );
    lines.push(
      repeatVisitTable(
        profile,
        runs.map((run) => run.repeatVisits),
      ),
      '',
    );
  }
  return lines.join('\n');
}

function profileLead(profile: Profile, tours: number): string {
  const cpu =
    profile.cpuRate === 1
      ? "CPU at the machine's speed"
      : `CPU ${profile.cpuRate}× slower (CDP Emulation.setCPUThrottlingRate)`;
  const network =
    profile.network === null
      ? 'loopback, no network throttling'
      : `${profile.network.name} through CDP Network.emulateNetworkConditions: ${profile.network.downloadBitsPerSecond / 1e6} Mbit/s down, ${profile.network.uploadBitsPerSecond / 1e6} Mbit/s up, ` +
        `${profile.network.latencyMs} ms added by Chromium to each request before its response, not to each TCP round trip (CORS preflights, which Chromium's emulation leaves out, are held as long by the bench through CDP Fetch); the bandwidth is shared by the tab's requests in flight`;
  const apis = profile.sameOrigin
    ? "APIs under the portal's origin through its proxy"
    : "APIs on the emulator's origin (cross-origin, CORS)";
  return `${cpu}; ${network}; ${apis}. Median of ${tours} tours, each in a new browser context (cold: no HTTP cache, no stored session, no device data).`;
}

function screensTable(profile: Profile, tours: readonly (readonly ScreenResult[])[]): string {
  const names = tours[0]?.map((result) => result.screen) ?? [];
  const rows = names.map((name) => {
    const results = tours
      .map((tour) => tour.find((result) => result.screen === name))
      .filter((result) => result !== undefined);
    const shown = results.filter((result) => result.firstShownMs !== null);
    const firstShown = median(shown.map((result) => result.firstShownMs ?? 0));
    const after = shown.map(afterDataMs).filter((ms) => ms !== null);
    const counted = results.filter((result) => result.outcome !== 'not run');
    const notes = [...new Set(results.flatMap((result) => result.notes))];
    return [
      name,
      outcomes(results),
      formatMs(firstShown),
      versus(firstShown, profile.targets.firstShownMs(name)),
      formatMs(median(shown.map(lastDataResponseMs).filter((ms) => ms !== null))),
      after.length === 0 ? '—' : `${formatMs(median(after))} (worst ${formatMs(Math.max(...after))})`,
      versus(median(after), profile.targets.afterDataMs(name)),
      formatCount(median(shown.map((result) => result.rows ?? 0))),
      formatKib(median(counted.map((result) => bytesOf(result.requests))) ?? 0),
      formatCount(median(counted.map((result) => result.requests.length))),
      formatCount(median(counted.map((result) => countByKind(result.requests).preflight))),
      ...(profile.heap
        ? [median(shown.map((result) => result.heapMb).filter((mb) => mb !== null))?.toFixed(1) ?? '—']
        : []),
      notes.join('; '),
    ];
  });
  return markdown(
    [
      'screen',
      'shown',
      'first rows',
      'target',
      'last data response',
      'after data',
      'target',
      'rows',
      'KiB',
      'requests',
      'preflights',
      ...(profile.heap ? ['JS heap MB'] : []),
      'notes',
    ],
    rows,
  );
}

function interactionsTable(profile: Profile, tours: readonly (readonly InteractionRun[])[]): string {
  const runs = tours.flat();
  const row = (label: string, within: readonly InteractionRun[]) => {
    const performed = within.reduce((total, run) => total + run.performed, 0);
    const latencies = within.flatMap((run) => run.latenciesMs);
    const p98 = inpP98(latencies, performed);
    const notes = [...new Set(within.flatMap((run) => run.notes))];
    return [
      label,
      String(performed),
      String(latencies.length),
      p98 === null ? '—' : p98 === 0 ? '< 16 ms' : formatMs(p98),
      latencies.length === 0 ? (performed > 0 ? '< 16 ms' : '—') : formatMs(Math.max(...latencies)),
      versus(p98, profile.targets.interactionP98Ms),
      notes.join('; '),
    ];
  };
  const rows = [
    ...INTERACTION_KINDS.map((kind) =>
      row(
        kind,
        runs.filter((run) => run.kind === kind),
      ),
    ),
    row('all', runs),
  ];
  return (
    'Interaction latency as INP counts it (Event Timing: entries of 16 ms or more and the first input, grouped by interactionId, each interaction its longest event), ' +
    `across the ${tours.length} tours. p98: the longest once one in 50 is set aside (the longest when fewer than 50); an interaction without an entry counts as under 16 ms.\n\n` +
    markdown(['interaction', 'interactions', 'of 16 ms or more', 'p98', 'max', 'target', 'notes'], rows)
  );
}

function repeatVisitTable(profile: Profile, tours: readonly (readonly ScreenResult[])[]): string {
  const names = tours[0]?.map((result) => result.screen) ?? [];
  const rows = names.map((name) => {
    const results = tours
      .map((tour) => tour.find((result) => result.screen === name))
      .filter((result) => result !== undefined);
    const shown = results.filter((result) => result.firstShownMs !== null);
    const firstShown = median(shown.map((result) => result.firstShownMs ?? 0));
    const beforeApi = shown.filter((result) => {
      const answer = firstApiPhpAnswerMs(result);
      return answer === null || (result.firstShownMs ?? 0) < answer;
    });
    return [
      name,
      outcomes(results),
      formatMs(firstShown),
      shown.length === 0 ? '—' : formatMs(Math.max(...shown.map((result) => result.firstShownMs ?? 0))),
      formatMs(median(shown.map(firstApiPhpAnswerMs).filter((ms) => ms !== null))),
      `${beforeApi.length} of ${results.length}`,
      versus(firstShown, profile.targets.repeatVisitMs),
      [...new Set(results.flatMap((result) => result.notes))].join('; '),
    ];
  });
  return (
    `Repeat visit: after the tour, the screen loaded again by address in the same tab with every api.php request held ${API_DELAY_MS.toLocaleString('en-US')} ms (CDP Fetch). ` +
    'Rows: from the navigation\'s start to the first rows; "before the API": tours whose rows showed before the first api.php answer.\n\n' +
    markdown(
      [
        'screen',
        'shown',
        'rows after navigation',
        'worst',
        'first api.php answer',
        'before the API',
        'target',
        'notes',
      ],
      rows,
    )
  );
}

/** '3 of 3' when every tour showed rows (or the first screen); otherwise each outcome with its count. */
function outcomes(results: readonly ScreenResult[]): string {
  const counts = new Map<Outcome, number>();
  for (const result of results) counts.set(result.outcome, (counts.get(result.outcome) ?? 0) + 1);
  const good = (counts.get('rows') ?? 0) + (counts.get('first screen') ?? 0);
  if (good === results.length) return `${good} of ${results.length}`;
  return [...counts].map(([outcome, count]) => `${count} ${outcome}`).join(', ');
}

/** The target beside the figure: '≤ 600 ms ✓'. */
function versus(ms: number | null, target: number | null): string {
  if (target === null) return '—';
  return `≤ ${formatMs(target)} ${ms === null ? '(none)' : ms <= target ? '✓' : '✗'}`;
}

function formatKib(bytes: number): string {
  return (bytes / 1024).toLocaleString('en-US', { maximumFractionDigits: 1, minimumFractionDigits: 1 });
}

function formatCount(value: number | null): string {
  return value === null ? '—' : value.toLocaleString('en-US', { maximumFractionDigits: 1 });
}

function gitHead(): string {
  try {
    return execFileSync('git', ['log', '-1', '--format=%h (%cd)', '--date=format:%H:%M'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    }).trim();
  } catch {
    return 'unknown';
  }
}

function markdown(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const escape = (cell: string) => cell.replaceAll('|', '\\|');
  return [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.map(escape).join(' | ')} |`),
  ].join('\n');
}

// Last, once every constant above is initialised.
process.exit(await main());
