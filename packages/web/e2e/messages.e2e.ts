import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkPage, useBrowser } from './harness/browser';
import { addMovement, findCase, signIn, type SignedIn } from './harness/cloud';
import { legacyAction, recordCalls } from './harness/faults';
import { heading, signInThroughWelcome, toast, waitForPath } from './harness/portal';
import { servedPortal } from './harness/target';

const browser = useBrowser();

const DESPIDO = 'Despido sin causa';
/** What the emulated lawyer answers a client's news (emulator's legacy-api/lawyer-replies.ts). */
const LAWYER_REPLY = 'Recibí su mensaje y ya lo estoy revisando. Le escribo por aquí con novedades a la brevedad.';
const PHONE = { width: 390, height: 844 } as const;

interface WireNotice {
  readonly tipo: string;
  readonly leido: string;
  readonly id_caso: number | null;
}

/** The demo's unread notices of a lawyer's message, as getNotifications answers them. */
async function unreadMessageNotices(session: SignedIn, caseId?: number): Promise<WireNotice[]> {
  const query = new URLSearchParams({ id_justiciable: session.sub, email_justiciable: servedPortal().demo.email });
  const response = await fetch(`${servedPortal().emulatorUrl}/justiciable-api/api.php/getNotifications/?${query}`, {
    headers: { authorization: `Bearer ${session.accessToken}` },
  });
  const answer = (await response.json()) as { status: number; datos: WireNotice[] | Record<string, WireNotice> };
  if (answer.status !== 200) throw new Error(`getNotifications failed: ${answer.status}`);
  return Object.values(answer.datos).filter(
    (notice) =>
      notice.tipo === 'mensaje_abogado' && notice.leido === 'f' && (caseId === undefined || notice.id_caso === caseId),
  );
}

/** The count beside Mensajes in the sections' strip ('2 mensajes sin leer'); '' when there is none. */
async function messagesBadge(page: Page): Promise<string> {
  const badge = page
    .getByRole('navigation', { name: 'Secciones' })
    .locator('a[href="/mensajes"].main-nav-link .ui-badge');
  return (await badge.count()) === 0 ? '' : ((await badge.first().textContent()) ?? '');
}

function thread(page: Page) {
  return page.getByRole('list', { name: 'Mensajes, del más antiguo al más reciente' });
}

/** Each message's author side, text and instant as the thread shows them, top to bottom. */
function shownMessages(page: Page) {
  return thread(page)
    .locator(':scope > li')
    .evaluateAll((items) =>
      items.map((item) => ({
        author: item.getAttribute('data-author'),
        unread: item.hasAttribute('data-unread'),
        text: item.querySelector('.message-text')?.textContent ?? '',
        at: item.querySelector('time')?.getAttribute('datetime') ?? '',
        files: Array.from(item.querySelectorAll('.message-attachments .message-file-name')).map(
          (file) => file.textContent,
        ),
      })),
    );
}

