import { meetingMessages } from '@justiciable/core';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkPage, useBrowser } from './harness/browser';
import { findCase, findMovement, signIn, type SignedIn, type WireCase } from './harness/cloud';
import { heading, signInThroughWelcome } from './harness/portal';
import { servedPortal } from './harness/target';

const browser = useBrowser();

interface WireComment {
  readonly id: number;
  readonly id_movimiento: number;
  readonly comentario: string;
}

let demo: SignedIn;
let layoffCase: WireCase;

/** The case's comments as listaMovimientos answers its owner (beside datos, the movements). */
async function listComments(session: SignedIn, caseId: number): Promise<WireComment[]> {
  const response = await fetch(
    `${servedPortal().emulatorUrl}/justiciable-api/api.php/listaMovimientos/?${new URLSearchParams({ id_asunto: String(caseId) })}`,
    {
      headers: { authorization: `Bearer ${session.accessToken}` },
    },
  );
  const answer = (await response.json()) as { status: number; comentarios: WireComment[] };
  if (answer.status !== 200) throw new Error(`listaMovimientos failed: ${answer.status}`);
  return answer.comentarios;
}

beforeAll(async () => {
  demo = await signIn(servedPortal().demo);
  layoffCase = await findCase(demo, 'Despido sin causa');
});

/** The demo client signed in, on `path` of the app. */
async function openAsDemo(path: string): Promise<Page> {
  const page = await browser.open('/welcome');
  await signInThroughWelcome(page, servedPortal().demo);
  await page.goto(new URL(path, page.url()).href);
  await heading(page, layoffCase.case).waitFor();
  await heading(page, 'Movimientos').waitFor();
  return page;
}

/** The id of the element that has focus. */
function focusedId(page: Page): Promise<string | null> {
  return page.evaluate(() => document.activeElement?.id ?? null);
}

/** Whether the element with this id shows, at least in part, in the viewport. */
function inView(page: Page, id: string): Promise<boolean> {
  return page.evaluate((elementId) => {
    const box = document.getElementById(elementId)?.getBoundingClientRect();
    return box !== undefined && box.top < window.innerHeight && box.bottom > 0;
  }, id);
}

describe('the case detail (/asunto/:id)', () => {
  it('opens a deep link to a movement focused and highlighted, with every movement type of the case', async () => {
    const filing = await findMovement(demo, layoffCase.id, (movement) => movement.id_tipo === 6);
    const page = await openAsDemo(`/asunto/${layoffCase.id}/${filing.id_movimiento}`);
    const target = page.locator(`#movimiento-${filing.id_movimiento}`);
    await target.getByText('Demanda laboral presentada ante la Cámara del Trabajo').waitFor();
    await expect.poll(() => focusedId(page)).toBe(`movimiento-${filing.id_movimiento}`);
    await expect.poll(() => inView(page, `movimiento-${filing.id_movimiento}`)).toBe(true);
    await expect(target.getAttribute('data-highlighted')).resolves.toBe('true');

    await page.getByText('Pendiente de envío').first().waitFor();
    await page.getByText('Elegir fecha').first().waitFor();
    await page.getByText('Pagado').first().waitFor();
    // A video meeting says how to join it: its link from 15 minutes before the start, else when the link opens.
    const join = page.getByRole('link', { name: /^Unirse a la reunión/ });
    if ((await join.count()) > 0) await expect(join.first().getAttribute('rel')).resolves.toBe('noopener noreferrer');
    else await page.getByText(meetingMessages.joinOpensSoon).first().waitFor();
    await checkPage(page, 'asunto-timeline');
    // Nothing scrolls sideways on a phone (checkPage leaves the page at the last, desktop width).
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);

    // A date request's form takes the focus as it opens, says what is missing when confirmed too
    // early (the button stays enabled, GOV.UK) and gives the focus back to Elegir fecha as it closes.
    const requestId = await page
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: 'Elegir fecha', exact: true }) })
      .first()
      .getAttribute('id');
    const request = page.locator(`[id="${requestId ?? ''}"]`);
    await request.getByRole('button', { name: 'Elegir fecha', exact: true }).click();
    const form = request.getByRole('form', { name: /^Elegir fecha: / });
    await expect.poll(() => form.evaluate((element) => element === document.activeElement)).toBe(true);
    await form.getByRole('button', { name: 'Confirmar fecha y hora' }).click();
    await form
      .getByRole('alert')
      .filter({ hasText: 'Elija un día y un horario libres de la agenda del abogado.' })
      .waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toMatch(/^Elegir el /);
    await checkPage(page, 'asunto-elegir-fecha-falta');
    await form.getByRole('button', { name: 'Cancelar' }).click();
    await expect
      .poll(() =>
        request
          .getByRole('button', { name: 'Elegir fecha', exact: true })
          .evaluate((element) => element === document.activeElement),
      )
      .toBe(true);
  });

  it('opens a deep link to a comment focused', async () => {
    const [comment] = await listComments(demo, layoffCase.id);
    if (comment === undefined) throw new Error('The seed gave the layoff case no comment.');
    const page = await openAsDemo(`/asunto/${layoffCase.id}/${comment.id_movimiento}/false/${comment.id}`);
    await page.locator(`#comentario-${comment.id}`).getByText(comment.comentario).waitFor();
    await expect.poll(() => focusedId(page)).toBe(`comentario-${comment.id}`);
    await expect.poll(() => inView(page, `comentario-${comment.id}`)).toBe(true);
  });

  it('adds a comment, which shows at once and is still there after a reload', async () => {
    const filing = await findMovement(demo, layoffCase.id, (movement) => movement.id_tipo === 6);
    const page = await openAsDemo(`/asunto/${layoffCase.id}`);
    const text = `¿Hay novedades de la audiencia? (${Date.now()})`;
    const movement = page.locator(`#movimiento-${filing.id_movimiento}`);
    await movement.getByLabel('Nuevo comentario').fill(text);
    await movement.getByRole('button', { name: 'Comentar' }).click();
    await movement.getByText(text).waitFor();
    await expect.poll(() => movement.getByLabel('Nuevo comentario').inputValue()).toBe('');

    const saved = (await listComments(demo, layoffCase.id)).find((comment) => comment.comentario === text);
    expect(saved?.id_movimiento).toBe(filing.id_movimiento);
    await page.reload();
    await heading(page, layoffCase.case).waitFor();
    await page.locator(`#movimiento-${filing.id_movimiento}`).getByText(text).waitFor();
    await page.locator(`#comentario-${saved?.id}`).scrollIntoViewIfNeeded();
    await checkPage(page, 'asunto-comentario');
  });
});
