import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkPage, useBrowser } from './harness/browser';
import { findCase, findMovement, newRequest, signIn, type SignedIn, type WireCase } from './harness/cloud';
import { heading, signInThroughWelcome, toast, waitForPath } from './harness/portal';
import { servedPortal } from './harness/target';

const browser = useBrowser();

let demo: SignedIn;
let layoffCase: WireCase;

beforeAll(async () => {
  demo = await signIn(servedPortal().demo);
  layoffCase = await findCase(demo, 'Despido sin causa');
});

/** One api.php call as the demo client, the case's owner; its `datos` on status 200. */
async function asOwner<T>(action: string, query: Record<string, string>): Promise<T> {
  const response = await fetch(
    `${servedPortal().emulatorUrl}/justiciable-api/api.php/${action}/?${new URLSearchParams(query)}`,
    {
      headers: { authorization: `Bearer ${demo.accessToken}` },
    },
  );
  const answer = (await response.json()) as { status: number; message?: string; datos: T };
  if (answer.status !== 200) throw new Error(`api.php ${action} failed: ${answer.status} ${answer.message}`);
  return answer.datos;
}

describe('the public request links, answered without signing in', () => {
  it('sends the file a lawyer asked for through its link; the link then says El archivo ya fue cargado', async () => {
    const request = await newRequest(demo, layoffCase, 2, 'Adjuntar el telegrama de despido');
    const link = `/fileRequest/${layoffCase.id}/${request.id_movimiento}/${layoffCase.id_grupo}?token=${request.link_token}`;
    const page = await browser.open(link);
    await heading(page, 'Enviar documento').waitFor();
    await page.getByText('Adjuntar el telegrama de despido').waitFor();
    await page.locator('input[type=file][multiple]').setInputFiles({
      name: 'telegrama.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4 telegrama colacionado'),
    });
    await page.getByText('telegrama.pdf', { exact: true }).waitFor();
    await checkPage(page, 'file-request');

    await page.getByRole('button', { name: 'Enviar 1 archivo' }).click();
    await page.getByText('Archivo enviado: su abogado ya lo tiene en el asunto.').waitFor();
    await expect(page.getByRole('button', { name: /^Enviar/ }).count()).resolves.toBe(0);
    await checkPage(page, 'file-request-enviado');

    const answered = await findMovement(
      demo,
      layoffCase.id,
      (movement) => movement.id_movimiento === request.id_movimiento,
    );
    expect(answered.link_archivo).toMatch(new RegExp(`^${layoffCase.id_grupo}/${layoffCase.id}/`));

    const again = await browser.open(link);
    await toast(again, 'El archivo ya fue cargado').waitFor();
    await waitForPath(again, '/welcome');
  });

  it("picks a free date through a date request's link; the owner's agenda then has it, and the link says El archivo ya fue cargado", async () => {
    const request = await newRequest(demo, layoffCase, 7, 'Elegir fecha para la audiencia de conciliación');
    const link = `/calendarRequest/${layoffCase.id}/${request.id_movimiento}/${layoffCase.id_abogado}?token=${request.link_token}`;
    const page = await browser.open(link);
    await heading(page, 'Elegir fecha y hora').waitFor();
    await page.getByText('Elegir fecha para la audiencia de conciliación').waitFor();
    await checkPage(page, 'calendar-request');

    await page.getByRole('button', { name: 'Semana siguiente' }).click();
    const day = page
      .getByRole('button', { name: /^Elegir el / })
      .and(page.locator(':not([disabled])'))
      .first();
    const dayLabel = (await day.textContent()) ?? '';
    await day.click();
    const start = page.getByLabel('Hora de inicio');
    const firstFree =
      (await start.locator('option:not([disabled])').allTextContents()).find((time) => /^\d{2}:\d{2}$/.test(time)) ??
      '';
    await start.selectOption(firstFree);
    await page.getByRole('button', { name: 'Confirmar fecha y hora' }).click();
    const confirmation = page.getByText(/Quedó agendada la reunión/);
    await confirmation.waitFor();
    const chosenDate = dayLabel.split(' ').pop() ?? '';
    await expect(confirmation.textContent()).resolves.toContain(`del ${chosenDate} a las ${firstFree}`);
    await checkPage(page, 'calendar-request-elegido');

    const agenda = await asOwner<Record<string, { fecha_ini: string | null; hora_ini: string | null }>>(
      'listaAgendas',
      { id_justiciable: demo.sub },
    );
    const entry = agenda[String(request.id_agenda)];
    const [d, m, y] = chosenDate.split('/');
    expect(entry?.fecha_ini?.slice(0, 10)).toBe(`${y}-${m?.padStart(2, '0')}-${d?.padStart(2, '0')}`);
    expect(entry?.hora_ini?.slice(0, 5)).toBe(firstFree);

    const again = await browser.open(link);
    await toast(again, 'El archivo ya fue cargado').waitFor();
    await waitForPath(again, '/welcome');
  });
});

