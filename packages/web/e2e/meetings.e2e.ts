import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkPage, useBrowser } from './harness/browser';
import { findCase, findMovement, signIn, type SignedIn, type WireCase } from './harness/cloud';
import { heading, scrollToListItem, signInThroughWelcome, toast } from './harness/portal';
import { servedPortal } from './harness/target';

const browser = useBrowser();

const DESPIDO = 'Despido sin causa - Metalúrgica Río Segundo S.A.';
const TOO_LATE = 'Faltan menos de 24 horas: ya no puede cancelarla sin cargo. Escríbale a su abogado desde el asunto.';

let demo: SignedIn;
let layoffCase: WireCase;

/** An instant's day (yyyy-mm-dd) and time (HH:MM) in Buenos Aires, which keeps UTC-3 all year. */
function buenosAires(at: number): { readonly day: string; readonly time: string } {
  const local = new Date(at - 3 * 3_600_000).toISOString();
  return { day: local.slice(0, 10), time: local.slice(11, 16) };
}

/**
 * A meeting of the layoff case on a date, as a lawyer's dated date request (type 7) is, with its
 * agenda entry: made through api.php as the case's owner, at the time the test needs from now.
 */
async function newMeeting(
  title: string,
  at: { readonly day: string; readonly time: string },
  details: Record<string, string>,
): Promise<{ readonly id_movimiento: number }> {
  const query = {
    id_case: String(layoffCase.id),
    id_justiciable: demo.sub,
    id_tipo: '7',
    descripcion_movimiento: title,
    nombres: 'Dr. Martín Ortiz',
    fecha_inicio_agenda: at.day,
    hora_inicio_agenda: at.time,
    ...details,
  };
  const response = await fetch(
    `${servedPortal().emulatorUrl}/justiciable-api/api.php/addNewMovent/?${new URLSearchParams(query)}`,
    {
      headers: { authorization: `Bearer ${demo.accessToken}` },
    },
  );
  const answer = (await response.json()) as { status: number; datos: string };
  if (answer.status !== 200) throw new Error(`addNewMovent failed: ${JSON.stringify(answer)}`);
  return { id_movimiento: (JSON.parse(answer.datos) as { res: { id_movimiento: number } }).res.id_movimiento };
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const MOVE = 'Reunión para revisar la liquidación (e2e)';
const CANCEL = 'Reunión con el perito contable (e2e)';
const SOON = 'Firma del poder en el estudio (e2e)';
const VIDEO = 'Videollamada de seguimiento (e2e)';
const DEADLINE = 'Vencimiento: alegatos (e2e)';
const VIDEO_LINK = 'https://meet.jit.si/justiciable-e2e-seguimiento';
const PLACE = 'Av. Colón 1234, piso 3, Córdoba';

beforeAll(async () => {
  demo = await signIn(servedPortal().demo);
  layoffCase = await findCase(demo, 'Despido sin causa');
  const now = Date.now();
  await newMeeting(
    MOVE,
    { day: buenosAires(now + 3 * DAY).day, time: '10:00' },
    { tipo_reunion: 'Presencial', direccion_link: PLACE },
  );
  await newMeeting(
    CANCEL,
    { day: buenosAires(now + 4 * DAY).day, time: '11:00' },
    { tipo_reunion: 'Videollamada', direccion_link: 'https://meet.jit.si/justiciable-e2e-perito' },
  );
  await newMeeting(SOON, buenosAires(now + 5 * HOUR), { tipo_reunion: 'Presencial', direccion_link: PLACE });
  await newMeeting(VIDEO, buenosAires(now + 10 * 60_000), { tipo_reunion: 'Videollamada', direccion_link: VIDEO_LINK });
  await newMeeting(DEADLINE, { day: buenosAires(now + 6 * DAY).day, time: '00:00' }, { todo_el_dia_agenda: '1' });
});

function agendaEntry(page: Page, title: string) {
  return page.getByRole('list', { name: 'Eventos de su agenda' }).getByRole('article', { name: title, exact: true });
}

/**
 * The entry scrolled into the agenda's windowed list, which holds only the entries near the view:
 * other journeys of a long run add entries to the same case, so the test's own need not be first.
 */
async function scrollToEntry(page: Page, title: string): Promise<void> {
  const list = page.getByRole('list', { name: 'Eventos de su agenda' });
  await scrollToListItem(page, list, (items) =>
    items.filter({ has: page.getByRole('article', { name: title, exact: true }) }),
  );
}

/** The layoff case's entries in the agenda's list, where the test's own are the newest, so first. */
async function openCaseAgenda(page: Page): Promise<void> {
  await page.goto(
    new URL(
      `/agenda?vista=lista&filtro=asunto&valores=${encodeURIComponent(JSON.stringify([DESPIDO]))}`,
      servedPortal().appUrl,
    ).href,
  );
  await heading(page, 'Agenda').waitFor();
  await page.getByRole('list', { name: 'Eventos de su agenda' }).waitFor();
}

/** The api.php actions the page calls from now on, in order. */
function recordActions(page: Page): string[] {
  const actions: string[] = [];
  page.on('request', (request) => {
    const match = /\/api\.php\/([A-Za-z]+)\/?$/.exec(new URL(request.url()).pathname);
    if (match?.[1] && request.method() === 'GET') actions.push(match[1]);
  });
  return actions;
}

describe('meetings that can be kept, joined or moved', () => {
  it('moves a meeting more than 24 hours ahead to a free slot of the lawyer and cancels another, telling the lawyer each time', async () => {
    const page = await browser.open('/welcome');
    await signInThroughWelcome(page, servedPortal().demo);
    await page.setViewportSize({ width: 1280, height: 800 });
    await openCaseAgenda(page);

    const moving = agendaEntry(page, MOVE);
    await scrollToEntry(page, MOVE);
    await moving
      .getByText(/^Puede cancelarla o reprogramarla sin cargo hasta el \d+\/\d+\/\d{4} a las 10:00\.$/)
      .waitFor();
    await checkPage(page, 'reunion-reglas');

    await moving.getByRole('button', { name: /^Reprogramar/ }).click();
    const form = page.getByRole('form', { name: `Reprogramar: ${MOVE}` });
    await form.getByRole('button', { name: 'Semana siguiente' }).click();
    const day = form
      .getByRole('button', { name: /^Elegir el / })
      .and(page.locator(':not([disabled])'))
      .first();
    const chosenDate = ((await day.textContent()) ?? '').split(' ').pop() ?? '';
    await day.click();
    const start = form.getByLabel('Hora de inicio');
    const firstFree =
      (await start.locator('option:not([disabled])').allTextContents()).find((time) => /^\d{2}:\d{2}$/.test(time)) ??
      '';
    await start.selectOption(firstFree);
    await checkPage(page, 'reunion-reprogramar');

    const wire = recordActions(page);
    await form.getByRole('button', { name: 'Confirmar nueva fecha' }).click();
    await toast(page, 'Reunión reprogramada. Su abogado recibió el aviso.').waitFor();
    expect(wire.filter((action) => ['updateCalendar', 'addNewMovent', 'sendMailToLawyer'].includes(action))).toEqual([
      'updateCalendar',
      'addNewMovent',
      'sendMailToLawyer',
    ]);
    // The agenda reads itself again: the entry shows its new day and time.
    await moving.locator('dd', { hasText: chosenDate }).waitFor();
    await moving.locator('dd', { hasText: firstFree }).waitFor();
    await checkPage(page, 'reunion-reprogramada');

    await page.setViewportSize({ width: 390, height: 844 });
    const cancelling = agendaEntry(page, CANCEL);
    await scrollToEntry(page, CANCEL);
    // By keyboard: the list measures its entries again at the new width, and a click aimed a moment
    // before can land on the entry that moved under it.
    const cancelButton = cancelling.getByRole('button', { name: /^Cancelar reunión/ });
    await cancelButton.focus();
    await cancelButton.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: '¿Cancelar la reunión?' });
    await dialog.getByText(new RegExp(`^¿Cancelar «${CANCEL.replace(/[()]/g, '\\$&')}» del `)).waitFor();
    await checkPage(page, 'reunion-cancelar-dialogo');
    // checkPage ends at the desktop width, where the page is laid out anew: the cancellation is
    // confirmed on a phone's page as a person opens it, with the dialog pressed open there.
    await page.setViewportSize({ width: 390, height: 844 });
    await openCaseAgenda(page);
    await scrollToEntry(page, CANCEL);
    await cancelButton.focus();
    await cancelButton.press('Enter');
    await dialog.getByText(new RegExp(`^¿Cancelar «${CANCEL.replace(/[()]/g, '\\$&')}» del `)).waitFor();
    wire.length = 0;
    await dialog.getByRole('button', { name: 'Sí, cancelar la reunión' }).click();
    await toast(page, 'Reunión cancelada. Su abogado recibió el aviso.').waitFor();
    expect(wire.filter((action) => ['addNewMovent', 'sendMailToLawyer', 'updateCalendar'].includes(action))).toEqual([
      'addNewMovent',
      'sendMailToLawyer',
    ]);
    await dialog.waitFor({ state: 'detached' });
    // The agenda reads itself again after the cancellation, and the entry is sought in the window anew.
    await expect
      .poll(async () => {
        await scrollToEntry(page, CANCEL);
        return cancelling.getByText('Cancelada', { exact: true }).count();
      })
      .toBe(1);
    await cancelling.scrollIntoViewIfNeeded();
    await expect(cancelling.getByRole('button', { name: /Cancelar reunión|Reprogramar/ }).count()).resolves.toBe(0);
    await checkPage(page, 'reunion-cancelada');

    // The lawyer reads both in the case: the moves and the cancellation are novedades of it.
    const movements = await findMovement(
      demo,
      layoffCase.id,
      (movement) =>
        movement.id_tipo === 5 &&
        (movement as { descripcion_movimiento?: string }).descripcion_movimiento === `Reunión cancelada: ${CANCEL}`,
    );
    expect(movements.id_tipo).toBe(5);
    await findMovement(demo, layoffCase.id, (movement) =>
      /^Reunión reprogramada: de .+ a las 10:00 a /.test(
        (movement as { descripcion_movimiento?: string }).descripcion_movimiento ?? '',
      ),
    );
  });

  it('says what applies within 24 hours, opens a video call 10 minutes ahead, shows a place, adds a meeting to the calendar with reminders, and a deadline takes the whole day', async () => {
    const page = await browser.open('/welcome');
    await signInThroughWelcome(page, servedPortal().demo);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(new URL(`/asunto/${layoffCase.id}`, servedPortal().appUrl).href);
    const movement = (title: string) =>
      page.locator('article.movement', { has: page.getByText(title, { exact: true }) });

    const soon = movement(SOON);
    await soon.getByText(TOO_LATE).waitFor();
    await expect(soon.getByRole('button', { name: /Cancelar reunión|Reprogramar/ }).count()).resolves.toBe(0);
    await soon.getByRole('link', { name: /^Escribir a mi abogado/ }).waitFor();
    await soon.getByText(PLACE).first().waitFor();

    const video = movement(VIDEO);
    const join = video.getByRole('link', { name: /^Unirse a la reunión/ });
    await join.waitFor();
    expect([await join.getAttribute('href'), await join.getAttribute('target')]).toEqual([VIDEO_LINK, '_blank']);
    // A video call has no address to show.
    await expect(video.getByText(VIDEO_LINK).count()).resolves.toBe(0);
    expect((await join.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);

    const deadline = movement(DEADLINE);
    await deadline.locator('dd', { hasText: 'Todo el día' }).waitFor();
    await checkPage(page, 'reunion-asunto');

    await page.setViewportSize({ width: 1280, height: 800 });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      video.getByRole('button', { name: /^Agregar a mi calendario/ }).click(),
    ]);
    const ics = await readFile(await download.path(), 'utf8');
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics).toContain('BEGIN:VALARM');
    expect(ics).toContain('TRIGGER:-P1D');
    expect(ics).toContain('TRIGGER:-PT1H');
    expect(ics.replace(/\r\n /g, '')).toContain(`URL:${VIDEO_LINK}`);

    await openCaseAgenda(page);
    await scrollToEntry(page, DEADLINE);
    await agendaEntry(page, DEADLINE).locator('dd', { hasText: 'Todo el día' }).waitFor();
    await scrollToEntry(page, VIDEO);
    await agendaEntry(page, VIDEO)
      .getByRole('link', { name: /^Unirse a la reunión/ })
      .waitFor();
    await scrollToEntry(page, SOON);
    await agendaEntry(page, SOON).getByText(TOO_LATE).waitFor();
    await checkPage(page, 'reunion-agenda');
  });
});
