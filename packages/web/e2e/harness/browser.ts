import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type * as Axe from 'axe-core';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, type TestContext } from 'vitest';
import { CHROMIUM, CHROMIUM_FLAGS } from '../../scripts/chromium';
import { FAILURES_DIR, SCREENSHOTS_DIR } from './paths';
import { servedPortal } from './target';

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
      throw new Error(
        `Chromium is not installed at ${CHROMIUM}: run \`npm test\`, which installs it, or \`apt-get install -y chromium\`.`,
      );
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
    async open(
      path: string,
      prepare?: (context: BrowserContext) => Promise<void>,
      options: OpenOptions = {},
    ): Promise<Page> {
      if (browser === null) throw new Error('The browser is not running.');
      const serviceWorkers = options.serviceWorkers ?? 'block';
      const context = await browser.newContext({
        locale: 'es-AR',
        timezoneId: 'America/Argentina/Cordoba',
        viewport: VIEWPORTS[1],
        serviceWorkers,
      });
      // Generous, for a loaded machine: every wait ends as soon as what it waits for shows.
      context.setDefaultTimeout(60_000);
      // Playwright's block answers a registration with a console warning of its own, which tests
      // that watch the console would take for the page's. Refused as a browser refuses it (a
      // private window's SecurityError), which the portal takes in silence (src/app/app-update.ts).
      if (serviceWorkers === 'block') {
        await context.addInitScript(() => {
          // Not every document has service workers to block (about:blank before the first load).
          if (typeof ServiceWorkerContainer === 'undefined') return;
          ServiceWorkerContainer.prototype.register = () =>
            Promise.reject(new DOMException('Service workers are blocked in this test.', 'SecurityError'));
        });
      }
      contexts.push(context);
      context.on('page', keepConsole);
      await prepare?.(context);
      const page = await context.newPage();
      await page.goto(new URL(path, servedPortal().appUrl).href);
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
    if (message.type() === 'error' || message.type() === 'warning')
      keep(`${message.type()}: ${message.text().slice(0, 300)}`);
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
        return [
          `page ${index}: ${page.url()}`,
          `  reads: ${text}`,
          ...(consoleLines.get(page) ?? []).map((line) => `  ${line}`),
          `  screenshot: ${file}`,
        ].join('\n');
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
 * E2E_A11Y_REPORT=<file> runs every check on every page and appends
 * what each finds to the file instead of failing: a run of the suite then says every page that
 * still fails, not only each test's first.
 */
const REPORT = process.env.E2E_A11Y_REPORT;

/** The narrowest width a page must fit without scrolling sideways (WCAG 1.4.10: 320 CSS px). */
const NARROW = { width: 320, height: 640 } as const;

/**
 * The settled page through every check at both widths, and the camera: fails on any serious or
 * critical axe violation (WCAG 2.2 AA rules included), a title that is not the page's own, a
 * focused control that cannot be seen or is covered (by the header, the bottom bar, a toast), and
 * a page that scrolls sideways at 320 px or at 390 px with 200 % text; writes
 * test-artifacts/screenshots/<name>-<width>.png. Call it once the test has seen what it waited
 * for, so the page is in the state it describes. It leaves the page at the desktop's width.
 */
export async function checkPage(page: Page, name: string): Promise<void> {
  const found: string[] = [];
  const title = await page.title();
  if (title.trim() === '' || title.trim() === 'Justiciable') {
    found.push(`title · the page is titled "${title}", not with a name of its own (WCAG 2.4.2)`);
  }
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await settle(page);
    for (const violation of await seriousViolations(page)) {
      found.push(
        `${viewport.width} px · ${violation.impact} · ${violation.id}: ${violation.help}\n    ${violation.nodes.join('\n    ')}`,
      );
    }
    const focus = await focusProblem(page, { scrollFirst: true });
    if (focus !== null) found.push(`${viewport.width} px · focus · ${focus} (WCAG 2.4.7, 2.4.11)`);
    // A modal's overlay covers the viewport, not the page: a full-page picture would cut it off.
    const modalOpen = (await page.locator('[role="dialog"], [role="alertdialog"]').count()) > 0;
    await page.screenshot({
      path: join(SCREENSHOTS_DIR, `${name}-${viewport.width}.png`),
      fullPage: !modalOpen,
      animations: 'disabled',
    });
    if (viewport.width === VIEWPORTS[0].width) {
      // At the phone's width, before the desktop's: the page is left as the test knows it.
      // Not while offline: changing the font sizes makes Chromium forget Playwright's offline
      // emulation (navigator.onLine reads true again while every request still fails), and the
      // rest of the test would meet the online failure's messages. The same pages are checked online.
      if (await page.evaluate(() => navigator.onLine)) {
        const wideWithLargeText = await withLargeText(page, () => sidewaysScroll(page));
        if (wideWithLargeText !== null)
          found.push(`${viewport.width} px, text at 200 % · scrolls sideways: ${wideWithLargeText} (WCAG 1.4.4)`);
      }
      await page.setViewportSize(NARROW);
      await settle(page);
      const wide = await sidewaysScroll(page);
      if (wide !== null) found.push(`${NARROW.width} px · scrolls sideways: ${wide} (WCAG 1.4.10)`);
    }
  }
  failIfFound(name, page.url(), found);
}

