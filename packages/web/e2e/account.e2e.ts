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
  it('saves the profile, which is still there after a reload', async () => {
    const { page } = await openAccount('perfil');
    await checkPage(page, 'mi-cuenta');
    const profile = page.getByRole('form', { name: 'Datos personales' });
    await profile.getByLabel('Nombre y apellido').fill('Ana Belén Prueba');
    await profile.getByLabel(/^Teléfono/).fill('+5493515550188');
    await profile.getByRole('button', { name: 'Guardar datos personales' }).click();
    await toast(page, 'Sus datos personales fueron guardados').waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Cuenta de Ana Belén Prueba' }).waitFor();
    await checkPage(page, 'mi-cuenta-perfil-guardado');

    await reloadAccount(page);
    await expect(profile.getByLabel('Nombre y apellido').inputValue()).resolves.toBe('Ana Belén Prueba');
    await expect(profile.getByLabel(/^Teléfono/).inputValue()).resolves.toBe('+5493515550188');
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
    await expect(billing.getByRole('button', { name: /Condición frente al IVA$/ }).textContent()).resolves.toContain('Monotributista');

    await billing.getByLabel('Razón social o nombre').fill('Ana Prueba SRL');
    await billing.getByRole('button', { name: 'Guardar facturación' }).click();
    await toast(page, 'Sus datos de facturación fueron guardados').waitFor();
    const updated = await getUser(session);
    expect(updated.billingInfo).toMatchObject({ id: created.billingInfo?.id, billingName: 'Ana Prueba SRL' });
    expect(updated.userBillingInfoId).toBe(created.userBillingInfoId);
  });

  it('marks a CUIT that is not 11 digits, one with a wrong check digit and phones that are not phones on their fields, and sends nothing (issue 22, defect 3)', async () => {
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
    await billing.getByText('El CUIT / CUIL debe tener 11 números', { exact: true }).waitFor();
    await billing.getByText('Número de teléfono no válido', { exact: true }).waitFor();
    await expect(taxId.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(billingPhone.getAttribute('aria-invalid')).resolves.toBe('true');
    // What was typed stays, to be corrected.
    await expect(taxId.inputValue()).resolves.toBe('20-1234');

    const profile = page.getByRole('form', { name: 'Datos personales' });
    const phone = profile.getByLabel(/^Teléfono/);
    await phone.fill('abc');
    await profile.getByRole('button', { name: 'Guardar datos personales' }).click();
    await profile.getByText('Número de teléfono no válido', { exact: true }).waitFor();
    await expect(phone.getAttribute('aria-invalid')).resolves.toBe('true');
    await checkPage(page, 'mi-cuenta-campos-invalidos');

    // Eleven digits whose check digit is wrong (AFIP's mod 11 gives 2 for 27-31456789).
    await taxId.fill('27-31456789-4');
    await billingPhone.fill('+54 351 455-0188');
    await billing.getByRole('button', { name: 'Guardar facturación' }).click();
    await billing.getByText('CUIT / CUIL no válido: revise sus números', { exact: true }).waitFor();
    await expect(billing.getByText('Número de teléfono no válido', { exact: true }).count()).resolves.toBe(0);
    await expect(page.getByRole('region', { name: /^Avisos/ }).getByText(/fueron guardados/).count()).resolves.toBe(0);
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

  it('saves the location picked from the lists, which is still there after a reload', async () => {
    const { page, client } = await openAccount('ubicacion');
    const location = page.getByRole('form', { name: 'Ubicación' });
    await location.getByRole('combobox', { name: 'País' }).pressSequentially('Argen');
    await page.getByRole('option', { name: 'Argentina' }).click();
    await location.getByRole('combobox', { name: 'Provincia' }).pressSequentially('Córd');
    await page.getByRole('option', { name: 'Córdoba' }).click();
    await location.getByLabel('Ciudad o localidad').fill('Villa Carlos Paz');
    await location.getByLabel('Domicilio').fill('San Martín 50');
    await location.getByRole('button', { name: 'Guardar ubicación' }).click();
    await toast(page, 'Su ubicación fue guardada').waitFor();

    const user = await getUser(await signIn(client));
    expect(user.location).toMatchObject({ country: 'Argentina', region: 'Córdoba', city: 'Villa Carlos Paz' });
    expect(user.userLocationId).toBe(user.location?.id);

    await reloadAccount(page);
    await expect(location.getByRole('combobox', { name: 'País' }).inputValue()).resolves.toBe('Argentina');
    await expect(location.getByRole('combobox', { name: 'Provincia' }).inputValue()).resolves.toBe('Córdoba');
    await expect(location.getByLabel('Ciudad o localidad').inputValue()).resolves.toBe('Villa Carlos Paz');
  });

  it('deletes the account through the dialog, after which it can no longer sign in', async () => {
    const { page, client } = await openAccount('baja');
    await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
    const dialog = page.getByRole('alertdialog', { name: '¿Eliminar su cuenta?' });
    await dialog.getByText(client.email).waitFor();
    await checkPage(page, 'mi-cuenta-eliminar-dialogo');
    await dialog.getByRole('button', { name: 'Sí, eliminar mi cuenta' }).click();

    await toast(page, 'Cuenta eliminada correctamente').waitFor();
    await waitForPath(page, '/welcome');
    await submitSignIn(page, client);
    await page.getByRole('form', { name: 'Ingresar' }).getByText('Su cuenta o contraseña es incorrecta', { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/welcome');
  });
});
