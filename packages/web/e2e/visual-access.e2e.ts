import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { CDPSession, Locator, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sidewaysScroll, useBrowser } from './harness/browser';
import { findCase, signIn } from './harness/cloud';
import { SCREENSHOTS_DIR } from './harness/paths';
import { signInThroughWelcome, toast } from './harness/portal';
import { servedPortal } from './harness/target';

const browser = useBrowser();

/** WCAG 1.4.10: 320 CSS px wide (1280 px at 400 %), and as short as 1280×1024 at 400 %. */
const NARROW = { width: 320, height: 640 } as const;
const ZOOMED = { width: 320, height: 256 } as const;
const PHONE = { width: 390, height: 844 } as const;
const DESKTOP = { width: 1280, height: 800 } as const;

async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Chromium's own text-size setting (what a person changes in its settings): 200 % of its 16 px and 13 px. */
async function largeText(cdp: CDPSession, on: boolean): Promise<void> {
  await cdp.send('Page.setFontSizes', { fontSizes: on ? { standard: 32, fixed: 26 } : { standard: 16, fixed: 13 } });
}

async function shot(page: Page, name: string, fullPage = false): Promise<Buffer> {
  return page.screenshot({ path: join(SCREENSHOTS_DIR, `${name}.png`), animations: 'disabled', fullPage });
}

/**
 * The page as it is now, at 320×640 and at 390 px with text at 200 %: what scrolls sideways is
 * added to `wide`. Leaves the page at the phone's width with normal text.
 */
async function reflows(page: Page, cdp: CDPSession, name: string, wide: string[], shown?: string): Promise<void> {
  await page.setViewportSize(NARROW);
  await settle(page);
  const narrow = await sidewaysScroll(page);
  if (narrow !== null) wide.push(`${name} at 320 px: ${narrow}`);
  await shot(page, `visual-320-${name}`, true);
  await page.setViewportSize(PHONE);
  await largeText(cdp, true);
  await settle(page);
  const large = await sidewaysScroll(page);
  if (large !== null) wide.push(`${name} at 390 px, 200 % text: ${large}`);
  // The header takes the first screen at this size: the picture shows the part of the page that matters.
  const part = shown === undefined ? null : page.locator(shown).first();
  if (part !== null && (await part.isVisible())) await part.scrollIntoViewIfNeeded();
  await shot(page, `visual-200-${name}`);
  await largeText(cdp, false);
  await settle(page);
}

async function visit(
  page: Page,
  path: string,
  ready: (page: Page) => Locator = (p) => p.locator('main h1').first(),
): Promise<void> {
  await page.goto(new URL(path, page.url()).href);
  await ready(page).waitFor();
}

/** What tells `a` from `b` under forced colours: the properties Chromium does not force away (colours of borders, outlines and text are forced to system colours, backgrounds to Canvas, shadows to none). */
function forcedDifferences(a: Locator, b: Locator): Promise<string[]> {
  const read = (element: Element) => {
    const style = getComputedStyle(element);
    const sides = ['top', 'right', 'bottom', 'left'];
    return {
      ...Object.fromEntries(
        sides.flatMap((side) => [
          [
            `border-${side}`,
            `${style.getPropertyValue(`border-${side}-style`)} ${style.getPropertyValue(`border-${side}-width`)} ${style.getPropertyValue(`border-${side}-color`)}`,
          ],
        ]),
      ),
      outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
      'text-decoration': `${style.textDecorationLine} ${style.textDecorationStyle} ${style.textDecorationThickness}`,
      color: style.color,
      background: style.backgroundColor,
    };
  };
  return Promise.all([a.evaluate(read), b.evaluate(read)]).then(([first, second]) =>
    Object.keys(first)
      .filter((key) => first[key as keyof typeof first] !== second[key as keyof typeof second])
      .map((key) => `${key}: ${first[key as keyof typeof first]} / ${second[key as keyof typeof second]}`),
  );
}

