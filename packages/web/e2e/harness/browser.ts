import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type * as Axe from 'axe-core';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject, type TestContext } from 'vitest';
import { CHROMIUM, CHROMIUM_FLAGS } from '../../scripts/chromium';
import { FAILURES_DIR, SCREENSHOTS_DIR } from './paths';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Every page is checked and photographed at a phone's width and at a desktop's. */
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

/**
 * The `serviceWorkers` option of `open` that lets the portal register its service worker
 * (/sw.js, scripts/installable-app.ts): `browser.open(path, prepare, { serviceWorkers: WITH_SERVICE_WORKER })`.
 * Every other context blocks it, because Playwright's page.route and context.route never see a
 * request the worker answers from its cache, and the fault injection of the other tests
 * (harness/faults.ts) relies on seeing every request. Tests of the worker itself (installing,
 * offline reloads, updates) opt in; a route they set up sees only what reaches the network.
 */
export const WITH_SERVICE_WORKER = 'allow';

export interface OpenOptions {
  /** 'block' (the default) or WITH_SERVICE_WORKER. */
  readonly serviceWorkers?: 'block' | typeof WITH_SERVICE_WORKER;
}

/**
 * One Chromium for the test file, and a new browser context (no cookies, no storage) for each
 * page a test opens. Playwright launches Chromium with a new, empty --user-data-dir of its own
 * and deletes it on close, so nothing carries over between runs.
 */
export function useBrowser() {
  let browser: Browser | null = null;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    if (!existsSync(CHROMIUM)) {
      throw new Error(`Chromium is not installed at ${CHROMIUM}: run \`npm test\`, which installs it, or \`apt-get install -y chromium\`.`);
    }
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
  });

  afterEach(async (test) => {
    if (test.task.result?.state === 'fail') await reportPages(test, contexts);
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  afterAll(async () => {
    await browser?.close();
  });

  return {
    /**
     * A fresh visitor at `path` of the app under test; `prepare` sets up the context before the
     * first page loads. The portal's service worker is blocked unless `options.serviceWorkers` is
     * WITH_SERVICE_WORKER (see there).
     */
    async open(path: string, prepare?: (context: BrowserContext) => Promise<void>, options: OpenOptions = {}): Promise<Page> {
      if (browser === null) throw new Error('The browser is not running.');
      const serviceWorkers = options.serviceWorkers ?? 'block';
      const context = await browser.newContext({ locale: 'es-AR', timezoneId: 'America/Argentina/Cordoba', viewport: VIEWPORTS[1], serviceWorkers });
      // Generous, for a loaded machine: every wait ends as soon as what it waits for shows.
      context.setDefaultTimeout(60_000);
      // Playwright's block answers a registration with a console warning of its own, which tests
      // that watch the console would take for the page's. Refused as a browser refuses it (a
      // private window's SecurityError), which the portal takes in silence (src/app/app-update.ts).
      if (serviceWorkers === 'block') {
        await context.addInitScript(() => {
          // Not every document has service workers to block (about:blank before the first load).
          if (typeof ServiceWorkerContainer === 'undefined') return;
          ServiceWorkerContainer.prototype.register = () => Promise.reject(new DOMException('Service workers are blocked in this test.', 'SecurityError'));
        });
      }
      contexts.push(context);
      context.on('page', keepConsole);
      await prepare?.(context);
      const page = await context.newPage();
      await page.goto(new URL(path, inject('appUrl')).href);
      return page;
    },
  };
}

/** The last console lines of each page, said when its test fails. */
const consoleLines = new WeakMap<Page, string[]>();

function keepConsole(page: Page): void {
  const lines: string[] = [];
  consoleLines.set(page, lines);
  const keep = (line: string) => {
    lines.push(line);
    if (lines.length > 20) lines.shift();
  };
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') keep(`${message.type()}: ${message.text().slice(0, 300)}`);
  });
  page.on('pageerror', (error) => keep(`uncaught: ${error.message.slice(0, 300)}`));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) keep(`navigated to ${frame.url()}`);
  });
}

/**
 * Where a failed test left its pages, in the test's output: each page's address, the text a
 * person would read, its last console errors and navigations, and a screenshot in
 * test-artifacts/failures/. A CI log then says what the page showed, not only what was missing.
 */
async function reportPages(test: TestContext, contexts: readonly BrowserContext[]): Promise<void> {
  const pages = contexts.flatMap((context) => context.pages());
  const reports = await Promise.all(
    pages.map(async (page, index) => {
      try {
        const text = await page.evaluate(() => document.body.innerText.replace(/\s+/g, ' ').trim().slice(0, 800));
        mkdirSync(FAILURES_DIR, { recursive: true });
        const file = join(FAILURES_DIR, `${test.task.name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 80)}-${index}.png`);
        await page.screenshot({ path: file });
        return [`page ${index}: ${page.url()}`, `  reads: ${text}`, ...(consoleLines.get(page) ?? []).map((line) => `  ${line}`), `  screenshot: ${file}`].join('\n');
      } catch (error) {
        return `page ${index}: ${page.url()} (not readable: ${String(error).slice(0, 200)})`;
      }
    }),
  );
  if (reports.length > 0) console.error(`[e2e] "${test.task.name}" failed; its pages:\n${reports.join('\n')}`);
}

interface Violation {
  readonly id: string;
  readonly impact: string;
  readonly help: string;
  readonly nodes: readonly string[];
}

/**
 * The settled page through axe-core and the camera, at both widths: fails on any serious or
 * critical accessibility violation, and writes test-artifacts/screenshots/<name>-<width>.png.
 * Call it once the test has seen what it waited for, so the page is in the state it describes.
 */
export async function checkPage(page: Page, name: string): Promise<void> {
  const found: string[] = [];
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await settle(page);
    for (const violation of await seriousViolations(page)) {
      found.push(`${viewport.width} px · ${violation.impact} · ${violation.id}: ${violation.help}\n    ${violation.nodes.join('\n    ')}`);
    }
    // A modal's overlay covers the viewport, not the page: a full-page picture would cut it off.
    const modalOpen = (await page.locator('[role="dialog"], [role="alertdialog"]').count()) > 0;
    await page.screenshot({ path: join(SCREENSHOTS_DIR, `${name}-${viewport.width}.png`), fullPage: !modalOpen, animations: 'disabled' });
  }
  if (found.length > 0) throw new Error(`axe-core found serious or critical violations on '${name}' (${page.url()}):\n  ${found.join('\n  ')}`);
}

/**
 * Web fonts loaded, transitions at their end, and two frames painted since the last change of
 * size or content: axe judges colours as they are, not halfway through a button's transition.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    for (const animation of document.getAnimations()) {
      // An endless animation (a spinner) cannot be finished; it is left running.
      try {
        animation.finish();
      } catch {
        continue;
      }
    }
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

async function seriousViolations(page: Page): Promise<Violation[]> {
  // Evaluated through the DevTools protocol, not added as a <script>: the app's policy refuses
  // inline scripts, and the page is checked as served (e2e/security.e2e.ts).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const { axe } = window as unknown as { axe: typeof Axe };
    // React Aria's live announcer is no page content: after a pending button's form is replaced,
    // it keeps for a few seconds an announcement pointing at the button that is gone.
    const results = await axe.run({ exclude: [['[data-live-announcer]']] }, { resultTypes: ['violations'] });
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        nodes: violation.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}: ${node.failureSummary ?? ''}`.replace(/\s+/g, ' ')),
      }));
  });
}
