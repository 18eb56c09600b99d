// /agenda opened cold on the large account (50,011 entries) at CPU 4× slower and on 4G together,
// as a phone would: signed in on /welcome without throttling, then both throttles, then the header's
// Agenda link. Reports, per run and as the median of the runs, the ms from the click to the first
// event on screen and to the page's answer to the next tap (a view button pressed as soon as the
// first event shows, answered when it reads pressed), and the main thread's long tasks meanwhile.
//   pnpm --filter @justiciable/web build:emulator --outDir /tmp/agenda-build
//   cd packages/web && node --import tsx bench/agenda-cold.ts /tmp/agenda-build [runs] [profile-dir]
// A profile directory records the first run's CPU profile there (cpu-profile.ts); build with
// `--minify false` for the app's own function names.
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from '../scripts/chromium';
import { startLocalPortal } from '../scripts/local-portal';
import { startCpuProfile } from './cpu-profile';
import { applyProfile, PROFILES, type Profile } from './profiles';

const PHONE_4X_4G: Profile = { ...PROFILES.find((profile) => profile.id === '4g')!, cpuRate: 4 };
const TIMEOUT_MS = 120_000;

interface Run {
  readonly firstEventMs: number;
  readonly tapAnsweredMs: number;
  readonly longTasks: number;
  readonly longestTaskMs: number;
  /** The end of the last long task, once none came for QUIET_MS: from then on every tap is answered at once. */
  readonly quietFromMs: number;
  /**
   * listaAgendas: its response's headers and its last byte, from the click, as Node hears of them
   * (CDP's loadingFinished can come late while the renderer is busy: the last byte is a bound).
   */
  readonly headersMs: number | null;
  readonly lastByteMs: number | null;
}

/** No long task for this long after the first event means the page has settled. */
const QUIET_MS = 3000;

