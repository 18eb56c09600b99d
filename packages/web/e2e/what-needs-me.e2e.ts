import { randomUUID } from 'node:crypto';
import { attentionMessages, errorMessages } from '@justiciable/core';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkPage, useBrowser } from './harness/browser';
import {
  createConfirmedClient,
  listCases,
  listDirectory,
  inviteFromStudio,
  newRequest,
  signIn,
  type SignedIn,
  type WireCase,
} from './harness/cloud';
import { breakService, FAULTS, legacyAction } from './harness/faults';
import { heading, signInThroughWelcome, waitForPath } from './harness/portal';
import { servedPortal } from './harness/target';

const browser = useBrowser();

/** One api.php call as the client, as the portal makes it; its `datos`. */
async function legacy<T>(action: string, query: Record<string, string>, session: SignedIn): Promise<T> {
  const response = await fetch(
    `${servedPortal().emulatorUrl}/justiciable-api/api.php/${action}/?${new URLSearchParams(query)}`,
    {
      headers: { authorization: `Bearer ${session.accessToken}` },
    },
  );
  const answer = (await response.json()) as { status: number; message?: string; datos: T };
  if (answer.status !== 200) throw new Error(`api.php ${action} failed: ${answer.status} ${answer.message}`);
  return answer.datos;
}

interface WireNotice {
  readonly tipo: string;
  readonly leido: number | boolean;
  readonly id_caso: number | null;
  readonly fecha_alta: string;
}

interface ListedCase extends WireCase {
  readonly pago: number;
  readonly estado: string;
}

/**
 * The case whose movements the panel's read looks at first (core's casesToRead): the one the
 * newest unread notice names, else the newest owing a payment, else the newest not archived. A
 * request added there is found whatever other journeys of the run did to the account.
 */
function notices(session: SignedIn, email: string): Promise<WireNotice[]> {
  return legacy<WireNotice[]>('getNotifications', { id_justiciable: session.sub, email_justiciable: email }, session);
}

/** The notices of a lawyer's message or comment the client has not read. */
async function unreadMessageNotices(session: SignedIn, email: string): Promise<WireNotice[]> {
  return (await notices(session, email)).filter(
    (notice) => !Number(notice.leido) && ['mensaje_abogado', 'comentario_abogado'].includes(notice.tipo),
  );
}

async function caseReadFirst(session: SignedIn, email: string): Promise<ListedCase> {
  const cases = (await listCases(session)) as ListedCase[];
  const unread = (await notices(session, email))
    .filter((notice) => !Number(notice.leido) && notice.id_caso !== null)
    .sort((a, b) => (a.fecha_alta < b.fecha_alta ? 1 : -1));
  const chosen =
    unread
      .map((notice) => cases.find((kase) => kase.id === Number(notice.id_caso)))
      .find((kase) => kase !== undefined) ??
    cases.find((kase) => Number(kase.pago) > 0) ??
    cases.find((kase) => kase.estado !== 'Archivado');
  if (chosen === undefined) throw new Error('The demo account has no case the panel reads.');
  return chosen;
}

function panel(page: Page): Locator {
  return page.getByRole('region', { name: new RegExp(`^${attentionMessages.heading}`) });
}

/** The panel's card (a link) whose text contains every one of `texts`. */
function card(page: Page, ...texts: string[]): Locator {
  return texts.reduce((found, text) => found.filter({ hasText: text }), panel(page).getByRole('listitem'));
}

/** Every item of the panel shown, pressing 'Ver los N pendientes' when it shows only the first. */
async function showEveryItem(page: Page): Promise<void> {
  await panel(page).getByRole('list').waitFor({ timeout: 30_000 });
  const showAll = panel(page).getByRole('button', { name: /^Ver los \d+ pendientes$/ });
  if ((await showAll.count()) > 0) await showAll.click();
}

function caseList(page: Page): Locator {
  return page.getByRole('list', { name: 'Sus asuntos' });
}