describe('a date request answered by its owner inside the case', () => {
  it("offers 'Elegir fecha' on the movement; the chosen slot reaches the agenda and the movement shows the date", async () => {
    const request = await newRequest(demo, layoffCase, 7, 'Elegir fecha para la pericia contable');
    const page = await browser.open('/welcome');
    await signInThroughWelcome(page, servedPortal().demo);
    await page.goto(new URL(`/asunto/${layoffCase.id}/${request.id_movimiento}`, page.url()).href);
    const movement = page.getByRole('article', { name: 'Elegir fecha para la pericia contable' });
    await movement.getByRole('button', { name: 'Elegir fecha' }).click();
    const form = page.getByRole('form', { name: 'Elegir fecha: Elegir fecha para la pericia contable' });
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
    await checkPage(page, 'asunto-elegir-fecha');
    await form.getByRole('button', { name: 'Confirmar fecha y hora' }).click();

    await toast(page, 'Fecha elegida: la reunión quedó agendada.').waitFor();
    // The case reads its movements again: the request now shows its meeting's date and time.
    await form.waitFor({ state: 'detached' });
    await movement.locator('dd', { hasText: chosenDate }).waitFor();
    await movement.locator('dd', { hasText: firstFree }).waitFor();
    await expect(movement.getByRole('button', { name: 'Elegir fecha', exact: true }).count()).resolves.toBe(0);
    await checkPage(page, 'asunto-fecha-elegida');
    const agenda = await asOwner<Record<string, { fecha_ini: string | null; hora_ini: string | null }>>(
      'listaAgendas',
      { id_justiciable: demo.sub },
    );
    const [d, m, y] = chosenDate.split('/');
    expect(agenda[String(request.id_agenda)]?.fecha_ini?.slice(0, 10)).toBe(
      `${y}-${m?.padStart(2, '0')}-${d?.padStart(2, '0')}`,
    );
    expect(agenda[String(request.id_agenda)]?.hora_ini?.slice(0, 5)).toBe(firstFree);
  });
});

/** Closes the toasts on screen, so the page is photographed whole rather than as a dialog's viewport. */
async function dismissToasts(page: Page): Promise<void> {
  const close = page.getByRole('region', { name: /^Avisos/ }).getByRole('button', { name: 'Cerrar aviso' });
  while ((await close.count()) > 0) await close.first().click();
}

describe('a file request answered by its owner inside the case, not only from the e-mailed link', () => {
  it("lands the signed-in owner's link on the request with an upload there that answers it; an upload under Documentos chosen for another answers that one", async () => {
    const request = await newRequest(demo, layoffCase, 2, 'Adjuntar el certificado de trabajo');
    const other = await newRequest(demo, layoffCase, 2, 'Adjuntar el recibo de marzo');
    const page = await browser.open('/welcome');
    await signInThroughWelcome(page, servedPortal().demo);
    // The link the lawyer sent, opened by its owner: the guard sends them into the case, to the request.
    await page.goto(
      new URL(
        `/fileRequest/${layoffCase.id}/${request.id_movimiento}/${layoffCase.id_grupo}?token=${request.link_token}`,
        page.url(),
      ).href,
    );
    await waitForPath(page, `/asunto/${layoffCase.id}/${request.id_movimiento}/fileRequest`);
    const card = page.getByRole('article', { name: 'Adjuntar el certificado de trabajo', exact: true });
    const form = card.getByRole('form', { name: 'Enviar archivos: Adjuntar el certificado de trabajo', exact: true });
    await form.waitFor();
    await expect(card.getByText('el enlace que le mandó su abogado').count()).resolves.toBe(0);
    await form.locator('input[type=file][multiple]').setInputFiles({
      name: 'certificado.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4 certificado de trabajo'),
    });
    await form.getByText('certificado.pdf', { exact: true }).waitFor();
    await checkPage(page, 'asunto-pedido-de-archivo');

    await form.getByRole('button', { name: 'Enviar 1 archivo' }).click();
    await toast(page, 'Archivo enviado: su abogado ya lo tiene en el asunto.').waitFor();
    await card.getByText('Archivo enviado', { exact: true }).waitFor();
    await expect(card.getByText('Pendiente de envío').count()).resolves.toBe(0);
    await dismissToasts(page);
    await checkPage(page, 'asunto-pedido-de-archivo-enviado');
    const answered = await findMovement(
      demo,
      layoffCase.id,
      (movement) => movement.id_movimiento === request.id_movimiento,
    );
    expect(answered.link_archivo).toMatch(new RegExp(`^${layoffCase.id_grupo}/${layoffCase.id}/`));

    // Under Documentos, files chosen for the other request answer it.
    const documents = page.getByRole('region', { name: 'Documentos' });
    await documents.getByRole('button', { name: /Responde al pedido de su abogado/ }).click();
    await page.getByRole('option', { name: 'Adjuntar el recibo de marzo' }).click();
    await documents
      .locator('input[type=file][multiple]')
      .setInputFiles({ name: 'recibo-marzo.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 recibo') });
    await dismissToasts(page);
    await checkPage(page, 'asunto-documentos-responde-pedido');
    await documents.getByRole('button', { name: 'Enviar 1 archivo' }).click();
    await toast(page, 'Archivo enviado: su abogado ya lo tiene en el asunto.').waitFor();
    const otherCard = page.getByRole('article', { name: 'Adjuntar el recibo de marzo', exact: true });
    await otherCard.getByText('Archivo enviado', { exact: true }).waitFor();
    const answeredThere = await findMovement(
      demo,
      layoffCase.id,
      (movement) => movement.id_movimiento === other.id_movimiento,
    );
    expect(answeredThere.link_archivo).toMatch(new RegExp(`^${layoffCase.id_grupo}/${layoffCase.id}/`));
    await documents.getByRole('listitem').filter({ hasText: 'recibo-marzo.pdf' }).waitFor();
  });
});