/**
 * Fails with every finding of one check at once, or under E2E_A11Y_REPORT appends them to the
 * report and goes on: for checks a test makes itself (keyboard.e2e's focus on each Tab).
 */
export function failIfFound(name: string, url: string, found: readonly string[]): void {
  if (found.length === 0) return;
  if (REPORT !== undefined) {
    appendFileSync(REPORT, found.map((finding) => `${name}: ${finding}\n`).join(''));
    return;
  }
  throw new Error(`Accessibility checks failed on '${name}' (${url}):\n  ${found.join('\n  ')}`);
}

/** The browser's own text size for this page (Chromium's font-size setting, as a person sets it). */
async function withLargeText<T>(page: Page, check: () => Promise<T>): Promise<T> {
  const session = await page.context().newCDPSession(page);
  try {
    // Chromium's defaults are 16 px (standard) and 13 px (monospace): 200 % of each.
    await session.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
    await settle(page);
    return await check();
  } finally {
    await session.send('Page.setFontSizes', { fontSizes: { standard: 16, fixed: 13 } });
    await session.detach();
  }
}

/**
 * Whether the page is wider than its viewport, and if so by what: the outermost elements whose
 * right edge passes the viewport's (hidden and off-screen ones, like an unfocused skip link, left out).
 */
export function sidewaysScroll(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth + 1) return null;
    const limit = root.clientWidth + 1;
    const culprits: string[] = [];
    const walk = (element: Element) => {
      if (culprits.length >= 4) return;
      const box = element.getBoundingClientRect();
      if (box.right > limit && box.width > 0 && getComputedStyle(element).visibility !== 'hidden') {
        // The deepest element that still overflows names the cause better than its parents.
        const deeper = Array.from(element.children).filter((child) => child.getBoundingClientRect().right > limit);
        if (deeper.length === 0) {
          const label = (element.getAttribute('aria-label') ?? element.textContent ?? '')
            .replace(/\s+/g, ' ')
            .trim()
            .slice(0, 40);
          culprits.push(
            `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''} "${label}" reaches ${Math.round(box.right)} px`,
          );
          return;
        }
      }
      for (const child of Array.from(element.children)) walk(child);
    };
    walk(document.body);
    // Text wider than its box (a long word) widens the page without any box doing so: the boxes it overflows.
    if (culprits.length === 0) {
      for (const element of Array.from(document.body.querySelectorAll('*'))) {
        if (culprits.length >= 4) break;
        const box = element.getBoundingClientRect();
        if (
          box.width > 0 &&
          element.scrollWidth > element.clientWidth + 1 &&
          getComputedStyle(element).overflowX === 'visible' &&
          box.left + element.scrollWidth > limit
        ) {
          culprits.push(
            `${element.tagName.toLowerCase()}.${String(element.className).trim().split(/\s+/).join('.')} "${(element.textContent ?? '').trim().slice(0, 30)}" overflows to ${Math.round(box.left + element.scrollWidth)} px`,
          );
        }
      }
    }
    return `${root.scrollWidth} px wide in ${root.clientWidth} px${culprits.length > 0 ? `; ${culprits.join('; ')}` : ''}`;
  });
}