describe('a conversation with the lawyer (/mensajes)', () => {
  it('shows the unread count, lists the case with the reply, opens the thread in order, marks it read, sends a reply with a file and shows the lawyer’s answer', async () => {
    const demo = await signIn(servedPortal().demo);
    const layoff = await findCase(demo, DESPIDO);
    // The seed leaves a reply unread; another file may have read it: then the lawyer answers a news first.
    if ((await unreadMessageNotices(demo, layoff.id)).length === 0) {
      await addMovement(demo, layoff.id, 'Consulta de seguimiento');
      await expect
        .poll(async () => (await unreadMessageNotices(demo, layoff.id)).length, { timeout: 30_000 })
        .toBeGreaterThan(0);
    }
    const unread = (await unreadMessageNotices(demo)).length;

    const page = await browser.open('/welcome');
    await signInThroughWelcome(page, servedPortal().demo);
    await expect
      .poll(() => messagesBadge(page), { timeout: 30_000 })
      .toBe(`${unread} ${unread === 1 ? 'mensaje sin leer' : 'mensajes sin leer'}`);

    // /mensajes: the case with the unread reply, marked, leading to its conversation.
    await page
      .getByRole('navigation', { name: 'Secciones' })
      .getByRole('link', { name: /^Mensajes/ })
      .click();
    await waitForPath(page, '/mensajes');
    await heading(page, 'Mensajes').waitFor();
    const card = page
      .getByRole('list', { name: 'Conversaciones' })
      .getByRole('listitem')
      .filter({ hasText: layoff.case });
    await card.locator('.ui-badge').waitFor();
    await expect(card.getAttribute('data-unread')).resolves.toBe('');
    await checkPage(page, 'mensajes-bandeja');

    const reads = recordCalls(page, legacyAction('readNotification'));
    await card.getByRole('link', { name: layoff.case }).click();
    await waitForPath(page, `/mensajes/${layoff.id}`);
    await heading(page, layoff.case).waitFor();
    await thread(page).waitFor();

    // Oldest first, the newest at the bottom; the lawyer's latest marked 'Nuevo'.
    const messages = await shownMessages(page);
    expect(messages.length).toBeGreaterThan(2);
    expect(messages.map((message) => message.at)).toEqual([...messages.map((message) => message.at)].sort());
    const marked = messages.filter((message) => message.unread);
    expect(marked.length).toBeGreaterThan(0);
    expect(marked.every((message) => message.author === 'lawyer')).toBe(true);
    await thread(page).locator('li[data-unread]').first().getByText('Nuevo', { exact: true }).waitFor();
    expect(messages.some((message) => message.author === 'client')).toBe(true);

    // Seeing it reads the case's message notices: the count drops, the marks stay for this visit.
    await expect.poll(() => reads.sent(), { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
    await reads.settled();
    await expect.poll(async () => (await unreadMessageNotices(demo, layoff.id)).length, { timeout: 30_000 }).toBe(0);
    const left = (await unreadMessageNotices(demo)).length;
    await expect
      .poll(() => messagesBadge(page), { timeout: 30_000 })
      .toBe(left === 0 ? '' : `${left} ${left === 1 ? 'mensaje sin leer' : 'mensajes sin leer'}`);
    await expect(thread(page).locator('li[data-unread]').count()).resolves.toBe(marked.length);
    await checkPage(page, 'mensajes-conversacion');

    // On a phone the reply box stays above the sections' bar, the thread scrolled to its top.
    await page.setViewportSize(PHONE);
    await page.evaluate(() => window.scrollTo(0, 0));
    const reply = page.getByRole('form', { name: /^Responder a / });
    const bar = page.getByRole('navigation', { name: 'Secciones' });
    const replyBox = await reply.boundingBox();
    const barBox = await bar.boundingBox();
    if (replyBox === null || barBox === null) throw new Error('The reply box or the sections’ bar is not on screen.');
    expect(replyBox.y).toBeGreaterThanOrEqual(0);
    expect(replyBox.y + replyBox.height).toBeLessThanOrEqual(barBox.y + 0.5);

    const sent = recordCalls(page, legacyAction('addNewMovent'));
    const text = `Gracias. Le mando el recibo de este mes (${Date.now()}).\nQuedo atenta.`;
    await reply.getByLabel('Su mensaje').fill(text);
    await reply.locator('input[type="file"]').setInputFiles({
      name: 'recibo-de-sueldo.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4 recibo'),
    });
    await reply.getByRole('list', { name: 'Archivos para enviar' }).getByText('recibo-de-sueldo.pdf').waitFor();
    await reply.getByRole('button', { name: 'Enviar' }).click();
    await toast(page, 'Mensaje enviado a su abogado').waitFor();
    await expect.poll(() => reply.getByLabel('Su mensaje').inputValue()).toBe('');
    await expect
      .poll(async () => (await shownMessages(page)).at(-1))
      .toMatchObject({ author: 'client', text, files: ['recibo-de-sueldo.pdf'] });
    await sent.settled();
    const [news, document] = sent.payloads().map((payload) => new URLSearchParams(payload));
    expect(news?.get('id_tipo')).toBe('5');
    expect(news?.get('descripcion_movimiento')).toBe(text.split('\n')[0]);
    expect(news?.get('comentarios')).toBe(text);
    expect(document?.get('id_tipo')).toBe('3');
    await checkPage(page, 'mensajes-respuesta-enviada');

    // The emulated lawyer answers within seconds: it shows at the bottom, new, once the page reads again.
    await expect
      .poll(
        async () => {
          await page.reload();
          await thread(page).waitFor();
          return (await shownMessages(page)).at(-1);
        },
        { timeout: 60_000, interval: 2_000 },
      )
      .toMatchObject({ author: 'lawyer', text: LAWYER_REPLY, unread: true });
    await page.setViewportSize(PHONE);
    await page.evaluate(() => window.scrollTo(0, 0));
    const again = await page.getByRole('form', { name: /^Responder a / }).boundingBox();
    const barAgain = await bar.boundingBox();
    expect(again !== null && barAgain !== null && again.y + again.height <= barAgain.y + 0.5).toBe(true);
    await checkPage(page, 'mensajes-respuesta-del-abogado');

    // The case leads to its conversation, with the newest message.
    await page.getByRole('link', { name: 'Ver el asunto' }).click();
    await waitForPath(page, `/asunto/${layoff.id}`);
    const conversation = page.getByRole('region', { name: 'Conversación' });
    await conversation.getByText(LAWYER_REPLY).waitFor();
    await expect(conversation.getByRole('link', { name: /^Abrir la conversación/ }).getAttribute('href')).resolves.toBe(
      `/mensajes/${layoff.id}`,
    );
    await conversation.scrollIntoViewIfNeeded();
    await checkPage(page, 'mensajes-en-el-asunto');
  });
});
