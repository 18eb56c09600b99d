import { deviceDataMessages } from '@justiciable/core';
import type { Locator, Page } from 'playwright-core';
import type { Credentials } from './cloud';

/** What a person does and sees on the portal, named as the page names it. */

/** Waits until the app shows `path` (guards and redirects included). */
export async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/**
 * Every path the tab shows from now on, redirects included (history changes count), to tell
 * that a guard went through /welcome before a later guard moved on.
 */
export function recordPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) paths.push(new URL(frame.url()).pathname);
  });
  return paths;
}

/** A toast with this text, in any of the toast regions (its text follows a hidden 'Error: ' or 'Listo: '). */
export function toast(page: Page, text: string): Locator {
  return page.getByRole('region', { name: /^Avisos/ }).getByText(text);
}

export function heading(page: Page, name: string): Locator {
  return page.getByRole('heading', { name, exact: true });
}

/** Fills the sign-in form of /welcome and sends it. */
export async function submitSignIn(page: Page, { email, password }: Credentials): Promise<void> {
  const form = page.getByRole('form', { name: 'Ingresar' });
  await form.getByLabel('Correo electrónico').fill(email);
  await form.getByLabel('Contraseña', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Ingresar', exact: true }).click();
}

/** Signs in from /welcome and waits for the landing page, Nueva consulta. */
export async function signInThroughWelcome(page: Page, credentials: Credentials): Promise<void> {
  await waitForPath(page, '/welcome');
  await submitSignIn(page, credentials);
  await waitForPath(page, '/nuevaConsulta');
  await heading(page, 'Nueva consulta').waitFor();
}

/** The account menu in the header, then one of its actions. */
export async function useAccountMenu(page: Page, action: 'Mi cuenta' | 'Cerrar sesión'): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Cuenta de / })
    .click();
  await page.getByRole('menuitem', { name: action }).click();
}

/** The user-pool access token Amplify keeps for the signed-in client in this tab's localStorage. */
export async function storedAccessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const key = Object.keys(localStorage).find(
      (name) => name.startsWith('CognitoIdentityServiceProvider.') && name.endsWith('.accessToken'),
    );
    return key === undefined ? null : localStorage.getItem(key);
  });
  if (token === null) throw new Error('No access token is stored: nobody is signed in on this tab.');
  return token;
}

/**
 * What a page says of data shown from the device's copy (ui/data-freshness.tsx), in the
 * catalogue's words, whatever the time of the data (today's).
 */
export function deviceDataState(page: Page, state: keyof typeof deviceDataMessages): Locator {
  const [before = '', after = ''] = deviceDataMessages[state](
    new Date(2026, 0, 1, 12, 0),
    new Date(2026, 0, 1, 13, 0),
  ).split('12:00');
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByText(new RegExp(`^${escape(before)}\\d{2}:\\d{2}${escape(after)}$`));
}

/**
 * Deletes the device's copies of the client's reads (the session stays), so the next page reads as
 * on a first visit: a read that gets no answer then fails with its message and 'Reintentar'. With
 * a copy, the page shows the copy instead, saying of when it is.
 */
export async function forgetDeviceCopies(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const forget = () => {
          const opening = indexedDB.open('justiciable-datos');
          opening.onerror = () => reject(opening.error);
          opening.onsuccess = () => {
            const transaction = opening.result.transaction('registros', 'readwrite');
            const walking = transaction.objectStore('registros').openCursor();
            walking.onsuccess = () => {
              const record = walking.result;
              if (record === null) return;
              if ((record.value as { key: string }).key !== 'sesion') record.delete();
              record.continue();
            };
            transaction.oncomplete = () => {
              opening.result.close();
              resolve();
            };
            transaction.onerror = () => reject(transaction.error);
          };
        };
        // The portal writes an answer's copy once the browser is idle: deleting after the writes
        // already waiting (idle callbacks run in the order asked, IndexedDB's writes in the order
        // begun), none of them lands after the deletion.
        requestIdleCallback(forget, { timeout: 5_000 });
      }),
  );
}

/**
 * Scrolls the page through a virtualized list (ui/window-list.tsx: only the items near the view
 * exist) until an item matching `item` is shown, and returns it; fails when the list ends first.
 * The list says its length to screen readers on each item (aria-setsize), as a person hears it.
 */
export async function scrollToListItem(page: Page, list: Locator, item: (items: Locator) => Locator): Promise<Locator> {
  const found = item(list.getByRole('listitem'));
  // Measured anew at each step: the list's height changes as its items are measured.
  const placeOfList = () =>
    list.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return {
        top: box.top + window.scrollY,
        bottom: box.bottom + window.scrollY,
        step: Math.floor(window.innerHeight * 0.6),
      };
    });
  let at = Math.max(0, (await placeOfList()).top - 100);
  for (;;) {
    await page.evaluate((y) => window.scrollTo(0, y), at);
    // The list renders its new items in the scroll's own task; a frame lets the layout settle.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    if ((await found.count()) > 0) return found;
    const { bottom, step } = await placeOfList();
    if (at + step >= bottom) throw new Error('No item of the list matches.');
    at += step;
  }
}

/** How many items a virtualized list has in all, as each of its items says (aria-setsize). */
export async function listLength(list: Locator): Promise<number> {
  return Number(await list.getByRole('listitem').first().getAttribute('aria-setsize'));
}