describe('Lo que necesita su atención', () => {
  it('greets the demo client with what needs them, one tap from each, and marks those cases in Asuntos', async () => {
    const demo = servedPortal().demo;
    const session = await signIn(demo);
    const suffix = randomUUID().slice(0, 6);
    const target = await caseReadFirst(session, demo.email);
    const fileText = `Copia del contrato de trabajo firmado ${suffix}`;
    const dateText = `Elija un día para firmar el poder ${suffix}`;
    const fileRequest = await newRequest(session, target, 2, fileText);
    await newRequest(session, target, 7, dateText);
    // The cases the wire says owe a payment, whichever other journeys of the run made or paid.
    const owing = ((await listCases(session)) as ListedCase[])
      .filter((kase) => Number(kase.pago) > 0)
      .map((kase) => kase.case);

    const unreadBefore = await unreadMessageNotices(session, demo.email);

    const page = await browser.open('/welcome');
    await signInThroughWelcome(page, demo);
    // The form is there at once; the panel comes beside it.
    await heading(page, 'Mis abogados').waitFor();
    await showEveryItem(page);
    await expect(panel(page).getByRole('heading', { level: 2 }).textContent()).resolves.toMatch(
      /^Lo que necesita su atención \d+ pendientes$/,
    );
    await card(page, 'Enviar un archivo', fileText, target.case).waitFor();
    await card(page, 'Elegir una fecha', dateText, target.case).waitFor();
    if (owing.length > 0) {
      const payCards = await card(page, 'Pagar').allTextContents();
      expect(payCards.some((text) => owing.some((name) => text.includes(name)))).toBe(true);
    }
    await expect(card(page, 'Próxima reunión').count()).resolves.toBeGreaterThan(0);
    // A lawyer's message unread both before the page read and now (the seed's reply in the dismissal
    // case): the messages journey, run beside this one, may read it or get a new reply meanwhile.
    const unreadNow = await unreadMessageNotices(session, demo.email);
    const steady = unreadBefore.find((notice) =>
      unreadNow.some((now) => now.fecha_alta === notice.fecha_alta && now.id_caso === notice.id_caso),
    );
    const messageCase = (await listCases(session)).find((kase) => kase.id === Number(steady?.id_caso));
    if (messageCase !== undefined) {
      const message = card(page, 'Leer los mensajes', messageCase.case).getByRole('link');
      await expect(message.getAttribute('href')).resolves.toBe(`/mensajes/${messageCase.id}`);
    }
    await checkPage(page, 'atencion-demo');

    // One tap: the file request, inside its case, where it is answered.
    await card(page, fileText).getByRole('link').click();
    await waitForPath(page, `/asunto/${target.id}/${fileRequest.id_movimiento}`);
    await page.getByText(fileText).first().waitFor();

    // Asuntos marks, in words, the cases that need the client, and filters them through the URL.
    await page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Asuntos' }).click();
    await waitForPath(page, '/asuntos');
    const targetItem = caseList(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: target.case, exact: true }) });
    await targetItem.getByText(attentionMessages.caseNeedsClient).waitFor({ timeout: 30_000 });
    const quiet = caseList(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'Cobro de alquileres adeudados', exact: true }) });
    await expect(quiet.getByText(attentionMessages.caseNeedsClient).count()).resolves.toBe(0);
    await checkPage(page, 'atencion-asuntos');

    await page.getByRole('button', { name: /Atención/ }).click();
    await page.getByRole('option', { name: attentionMessages.filterNeedsClient }).click();
    await page.waitForURL((url) => url.pathname === '/asuntos' && url.searchParams.get('atencion') === 'si');
    await expect
      .poll(() => caseList(page).getByRole('link', { name: 'Cobro de alquileres adeudados', exact: true }).count())
      .toBe(0);
    const items = caseList(page).getByRole('listitem');
    const shown = await items.count();
    expect(shown).toBeGreaterThan(0);
    // Exactly the marked ones: every case the filter keeps carries the mark.
    await expect(items.filter({ hasText: attentionMessages.caseNeedsClient }).count()).resolves.toBe(shown);
    await expect(caseList(page).getByRole('link', { name: target.case, exact: true }).count()).resolves.toBe(1);
    await checkPage(page, 'atencion-asuntos-filtrados');
  });

  it('says in one line that nothing is pending, says why when it cannot look, and shows a studio’s invitation one tap from its answer', async () => {
    const client = await createConfirmedClient('atencion');
    const page = await browser.open('/welcome');
    const restore = await breakService(page, legacyAction('listaAgendas'), FAULTS.serverError);
    await signInThroughWelcome(page, client);
    // The form does not wait for the panel, which says why it could not look and offers to try again.
    await heading(page, 'Mis abogados').waitFor();
    await panel(page).getByText(errorMessages.whatNeedsMe).waitFor({ timeout: 30_000 });
    await checkPage(page, 'atencion-falla');

    await restore();
    await panel(page).getByRole('button', { name: 'Reintentar' }).click();
    await page.getByText(attentionMessages.nothingPending).waitFor({ timeout: 30_000 });
    await expect(panel(page).getByRole('listitem').count()).resolves.toBe(0);
    await heading(page, 'Mis abogados').waitFor();
    await checkPage(page, 'atencion-nada');

    const session = await signIn(client);
    const lawyer = (await listDirectory(session)).find((listed) => listed.visible === 't');
    if (lawyer === undefined) throw new Error('The directory lists no visible lawyer to invite from.');
    await inviteFromStudio(client.email, lawyer);
    await page.reload();
    await card(page, 'Responder una invitación', lawyer.nombre_estudio).waitFor({ timeout: 30_000 });
    await checkPage(page, 'atencion-invitacion');
    await card(page, 'Responder una invitación').getByRole('link').click();
    await waitForPath(page, '/notificaciones');
  });
});
