import { errorMessages } from '@justiciable/core';
import type { BrowserContext, Page, WebSocketRoute } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkPage, useBrowser } from './harness/browser';
import { createConfirmedClient, renameUser, signIn, type Credentials } from './harness/cloud';
import { heading, signInThroughWelcome, toast, useAccountMenu, waitForPath } from './harness/portal';
import { ACCOUNT_SUBSCRIPTIONS, watchRealtime, type RealtimeWire } from './harness/realtime';

const browser = useBrowser();

/** The windows: a change elsewhere shows within 2 s, and within 5 s of the network's return. */
const SHOWS_WITHIN_MS = 2_000;
const SHOWS_AFTER_RECONNECT_MS = 5_000;

/**
 * The realtime socket of a context, passed through to the service, that a test can cut as a
 * network loss does: Playwright's setOffline leaves open WebSockets alone (microsoft/playwright#4910).
 */
interface CuttableRealtime {
  /** Routes the context's realtime sockets through the test (before its first page opens). */
  route(context: BrowserContext): Promise<void>;
  /** Resolves once the service accepted every subscription of the account `times` times (once per socket). */
  subscribed(times: number): Promise<void>;
  /** While down, the socket is closed and a new one is refused, as without network. */
  cut(down: boolean): void;
}

function cuttableRealtime(): CuttableRealtime {
  const open = new Set<WebSocketRoute>();
  let down = false;
  let acks = 0;
  const waiting: { readonly acks: number; readonly resolve: () => void }[] = [];
  const passThrough = (page: WebSocketRoute) => {
    if (down) {
      void page.close({ code: 1011, reason: 'offline' });
      return;
    }
    open.add(page);
    const server = page.connectToServer();
    server.onMessage((message) => {
      const text = typeof message === 'string' ? message : message.toString('utf8');
      if ((JSON.parse(text) as { type?: string }).type === 'start_ack') acks += 1;
      for (const waiter of waiting.filter((candidate) => acks >= candidate.acks)) waiter.resolve();
      page.send(message);
    });
    page.onClose(() => open.delete(page));
  };
  return {
    route: (context) => context.routeWebSocket(/\/graphql\/realtime/, passThrough),
    subscribed: (times) =>
      new Promise((resolve) =>
        acks >= times * ACCOUNT_SUBSCRIPTIONS
          ? resolve()
          : waiting.push({ acks: times * ACCOUNT_SUBSCRIPTIONS, resolve }),
      ),
    cut(next) {
      down = next;
      if (!down) return;
      for (const socket of open) void socket.close({ code: 1011, reason: 'offline' });
      open.clear();
    },
  };
}

/** A tab of its own (a browser context: another device) signed in as `client`, whose account socket is watched. */
async function openSignedIn(client: Credentials): Promise<{ readonly page: Page; readonly wire: RealtimeWire }> {
  const page = await browser.open('/welcome');
  const wire = watchRealtime(page);
  await signInThroughWelcome(page, client);
  return { page, wire };
}

async function goToAccount(page: Page): Promise<void> {
  await useAccountMenu(page, 'Mi cuenta');
  await waitForPath(page, '/miCuenta');
  await heading(page, 'Mi cuenta').waitFor();
}

function nameField(page: Page) {
  return page.getByRole('form', { name: 'Datos personales' }).getByLabel('Nombre y apellido');
}

function accountMenu(page: Page, name: string) {
  return page.getByRole('banner').getByRole('button', { name: `Cuenta de ${name}` });
}

async function saveName(page: Page, name: string): Promise<void> {
  await nameField(page).fill(name);
  await page
    .getByRole('form', { name: 'Datos personales' })
    .getByRole('button', { name: 'Guardar datos personales' })
    .click();
  await toast(page, 'Sus datos personales fueron guardados').waitFor();
}

