import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';

/**
 * Interaction latency as INP counts it: the Event Timing API's entries (every event of at least
 * 16 ms, plus the first input), grouped by interactionId, each interaction's latency the longest
 * of its events (input delay + processing + the wait for the next frame). An interaction none of
 * whose events lasted 16 ms has no entry: it counts as under 16 ms.
 */
export interface InteractionRun {
  readonly kind: InteractionKind;
  /** Key presses and clicks made (each one interaction). */
  readonly performed: number;
  /** Latency of each interaction with an entry, in ms. */
  readonly latenciesMs: readonly number[];
  readonly notes: readonly string[];
}

export const INTERACTION_KINDS = [
  'typing in /asuntos’ search',
  'switching the agenda’s views',
  'opening a case from /asuntos',
  'filtering /directorio',
] as const;
export type InteractionKind = (typeof INTERACTION_KINDS)[number];

interface TimedEvent {
  readonly interactionId: number;
  readonly duration: number;
  readonly startTime: number;
}

type EventHost = Window & { benchEvents?: TimedEvent[] };

/**
 * Before any page of the context loads: observes every event of 16 ms or more, and the first
 * input. Given as source text: tsx names the functions it compiles with a helper the page lacks.
 * The observers are held by the page, as Chromium collects an observer nothing refers to.
 */
const OBSERVE_EVENT_TIMING = `
  window.benchEvents = [];
  const keep = (list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId > 0) window.benchEvents.push({ interactionId: entry.interactionId, duration: entry.duration, startTime: entry.startTime });
    }
  };
  window.benchObservers = [new PerformanceObserver(keep), new PerformanceObserver(keep)];
  window.benchObservers[0].observe({ type: 'event', durationThreshold: 16, buffered: true });
  window.benchObservers[1].observe({ type: 'first-input', buffered: true });
`;

export async function observeEventTiming(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: OBSERVE_EVENT_TIMING });
}

/** What the page offers the interactions: the screens it reaches through the header, and a wait for quiet. */
export interface InteractionHost {
  readonly page: Page;
  /** Opens a section through the header's link and waits for its first rows. */
  readonly openSection: (name: 'Asuntos' | 'Agenda' | 'Directorio') => Promise<void>;
  /** Waits until no request is in flight and the rows stopped changing. */
  readonly settle: () => Promise<void>;
}

const CASE_LINK = 'main a[href*="/asunto/"]';
/** Between key presses: longer than the search fields' 250 ms pause, so each press may meet the filtering the one before started. */
const KEY_DELAY_MS = 300;
const STEP_TIMEOUT_MS = 30_000;

/**
 * BENCH_INTERACTION_PROFILE=<directory>: each scenario's CPU profile (CDP Profiler, sampled every
 * 100 µs) from just before its first interaction to the quiet after its last, written there as
 * <profile>-<scenario>.cpuprofile (DevTools' Performance panel opens it), to find where an
 * interaction's time goes. The sampling slows the page: latencies of such a run are not figures.
 */
const PROFILE_DIRECTORY = process.env['BENCH_INTERACTION_PROFILE'] ?? '';
let profiledScenarios = 0;

async function startProfile(page: Page): Promise<(kind: InteractionKind) => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  return async (kind) => {
    const { profile } = await cdp.send('Profiler.stop');
    await cdp.detach();
    mkdirSync(PROFILE_DIRECTORY, { recursive: true });
    profiledScenarios += 1;
    const file = join(
      PROFILE_DIRECTORY,
      `${String(profiledScenarios).padStart(2, '0')}-${kind.replace(/[^\w]+/g, '-')}.cpuprofile`,
    );
    writeFileSync(file, JSON.stringify(profile));
    console.log(`CPU profile of ${kind}: ${file}`);
  };
}

/** Every kind once, in the tab as the tour left it (signed in). */
export async function runInteractions(host: InteractionHost): Promise<InteractionRun[]> {
  const runs: InteractionRun[] = [];
  for (const [kind, perform] of [
    ['typing in /asuntos’ search', typeInCasesSearch],
    ['switching the agenda’s views', switchAgendaViews],
    ['opening a case from /asuntos', openCases],
    ['filtering /directorio', filterDirectory],
  ] as const) {
    runs.push(await measure(host, kind, perform));
  }
  return runs;
}

