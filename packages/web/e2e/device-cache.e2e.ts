import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkPage, useBrowser } from './harness/browser';
import { createConfirmedClient, globalSignOut, signIn } from './harness/cloud';
import {
  deviceDataState,
  heading,
  signInThroughWelcome,
  storedAccessToken,
  toast,
  useAccountMenu,
  waitForPath,
} from './harness/portal';
import { servedPortal } from './harness/target';

const browser = useBrowser();

/** A record the portal keeps in IndexedDB: whose, and under which key. */
interface KeptRecord {
  readonly database: string;
  readonly store: string;
  readonly userId: string | null;
  readonly key: string | null;
}

/** Every record of every IndexedDB database of the page's origin, as any script of the origin could read them. */
function keptOnDevice(page: Page): Promise<KeptRecord[]> {
  return page.evaluate(async () => {
    const request = <T>(asked: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        asked.onsuccess = () => resolve(asked.result);
        asked.onerror = () => reject(asked.error);
      });
    const found: KeptRecord[] = [];
    for (const { name } of await indexedDB.databases()) {
      if (name === undefined) continue;
      const database = await request(indexedDB.open(name));
      for (const store of database.objectStoreNames) {
        const records = (await request(database.transaction(store).objectStore(store).getAll())) as {
          userId?: string;
          key?: string;
        }[];
        for (const record of records)
          found.push({ database: name, store, userId: record.userId ?? null, key: record.key ?? null });
      }
      database.close();
    }
    return found;
  });
}

/** Waits until the device keeps these keys for this user (the portal writes them once the answers come). */
async function keptFor(page: Page, userId: string, keys: readonly string[]): Promise<void> {
  await expect
    .poll(
      async () => (await keptOnDevice(page)).filter((record) => record.userId === userId).map((record) => record.key),
      { timeout: 30_000 },
    )
    .toEqual(expect.arrayContaining([...keys]));
}

/** Every address kept in Cache Storage, of every cache. */
function cachedAddresses(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const lists = await Promise.all(
      (await caches.keys()).map(async (name) => (await (await caches.open(name)).keys()).map((request) => request.url)),
    );
    return lists.flat();
  });
}

function section(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name, exact: true });
}

/** Holds every api.php request of this page until `release` is called, then lets them all go on. */
async function holdLegacyApi(page: Page): Promise<{ release: () => void; held: () => number }> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route(
    (url) => url.pathname.includes('/api.php/'),
    async (route: Route) => {
      held += 1;
      await released;
      await route.fallback();
    },
  );
  return { release, held: () => held };
}

describe("the client's data, kept on the device", () => {
  it("a repeat visit shows /asuntos' and /agenda's rows from the device before the API answers, says of when they are, and then shows the API's", async () => {
    const demo = await signIn(servedPortal().demo);
    const first = await browser.open('/welcome');
    await signInThroughWelcome(first, servedPortal().demo);
    await section(first, 'Asuntos').click();
    await first
      .getByRole('list', { name: 'Sus asuntos' })
      .getByRole('link', { name: 'Divorcio de común acuerdo' })
      .waitFor();
    // The copy is written once the browser is idle: a page loaded before then would leave none.
    await keptFor(first, demo.sub, ['sesion', 'asuntos']);
    await first.goto(new URL('/agenda?vista=lista', first.url()).href);
    await first.getByRole('list', { name: 'Eventos de su agenda' }).getByRole('listitem').first().waitFor();
    await keptFor(first, demo.sub, ['sesion', 'asuntos', 'agenda']);

    // The next visit: a new tab of the same browser, whose API answers nothing until the test says.
    const next = await first.context().newPage();
    const api = await holdLegacyApi(next);
    await next.goto(new URL('/asuntos', first.url()).href);
    await next
      .getByRole('list', { name: 'Sus asuntos' })
      .getByRole('link', { name: 'Divorcio de común acuerdo' })
      .waitFor();
    await deviceDataState(next, 'refreshing').waitFor();
    // Shown while every api.php request is held (the copy may show before the first is even sent): it came from the device.
    await checkPage(next, 'dispositivo-asuntos-actualizando');

    await next.goto(new URL('/agenda?vista=lista', first.url()).href);
    await next.getByRole('list', { name: 'Eventos de su agenda' }).getByRole('listitem').first().waitFor();
    await deviceDataState(next, 'refreshing').waitFor();
    await checkPage(next, 'dispositivo-agenda-actualizando');

    // The page did ask the API behind the copy: its requests were held until now.
    await expect.poll(() => api.held(), { timeout: 30_000 }).toBeGreaterThan(0);
    api.release();
    // The API's answer replaces the copy: nothing more is said of the data's time.
    await expect.poll(() => next.locator('.data-freshness').textContent(), { timeout: 30_000 }).toBe('');
    await next.getByRole('list', { name: 'Eventos de su agenda' }).getByRole('listitem').first().waitFor();
  });

  it("sign-out leaves nothing on the device, no API answer is in Cache Storage, and the next client sees nothing of the first's, offline either", async () => {
    const demo = await signIn(servedPortal().demo);
    const page = await browser.open('/welcome');
    await signInThroughWelcome(page, servedPortal().demo);
    await section(page, 'Asuntos').click();
    await page
      .getByRole('list', { name: 'Sus asuntos' })
      .getByRole('link', { name: 'Divorcio de común acuerdo' })
      .waitFor();
    await section(page, 'Agenda').click();
    await heading(page, 'Agenda').waitFor();
    await keptFor(page, demo.sub, ['sesion', 'asuntos', 'agenda']);

    await useAccountMenu(page, 'Cerrar sesión');
    await waitForPath(page, '/welcome');
    await expect.poll(() => keptOnDevice(page), { timeout: 30_000 }).toEqual([]);
    const services = /\/(api\.php|graphql|cognito|lambda)\b|justiciable-api/;
    expect((await cachedAddresses(page)).filter((address) => services.test(address))).toEqual([]);

    // Another client signs in on the same browser and reads their (empty) cases.
    const other = await createConfirmedClient('dispositivo');
    const otherId = (await signIn(other)).sub;
    await signInThroughWelcome(page, other);
    await section(page, 'Asuntos').click();
    await page.getByText('Todavía no tiene asuntos').waitFor();
    await keptFor(page, otherId, ['sesion', 'asuntos']);
    expect((await keptOnDevice(page)).filter((record) => record.userId !== otherId)).toEqual([]);

    // Offline, the agenda shows this client's own, empty, as their landing panel read it and handed
    // it over: none of the first client's.
    await page.context().setOffline(true);
    await section(page, 'Agenda').click();
    await waitForPath(page, '/agenda');
    await page.getByRole('heading', { name: 'No hay eventos en su agenda' }).waitFor();
    await expect(page.content()).resolves.not.toContain('Divorcio de común acuerdo');
    await checkPage(page, 'dispositivo-otro-cliente-sin-conexion');
  });

  it('a session ended elsewhere deletes what the device kept of the client', async () => {
    const client = await createConfirmedClient('revocada');
    const userId = (await signIn(client)).sub;
    const page = await browser.open('/welcome');
    await signInThroughWelcome(page, client);
    await section(page, 'Asuntos').click();
    await page.getByText('Todavía no tiene asuntos').waitFor();
    await keptFor(page, userId, ['sesion', 'asuntos']);

    await globalSignOut(await storedAccessToken(page));
    await section(page, 'Agenda').click();
    await toast(page, 'Su sesión terminó. Ingrese nuevamente.').waitFor();
    await waitForPath(page, '/welcome');
    await expect.poll(() => keptOnDevice(page), { timeout: 30_000 }).toEqual([]);
  });
});