async function main(): Promise<void> {
  const [outDir, runsArg, profileDir] = process.argv.slice(2);
  if (outDir === undefined) throw new Error('Usage: agenda-cold.ts <build directory> [runs] [profile directory]');
  const runs = Number(runsArg ?? 3);
  const portal = await startLocalPortal({
    mode: 'preview',
    port: 0,
    outDir,
    logLevel: 'warn',
    emulator: { port: 0, data: ':memory:', seed: 'large', rateLimits: 'off' },
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
  const results: Run[] = [];
  try {
    const account = portal.emulator.demo!;
    for (let index = 0; index < runs; index++) {
      const context = await browser.newContext({
        locale: 'es-AR',
        timezoneId: 'America/Argentina/Cordoba',
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      if (process.env['AGENDA_DEBUG'])
        cdp.on('Network.requestWillBeSent', (event) =>
          console.log(new Date().toISOString().slice(17, 23), event.request.method, event.request.url.slice(0, 110)),
        );
      await page.goto(`${portal.appUrl}/welcome`);
      const form = page.getByRole('form', { name: 'Ingresar' });
      await form.getByLabel('Correo electrónico').fill(account.email);
      await form.getByLabel('Contraseña', { exact: true }).fill(account.password);
      await form.getByRole('button', { name: 'Ingresar', exact: true }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/welcome'), { timeout: TIMEOUT_MS });
      await page.locator('main h1').first().waitFor({ timeout: TIMEOUT_MS });
      await page.waitForLoadState('networkidle', { timeout: TIMEOUT_MS });
      await applyProfile(cdp, PHONE_4X_4G);
      const stopProfile = index === 0 && profileDir !== undefined ? await startCpuProfile(cdp) : null;
      if (process.env['AGENDA_DEBUG']) console.log(new Date().toISOString().slice(17, 23), 'click', page.url());
      await arm(page);
      const clickedAt = Date.now();
      const agendaRequest: { id?: string; sentAt?: number; headersAt?: number; doneAt?: number } = {};
      cdp.on('Network.requestWillBeSent', (event) => {
        if (event.request.url.includes('/listaAgendas/') && event.request.method === 'GET')
          Object.assign(agendaRequest, { id: event.requestId, sentAt: Date.now() });
      });
      cdp.on('Network.responseReceived', (event) => {
        if (event.requestId === agendaRequest.id) agendaRequest.headersAt = Date.now();
      });
      cdp.on('Network.loadingFinished', (event) => {
        if (event.requestId === agendaRequest.id) agendaRequest.doneAt = Date.now();
      });
      await page
        .getByRole('navigation')
        .getByRole('link', { name: /^Agenda/ })
        .or(page.getByRole('banner').getByRole('link', { name: /^Agenda/ }))
        .first()
        .click();
      const run0 = await measure(page);
      // Node's clock: the click went out a few ms after clickedAt.
      const since = (at: number | undefined) => (at === undefined ? null : at - clickedAt);
      const run: Run = { ...run0, headersMs: since(agendaRequest.headersAt), lastByteMs: since(agendaRequest.doneAt) };
      if (stopProfile !== null) console.log(`CPU profile: ${await stopProfile(profileDir!, 'agenda-cold')}`);
      console.log(
        `run ${index + 1}: listaAgendas headers ${run.headersMs?.toFixed(0)} ms, last byte ${run.lastByteMs?.toFixed(0)} ms; first event ${run.firstEventMs.toFixed(0)} ms, ` +
          `tap answered ${run.tapAnsweredMs.toFixed(0)} ms, quiet from ${run.quietFromMs.toFixed(0)} ms, ${run.longTasks} long tasks (longest ${run.longestTaskMs.toFixed(0)} ms)`,
      );
      results.push(run);
      await context.close();
    }
  } finally {
    await browser.close();
    await portal.close();
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
  console.log(
    `median of ${results.length}: first event ${median(results.map((run) => run.firstEventMs)).toFixed(0)} ms, ` +
      `tap answered ${median(results.map((run) => run.tapAnsweredMs)).toFixed(0)} ms, quiet from ${median(results.map((run) => run.quietFromMs)).toFixed(0)} ms, longest task ${median(results.map((run) => run.longestTaskMs)).toFixed(0)} ms`,
  );
}

type Probe = { clickAt: number | null; longTasks: { start: number; duration: number }[] };

async function arm(page: Page): Promise<void> {
  await page.evaluate(() => {
    const probe: Probe = { clickAt: null, longTasks: [] };
    (window as unknown as { agendaProbe: Probe }).agendaProbe = probe;
    document.addEventListener('click', (event) => void (probe.clickAt ??= event.timeStamp), {
      capture: true,
      once: true,
    });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) probe.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask' });
  });
}

/** From the Agenda link's click: the first event shown, then a view button tapped at once and when it reads pressed. */
async function measure(page: Page): Promise<Omit<Run, 'headersMs' | 'lastByteMs'>> {
  const shown = await page.waitForFunction(
    () => {
      const probe = (window as unknown as { agendaProbe: Probe }).agendaProbe;
      const entry = document.querySelector(
        'main article.agenda-entry, main .agenda-day-entry, main .agenda-week-day li',
      );
      return probe.clickAt !== null &&
        location.pathname.startsWith('/agenda') &&
        entry !== null &&
        entry.checkVisibility()
        ? performance.now() - probe.clickAt
        : null;
    },
    undefined,
    { polling: 'raf', timeout: TIMEOUT_MS },
  );
  const firstEventMs = (await shown.jsonValue()) as number;
  const views = page.getByRole('group', { name: 'Vista de la agenda' });
  const target =
    (await views.getByRole('button', { name: 'Semana' }).getAttribute('aria-pressed')) === 'true' ? 'Lista' : 'Semana';
  // The tap goes out at once (no actionability wait beyond the element's presence); its answer is read in the page.
  await views.getByRole('button', { name: target }).dispatchEvent('click');
  const answered = await page.waitForFunction(
    (name) => {
      const probe = (window as unknown as { agendaProbe: Probe }).agendaProbe;
      const button = [...document.querySelectorAll('[aria-label="Vista de la agenda"] button')].find(
        (each) => each.textContent === name,
      );
      return button?.getAttribute('aria-pressed') === 'true' ? performance.now() - probe.clickAt! : null;
    },
    target,
    { polling: 'raf', timeout: TIMEOUT_MS },
  );
  const tapAnsweredMs = (await answered.jsonValue()) as number;
  const quiet = await page.waitForFunction(
    (quietMs) => {
      const probe = (window as unknown as { agendaProbe: Probe }).agendaProbe;
      const last = probe.longTasks.at(-1);
      const end = last === undefined ? probe.clickAt! : last.start + last.duration;
      return performance.now() - end >= quietMs ? end - probe.clickAt! : null;
    },
    QUIET_MS,
    { polling: 250, timeout: TIMEOUT_MS },
  );
  const quietFromMs = (await quiet.jsonValue()) as number;
  const tasks = await page.evaluate(() => (window as unknown as { agendaProbe: Probe }).agendaProbe.longTasks);
  return {
    firstEventMs,
    tapAnsweredMs,
    quietFromMs,
    longTasks: tasks.length,
    longestTaskMs: Math.max(0, ...tasks.map((task) => task.duration)),
  };
}

await main();
