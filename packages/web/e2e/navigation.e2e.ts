import { join } from 'node:path';
import { errorMessages } from '@justiciable/core';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkPage, useBrowser } from './harness/browser';
import { createConfirmedClient, findCase, inviteFromStudio, listDirectory, newRequest, signIn } from './harness/cloud';
import { breakService, FAULTS, legacyAction, type ServiceCall } from './harness/faults';
import { SCREENSHOTS_DIR } from './harness/paths';
import { heading, signInThroughWelcome, toast, waitForPath } from './harness/portal';
import { servedPortal } from './harness/target';

const browser = useBrowser();

const PHONE = { width: 390, height: 844 } as const;

/** Every `call` the page makes waits, as on a slow connection, until the returned function lets it through. */
async function holdCalls(page: Page, call: ServiceCall): Promise<() => Promise<void>> {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const lift = await breakService(page, call, async (route) => {
    await gate;
    await route.fallback();
  });
  return async () => {
    release();
    await lift();
  };
}

function sections(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Secciones' });
}

/** The list's outline a section shows while its items come, with the section's title. */
function listSkeleton(page: Page, title: string): Locator {
  return page.getByRole('main').locator('.list-skeleton').filter({ hasText: title });
}

/** What says the page is on its way: the frame's bar, and the page on screen marked busy. */
async function expectLoading(page: Page, title: string): Promise<void> {
  await page.getByRole('progressbar', { name: `Cargando ${title}…` }).waitFor();
  await page
    .locator('[aria-live="polite"]')
    .filter({ hasText: `Cargando ${title}…` })
    .waitFor({ state: 'attached' });
  await expect(page.getByRole('main').getAttribute('aria-busy')).resolves.toBe('true');
}

/**
 * The page arrived at, as GOV.UK's single-page guidance has it: its h1 holds the focus (a screen
 * reader says it, once) and the document is titled with its name.
 */
async function expectArrivedAt(page: Page, title: string, documentTitle = `${title} · Justiciable`): Promise<void> {
  const arrived = () =>
    page.evaluate(() => ({
      focused:
        document.activeElement?.tagName === 'H1'
          ? `h1 '${document.activeElement.textContent ?? ''}'`
          : (document.activeElement?.outerHTML.slice(0, 80) ?? 'nothing'),
      title: document.title,
    }));
  await page
    .waitForFunction(
      ([name, wanted]) =>
        document.activeElement?.tagName === 'H1' &&
        document.activeElement.textContent === name &&
        document.title === wanted,
      [title, documentTitle] as const,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  await expect(arrived()).resolves.toEqual({ focused: `h1 '${title}'`, title: documentTitle });
}

/** What holds the focus: 'body', or the element's tag with its id or text. */
async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (active === null || active === document.body) return 'body';
    return `${active.tagName.toLowerCase()}${active.id ? `#${active.id}` : ''} '${(active.textContent ?? '').trim().slice(0, 40)}'`;
  });
}

