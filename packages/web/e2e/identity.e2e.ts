import { describe, expect, inject, it } from 'vitest';
import { checkPage, useBrowser } from './harness/browser';
import { confirmationCode, newClient, signUp } from './harness/cloud';
import { heading, pathOf, submitSignIn, waitForPath } from './harness/portal';

const browser = useBrowser();

describe('registration and sign-in (/welcome)', () => {
  it('registers, confirms with the e-mailed code and lands on Nueva consulta', async () => {
    const client = newClient('registro');
    const page = await browser.open('/welcome');
    await heading(page, 'Su consulta legal, clara y en orden').waitFor();
    await checkPage(page, 'welcome');

    await page.getByRole('tab', { name: 'Crear cuenta' }).click();
    const form = page.getByRole('form', { name: 'Crear cuenta' });
    await form.getByLabel('Correo electrónico').fill(client.email);
    await form.getByLabel('Contraseña', { exact: true }).fill(client.password);
    // The country select starts at Argentina (+54); the number is typed without it.
    await form.getByLabel('Número').fill(client.phone.replace(/^\+54/, ''));
    await checkPage(page, 'welcome-crear-cuenta');
    await form.getByRole('button', { name: 'Crear cuenta', exact: true }).click();

    await heading(page, 'Confirme su correo electrónico').waitFor();
    // The form that held the pressed button is gone: focus moves to the new step's title.
    await page.waitForFunction(() => document.activeElement?.textContent === 'Confirme su correo electrónico');
    await expect(page.getByRole('form', { name: 'Confirmar correo electrónico' }).textContent()).resolves.toContain(client.email);
    await checkPage(page, 'welcome-confirmar-codigo');
    await page.getByLabel('Código de verificación').fill(await confirmationCode(client.email));
    await page.getByRole('button', { name: 'Confirmar y entrar' }).click();

    await waitForPath(page, '/nuevaConsulta');
    await heading(page, 'Nueva consulta').waitFor();
    await page.getByText('Su cuenta está lista. Bienvenido a Justiciable').waitFor();
    await expect(page.getByRole('banner').getByRole('button', { name: `Cuenta de ${client.email}` }).isVisible()).resolves.toBe(true);
    await checkPage(page, 'nueva-consulta-bienvenida');
  });

  it('ticks off each rule of the password policy while the password is typed', async () => {
    const page = await browser.open('/welcome');
    await page.getByRole('tab', { name: 'Crear cuenta' }).click();
    const password = page.getByRole('form', { name: 'Crear cuenta' }).getByLabel('Contraseña', { exact: true });
    const checklist = page.getByRole('list', { name: 'Requisitos de la contraseña' });
    const rules = ['Debe tener al menos 8 caracteres', 'Debe incluir al menos una letra minúscula', 'Debe incluir al menos un número', 'Debe incluir al menos un símbolo'];
    // The registration form is fetched when its tab is first chosen.
    await checklist.waitFor();
    const met = async () => {
      const items = await checklist.getByRole('listitem').all();
      const states = await Promise.all(items.map(async (item) => [await item.textContent(), (await item.getAttribute('data-met')) !== null] as const));
      return Object.fromEntries(rules.map((rule) => [rule, states.find(([text]) => text?.includes(rule))?.[1]]));
    };

    await expect(met()).resolves.toEqual(Object.fromEntries(rules.map((rule) => [rule, false])));
    await password.pressSequentially('clave');
    await expect(met()).resolves.toEqual({ [rules[0]!]: false, [rules[1]!]: true, [rules[2]!]: false, [rules[3]!]: false });
    await password.pressSequentially('123');
    await expect(met()).resolves.toEqual({ [rules[0]!]: true, [rules[1]!]: true, [rules[2]!]: true, [rules[3]!]: false });
    // A screen reader hears each rule's state with the field's description, not only a tick.
    await expect(checklist.textContent()).resolves.toContain('Debe incluir al menos un símbolo: pendiente');
    await password.pressSequentially('!');
    await expect(met()).resolves.toEqual(Object.fromEntries(rules.map((rule) => [rule, true])));
    await expect(checklist.textContent()).resolves.toContain('Debe incluir al menos un símbolo: cumplido');
    await checkPage(page, 'welcome-contrasena-valida');
  });

  it('says in Spanish that the account or password is wrong, and stays on /welcome', async () => {
    const page = await browser.open('/welcome');
    await submitSignIn(page, { email: inject('demo').email, password: 'no-es-la-clave-1!' });
    await page.getByRole('form', { name: 'Ingresar' }).getByText('Su cuenta o contraseña es incorrecta', { exact: true }).waitFor();
    expect(pathOf(page)).toBe('/welcome');
    await checkPage(page, 'welcome-error-ingreso');
  });

  it('says that an unconfirmed account must be confirmed, and offers to enter the code', async () => {
    const client = newClient('sin-confirmar');
    await signUp(client);
    const page = await browser.open('/welcome');
    await submitSignIn(page, client);
    const form = page.getByRole('form', { name: 'Ingresar' });
    await form.getByText('El usuario no está confirmado. Solicitar reenvio de correo de confirmación', { exact: true }).waitFor();
    expect(pathOf(page)).toBe('/welcome');
    await checkPage(page, 'welcome-sin-confirmar');

    await form.getByRole('button', { name: 'Ingresar el código de confirmación' }).click();
    await heading(page, 'Confirme su correo electrónico').waitFor();
  });
});