/**
 * What hides the focused element, if any: no box, hidden, or another element (the fixed header,
 * the bottom bar, a toast, a panel) at the centre of its visible part. A visually hidden input
 * counts as seen through its label (a file picker's button). With `scrollFirst` (checkPage's
 * case, where a change of width moved the page under the element), a hidden element is first
 * scrolled to as the browser scrolls to an element it focuses (scroll-padding included); then
 * only what stays over it, a toast or a panel, counts. Without it (a Tab just pressed, the
 * browser has scrolled), it is judged where it is.
 */
export function focusProblem(
  page: Page,
  { scrollFirst = false }: { readonly scrollFirst?: boolean } = {},
): Promise<string | null> {
  return page.evaluate((scrollFirst) => {
    const focused = document.activeElement;
    if (focused === null || focused === document.body || focused === document.documentElement) return null;
    const describe = (element: Element | null) => {
      if (element === null) return 'nothing';
      const label = (element.getAttribute('aria-label') ?? element.textContent ?? '')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 40);
      return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''}> "${label}"`;
    };
    if (getComputedStyle(focused).visibility === 'hidden') return `the focused ${describe(focused)} is hidden`;
    const labels = focused instanceof HTMLInputElement ? Array.from(focused.labels ?? []) : [];
    const seenAt = (): string | null => {
      // Each box of its own: a link wrapped over two lines has its middle between them.
      const boxes = Array.from(focused.getClientRects()).filter((box) => box.width > 0 || box.height > 0);
      if (boxes.length === 0) return `the focused ${describe(focused)} has no box`;
      let cover: Element | null = null;
      let inView = false;
      for (const box of boxes) {
        const left = Math.max(box.left, 0);
        const right = Math.min(box.right, innerWidth);
        const top = Math.max(box.top, 0);
        const bottom = Math.min(box.bottom, innerHeight);
        if (right <= left || bottom <= top) continue;
        inView = true;
        const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
        if (
          hit !== null &&
          (hit === focused || focused.contains(hit) || labels.some((label) => label === hit || label.contains(hit)))
        )
          return null;
        cover = hit;
      }
      return inView
        ? `the focused ${describe(focused)} is covered by ${describe(cover)}`
        : `the focused ${describe(focused)} is out of view`;
    };
    const first = seenAt();
    if (first === null || !scrollFirst) return first;
    focused.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    return seenAt();
  }, scrollFirst);
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
    // Every rule axe runs by default (WCAG 2.0 to 2.2 A and AA, best practices), and target-size
    // (WCAG 2.2's 2.5.8), which axe leaves off by default. React Aria's live announcer is no page
    // content: after a pending button's form is replaced, it keeps for a few seconds an
    // announcement pointing at the button that is gone.
    const results = await axe.run(
      { exclude: [['[data-live-announcer]']] },
      { resultTypes: ['violations'], rules: { 'target-size': { enabled: true } } },
    );
    // A target that the fixed header or bottom bar overlaps only where the page is scrolled to is
    // whole a scroll away; axe's target-size would judge the scroll position, not the target.
    const underFixedBar = (node: Axe.NodeResult) => {
      const covering = node.any.flatMap((check) => check.relatedNodes ?? []);
      return (
        covering.length > 0 &&
        covering.every((related) => {
          for (
            let element = document.querySelector(related.target.join(' '));
            element !== null;
            element = element.parentElement
          ) {
            if (['fixed', 'sticky'].includes(getComputedStyle(element).position)) return true;
          }
          return false;
        })
      );
    };
    return results.violations
      .map((violation) =>
        violation.id === 'target-size'
          ? { ...violation, nodes: violation.nodes.filter((node) => !underFixedBar(node)) }
          : violation,
      )
      .filter(
        (violation) =>
          (violation.impact === 'serious' || violation.impact === 'critical') && violation.nodes.length > 0,
      )
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        nodes: violation.nodes.map((node) =>
          `${node.target.join(' ')} ${node.html.slice(0, 160)}: ${node.failureSummary ?? ''}`.replace(/\s+/g, ' '),
        ),
      }));
  });
}