/** Presses Tab (or Shift+Tab) until `target` holds the focus (at most `limit` times), as a keyboard user walks the page. */
async function tabTo(
  page: Page,
  target: Locator,
  { key = 'Tab', limit = 30 }: { readonly key?: 'Tab' | 'Shift+Tab'; readonly limit?: number } = {},
): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press(key);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${limit} presses of Tab did not reach ${String(target)}; the focus is on ${await focused(page)}.`);
}

async function expectLoaded(page: Page): Promise<void> {
  await page.getByRole('progressbar').waitFor({ state: 'detached' });
  await expect(page.getByRole('main').getAttribute('aria-busy')).resolves.toBeNull();
}

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Whether two boxes on screen overlap. */
function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The part of `box` a person sees below the header, which the page scrolls under; null when none. */
function belowHeader(box: Box, header: Box): Box | null {
  const top = Math.max(box.y, header.y + header.height);
  const bottom = Math.min(box.y + box.height, PHONE.height);
  return bottom > top ? { x: box.x, y: top, width: box.width, height: bottom - top } : null;
}

/**
 * On a phone every toast on screen takes the header's place at the top of the window, which
 * stays there while the page scrolls: it covers none of the page, and none of `actions`.
 */
async function expectToastsCoverNothing(page: Page, actions: Locator): Promise<void> {
  const header = await page.getByRole('banner').first().boundingBox();
  if (header === null) throw new Error('The page has no header on screen.');
  expect(header.y).toBe(0);
  const toasts = page.locator('.ui-toast');
  expect(await toasts.count()).toBeGreaterThan(0);
  for (const box of await toasts.evaluateAll((elements) =>
    elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect),
  )) {
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(header.y + header.height + 0.5);
    for (const action of await actions.all()) {
      const target = await action.boundingBox();
      const seen = target === null ? null : belowHeader(target, header);
      if (seen !== null)
        expect(overlap(box, seen), `a toast covers '${(await action.textContent())?.slice(0, 60)}'`).toBe(false);
    }
  }
}

describe('a slow section says at once that it is loading', () => {
  it('says at once that a tapped section is loading, with the page on screen marked busy, then outlines the list, and the list takes its place', async () => {
    const page = await browser.open('/welcome');
    // The landing page reads the agenda for its panel and hands it over to Agenda: held from
    // before the sign-in, that read is the one the tap on Agenda waits for.
    const releaseAgenda = await holdCalls(page, legacyAction('listaAgendas'));
    await expect(page.title()).resolves.toBe('Ingresar o registrarse · Justiciable');
    await signInThroughWelcome(page, servedPortal().demo);
    await expectArrivedAt(page, 'Nueva consulta');
    const slowSections = [
      { link: 'Agenda', title: 'Agenda', path: '/agenda', call: legacyAction('listaAgendas') },
      { link: 'Directorio', title: 'Directorio', path: '/directorio', call: legacyAction('listaAbogadosDirectorio') },
      { link: 'Mis abogados', title: 'Mis abogados', path: '/abogados', call: legacyAction('listaMisAbogados') },
      {
        link: /^Notificaciones/,
        title: 'Notificaciones',
        path: '/notificaciones',
        call: legacyAction('getNotifications'),
      },
      { link: 'Asuntos', title: 'Asuntos', path: '/asuntos', call: legacyAction('listaAsuntos') },
    ];
    for (const [index, section] of slowSections.entries()) {
      const release = index === 0 ? releaseAgenda : await holdCalls(page, section.call);
      await sections(page).getByRole('link', { name: section.link }).click();
      await waitForPath(page, section.path);
      await expectLoading(page, section.title);
      await listSkeleton(page, section.title).waitFor();
      // The outline is no page yet: no heading a person or a test could take for the list's.
      await expect(heading(page, section.title).count()).resolves.toBe(0);
      if (index === 0) await checkPage(page, 'cargando-agenda');
      await release();
      await heading(page, section.title).waitFor();
      await expectLoaded(page);
      await expect(listSkeleton(page, section.title).count()).resolves.toBe(0);
      // The list's outline gave way to the page: its heading takes the focus, and the title is its own.
      await expectArrivedAt(page, section.title);
    }
    await checkPage(page, 'asuntos-tras-cargar');

    // By keyboard alone: back from the page's heading to the top, where the skip link takes the
    // focus to the content; Tab goes on inside it, past the header and the sections.
    const skipLink = page.getByRole('link', { name: 'Ir al contenido' });
    await tabTo(page, skipLink, { key: 'Shift+Tab' });
    await page.keyboard.press('Enter');
    await expect(focused(page)).resolves.toMatch(/^main#contenido /);
    await page.keyboard.press('Tab');
    await expect(
      page.evaluate(() => document.getElementById('contenido')?.contains(document.activeElement) === true),
    ).resolves.toBe(true);
    // A section chosen with Enter: the new page's heading has the focus, the title is the section's.
    await tabTo(page, sections(page).getByRole('link', { name: 'Agenda' }));
    await page.keyboard.press('Enter');
    await waitForPath(page, '/agenda');
    await expectArrivedAt(page, 'Agenda');
    // Reached by keyboard, the heading shows it has the focus, as any control does.
    await expect(
      heading(page, 'Agenda').evaluate(
        (element) => element.matches(':focus-visible') && getComputedStyle(element).outlineStyle === 'solid',
      ),
    ).resolves.toBe(true);
    await page.screenshot({ path: join(SCREENSHOTS_DIR, 'agenda-tras-teclado-1280.png') });
    // The skip link still works after the navigation.
    await tabTo(page, skipLink, { key: 'Shift+Tab' });
    await page.keyboard.press('Enter');
    await expect(focused(page)).resolves.toMatch(/^main#contenido /);
    await expect(page.evaluate(() => location.hash)).resolves.toBe('');
  });

  it("opens a signed-in page cold with the frame, the bar and the list's outline at once, never a blank window", async () => {
    const page = await browser.open('/welcome');
    await signInThroughWelcome(page, servedPortal().demo);
    const release = await holdCalls(page, legacyAction('listaAsuntos'));
    await page.goto(new URL('/asuntos', page.url()).href);
    await sections(page).getByRole('link', { name: 'Asuntos' }).waitFor();
    await expectLoading(page, 'Asuntos');
    await listSkeleton(page, 'Asuntos').waitFor();
    await checkPage(page, 'cargando-asuntos-en-frio');
    await release();
    await page
      .getByRole('list', { name: 'Sus asuntos' })
      .getByRole('link', { name: 'Divorcio de común acuerdo' })
      .waitFor();
    await expectLoaded(page);
    // A first load takes no focus (the browser starts from the top, as on any site), but names the page.
    await expect(focused(page)).resolves.toBe('body');
    await expect(page.title()).resolves.toBe('Asuntos · Justiciable');
    // A case opened from the list: its heading takes the focus, and the title is its name under Asuntos.
    await page
      .getByRole('list', { name: 'Sus asuntos' })
      .getByRole('link', { name: 'Divorcio de común acuerdo' })
      .click();
    await expectArrivedAt(page, 'Divorcio de común acuerdo', 'Divorcio de común acuerdo · Asuntos · Justiciable');
  });
});

describe('the sections on a phone, the whole navigation', () => {
  it('reaches every section and the unread count by thumb from the bar at the bottom: nothing scrolls sideways, every target 44 px, the current page marked', async () => {
    const client = await createConfirmedClient('navegacion');
    const [studio] = await listDirectory(await signIn(client));
    if (studio === undefined) throw new Error('The directory is empty.');
    await inviteFromStudio(client.email, studio);
    const page = await browser.open('/welcome');
    await page.setViewportSize(PHONE);
    await signInThroughWelcome(page, client);
    const nav = sections(page);

    // Everything the bar holds is on screen, within the thumb's reach at the bottom, and big enough.
    const targets = nav.locator('a:visible, button:visible');
    expect(await targets.count()).toBe(5);
    for (const target of await targets.all()) {
      const box = await target.boundingBox();
      if (box === null) throw new Error(`'${await target.textContent()}' is not on screen.`);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      expect(box.y).toBeGreaterThanOrEqual(PHONE.height / 2);
      expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    await expect(nav.evaluate((element) => element.scrollWidth <= element.clientWidth)).resolves.toBe(true);
    const unread = nav.getByRole('link', { name: 'Avisos 1 sin leer' });
    const badge = await unread.locator('.ui-badge').boundingBox();
    expect(badge !== null && badge.x + badge.width <= PHONE.width && badge.y + badge.height <= PHONE.height).toBe(true);

    const inBar = [
      { link: 'Asuntos', path: '/asuntos', title: 'Asuntos' },
      { link: 'Agenda', path: '/agenda', title: 'Agenda' },
      { link: 'Avisos 1 sin leer', path: '/notificaciones', title: 'Notificaciones' },
      { link: 'Consulta', path: '/nuevaConsulta', title: 'Nueva consulta' },
    ];
    for (const section of inBar) {
      await nav.getByRole('link', { name: section.link }).click();
      await waitForPath(page, section.path);
      await heading(page, section.title).waitFor();
      await expect(nav.getByRole('link', { name: section.link }).getAttribute('aria-current')).resolves.toBe('page');
      await expectArrivedAt(page, section.title);
    }

    // The others are behind 'Más', which opens above the bar.
    const more = nav.getByRole('button', { name: 'Más' });
    for (const section of [
      { link: 'Pagos', path: '/pagos', title: 'Pagos' },
      { link: 'Directorio', path: '/directorio', title: 'Directorio' },
      { link: 'Mis abogados', path: '/abogados', title: 'Mis abogados' },
    ]) {
      await more.click();
      await expect(more.getAttribute('aria-expanded')).resolves.toBe('true');
      const link = nav.getByRole('link', { name: section.link });
      const box = await link.boundingBox();
      expect(box !== null && box.height >= 44 && box.y + box.height <= PHONE.height).toBe(true);
      await link.click();
      await waitForPath(page, section.path);
      await heading(page, section.title).waitFor();
      await expect(more.getAttribute('aria-expanded')).resolves.toBe('false');
      await expectArrivedAt(page, section.title);
    }
    await more.click();
    await expect(nav.getByRole('link', { name: 'Mis abogados' }).getAttribute('aria-current')).resolves.toBe('page');
    await checkPage(page, 'navegacion-telefono-mas');
    await page.setViewportSize(PHONE);
    await page.keyboard.press('Escape');
    await expect(more.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(more.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
  });
});

describe('feedback said once, and never over the page', () => {
  it('says a failure shown beside the form there alone, with no toast repeating it', async () => {
    const demo = await signIn(servedPortal().demo);
    const layoff = await findCase(demo, 'Despido sin causa');
    const page = await browser.open('/welcome');
    await signInThroughWelcome(page, servedPortal().demo);
    await page.goto(new URL(`/asunto/${layoff.id}`, page.url()).href);
    await heading(page, layoff.case).waitFor();
    const lift = await breakService(page, legacyAction('addNewComment'), FAULTS.network);
    const movement = page.getByRole('article').first();
    await movement.getByLabel('Nuevo comentario').fill('¿Hay novedades?');
    await movement.getByRole('button', { name: 'Comentar' }).click();
    await movement.getByRole('alert').filter({ hasText: errorMessages.addComment }).waitFor();
    await expect(toast(page, errorMessages.addComment).count()).resolves.toBe(0);
    await checkPage(page, 'comentario-fallido-una-vez');
    await lift();
  });

  it("shows a phone's toasts in the header's place: none covers 'Ver el asunto', 'Elegir fecha' or a card", async () => {
    const demo = await signIn(servedPortal().demo);
    const layoff = await findCase(demo, 'Despido sin causa');
    const first = await newRequest(demo, layoff, 7, 'Elegir fecha para la audiencia de conciliación');
    await newRequest(demo, layoff, 7, 'Elegir fecha para revisar la prueba');
    const page = await browser.open('/welcome');
    await page.setViewportSize(PHONE);
    await signInThroughWelcome(page, servedPortal().demo);

    // A toast on a page of cards and links: a notification that cannot be marked read.
    await sections(page)
      .getByRole('link', { name: /^Avisos/ })
      .click();
    await heading(page, 'Notificaciones').waitFor();
    const lift = await breakService(page, legacyAction('readNotification'), FAULTS.network);
    const unread = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: 'Marcar como leída' }) });
    await unread.last().scrollIntoViewIfNeeded();
    await unread.last().getByRole('button', { name: 'Marcar como leída' }).click();
    await toast(page, errorMessages.readNotification).waitFor();
    await expectToastsCoverNothing(
      page,
      page.getByRole('main').getByRole('link', { name: /^Ver / }).or(page.getByRole('main').locator('.ui-card')),
    );
    await page.screenshot({ path: join(SCREENSHOTS_DIR, 'aviso-telefono-notificaciones-390.png') });
    await lift();

    // A success on a case with another date to choose below it.
    await page.goto(new URL(`/asunto/${layoff.id}/${first.id_movimiento}`, page.url()).href);
    await heading(page, layoff.case).waitFor();
    const request = page.getByRole('article', { name: 'Elegir fecha para la audiencia de conciliación' });
    await request.getByRole('button', { name: 'Elegir fecha' }).click();
    const form = page.getByRole('form', { name: /^Elegir fecha: / });
    await form.getByRole('button', { name: 'Semana siguiente' }).click();
    await form
      .getByRole('button', { name: /^Elegir el / })
      .and(page.locator(':not([disabled])'))
      .first()
      .click();
    const start = form.getByLabel('Hora de inicio');
    const firstFree =
      (await start.locator('option:not([disabled])').allTextContents()).find((time) => /^\d{2}:\d{2}$/.test(time)) ??
      '';
    await start.selectOption(firstFree);
    await form.getByRole('button', { name: 'Confirmar fecha y hora' }).click();
    await toast(page, 'Fecha elegida: la reunión quedó agendada.').waitFor();
    const other = page.getByRole('article', { name: 'Elegir fecha para revisar la prueba' });
    await other.scrollIntoViewIfNeeded();
    await expectToastsCoverNothing(
      page,
      page.getByRole('button', { name: 'Elegir fecha' }).or(page.getByRole('main').getByRole('article')),
    );
    await page.screenshot({ path: join(SCREENSHOTS_DIR, 'aviso-telefono-elegir-fecha-390.png') });
  });
});

describe("the links lawyers send clients, in the emulator's console (docs/local-portal.md)", () => {
  it('lists each request and invitation with the link the client gets, which opens its page in the portal', async () => {
    const demo = await signIn(servedPortal().demo);
    const layoff = await findCase(demo, 'Despido sin causa');
    const asked = 'Adjuntar el certificado de trabajo firmado';
    const request = await newRequest(demo, layoff, 2, asked);
    // The portal serves the console too, at its own /__emulator: the links are the portal's paths.
    const page = await browser.open('/__emulator');
    const links = page.getByRole('list').filter({ has: page.getByRole('link', { name: /\/fileRequest\// }) });
    const entry = links.getByRole('listitem').filter({ hasText: asked });
    await expect(entry.textContent()).resolves.toContain('Pedido de archivo · Pendiente');
    await expect(entry.textContent()).resolves.toContain(`Para: ${servedPortal().demo.email}`);
    await expect(entry.textContent()).resolves.toContain(layoff.case);
    await expect(
      links.getByRole('listitem').filter({ hasText: 'Invitación de estudio · Pendiente' }).count(),
    ).resolves.toBeGreaterThan(0);
    await entry.getByRole('link').click();
    await waitForPath(page, `/fileRequest/${layoff.id}/${request.id_movimiento}/${layoff.id_grupo}`);
    await heading(page, 'Enviar documento').waitFor();
    await page.getByText(asked).waitFor();
  });
});
