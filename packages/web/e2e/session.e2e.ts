import { sessionMessages } from '@justiciable/core';
import { describe, expect, it } from 'vitest';
import { checkPage, useBrowser } from './harness/browser';
import { accessTokenHonoured, createConfirmedClient, signIn } from './harness/cloud';
import { heading, pathOf, signInThroughWelcome, toast, useAccountMenu, waitForPath } from './harness/portal';
import { servedPortal } from './harness/target';

const browser = useBrowser();

describe('the session guards and logout', () => {
  it('takes a visitor who is not signed in from a main route to /welcome', async () => {
    const page = await browser.open('/miCuenta');
    await waitForPath(page, '/welcome');
    await heading(page, 'Su consulta legal, clara y en orden').waitFor();
    await expect(page.getByRole('navigation', { name: 'Secciones' }).count()).resolves.toBe(0);
  });

  it('takes a signed-in client who opens /welcome to Nueva consulta', async () => {
    const page = await browser.open('/welcome');
    await signInThroughWelcome(page, servedPortal().demo);
    await page.goto(new URL('/welcome', page.url()).href);
    await waitForPath(page, '/nuevaConsulta');
    await heading(page, 'Nueva consulta').waitFor();
    await checkPage(page, 'nueva-consulta');
  });

  it('opens every section of the signed-in navigation', async () => {
    const page = await browser.open('/welcome');
    await signInThroughWelcome(page, servedPortal().demo);
    const navigation = page.getByRole('navigation', { name: 'Secciones' });
    const sections = [
      { link: 'Asuntos', path: '/asuntos', title: 'Asuntos', shot: 'asuntos' },
      { link: 'Agenda', path: '/agenda', title: 'Agenda', shot: 'agenda' },
      { link: 'Pagos', path: '/pagos', title: 'Pagos', shot: 'pagos' },
      { link: 'Directorio', path: '/directorio', title: 'Directorio', shot: 'directorio' },
      { link: 'Mis abogados', path: '/abogados', title: 'Mis abogados', shot: 'abogados' },
      { link: /^Notificaciones/, path: '/notificaciones', title: 'Notificaciones', shot: 'notificaciones' },
      { link: 'Nueva consulta', path: '/nuevaConsulta', title: 'Nueva consulta', shot: 'nueva-consulta' },
    ];
    for (const section of sections) {
      await navigation.getByRole('link', { name: section.link }).click();
      await waitForPath(page, section.path);
      await heading(page, section.title).waitFor();
      await expect(navigation.getByRole('link', { name: section.link }).getAttribute('aria-current')).resolves.toBe(
        'page',
      );
      await checkPage(page, section.shot);
      // On a phone the current section is marked in sight in the bar: its own link, or 'Más' when it is behind it.
      await page.setViewportSize({ width: 390, height: 844 });
      const current = navigation.locator('a[aria-current="page"]:visible, button[data-current]:visible');
      await expect(current.count()).resolves.toBe(1);
      const box = await current.boundingBox();
      expect(box !== null && box.x >= 0 && box.x + box.width <= 390 && box.y + box.height <= 844).toBe(true);
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });

  it('shows the legal texts and the not-found page to anyone', async () => {
    const pages = [
      { path: '/terminosCondiciones', title: 'Términos y condiciones', shot: 'terminos' },
      { path: '/politicasDePrivacidad', title: 'Política de privacidad', shot: 'privacidad' },
      { path: '/no-existe', title: 'Página no encontrada', shot: 'no-encontrada' },
    ];
    for (const { path, title, shot } of pages) {
      const page = await browser.open(path);
      await heading(page, title).waitFor();
      expect(pathOf(page)).toBe(path);
      await checkPage(page, shot);
    }
  });

  it('logs out leaving nothing of the client: back and the main routes show /welcome', async () => {
    const demo = servedPortal().demo;
    const page = await browser.open('/welcome');
    await signInThroughWelcome(page, demo);
    await page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Asuntos' }).click();
    await waitForPath(page, '/asuntos');
    // One of the demo client's seeded cases: proof that the client's data was on the page.
    const caseName = page.getByText('Divorcio de común acuerdo').first();
    await caseName.waitFor();
    const clientData = ['Divorcio de común acuerdo', demo.email, 'Lucía'];

    await useAccountMenu(page, 'Cerrar sesión');
    await waitForPath(page, '/welcome');
    await heading(page, 'Su consulta legal, clara y en orden').waitFor();
    for (const text of clientData) await expect(page.content()).resolves.not.toContain(text);

    await page.goBack();
    await waitForPath(page, '/welcome');
    await heading(page, 'Su consulta legal, clara y en orden').waitFor();
    for (const text of clientData) await expect(page.content()).resolves.not.toContain(text);

    await page.goto(new URL('/asuntos', page.url()).href);
    await waitForPath(page, '/welcome');
    await heading(page, 'Su consulta legal, clara y en orden').waitFor();
    for (const text of clientData) await expect(page.content()).resolves.not.toContain(text);
  });
});

describe('sessions on other devices', () => {
  it('Mi cuenta ends every session of the account, another device’s and this one, after asking', async () => {
    const client = await createConfirmedClient('todas-las-sesiones');
    const otherDevice = await signIn(client);
    const page = await browser.open('/welcome');
    await signInThroughWelcome(page, client);
    await useAccountMenu(page, 'Mi cuenta');
    await waitForPath(page, '/miCuenta');
    await page.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }).click();
    const dialog = page.getByRole('alertdialog', { name: '¿Cerrar la sesión en todos sus dispositivos?' });
    await dialog.waitFor();
    await checkPage(page, 'mi-cuenta-cerrar-todas-las-sesiones');
    await dialog.getByRole('button', { name: 'Sí, cerrar todas las sesiones' }).click();
    await waitForPath(page, '/welcome');
    await toast(page, sessionMessages.signedOutEverywhere).waitFor();
    await expect(accessTokenHonoured(otherDevice.accessToken)).resolves.toBe(false);
    // This one too: its pages need signing in again.
    await page.goto(new URL('/asuntos', page.url()).href);
    await waitForPath(page, '/welcome');
  });

  it('signing out offline says the server was not told yet, and tells it once the network is back', async () => {
    const client = await createConfirmedClient('salida-sin-conexion');
    const page = await browser.open('/welcome');
    await signInThroughWelcome(page, client);
    const revocations: string[] = [];
    page.on('request', (request) => {
      if (request.headers()['x-amz-target'] === 'AWSCognitoIdentityProviderService.RevokeToken')
        revocations.push(request.url());
    });
    const refreshToken = await page.evaluate(() => {
      const key = Object.keys(localStorage).find((name) => name.endsWith('.refreshToken'));
      return key === undefined ? null : localStorage.getItem(key);
    });
    expect(refreshToken).not.toBeNull();
    // The account menu's code comes on the page's first idle moment; this page has no service
    // worker to hold it offline, and going offline is what this test is about, not loading code.
    await page.waitForLoadState('networkidle');

    await page.context().setOffline(true);
    await useAccountMenu(page, 'Cerrar sesión');
    await waitForPath(page, '/welcome');
    await toast(page, sessionMessages.signedOutOffline).waitFor();
    await checkPage(page, 'salida-sin-conexion');

    await page.context().setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect.poll(() => revocations.length, { timeout: 15_000 }).toBeGreaterThan(0);
    // Revoked: the copy of the refresh token the device held signs nobody in any more, and the device keeps none.
    await expect
      .poll(
        () =>
          page.evaluate(
            () => Object.keys(localStorage).filter((name) => name.startsWith('justiciable.pendingSignOut')).length,
          ),
        { timeout: 15_000 },
      )
      .toBe(0);
  });
});
