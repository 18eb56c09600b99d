import { attentionMessages } from '@justiciable/core';
import { describe, expect, it } from 'vitest';
import { checkPage, useBrowser } from './harness/browser';
import { createConfirmedClient, globalSignOut } from './harness/cloud';
import { heading, signInThroughWelcome, storedAccessToken, toast, useAccountMenu, waitForPath } from './harness/portal';
import { watchRealtime } from './harness/realtime';

const browser = useBrowser();

const WELCOME = 'Su consulta legal, clara y en orden';

describe('a session ended outside this tab', () => {
  it('signing out in one tab signs out every open tab of the portal, which go to /welcome', async () => {
    const client = await createConfirmedClient('tabs');
    const first = await browser.open('/welcome');
    await signInThroughWelcome(first, client);
    // A second tab of the same browser shares the first one's session.
    const second = await first.context().newPage();
    await second.goto(new URL('/asuntos', first.url()).href);
    await heading(second, 'Asuntos').waitFor();

    await useAccountMenu(first, 'Cerrar sesión');
    await waitForPath(first, '/welcome');
    // Nothing is done in the second tab: it follows on its own.
    await waitForPath(second, '/welcome');
    await heading(second, WELCOME).waitFor();
    await expect(second.getByRole('navigation', { name: 'Secciones' }).count()).resolves.toBe(0);
    await expect(second.content()).resolves.not.toContain(client.email);
    await checkPage(second, 'welcome-tras-salir-en-otra-pestana');
  });

  it("a session revoked elsewhere ends at the next request, at /welcome with 'Su sesión terminó. Ingrese nuevamente.'", async () => {
    const client = await createConfirmedClient('revoked');
    // The tab cannot follow the account (its realtime socket is refused), so only its next request can notice.
    const page = await browser.open('/welcome', (context) =>
      context.routeWebSocket(/\/graphql\/realtime/, (socket) => socket.close({ code: 1011, reason: 'refused' })),
    );
    await signInThroughWelcome(page, client);
    // The landing page's own reads are done (what needs the client), so the next request is the click's.
    await page.getByText(attentionMessages.nothingPending).waitFor();

    // Signed out of every device from somewhere else: the pool revokes the tokens this tab holds.
    await globalSignOut(await storedAccessToken(page));
    await page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Asuntos' }).click();
    await toast(page, 'Su sesión terminó. Ingrese nuevamente.').waitFor();
    await waitForPath(page, '/welcome');
    await heading(page, WELCOME).waitFor();
    await expect(page.getByText('El usuario no está autenticado').count()).resolves.toBe(0);
    await checkPage(page, 'welcome-sesion-revocada');

    // The tab is cleanly signed out: the same client signs in again.
    await signInThroughWelcome(page, client);
  });

  it('a tab following the account ends as soon as the session is revoked elsewhere, with nothing pressed', async () => {
    const client = await createConfirmedClient('revoked-live');
    const page = await browser.open('/welcome');
    const wire = watchRealtime(page);
    await signInThroughWelcome(page, client);
    await wire.subscribed;

    await globalSignOut(await storedAccessToken(page));
    await toast(page, 'Su sesión terminó. Ingrese nuevamente.').waitFor();
    await waitForPath(page, '/welcome');
    await heading(page, WELCOME).waitFor();
    await expect(page.getByRole('navigation', { name: 'Secciones' }).count()).resolves.toBe(0);
  });
});