/** The WCAG contrast ratio of two computed colours ('rgb(r, g, b)'). */
function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r, g, bl] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
      const channel = Number(part) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (bl ?? 0);
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** Each visible field's border colour and the background around it (the first opaque one among its ancestors). */
function fieldBorders(page: Page): Promise<{ field: string; border: string; around: string }[]> {
  return page.evaluate(() => {
    const opaque = (element: Element | null): string => {
      for (let at = element; at !== null; at = at.parentElement) {
        const background = getComputedStyle(at).backgroundColor;
        if (background !== 'rgba(0, 0, 0, 0)' && background !== 'transparent') return background;
      }
      return getComputedStyle(document.documentElement).backgroundColor;
    };
    return Array.from(
      document.querySelectorAll(
        'main .ui-input, main .ui-select-button, main .ui-combobox-group, main .ui-date-input, main .ui-input-group',
      ),
    )
      .filter(
        (field) =>
          field.getBoundingClientRect().width > 0 &&
          getComputedStyle(field).borderTopStyle !== 'none' &&
          getComputedStyle(field).borderTopWidth !== '0px',
      )
      .map((field) => ({
        field: (
          field.getAttribute('aria-label') ??
          field.closest('.ui-field')?.querySelector('.ui-label')?.textContent ??
          field.className
        ).trim(),
        border: getComputedStyle(field).borderTopColor,
        around: opaque(field.parentElement),
      }));
  });
}

/** What a month's cell cuts off: a button or entry wider than the cell, or than its own box (an ellipsis too). */
function monthCut(page: Page): Promise<string[]> {
  return page.locator('.agenda-month-day').evaluateAll((cells) =>
    cells.flatMap((cell) => {
      const edge = cell.getBoundingClientRect();
      return Array.from(cell.querySelectorAll('button, li'))
        .filter((inner) => {
          const box = inner.getBoundingClientRect();
          if (box.width === 0) return false;
          return box.right > edge.right + 1 || box.left < edge.left - 1 || inner.scrollWidth > inner.clientWidth + 1;
        })
        .map((inner) => (inner.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 30));
    }),
  );
}

/** Tab once and say where focus landed, whether it is inside the open panel and whether the panel (or a fixed bar) covers it. */
async function tabAndLocate(page: Page) {
  await page.keyboard.press('Tab');
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    const panel = document.querySelector<HTMLElement>('.main-nav-panel');
    const open = panel !== null && !panel.hidden;
    const box = focused?.getBoundingClientRect();
    const inPanel = open && focused !== null && panel.contains(focused);
    let covered = false;
    if (box !== undefined && focused !== null && box.width > 0) {
      const x = Math.min(Math.max(box.left + box.width / 2, 0), innerWidth - 1);
      const y = Math.min(Math.max(box.top + box.height / 2, 0), innerHeight - 1);
      const top = document.elementFromPoint(x, y);
      covered =
        top !== null &&
        !focused.contains(top) &&
        !top.contains(focused) &&
        !focused.classList.contains('visually-hidden');
    }
    return {
      name: (focused?.getAttribute('aria-label') ?? focused?.textContent ?? '')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 40),
      open,
      inPanel,
      covered,
    };
  });
}

