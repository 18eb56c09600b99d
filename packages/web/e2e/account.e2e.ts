import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkPage, useBrowser } from './harness/browser';
import { createConfirmedClient, getUser, signIn, type Credentials } from './harness/cloud';
import { heading, signInThroughWelcome, submitSignIn, toast, useAccountMenu, waitForPath } from './harness/portal';

const browser = useBrowser();

/** A new client (no billing, no location yet), signed in and on /miCuenta. */
async function openAccount(label: string): Promise<{ page: Page; client: Credentials }> {
  const client = await createConfirmedClient(label);
  const page = await browser.open('/welcome');
  await signInThroughWelcome(page, client);
  await useAccountMenu(page, 'Mi cuenta');
  await waitForPath(page, '/miCuenta');
  await heading(page, 'Mi cuenta').waitFor();
  return { page, client };
}

async function reloadAccount(page: Page): Promise<void> {
  await page.reload();
  await heading(page, 'Mi cuenta').waitFor();
}

describe('the account page (/miCuenta)', () => {
  it('says every wrong profile field at once in a summary that takes the focus, then saves the phone as written in Argentina in E.164, still there after a reload', async () => {
    const { page, client } = await openAccount('perfil');
    await checkPage(page, 'mi-cuenta');
    const profile = page.getByRole('form', { name: 'Datos personales' });
    const phone = profile.getByRole('textbox', { name: /^Número/ });
    await profile.getByLabel('Nombre y apellido').fill('');
    await phone.fill('2345 6789');
    await profile.getByRole('button', { name: 'Guardar datos personales' }).click();
    const summary = profile.locator('.ui-error-summary');
    await summary.getByRole('heading', { name: 'Hay un problema' }).waitFor();
    await expect(summary.getByRole('link').allTextContents()).resolves.toEqual([
      'Complete este campo',
      'Número de teléfono no válido',
    ]);
    await expect(summary.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await checkPage(page, 'mi-cuenta-perfil-errores');
    await summary.getByRole('link', { name: 'Complete este campo' }).click();
    await expect(
      profile.getByLabel('Nombre y apellido').evaluate((element) => element === document.activeElement),
    ).resolves.toBe(true);

    await profile.getByLabel('Nombre y apellido').fill('Ana Belén Prueba');
    // Argentina is the picker's country; the usual way of writing a Buenos Aires cell phone.
    await expect(profile.getByRole('button', { name: /País/ }).textContent()).resolves.toContain('Argentina (+54)');
    await phone.fill('011 15 2345-6789');
    await profile.getByRole('button', { name: 'Guardar datos personales' }).click();
    await toast(page, 'Sus datos personales fueron guardados').waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Cuenta de Ana Belén Prueba' }).waitFor();
    await expect(summary.count()).resolves.toBe(0);
    await expect(getUser(await signIn(client))).resolves.toMatchObject({
      name: 'Ana Belén Prueba',
      phone: '+5491123456789',
    });
    await checkPage(page, 'mi-cuenta-perfil-guardado');

    await reloadAccount(page);
    await expect(profile.getByLabel('Nombre y apellido').inputValue()).resolves.toBe('Ana Belén Prueba');
    await expect(phone.inputValue()).resolves.toBe('11 2345-6789');
  });

  it('creates the billing record on the first save and links it to the user, then updates that record', async () => {
    const { page, client } = await openAccount('facturacion');
    const session = await signIn(client);
    await expect(getUser(session)).resolves.toMatchObject({ userBillingInfoId: null, billingInfo: null });

    const billing = page.getByRole('form', { name: 'Datos de facturación' });
    await billing.getByLabel('Razón social o nombre').fill('Ana Prueba');
    await billing.getByLabel('CUIT / CUIL').fill('27-31456789-2');
    await billing.getByRole('button', { name: /Condición frente al IVA$/ }).click();
    await page.getByRole('option', { name: 'Monotributista' }).click();
    await billing.getByLabel('Domicilio fiscal').fill('Av. Colón 1234, Córdoba');
    await billing.getByRole('button', { name: 'Guardar facturación' }).click();
    await toast(page, 'Sus datos de facturación fueron guardados').waitFor();

    const created = await getUser(session);
    expect(created.billingInfo?.billingName).toBe('Ana Prueba');
    // Typed with dashes, kept as the number (SPEC §5); the wire may carry it as text.
    expect(String(created.billingInfo?.taxId)).toBe('27314567892');
    expect(created.userBillingInfoId).toBe(created.billingInfo?.id);

    await reloadAccount(page);
    await expect(billing.getByLabel('Razón social o nombre').inputValue()).resolves.toBe('Ana Prueba');
    await expect(billing.getByRole('button', { name: /Condición frente al IVA$/ }).textContent()).resolves.toContain(
      'Monotributista',
    );

    await billing.getByLabel('Razón social o nombre').fill('Ana Prueba SRL');
    await billing.getByRole('button', { name: 'Guardar facturación' }).click();
    await toast(page, 'Sus datos de facturación fueron guardados').waitFor();
    const updated = await getUser(session);
    expect(updated.billingInfo).toMatchObject({ id: created.billingInfo?.id, billingName: 'Ana Prueba SRL' });
    expect(updated.userBillingInfoId).toBe(created.userBillingInfoId);
  });

  it('marks a CUIT that is not 11 digits, one with a wrong check digit and phones that are not phones on their fields, and sends nothing', async () => {
    const { page, client } = await openAccount('validacion');
    const before = await getUser(await signIn(client));
    // Every account write the page sends to the cloud's GraphQL API.
    const writes: string[] = [];
    page.on('request', (request) => {
      const body = request.postData() ?? '';
      if (request.url().endsWith('/graphql') && /createBilling|updateBilling|updateUser/.test(body)) writes.push(body);
    });
    const billing = page.getByRole('form', { name: 'Datos de facturación' });
    const taxId = billing.getByLabel('CUIT / CUIL');
    const billingPhone = billing.getByLabel('Teléfono de facturación');
    await taxId.fill('20-1234');
    await billingPhone.fill('abc');
    await billing.getByRole('button', { name: 'Guardar facturación' }).click();
    // Both at once, in the summary (focused) and on their fields.
    const summary = billing.locator('.ui-error-summary');
    await expect(summary.getByRole('link').allTextContents()).resolves.toEqual([
      'El CUIT / CUIL debe tener 11 números',
      'Número de teléfono no válido',
    ]);
    await expect(summary.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await billing.locator('.ui-field-error', { hasText: 'El CUIT / CUIL debe tener 11 números' }).waitFor();
    await billing.locator('.ui-field-error', { hasText: 'Número de teléfono no válido' }).waitFor();
    await expect(taxId.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(billingPhone.getAttribute('aria-invalid')).resolves.toBe('true');
    // What was typed stays, to be corrected.
    await expect(taxId.inputValue()).resolves.toBe('20-1234');

    const profile = page.getByRole('form', { name: 'Datos personales' });
    const phone = profile.getByRole('textbox', { name: /^Número/ });
    await phone.fill('abc');
    await profile.getByRole('button', { name: 'Guardar datos personales' }).click();
    await profile.locator('.ui-field-error', { hasText: 'Número de teléfono no válido' }).waitFor();
    await expect(phone.getAttribute('aria-invalid')).resolves.toBe('true');
    await checkPage(page, 'mi-cuenta-campos-invalidos');

    // Eleven digits whose check digit is wrong (AFIP's mod 11 gives 2 for 27-31456789).
    await taxId.fill('27-31456789-4');
    await billingPhone.fill('+54 351 455-0188');
    await billing.getByRole('button', { name: 'Guardar facturación' }).click();
    await billing.locator('.ui-field-error', { hasText: 'CUIT / CUIL no válido: revise sus números' }).waitFor();
    await expect(billing.getByText('Número de teléfono no válido', { exact: true }).count()).resolves.toBe(0);
    await expect(
      page
        .getByRole('region', { name: /^Avisos/ })
        .getByText(/fueron guardados/)
        .count(),
    ).resolves.toBe(0);
    expect(writes).toEqual([]);
    const after = await getUser(await signIn(client));
    expect(after).toMatchObject({ billingInfo: null, phone: before.phone });

    await taxId.fill('27-31456789-2');
    await billing.getByRole('button', { name: 'Guardar facturación' }).click();
    await toast(page, 'Sus datos de facturación fueron guardados').waitFor();
    await expect(taxId.getAttribute('aria-invalid')).resolves.toBeNull();
    const saved = await getUser(await signIn(client));
    expect(saved.billingInfo).toMatchObject({ phone: '+54 351 455-0188' });
    expect(String(saved.billingInfo?.taxId)).toBe('27314567892');
  });

  it("refuses a country not on core's list, saves the location picked from the lists (a city among the province's), and asks before leaving with unsaved edits", async () => {
    const { page, client } = await openAccount('ubicacion');
    const writes: string[] = [];
    page.on('request', (request) => {
      const body = request.postData() ?? '';
      if (request.url().endsWith('/graphql') && /createLocation|updateLocation/.test(body)) writes.push(body);
    });
    const location = page.getByRole('form', { name: 'Ubicación' });
    await location.getByRole('combobox', { name: 'País' }).fill('Narnia');
    await location.getByRole('button', { name: 'Guardar ubicación' }).click();
    await location.locator('.ui-field-error', { hasText: 'Elija un país de la lista' }).waitFor();
    await location.locator('.ui-error-summary').getByRole('link', { name: 'Elija un país de la lista' }).waitFor();
    expect(writes).toEqual([]);

    await location.getByRole('combobox', { name: 'País' }).fill('');
    await location.getByRole('combobox', { name: 'País' }).pressSequentially('Argen');
    await page.getByRole('option', { name: 'Argentina' }).click();
    await location.getByRole('combobox', { name: 'Provincia' }).pressSequentially('Córd');
    await page.getByRole('option', { name: 'Córdoba' }).click();
    // The city is suggested from the province's list.
    await location.getByRole('combobox', { name: 'Ciudad o localidad' }).pressSequentially('Villa C');
    await page.getByRole('option', { name: 'Villa Carlos Paz' }).waitFor();
    await page.getByRole('option', { name: 'Villa Carlos Paz' }).click();
    await location.getByLabel('Domicilio').fill('San Martín 50');
    await location.getByRole('button', { name: 'Guardar ubicación' }).click();
    await toast(page, 'Su ubicación fue guardada').waitFor();

    const user = await getUser(await signIn(client));
    expect(user.location).toMatchObject({ country: 'Argentina', region: 'Córdoba', city: 'Villa Carlos Paz' });
    expect(user.userLocationId).toBe(user.location?.id);

    await reloadAccount(page);
    await expect(location.getByRole('combobox', { name: 'País' }).inputValue()).resolves.toBe('Argentina');
    await expect(location.getByRole('combobox', { name: 'Provincia' }).inputValue()).resolves.toBe('Córdoba');
    await expect(location.getByRole('combobox', { name: 'Ciudad o localidad' }).inputValue()).resolves.toBe(
      'Villa Carlos Paz',
    );

    // An edit not saved: leaving asks first; 'Seguir editando' keeps it, 'Salir sin guardar' leaves.
    const address = location.getByLabel('Domicilio');
    await address.fill('Belgrano 120');
    const sections = page.getByRole('navigation', { name: 'Secciones' });
    await sections.getByRole('link', { name: 'Asuntos' }).click();
    const leave = page.getByRole('dialog', { name: '¿Salir sin guardar?' });
    await leave.getByText('Hay cambios sin guardar en «Ubicación». Si sale ahora, se pierden.').waitFor();
    await checkPage(page, 'mi-cuenta-salir-sin-guardar');
    await leave.getByRole('button', { name: 'Seguir editando' }).click();
    await leave.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/miCuenta');
    await expect(address.inputValue()).resolves.toBe('Belgrano 120');
    // Closing the tab asks the browser's own question.
    const beforeUnload = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const asked = await beforeUnload;
    expect(asked.type()).toBe('beforeunload');
    await asked.dismiss();
    await sections.getByRole('link', { name: 'Asuntos' }).click();
    await leave.getByRole('button', { name: 'Salir sin guardar' }).click();
    await waitForPath(page, '/asuntos');
  });

  it("deletes the account through a dialog that says what happens and what it leaves in money, says 'Usuario eliminado correctamente' once, focuses /welcome's heading, and the account can no longer sign in", async () => {
    const { page, client } = await openAccount('baja');
    await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
    const dialog = page.getByRole('alertdialog', { name: '¿Eliminar su cuenta?' });
    await dialog.getByText(client.email).waitFor();
    await dialog.getByRole('button', { name: 'Descargar mis datos primero' }).waitFor();
    // Core's review of the payments: a new client has none.
    await dialog
      .getByText('No tiene pagos pendientes ni en proceso, ni consultas pagadas que su abogado todavía no aceptó.')
      .waitFor();
    await expect(dialog.getByText(/marcado como eliminado/).count()).resolves.toBe(0);
    await checkPage(page, 'mi-cuenta-eliminar-dialogo');
    // Every message the page shows from here on, to find any said after the deletion's own.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seenToasts: string[] }).seenToasts = seen;
      new MutationObserver(() => {
        for (const shown of document.querySelectorAll('.ui-toast-content')) {
          const text = shown.textContent ?? '';
          if (text !== '' && !seen.includes(text)) seen.push(text);
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await dialog.getByRole('button', { name: 'Sí, eliminar mi cuenta' }).click();

    await toast(page, 'Usuario eliminado correctamente').waitFor();
    await waitForPath(page, '/welcome');
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    await checkPage(page, 'mi-cuenta-eliminada');
    await submitSignIn(page, client);
    await page
      .getByRole('form', { name: 'Ingresar' })
      .getByText('Su cuenta o contraseña es incorrecta', { exact: true })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/welcome');
    const seen = await page.evaluate(() => (window as unknown as { seenToasts: string[] }).seenToasts);
    expect(seen.filter((text) => text.includes('Usuario eliminado correctamente'))).toHaveLength(1);
    expect(seen.filter((text) => /Su sesión terminó|Cuenta eliminada correctamente/.test(text))).toEqual([]);
  });
});
