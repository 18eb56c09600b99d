import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkPage, useBrowser } from './harness/browser';
import { findCase, findMovement, getUser, signIn } from './harness/cloud';
import { heading, signInThroughWelcome, waitForPath } from './harness/portal';
import { servedPortal } from './harness/target';

const browser = useBrowser();

const PHONE = { width: 390, height: 844 } as const;
/** WCAG 2.5.5's and the platforms' size for a thumb. */
const THUMB_PX = 44;

/** The heights of the visible elements a locator finds, with their text, for the failure's message. */
async function heightsOf(targets: Locator): Promise<{ readonly text: string; readonly height: number }[]> {
  const found: { readonly text: string; readonly height: number }[] = [];
  for (const target of await targets.all()) {
    if (!(await target.isVisible())) continue;
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    if (box !== null) found.push({ text: ((await target.textContent()) ?? '').trim(), height: Math.round(box.height) });
  }
  return found;
}

async function expectThumbSized(targets: Locator, what: string): Promise<void> {
  const heights = await heightsOf(targets);
  expect(heights.length, `${what}: none shown`).toBeGreaterThan(0);
  expect(
    heights.filter(({ height }) => height < THUMB_PX),
    `${what} under ${THUMB_PX} px`,
  ).toEqual([]);
}

/** The top edge of a phone's bottom bar, in the viewport's coordinates. */
async function bottomBarTop(page: Page): Promise<number> {
  const box = await page.getByRole('navigation', { name: 'Secciones' }).boundingBox();
  if (box === null) throw new Error('The bottom bar is not shown.');
  return box.y;
}

describe('a phone (390 px): every main action a thumb can hit, the first screen for what matters', () => {
  it('Asuntos, a case and the agenda: whole cards and 44 px targets, filters folded, the comment box above the bar, the first name in the header', async () => {
    const demo = await signIn(servedPortal().demo);
    const firstName = ((await getUser(demo)).name ?? '').trim().split(/\s+/)[0] ?? '';
    const layoff = await findCase(demo, 'Despido sin causa');
    const page = await browser.open('/welcome');
    await page.setViewportSize(PHONE);
    await signInThroughWelcome(page, servedPortal().demo);

    // The header names the client, not 'Cuenta'.
    const account = page.getByRole('banner').getByRole('button', { name: /^Cuenta de / });
    await expect(account.textContent()).resolves.toContain(firstName);
    await expect(account.textContent()).resolves.not.toContain('Cuenta');

    // Asuntos: the selects fold behind 'Filtros', so the first case shows on the first screen.
    await page.goto(new URL('/asuntos', page.url()).href);
    await heading(page, 'Asuntos').waitFor();
    const filters = page.getByRole('button', { name: 'Filtros', exact: true });
    await filters.waitFor();
    const estado = page.getByRole('search').getByText('Estado', { exact: true });
    await expect(estado.isVisible()).resolves.toBe(false);
    const cards = page.getByRole('list', { name: 'Sus asuntos' }).getByRole('listitem');
    const firstCard = cards.first();
    await firstCard.waitFor();
    const firstBox = await firstCard.boundingBox();
    expect((firstBox?.y ?? PHONE.height) + THUMB_PX).toBeLessThan(PHONE.height);
    await filters.click();
    await estado.waitFor();
    await expect(filters.getAttribute('aria-expanded')).resolves.toBe('true');
    await checkPage(page, 'asuntos-filtros-abiertos');
    await page.setViewportSize(PHONE);

    // The whole card opens its case: a press on its fields, far from the name, lands on the link.
    const search = page.getByRole('searchbox', { name: /Buscar/ });
    await search.fill(layoff.case);
    const card = cards.filter({ hasText: layoff.case }).first();
    await card.waitFor();
    await card.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const cardBox = await card.boundingBox();
    if (cardBox === null) throw new Error('The case card is not shown.');
    expect(cardBox.height).toBeGreaterThanOrEqual(THUMB_PX);
    const pressed = await page.evaluate(
      ({ x, y }) =>
        (document.elementFromPoint(x, y)?.closest('a') as HTMLAnchorElement | null)?.getAttribute('href') ?? null,
      { x: cardBox.x + cardBox.width - 24, y: cardBox.y + cardBox.height - 28 },
    );
    expect(pressed).toBe(`/asunto/${layoff.id}`);
    await page.mouse.click(cardBox.x + cardBox.width - 24, cardBox.y + cardBox.height - 28);
    await waitForPath(page, `/asunto/${layoff.id}`);
    await heading(page, 'Movimientos').waitFor();

    // The case page's main actions.
    await expectThumbSized(
      page
        .getByRole('main')
        .getByRole('button', { name: /^(Comentar|Enviar novedad|Cargar documento|Elegir fecha|Pagar)/ }),
      'the case page',
    );
    await expectThumbSized(
      page
        .getByRole('main')
        .getByRole('link', { name: /^Unirse a la reunión/ })
        .or(page.getByRole('main').getByRole('button', { name: /^Agregar a mi calendario/ })),
      "the case's meetings",
    );

    // A comment box tapped just above the bar brings its 'Comentar' above the bar too.
    const filing = await findMovement(demo, layoff.id, (movement) => movement.id_tipo === 6);
    const movement = page.locator(`#movimiento-${filing.id_movimiento}`);
    const box = movement.getByLabel('Nuevo comentario');
    const comment = movement.getByRole('button', { name: 'Comentar' });
    await box.evaluate((element) => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      window.scrollTo(0, top - window.innerHeight + 130);
    });
    await box.click();
    await expect
      .poll(async () => ((await comment.boundingBox())?.y ?? PHONE.height) + THUMB_PX)
      .toBeLessThanOrEqual(await bottomBarTop(page));
    // Sent empty it asks for the text; once something is typed that request goes.
    await comment.click();
    const empty = movement.getByRole('alert').filter({ hasText: 'Escriba un comentario' });
    await empty.waitFor();
    await box.pressSequentially('¿Hay');
    await empty.waitFor({ state: 'detached' });
    await box.fill('');

    // The agenda's main actions.
    await page.goto(new URL('/agenda?vista=lista', page.url()).href);
    await page.getByRole('list', { name: 'Eventos de su agenda' }).getByRole('listitem').first().waitFor();
    await expectThumbSized(page.getByRole('button', { name: /^(Lista|Semana|Mes)$/ }), "the agenda's views");
    await expectThumbSized(
      page
        .getByRole('list', { name: 'Eventos de su agenda' })
        .getByRole('button', { name: /^(Agregar a mi calendario|Reprogramar|Cancelar reunión)/ }),
      "the agenda's entries",
    );

    // Notifications: what each leads to, and when it came.
    await page.goto(new URL('/notificaciones', page.url()).href);
    await heading(page, 'Notificaciones').waitFor();
    await expectThumbSized(page.getByRole('main').getByRole('link', { name: /^Ver / }), "the notifications' links");
    const times = await page.getByRole('main').locator('.notification time').allTextContents();
    expect(times.length).toBeGreaterThan(0);
    for (const time of times)
      expect(time).toMatch(
        /^(ahora|ayer|anteayer|hace .+|(el|la) .+ pasad[oa]) · \d{1,2}\/\d{1,2}\/\d{4}( \d{2}:\d{2})?$/,
      );
    await checkPage(page, 'notificaciones-hora');
  });
});