describe('the open portal follows the account changed elsewhere', () => {
  it('a name saved on one device shows on the other, in its frame and on its open /miCuenta', async () => {
    const client = await createConfirmedClient('en-vivo');
    const phone = await openSignedIn(client);
    const desktop = await openSignedIn(client);
    await goToAccount(desktop.page);
    await desktop.wire.subscribed;

    await goToAccount(phone.page);
    await saveName(phone.page, 'Ana Belén Desde El Teléfono');

    await accountMenu(desktop.page, 'Ana Belén Desde El Teléfono').waitFor({ timeout: SHOWS_WITHIN_MS });
    await expect
      .poll(() => nameField(desktop.page).inputValue(), { timeout: SHOWS_WITHIN_MS })
      .toBe('Ana Belén Desde El Teléfono');
    await checkPage(desktop.page, 'cuenta-en-vivo-nombre-de-otro-dispositivo');
  });

  it("an account deleted on one device signs the other out at once, with 'Error al obtener el usuario'", async () => {
    const client = await createConfirmedClient('en-vivo-baja');
    const phone = await openSignedIn(client);
    const desktop = await openSignedIn(client);
    await desktop.page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Asuntos' }).click();
    await heading(desktop.page, 'Asuntos').waitFor();
    await desktop.wire.subscribed;

    await goToAccount(phone.page);
    await phone.page.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
    await phone.page
      .getByRole('alertdialog', { name: '¿Eliminar su cuenta?' })
      .getByRole('button', { name: 'Sí, eliminar mi cuenta' })
      .click();
    await toast(phone.page, 'Usuario eliminado correctamente').waitFor();

    // Nothing is done on the desktop: the deletion reaches it over its socket.
    await toast(desktop.page, errorMessages.loadUser).waitFor({ timeout: SHOWS_WITHIN_MS });
    await waitForPath(desktop.page, '/welcome');
    await expect(desktop.page.getByRole('navigation', { name: 'Secciones' }).count()).resolves.toBe(0);
    await checkPage(desktop.page, 'cuenta-en-vivo-eliminada-en-otro-dispositivo');
  });

  it('after 10 s offline, a change made meanwhile shows once the network is back, and the socket reconnects', async () => {
    const client = await createConfirmedClient('en-vivo-sin-red');
    const socket = cuttableRealtime();
    const page = await browser.open('/welcome', (context) => socket.route(context));
    await signInThroughWelcome(page, client);
    await goToAccount(page);
    await socket.subscribed(1);

    await page.context().setOffline(true);
    socket.cut(true);
    // Ten seconds without network (a phone losing its signal for a while, not a wait for something to happen);
    // the name changes elsewhere meanwhile, from the client's phone.
    const waitedOffline = page.waitForTimeout(10_000);
    await renameUser(await signIn(client), 'Ana Belén Sin Conexión');
    await waitedOffline;
    await expect(nameField(page).inputValue()).resolves.not.toBe('Ana Belén Sin Conexión');
    // The network comes back, and with it the socket: not a socket back while the browser still says offline.
    await page.context().setOffline(false);
    socket.cut(false);

    await expect
      .poll(() => nameField(page).inputValue(), { timeout: SHOWS_AFTER_RECONNECT_MS })
      .toBe('Ana Belén Sin Conexión');
    await accountMenu(page, 'Ana Belén Sin Conexión').waitFor({ timeout: SHOWS_AFTER_RECONNECT_MS });
    await checkPage(page, 'cuenta-en-vivo-tras-reconectar');

    // The socket itself is back too (Amplify reconnects with backoff): a later change arrives on it.
    await socket.subscribed(2);
    await renameUser(await signIn(client), 'Ana Belén De Nuevo En Línea');
    await expect
      .poll(() => nameField(page).inputValue(), { timeout: SHOWS_WITHIN_MS })
      .toBe('Ana Belén De Nuevo En Línea');
  });

  it("another client's portal receives nothing: its name stays, and no frame of the first client's reaches it", async () => {
    const first = await createConfirmedClient('en-vivo-primero');
    const second = await createConfirmedClient('en-vivo-segundo');
    const firstTab = await openSignedIn(first);
    const secondTab = await openSignedIn(second);
    await goToAccount(secondTab.page);
    await firstTab.wire.subscribed;
    await secondTab.wire.subscribed;
    const secondName = await nameField(secondTab.page).inputValue();

    await goToAccount(firstTab.page);
    await saveName(firstTab.page, 'Nombre Solo Del Primero');
    // The first client's own portal hears it; once it has, the second's would have too.
    await expect
      .poll(() => firstTab.wire.received.some((frame) => frame.includes('Nombre Solo Del Primero')), {
        timeout: SHOWS_WITHIN_MS,
      })
      .toBe(true);
    // And a change of the second's own, after it, proves its socket is live and in order.
    await saveName(secondTab.page, `${secondName} (editado)`);
    await expect
      .poll(() => secondTab.wire.received.some((frame) => frame.includes(`${secondName} (editado)`)), {
        timeout: SHOWS_WITHIN_MS,
      })
      .toBe(true);

    expect(secondTab.wire.received.filter((frame) => frame.includes('Nombre Solo Del Primero'))).toEqual([]);
    await expect(nameField(secondTab.page).inputValue()).resolves.toBe(`${secondName} (editado)`);
    await checkPage(secondTab.page, 'cuenta-en-vivo-otro-cliente');
  });
});