describe('the portal for low vision: 320 px, 200 % text, 400 % zoom, forced colours, focus, input purpose', () => {
  it('fits every page at 320 px and at 200 % text, lets short windows scroll the bars, keeps marks in forced colours and focus in view', async () => {
    const demo = await signIn(servedPortal().demo);
    const layoff = await findCase(demo, 'Despido sin causa');
    const page = await browser.open('/welcome');
    const cdp = await page.context().newCDPSession(page);
    const wide: string[] = [];
    mkdirSync(SCREENSHOTS_DIR, { recursive: true });

    // Signed out: the welcome page and the terms.
    await page.locator('main h1').first().waitFor();
    await reflows(page, cdp, 'welcome', wide);
    // Forced colours: the chosen tab (Ingresar or Crear cuenta) keeps a mark the other has not.
    await page.emulateMedia({ forcedColors: 'active' });
    await settle(page);
    const borderOrLine = (differences: string[]) =>
      differences.filter((difference) => /^(border|outline|text-decoration)/.test(difference));
    expect
      .soft(
        borderOrLine(
          await forcedDifferences(
            page.getByRole('tab', { selected: true }),
            page.getByRole('tab', { selected: false }).first(),
          ),
        ),
      )
      .not.toEqual([]);
    await shot(page, 'visual-forced-390-welcome');
    await page.emulateMedia({ forcedColors: 'none' });
    await visit(page, '/terminosCondiciones');
    await reflows(page, cdp, 'terminos', wide, 'main a[href^="mailto:"]');
    await visit(page, '/welcome', (p) => p.getByRole('form', { name: 'Ingresar' }));
    await page.setViewportSize(DESKTOP);
    await signInThroughWelcome(page, servedPortal().demo);

    // 1.3.5: the billing and location fields say what they hold.
    await visit(page, '/miCuenta');
    const autocomplete = (label: string) =>
      page.getByRole('main').getByLabel(label, { exact: true }).and(page.locator('input')).getAttribute('autocomplete');
    await expect.soft(autocomplete('Razón social o nombre')).resolves.toBe('billing organization');
    await expect.soft(autocomplete('Teléfono de facturación')).resolves.toBe('billing tel');
    await expect.soft(autocomplete('Correo para facturas')).resolves.toBe('billing email');
    await expect.soft(autocomplete('País')).resolves.toBe('country-name');
    await expect.soft(autocomplete('Provincia')).resolves.toBe('address-level1');
    await reflows(page, cdp, 'cuenta', wide);

    await page.setViewportSize(DESKTOP);
    await visit(page, '/nuevaConsulta');
    await reflows(page, cdp, 'nueva-consulta', wide, '.attention');

    // 1.4.11: every field's border against what is around it, on the lists' filters.
    const borders: string[] = [];
    for (const [path, name, shown] of [
      ['/asuntos', 'asuntos', '.cases-item-fields'],
      ['/directorio', 'directorio', 'main article'],
    ] as const) {
      await page.setViewportSize(DESKTOP);
      await visit(page, path);
      const fields = await fieldBorders(page);
      expect(fields.length).toBeGreaterThan(0);
      for (const { field, border, around } of fields) {
        const ratio = contrast(border, around);
        if (ratio < 3) borders.push(`${name} · ${field}: ${border} on ${around} is ${ratio.toFixed(2)}:1`);
      }
      await reflows(page, cdp, name, wide, shown);
    }
    expect.soft(borders).toEqual([]);

    for (const [path, name, shown] of [
      ['/abogados', 'abogados', 'main ul'],
      ['/pagos', 'pagos', '.payment-fields'],
      ['/mensajes', 'mensajes', 'main ul'],
    ] as const) {
      await page.setViewportSize(DESKTOP);
      await visit(page, path);
      await reflows(page, cdp, name, wide, shown);
    }

    // The agenda's month and week: the view switch and the month's cells.
    await page.setViewportSize(DESKTOP);
    await visit(page, '/agenda?vista=mes', (p) => p.locator('.agenda-month'));
    await reflows(page, cdp, 'agenda-mes', wide, '.agenda-period-bar');
    // Nothing in a day's cell runs out of it, in the phone's month (320 px) nor in the grid of a tablet (800 px).
    const cut: string[] = [];
    for (const viewport of [NARROW, { width: 800, height: 900 }]) {
      await page.setViewportSize(viewport);
      await settle(page);
      for (const inner of await monthCut(page)) cut.push(`${viewport.width} px: ${inner}`);
      await shot(page, `visual-${viewport.width}-agenda-mes-grid`);
    }
    await page.setViewportSize(PHONE);
    await largeText(cdp, true);
    await settle(page);
    for (const inner of await monthCut(page)) cut.push(`390 px, 200 % text: ${inner}`);
    await largeText(cdp, false);
    expect.soft(cut).toEqual([]);
    await page.setViewportSize(DESKTOP);

    // Forced colours: the current section, the pressed view and today keep a mark of their own.
    await page.emulateMedia({ forcedColors: 'active' });
    await settle(page);
    const markOf = borderOrLine;
    const sections = page.getByRole('navigation', { name: 'Secciones' });
    expect
      .soft(
        markOf(
          await forcedDifferences(
            sections.getByRole('link', { name: 'Agenda' }),
            sections.getByRole('link', { name: 'Asuntos' }),
          ),
        ),
      )
      .not.toEqual([]);
    const views = page.getByRole('group', { name: 'Vista de la agenda' });
    expect
      .soft(
        markOf(
          await forcedDifferences(
            views.getByRole('button', { name: 'Mes', exact: true }),
            views.getByRole('button', { name: 'Semana', exact: true }),
          ),
        ),
      )
      .not.toEqual([]);
    const todayDate = page.locator('.agenda-month-day[data-today] .agenda-month-date');
    if ((await todayDate.count()) > 0) {
      expect
        .soft(
          markOf(
            await forcedDifferences(
              todayDate,
              page.locator('.agenda-month-day:not([data-today]) .agenda-month-date').first(),
            ),
          ),
        )
        .not.toEqual([]);
    }
    await shot(page, 'visual-forced-1280-agenda-mes');
    await page.setViewportSize(PHONE);
    await settle(page);
    expect
      .soft(
        markOf(
          await forcedDifferences(
            sections.getByRole('link', { name: 'Agenda' }),
            sections.getByRole('link', { name: 'Asuntos' }),
          ),
        ),
      )
      .not.toEqual([]);
    await shot(page, 'visual-forced-390-agenda-mes');
    await page.emulateMedia({ forcedColors: 'none' });

    await visit(page, '/agenda?vista=semana', (p) => p.getByRole('list', { name: /^Semana del / }));
    await reflows(page, cdp, 'agenda-semana', wide, '.agenda-toolbar');

    // A case: its file input shows its focus on the visible button, at 1280 px.
    await page.setViewportSize(DESKTOP);
    await visit(page, `/asunto/${layoff.id}`);
    const documents = page.getByRole('region', { name: 'Documentos' });
    // Reached by the keyboard, as a person tabbing reaches it: the ring is the keyboard's.
    await documents.getByLabel('Archivo', { exact: true }).focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).resolves.toBe('file');
    const chooser = documents.locator('.ui-file-picker label');
    await expect
      .soft(
        chooser.evaluate((label) => `${getComputedStyle(label).outlineStyle} ${getComputedStyle(label).outlineWidth}`),
      )
      .resolves.toBe('solid 3px');
    // The focused control is the button a person sees, not a 1 px box beside it (where a magnifier following the focus would go).
    const boxes = await page.evaluate(() => {
      const size = (element: Element | null) => {
        const box = element?.getBoundingClientRect();
        return `${Math.round(box?.width ?? 0)}×${Math.round(box?.height ?? 0)}`;
      };
      return {
        focused: size(document.activeElement),
        button: size(document.activeElement?.closest('.ui-file-picker')?.querySelector('label') ?? null),
      };
    });
    expect.soft(boxes.focused).toBe(boxes.button);
    await chooser.screenshot({ path: join(SCREENSHOTS_DIR, 'visual-focus-file-picker.png') });
    await reflows(page, cdp, 'asunto', wide);

    // 2.4.11: on a phone, with 'Más' open, Tab stays in its panel or closes it; nothing focused lies under it or the bars.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 3));
    const more = page.getByRole('button', { name: /^Más/ });
    await more.focus();
    await page.keyboard.press('Enter');
    await page.locator('.main-nav-panel:not([hidden])').waitFor();
    const steps: { name: string; open: boolean; inPanel: boolean; covered: boolean }[] = [];
    for (let step = 0; step < 8; step++) steps.push(await tabAndLocate(page));
    await shot(page, 'visual-390-mas-tab');
    expect.soft(steps.filter((step) => (step.open && !step.inPanel) || step.covered)).toEqual([]);

    // 1.4.10 at 400 % zoom: a window 256 px tall scrolls the header and the sections with the page.
    await page.setViewportSize(ZOOMED);
    await settle(page);
    const positions = await page.evaluate(() => ({
      header: getComputedStyle(document.querySelector('.app-header')!).position,
      sections: getComputedStyle(document.querySelector('.main-nav')!).position,
    }));
    await shot(page, 'visual-zoom-400-asunto');
    await page.getByRole('button', { name: /^Más/ }).click();
    await page.locator('.main-nav-panel:not([hidden])').waitFor();
    await shot(page, 'visual-zoom-400-mas');
    await page.keyboard.press('Escape');
    expect.soft(positions).toEqual({
      header: expect.not.stringMatching(/fixed|sticky/),
      sections: expect.not.stringMatching(/fixed|sticky/),
    });

    // Under reduced motion a pending button's indicator stands still; the toast that follows, on a
    // phone, leaves the focused account button in view.
    await page.setViewportSize(PHONE);
    await visit(page, '/miCuenta');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const hold = async (route: Route) => {
      if (route.request().method() !== 'GET' && route.request().method() !== 'OPTIONS') await released;
      await route.fallback();
    };
    await page.route('**/*', hold);
    const save = page.locator('button', { hasText: 'Guardar datos personales' });
    await save.click();
    const spinner = save.locator('.ui-spinner');
    await spinner.waitFor();
    await expect.soft(spinner.evaluate((element) => getComputedStyle(element).animationName)).resolves.toBe('none');
    await expect.soft(save.getAttribute('data-pending')).resolves.toBe('true');
    await shot(page, 'visual-390-pending');
    release();
    await page.unroute('**/*', hold);
    await toast(page, 'Sus datos personales fueron guardados').waitFor();
    const account = page.getByRole('banner').getByRole('button', { name: /^Cuenta de / });
    await account.focus();
    await expect
      .soft(
        account.evaluate((button) => {
          const box = button.getBoundingClientRect();
          const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return top !== null && button.contains(top);
        }),
      )
      .resolves.toBe(true);
    await shot(page, 'visual-390-toast-focus');

    expect.soft(wide).toEqual([]);
  });
});
