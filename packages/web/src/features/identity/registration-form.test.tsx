import { identityMessages, passwordRuleMessages, validationMessages } from '@justiciable/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { onBoardingAtom } from '../../session/session-atoms';
import { userAtom } from '../../session/user-atoms';
import { currentPath, renderApp } from '../../testing/render-app';

/** The message tied to a control for assistive technology (its aria-describedby) that reads as an error. */
function fieldErrorOf(control: HTMLElement): string | undefined {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').find((text) => text.startsWith('Error: '));
}

async function openRegistration() {
  const app = await renderApp('/welcome');
  await app.user.click(await screen.findByRole('tab', { name: 'Crear cuenta' }));
  const form = await screen.findByRole('form', { name: 'Crear cuenta' });
  return { ...app, form };
}

describe('registration', () => {
  it('ticks off the password policy while the password is typed', async () => {
    const { user, form } = await openRegistration();
    const checklist = within(form).getByRole('list', { name: 'Requisitos de la contraseña' });
    const item = (text: string) => within(checklist).getByText(text).closest('li');
    expect(item(passwordRuleMessages.minLength)?.hasAttribute('data-met')).toBe(false);

    await user.type(within(form).getByLabelText('Contraseña'), 'abc1');
    expect(item(passwordRuleMessages.lowercase)?.hasAttribute('data-met')).toBe(true);
    expect(item(passwordRuleMessages.number)?.hasAttribute('data-met')).toBe(true);
    expect(item(passwordRuleMessages.symbol)?.hasAttribute('data-met')).toBe(false);
    expect(item(passwordRuleMessages.minLength)?.hasAttribute('data-met')).toBe(false);

    await user.type(within(form).getByLabelText('Contraseña'), '!xyz');
    for (const rule of Object.values(passwordRuleMessages)) expect(item(rule)?.hasAttribute('data-met')).toBe(true);
  });

  it('shows every refusal at once, in a summary that takes the focus and under each field, and keeps what was typed', async () => {
    const { user, form, ports } = await openRegistration();
    await user.type(within(form).getByLabelText('Correo electrónico'), 'ana@');
    await user.type(within(form).getByLabelText('Contraseña'), 'clave');
    await user.click(within(form).getByRole('button', { name: 'Crear cuenta' }));

    const summary = await within(form).findByRole('alert');
    expect(within(summary).getByRole('heading').textContent).toBe('Hay un problema');
    const problems = [
      validationMessages.required,
      identityMessages.invalidEmail,
      identityMessages.invalidPassword,
      validationMessages.required,
    ];
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(problems);
    expect(document.activeElement).toBe(summary.parentElement);
    for (const [label, message] of [
      ['Nombre y apellido', validationMessages.required],
      ['Correo electrónico', identityMessages.invalidEmail],
      ['Contraseña', identityMessages.invalidPassword],
      ['Número', validationMessages.required],
    ] as const) {
      const control = within(form).getByLabelText(label);
      expect(control.getAttribute('aria-invalid'), label).toBe('true');
      expect(fieldErrorOf(control), label).toBe(`Error: ${message}`);
    }
    // The summary's link takes the person to the field.
    await user.click(within(summary).getByRole('link', { name: identityMessages.invalidEmail }));
    expect(document.activeElement).toBe(within(form).getByLabelText('Correo electrónico'));

    expect(within(form).getByLabelText<HTMLInputElement>('Contraseña').value).toBe('clave');
    expect(within(form).getByLabelText<HTMLInputElement>('Correo electrónico').value).toBe('ana@');
    expect(ports.identity.callsOf('signUp')).toBe(0);
  });

  it('refuses a pasted name holding a right-to-left override under the name, before any call', async () => {
    const { user, form, ports } = await openRegistration();
    await user.click(within(form).getByLabelText('Nombre y apellido'));
    await user.paste('Ana \u202Ezeréip');
    await user.type(within(form).getByLabelText('Correo electrónico'), 'ana@example.com');
    await user.type(within(form).getByLabelText('Contraseña'), 'clave-segura-1');
    await user.type(within(form).getByLabelText('Número'), '1123456789');
    await user.click(within(form).getByRole('button', { name: 'Crear cuenta' }));
    await within(form).findByRole('alert');
    expect(fieldErrorOf(within(form).getByLabelText('Nombre y apellido'))).toBe(
      'Error: Escriba el nombre en una sola línea, sin caracteres especiales',
    );
    expect(ports.identity.callsOf('signUp')).toBe(0);
  });

  it("refuses an e-mail that already has an account with 'Ya existe una cuenta con este correo electrónico'", async () => {
    const app = await renderApp('/welcome', { seed: (world) => void world.addClient({ email: 'ana@example.com' }) });
    await app.user.click(await screen.findByRole('tab', { name: 'Crear cuenta' }));
    const form = await screen.findByRole('form', { name: 'Crear cuenta' });
    await app.user.type(within(form).getByLabelText('Nombre y apellido'), 'Ana Pérez');
    await app.user.type(within(form).getByLabelText('Correo electrónico'), 'ana@example.com');
    await app.user.type(within(form).getByLabelText('Contraseña'), 'clave-segura-1');
    await app.user.type(within(form).getByLabelText('Número'), '1123456789');
    await app.user.click(within(form).getByRole('button', { name: 'Crear cuenta' }));
    const summary = await within(form).findByRole('alert');
    expect(summary.textContent).toContain(identityMessages.emailExists);
    expect(fieldErrorOf(within(form).getByLabelText('Correo electrónico'))).toBe(
      `Error: ${identityMessages.emailExists}`,
    );

    // The ways on for the owner of the address: sign in with it, the address kept.
    await app.user.click(within(form).getByRole('button', { name: 'Ingresar con este correo' }));
    const signIn = await screen.findByRole('form', { name: 'Ingresar' });
    expect(within(signIn).getByLabelText<HTMLInputElement>('Correo electrónico').value).toBe('ana@example.com');
  });

  it('offers to recover the password of an address that already has an account', async () => {
    const app = await renderApp('/welcome', { seed: (world) => void world.addClient({ email: 'ana@example.com' }) });
    await app.user.click(await screen.findByRole('tab', { name: 'Crear cuenta' }));
    const form = await screen.findByRole('form', { name: 'Crear cuenta' });
    await app.user.type(within(form).getByLabelText('Nombre y apellido'), 'Ana Pérez');
    await app.user.type(within(form).getByLabelText('Correo electrónico'), 'ana@example.com');
    await app.user.type(within(form).getByLabelText('Contraseña'), 'clave-segura-1');
    await app.user.type(within(form).getByLabelText('Número'), '1123456789');
    await app.user.click(within(form).getByRole('button', { name: 'Crear cuenta' }));
    await app.user.click(await within(form).findByRole('button', { name: 'Olvidé mi contraseña' }));
    const reset = await screen.findByRole('form', { name: 'Recuperar contraseña' });
    expect(within(reset).getByLabelText<HTMLInputElement>('Correo electrónico').value).toBe('ana@example.com');
  });

  it('registers with the name and the Argentine code by default, confirms the e-mailed code and lands on Nueva consulta, named', async () => {
    const { user, form, world, router, store } = await openRegistration();
    await user.type(within(form).getByLabelText('Nombre y apellido'), 'Nora Vidal');
    await user.type(within(form).getByLabelText('Correo electrónico'), 'nuevo@example.com');
    await user.type(within(form).getByLabelText('Contraseña'), 'clave-segura-1');
    await user.type(within(form).getByLabelText('Número'), '11 2345 6789');
    await user.click(within(form).getByRole('button', { name: 'Crear cuenta' }));

    const confirm = await screen.findByRole('form', { name: 'Confirmar correo electrónico' });
    expect(world.accountOf([...world.accounts.values()][0]?.userId ?? '')?.phone).toBe('+5491123456789');
    const code = world.lastCodeSentTo('nuevo@example.com', 'confirmation-code');
    await user.type(within(confirm).getByLabelText('Código de verificación'), code ?? '');
    await user.click(within(confirm).getByRole('button', { name: 'Confirmar y entrar' }));

    // Nueva consulta's chunk and reads come after the confirmation (a slow machine may take a while).
    await screen.findByRole('heading', { level: 1, name: 'Nueva consulta' }, { timeout: 10_000 });
    expect(currentPath(router)).toBe('/nuevaConsulta');
    expect(store.current().get(onBoardingAtom)).toBe(true);
    expect(store.current().get(userAtom)?.client.name).toBe('Nora Vidal');
    expect(screen.getByRole('button', { name: 'Cuenta de Nora Vidal' })).toBeDefined();
  });

  it('asks for the code again', async () => {
    const { user, form, world } = await openRegistration();
    await user.type(within(form).getByLabelText('Nombre y apellido'), 'Nora Vidal');
    await user.type(within(form).getByLabelText('Correo electrónico'), 'nuevo@example.com');
    await user.type(within(form).getByLabelText('Contraseña'), 'clave-segura-1');
    await user.type(within(form).getByLabelText('Número'), '1123456789');
    await user.click(within(form).getByRole('button', { name: 'Crear cuenta' }));
    const first = world.lastCodeSentTo('nuevo@example.com', 'confirmation-code');

    await user.click(await screen.findByRole('button', { name: 'Reenviar código' }));
    expect(await screen.findByText('Le enviamos un nuevo código a nuevo@example.com')).toBeDefined();
    expect(world.lastCodeSentTo('nuevo@example.com', 'confirmation-code')).not.toBe(first);
  });
});
