import { errorMessages, identityMessages, portalError, validationMessages } from '@justiciable/core';
import { TEST_PASSWORD, type InMemoryWorld } from '@justiciable/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userAtom } from '../../session/user-atoms';
import { currentPath, findPage, renderApp } from '../../testing/render-app';

async function signIn(email: string, password: string, seed?: (world: InMemoryWorld) => void) {
  const app = await renderApp('/welcome', seed ? { seed } : {});
  const form = await screen.findByRole('form', { name: 'Ingresar' });
  if (email) await app.user.type(within(form).getByLabelText('Correo electrónico'), email);
  if (password) await app.user.type(within(form).getByLabelText('Contraseña'), password);
  await app.user.click(within(form).getByRole('button', { name: 'Ingresar' }));
  return { ...app, form };
}

describe('sign in', () => {
  it("answers a wrong password with 'Su cuenta o contraseña es incorrecta' and keeps the e-mail", async () => {
    const { form } = await signIn(
      'ana@example.com',
      'otra-clave-9',
      (world) => void world.addClient({ email: 'ana@example.com' }),
    );
    expect(await within(form).findByText(identityMessages.incorrectCredentials)).toBeDefined();
    expect(within(form).getByLabelText<HTMLInputElement>('Correo electrónico').value).toBe('ana@example.com');
  });

  it('asks for both empty fields at once in Spanish, in a summary that takes the focus and under each field', async () => {
    const { form } = await signIn('', '');
    const summary = await within(form).findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([identityMessages.emptyUsername, identityMessages.emptyPassword]);
    expect(document.activeElement).toBe(summary.parentElement);
    expect(within(form).getAllByText(identityMessages.emptyUsername)).toHaveLength(2);
    expect(within(form).getAllByText(identityMessages.emptyPassword)).toHaveLength(2);
    expect(within(form).getByLabelText('Contraseña').getAttribute('aria-invalid')).toBe('true');
  });

  it('says in Spanish that five wrong passwords locked the account, and for how long', async () => {
    const { form, user } = await signIn(
      'ana@example.com',
      'otra-clave-9',
      (world) => void world.addClient({ email: 'ana@example.com' }),
    );
    const password = within(form).getByLabelText('Contraseña');
    // The field is disabled while an attempt is on its way; the previous attempt's message can
    // still be on screen then, so each retype waits for the form to take input again.
    const formTakesInput = () => waitFor(() => expect(password.matches(':disabled')).toBe(false));
    for (let attempt = 2; attempt <= 5; attempt++) {
      await formTakesInput();
      await user.clear(password);
      await user.type(password, 'otra-clave-9');
      await user.click(within(form).getByRole('button', { name: 'Ingresar' }));
      expect(await within(form).findByText(identityMessages.incorrectCredentials)).toBeDefined();
    }
    await formTakesInput();
    await user.clear(password);
    await user.type(password, TEST_PASSWORD);
    await user.click(within(form).getByRole('button', { name: 'Ingresar' }));
    expect(
      await within(form).findByText(
        'Demasiados intentos fallidos. Por seguridad, su cuenta quedó bloqueada por 15 minutos.',
      ),
    ).toBeDefined();
  });

  it("says a throttled sign-in's own Spanish text, to wait, and keeps the e-mail", async () => {
    const { ports, user } = await renderApp('/welcome', {
      seed: (world) => void world.addClient({ email: 'ana@example.com' }),
    });
    ports.identity.failNext('signIn', portalError.unavailable('throttled', 'TooManyRequestsException'));
    const form = await screen.findByRole('form', { name: 'Ingresar' });
    await user.type(within(form).getByLabelText('Correo electrónico'), 'ana@example.com');
    await user.type(within(form).getByLabelText('Contraseña'), TEST_PASSWORD);
    await user.click(within(form).getByRole('button', { name: 'Ingresar' }));

    expect(await within(form).findByText(errorMessages.throttled)).toBeDefined();
    expect(errorMessages.throttled).toBe('Demasiados intentos. Espere unos minutos e intente nuevamente');
    expect(within(form).getByLabelText<HTMLInputElement>('Correo electrónico').value).toBe('ana@example.com');
    expect(ports.identity.callsOf('signIn')).toBe(1);
  });

  it('offers to enter the code to an account that was never confirmed, and the right code confirms it and signs in', async () => {
    const { form, user, ports, router } = await signIn(
      'ana@example.com',
      TEST_PASSWORD,
      (world) => void world.addClient({ email: 'ana@example.com', confirmed: false }),
    );
    expect(await within(form).findByText(identityMessages.userNotConfirmed)).toBeDefined();
    await user.click(within(form).getByRole('button', { name: 'Ingresar el código de confirmación' }));
    const confirm = await screen.findByRole('form', { name: 'Confirmar correo electrónico' });
    await user.click(within(confirm).getByRole('button', { name: 'Reenviar código' }));
    await screen.findByText('Le enviamos un nuevo código a ana@example.com');
    await user.type(
      within(confirm).getByLabelText('Código de verificación'),
      ports.identity.lastCodeFor('ana@example.com') ?? '',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Confirmar y entrar' }));

    // Signed in with the password typed on the sign-in form, as a registration would be (a slow machine may take a while).
    await screen.findByRole('heading', { level: 1, name: 'Nueva consulta' }, { timeout: 10_000 });
    expect(currentPath(router)).toBe('/nuevaConsulta');
    expect(ports.identity.callsOf('signIn')).toBe(2);
  });

  it('goes back to the page that sent the person to sign in (?volver=)', async () => {
    const { user, router } = await renderApp('/welcome?volver=%2Fagenda', {
      seed: (world) => void world.addClient({ email: 'ana@example.com' }),
    });
    const form = await screen.findByRole('form', { name: 'Ingresar' });
    await user.type(within(form).getByLabelText('Correo electrónico'), 'ana@example.com');
    await user.type(within(form).getByLabelText('Contraseña'), TEST_PASSWORD);
    await user.click(within(form).getByRole('button', { name: 'Ingresar' }));
    await findPage('Agenda');
    expect(currentPath(router)).toBe('/agenda');
  });

  it('asks an account without a name for it, with the phone to confirm, then saves both and goes on', async () => {
    const { user, ports, world, router, store } = await renderApp('/welcome', {
      seed: (world) => {
        const client = world.addClient({ email: 'ana@example.com', phone: '+5493515550123' });
        const record = world.users.get(client.userId);
        if (record) world.users.set(client.userId, { ...record, name: null });
      },
    });
    const form = await screen.findByRole('form', { name: 'Ingresar' });
    await user.type(within(form).getByLabelText('Correo electrónico'), 'ana@example.com');
    await user.type(within(form).getByLabelText('Contraseña'), TEST_PASSWORD);
    await user.click(within(form).getByRole('button', { name: 'Ingresar' }));

    const step = await screen.findByRole('form', { name: 'Completar sus datos' });
    expect(within(step).getByLabelText<HTMLInputElement>('Teléfono celular').value).toBe('+5493515550123');
    await user.click(within(step).getByRole('button', { name: 'Guardar y continuar' }));
    expect(await within(step).findAllByText(validationMessages.required)).toHaveLength(2);
    expect(ports.accounts.callsOf('updateUser')).toBe(0);

    await user.type(within(step).getByLabelText('Nombre y apellido'), 'Ana Pérez');
    await user.click(within(step).getByRole('button', { name: 'Guardar y continuar' }));
    await findPage('Nueva consulta');
    expect(currentPath(router)).toBe('/nuevaConsulta');
    const [record] = [...world.users.values()];
    expect(record).toMatchObject({ name: 'Ana Pérez', phone: '+5493515550123' });
    expect(store.current().get(userAtom)?.client.name).toBe('Ana Pérez');
    expect(screen.getByRole('button', { name: 'Cuenta de Ana Pérez' })).toBeDefined();
    // The session was read once, at sign-in; the signed-in area took it from there.
    expect(ports.accounts.callsOf('getUser')).toBe(1);
  });

  it('lands a confirmed client on Nueva consulta', async () => {
    const { router } = await signIn(
      'ana@example.com',
      TEST_PASSWORD,
      (world) => void world.addClient({ email: 'ana@example.com' }),
    );
    await findPage('Nueva consulta');
    expect(currentPath(router)).toBe('/nuevaConsulta');
  });
});