/** The interactions one scenario makes, from just before it until the page is quiet after it. */
async function measure(
  host: InteractionHost,
  kind: InteractionKind,
  perform: (host: InteractionHost, count: () => void) => Promise<void>,
): Promise<InteractionRun> {
  const { page } = host;
  const notes: string[] = [];
  let performed = 0;
  // Moved past the scenario's own navigation once it settles; from here if it fails before.
  let from = await page.evaluate(() => performance.now());
  // Set by the closure below once the profile runs (BENCH_INTERACTION_PROFILE).
  const profiling: { stop?: (kind: InteractionKind) => Promise<void> } = {};
  try {
    await perform(
      {
        ...host,
        // The scenario's own navigation (to its section) is not measured: the mark moves past it.
        settle: async () => {
          await host.settle();
          if (performed > 0) return;
          from = await page.evaluate(() => performance.now());
          if (PROFILE_DIRECTORY !== '' && profiling.stop === undefined) profiling.stop = await startProfile(page);
        },
      },
      () => (performed += 1),
    );
    await host.settle();
    // Entries are delivered after the frame that followed the event; one more frame and a pause let them arrive.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 200))));
  } catch (error) {
    notes.push(
      `stopped after ${performed} interactions: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`,
    );
  }
  await profiling.stop?.(kind).catch((error: unknown) => notes.push(`no CPU profile: ${String(error)}`));
  const events = await page
    .evaluate((since) => ((window as EventHost).benchEvents ?? []).filter((event) => event.startTime >= since), from)
    .catch(() => [] as TimedEvent[]);
  const longest = new Map<number, number>();
  for (const event of events)
    longest.set(event.interactionId, Math.max(longest.get(event.interactionId) ?? 0, event.duration));
  return { kind, performed, latenciesMs: [...longest.values()], notes };
}

/** 'martin' key by key, then deleted key by key. */
async function typeInCasesSearch(host: InteractionHost, count: () => void): Promise<void> {
  await host.openSection('Asuntos');
  const field = host.page.getByRole('search', { name: 'Buscar y filtrar asuntos' }).getByRole('searchbox');
  await field.focus({ timeout: STEP_TIMEOUT_MS });
  await host.settle();
  await pressKeys(host.page, [...'martin', ...Array<string>(6).fill('Backspace')], count);
}

/** Lista, Semana, Próximos, Mes, twice, each once the one before has drawn. */
async function switchAgendaViews(host: InteractionHost, count: () => void): Promise<void> {
  await host.openSection('Agenda');
  await host.settle();
  const views = host.page.getByRole('group', { name: 'Vista de la agenda' });
  for (const name of ['Lista', 'Semana', 'Próximos', 'Mes', 'Lista', 'Semana', 'Próximos', 'Mes']) {
    const button = views.getByRole('button', { name, exact: true });
    await button.click({ timeout: STEP_TIMEOUT_MS });
    count();
    await host.page.waitForFunction(
      (element) => element?.getAttribute('aria-pressed') === 'true',
      await button.elementHandle(),
      { timeout: STEP_TIMEOUT_MS },
    );
    await host.settle();
  }
}

/** The first three cases, each opened by its link on /asuntos and left with Back. */
async function openCases(host: InteractionHost, count: () => void): Promise<void> {
  await host.openSection('Asuntos');
  await host.settle();
  for (let index = 0; index < 3; index++) {
    await host.page.locator(CASE_LINK).nth(index).click({ timeout: STEP_TIMEOUT_MS });
    count();
    await host.page.waitForURL(/\/asunto\//, { timeout: STEP_TIMEOUT_MS });
    await host.page.locator('main h1').first().waitFor({ timeout: STEP_TIMEOUT_MS });
    await host.settle();
    // Back is the browser's, not an input event of the page: not an interaction.
    await host.page.goBack({ timeout: STEP_TIMEOUT_MS });
    await host.page.locator(CASE_LINK).first().waitFor({ timeout: STEP_TIMEOUT_MS });
    await host.settle();
  }
}

/** 'ana' typed and deleted in the search, then a specialty and a province chosen from their lists. */
async function filterDirectory(host: InteractionHost, count: () => void): Promise<void> {
  await host.openSection('Directorio');
  const filters = host.page.getByRole('search', { name: 'Buscar y filtrar abogados' });
  await filters.getByRole('searchbox').focus({ timeout: STEP_TIMEOUT_MS });
  await host.settle();
  await pressKeys(host.page, [...'ana', 'Backspace', 'Backspace', 'Backspace'], count);
  await host.settle();
  for (const label of ['Especialidad', 'Provincia']) {
    await filters.getByRole('button', { name: new RegExp(label) }).click({ timeout: STEP_TIMEOUT_MS });
    count();
    const option = host.page.getByRole('listbox').getByRole('option').nth(1);
    await option.click({ timeout: STEP_TIMEOUT_MS });
    count();
    await host.settle();
  }
}

async function pressKeys(page: Page, keys: readonly string[], count: () => void): Promise<void> {
  for (const key of keys) {
    await page.keyboard.press(key);
    count();
    await new Promise((resolve) => setTimeout(resolve, KEY_DELAY_MS));
  }
}

/**
 * INP's figure over many interactions: the longest once one in every 50 is set aside (the 98th
 * percentile); with fewer than 50, the longest. Interactions without an entry count as 0.
 */
export function inpP98(latenciesMs: readonly number[], performed: number): number | null {
  if (performed === 0) return null;
  const sorted = [...latenciesMs, ...Array<number>(Math.max(0, performed - latenciesMs.length)).fill(0)].sort(
    (a, b) => b - a,
  );
  return sorted[Math.floor(sorted.length / 50)] ?? null;
}
