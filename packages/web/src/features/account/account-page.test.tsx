import {
  errorMessages,
  identityMessages,
  portalError,
  sessionMessages,
  successMessages,
  validationMessages,
} from '@justiciable/core';
import { aCase, aMovement } from '@justiciable/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userAtom } from '../../session/user-atoms';
import { currentPath, findPage, renderApp, signedInClient } from '../../testing/render-app';

/** The message under a field (not its link in the error summary). */
async function fieldError(scope: HTMLElement, text: string): Promise<HTMLElement> {
  const found = (await within(scope).findAllByText(text)).find((element) => element.className === 'ui-field-error');
  if (found === undefined) throw new Error(`No field shows '${text}'`);
  return found;
}

async function openAccount({ paidConsultationAwaitingLawyer = false } = {}) {
  let userId = '';
  const app = await renderApp('/miCuenta', {
    seed: (world) => {
      userId = signedInClient(world).userId;
      if (!paidConsultationAwaitingLawyer) return;
      world.addCase(
        aCase({
          id: '3001',
          case: 'Consulta por despido',
          estado: 'Pendiente',
          consulta_aceptada: false,
          abogadoEstudio: 'Dra. Laura Gómez',
        }),
        { ownerId: userId },
      );
      world.addMovement(
        aMovement({
          id_movimiento: '9001',
          id_case: '3001',
          id_tipo: 4,
          monto: 21500,
          pagado: true,
          concepto: 'Consulta inicial',
        }),
      );
    },
  });
  await findPage('Mi cuenta');
  return { ...app, userId, form: (name: string) => screen.getByRole('form', { name }) };
}

describe('Mi cuenta', () => {
  it('saves the profile and replaces the stored user', async () => {
    const { user, form, world, userId, store } = await openAccount();
    const profile = form('Datos personales');
    const name = within(profile).getByLabelText<HTMLInputElement>('Nombre y apellido');
    expect(name.value).toBe('Ana Pérez');
    await user.clear(name);
    await user.type(name, 'Ana María Pérez');
    await user.click(within(profile).getByRole('button', { name: 'Guardar datos personales' }));

    expect(await screen.findByText('Sus datos personales fueron guardados')).toBeDefined();
    expect(world.users.get(userId)?.name).toBe('Ana María Pérez');
    expect(store.current().get(userAtom)?.user.user.name).toBe('Ana María Pérez');
  });

  it('keeps what was typed when the profile save fails, and says so', async () => {
    const { user, form, ports, world, userId } = await openAccount();
    ports.accounts.failNext('updateUser', portalError.unavailable('timeout'));
    const profile = form('Datos personales');
    const name = within(profile).getByLabelText<HTMLInputElement>('Nombre y apellido');
    await user.clear(name);
    await user.type(name, 'Nombre nuevo');
    await user.click(within(profile).getByRole('button', { name: 'Guardar datos personales' }));

    expect(await screen.findAllByText(errorMessages.saveProfile)).not.toHaveLength(0);
    expect(name.value).toBe('Nombre nuevo');
    expect(world.users.get(userId)?.name).toBe('Ana Pérez');
  });

  it("says on the field that a name over 100 characters is too long ('Máximo 100 caracteres'), keeps it and saves nothing", async () => {
    const { user, form, ports, world, userId } = await openAccount();
    const profile = form('Datos personales');
    const name = within(profile).getByLabelText<HTMLInputElement>('Nombre y apellido');
    const tooLong = 'Ana María Pérez '.repeat(7);
    await user.clear(name);
    await user.click(name);
    await user.paste(tooLong);
    await user.click(within(profile).getByRole('button', { name: 'Guardar datos personales' }));

    const message = await fieldError(profile, 'Máximo 100 caracteres');
    // The summary above the form takes the focus and links to the field.
    const summary = within(profile)
      .getByRole('heading', { name: 'Hay un problema' })
      .closest<HTMLElement>('.ui-error-summary');
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(within(profile).getByRole('link', { name: 'Máximo 100 caracteres' })).toBeDefined();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect((name.getAttribute('aria-describedby') ?? '').split(' ')).toContain(message.id);
    expect(name.value).toBe(tooLong);
    expect(ports.accounts.callsOf('updateUser')).toBe(0);
    expect(world.users.get(userId)?.name).toBe('Ana Pérez');

    await user.clear(name);
    await user.type(name, 'Ana María Pérez');
    await user.click(within(profile).getByRole('button', { name: 'Guardar datos personales' }));
    expect(await screen.findByText('Sus datos personales fueron guardados')).toBeDefined();
    expect(within(profile).queryByText('Máximo 100 caracteres')).toBeNull();
  });

  it('says every wrong profile field at once, in a summary that takes the focus, and saves the phone in E.164 with its country', async () => {
    const { user, form, ports, world, userId } = await openAccount();
    const profile = form('Datos personales');
    const name = within(profile).getByLabelText<HTMLInputElement>('Nombre y apellido');
    const phone = within(profile).getByRole('textbox', { name: /^Número/ });
    await user.clear(name);
    await user.clear(phone);
    await user.type(phone, '2345 6789');
    await user.click(within(profile).getByRole('button', { name: 'Guardar datos personales' }));
    await fieldError(profile, validationMessages.required);
    await fieldError(profile, identityMessages.invalidPhone);
    expect(
      within(profile)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([validationMessages.required, identityMessages.invalidPhone]);
    expect(ports.accounts.callsOf('updateUser')).toBe(0);

    await user.type(name, 'Ana Pérez');
    await user.clear(phone);
    await user.type(phone, '011 15 2345-6789');
    await user.click(within(profile).getByRole('button', { name: 'Guardar datos personales' }));
    expect(await screen.findByText('Sus datos personales fueron guardados')).toBeDefined();
    expect(world.users.get(userId)?.phone).toBe('+5491123456789');
    // Written back as saved, the way people read it.
    await waitFor(() => expect((phone as HTMLInputElement).value).toBe('11 2345-6789'));
    expect(within(profile).queryByRole('heading', { name: 'Hay un problema' })).toBeNull();
  });

  it('says which billing and location fields are too long, on each field', async () => {
    const { user, form, ports } = await openAccount();
    const billing = form('Datos de facturación');
    await user.click(within(billing).getByLabelText(/Domicilio fiscal/));
    await user.paste('Calle '.repeat(40));
    await user.click(within(billing).getByLabelText(/Correo para facturas/));
    await user.paste(`${'a'.repeat(250)}@example.com`);
    await user.click(within(billing).getByRole('button', { name: 'Guardar facturación' }));
    await fieldError(billing, 'Máximo 200 caracteres');
    await fieldError(billing, 'Máximo 254 caracteres');

    const location = form('Ubicación');
    await user.click(within(location).getByRole('textbox', { name: /Ciudad/ }));
    await user.paste('Río Cuarto '.repeat(10));
    await user.click(within(location).getByRole('button', { name: 'Guardar ubicación' }));
    await fieldError(location, 'Máximo 100 caracteres');
    expect(
      ports.accounts.callsOf('createBilling') +
        ports.accounts.callsOf('updateBilling') +
        ports.accounts.callsOf('createLocation'),
    ).toBe(0);
  });

  it('creates and links the billing record on the first save; a failure keeps the form', async () => {
    const { user, form, ports, world, userId } = await openAccount();
    const billing = form('Datos de facturación');
    await user.type(within(billing).getByLabelText(/Razón social/), 'Pérez SRL');
    await user.type(within(billing).getByLabelText(/CUIT/), '30-71234567-1');

    ports.accounts.failNext('createBilling', portalError.unavailable('network'));
    await user.click(within(billing).getByRole('button', { name: 'Guardar facturación' }));
    expect(await screen.findAllByText(errorMessages.saveBilling)).not.toHaveLength(0);
    expect(within(billing).getByLabelText<HTMLInputElement>(/Razón social/).value).toBe('Pérez SRL');
    expect(world.users.get(userId)?.userBillingInfoId).toBeNull();

    await user.click(within(billing).getByRole('button', { name: 'Guardar facturación' }));
    expect(await screen.findByText('Sus datos de facturación fueron guardados')).toBeDefined();
    const billingId = world.users.get(userId)?.userBillingInfoId ?? '';
    expect(world.billings.get(billingId)).toMatchObject({ billingName: 'Pérez SRL', taxId: 30712345671 });
  });

  it('marks a CUIT that is not 11 digits, one with a wrong check digit and a phone that is no phone on their fields, keeps them, and sends nothing', async () => {
    const { user, form, ports } = await openAccount();
    const billing = form('Datos de facturación');
    const taxId = within(billing).getByLabelText<HTMLInputElement>(/CUIT/);
    const phone = within(billing).getByLabelText<HTMLInputElement>(/Teléfono de facturación/);
    await user.clear(taxId);
    await user.type(taxId, '20-1234');
    await user.clear(phone);
    await user.type(phone, 'abc');
    await user.click(within(billing).getByRole('button', { name: 'Guardar facturación' }));

    const digits = await fieldError(billing, validationMessages.taxIdDigits);
    expect(taxId.getAttribute('aria-invalid')).toBe('true');
    expect((taxId.getAttribute('aria-describedby') ?? '').split(' ')).toContain(digits.id);
    const notAPhone = await fieldError(billing, identityMessages.invalidPhone);
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect((phone.getAttribute('aria-describedby') ?? '').split(' ')).toContain(notAPhone.id);
    expect(taxId.value).toBe('20-1234');

    await user.clear(taxId);
    await user.type(taxId, '20-12345678-7');
    await user.clear(phone);
    await user.type(phone, '+54 351 455-0188');
    await user.click(within(billing).getByRole('button', { name: 'Guardar facturación' }));
    await fieldError(billing, validationMessages.taxIdCheckDigit);
    expect(within(billing).queryByText(identityMessages.invalidPhone)).toBeNull();
    expect(ports.accounts.callsOf('createBilling') + ports.accounts.callsOf('updateBilling')).toBe(0);
    expect(screen.queryByText('Sus datos de facturación fueron guardados')).toBeNull();

    const profile = form('Datos personales');
    const profilePhone = within(profile).getByRole<HTMLInputElement>('textbox', { name: /^Número/ });
    await user.clear(profilePhone);
    await user.type(profilePhone, 'abc');
    await user.click(within(profile).getByRole('button', { name: 'Guardar datos personales' }));
    await fieldError(profile, identityMessages.invalidPhone);
    expect(profilePhone.getAttribute('aria-invalid')).toBe('true');
    expect(ports.accounts.callsOf('updateUser')).toBe(0);
  });

  it('saves the location with the country and province ids', async () => {
    const { user, form, world, userId } = await openAccount();
    const location = form('Ubicación');
    await user.type(within(location).getByRole('combobox', { name: /País/ }), 'Argen');
    await user.click(await screen.findByRole('option', { name: 'Argentina' }));
    await user.type(within(location).getByRole('combobox', { name: /Provincia/ }), 'Córd');
    await user.click(await screen.findByRole('option', { name: 'Córdoba' }));
    await user.type(within(location).getByRole('combobox', { name: /Ciudad/ }), 'Río Cuarto');
    await user.click(within(location).getByRole('button', { name: 'Guardar ubicación' }));

    expect(await screen.findByText('Su ubicación fue guardada')).toBeDefined();
    const locationId = world.users.get(userId)?.userLocationId ?? '';
    expect(world.locations.get(locationId)).toMatchObject({
      countryId: 32,
      country: 'Argentina',
      regionId: 14,
      region: 'Córdoba',
      cityId: 14004,
      city: 'Río Cuarto',
    });
  });

  it('says in plain words what deletion does and what it leaves in money, can be cancelled, and on confirmation deletes, logs out and empties the store', async () => {
    const { user, world, userId, router, store } = await openAccount({ paidConsultationAwaitingLawyer: true });
    const previousStore = store.current();
    await user.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
    let dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar su cuenta?' });
    expect(within(dialog).getByText(/Ya no podrá ingresar con/)).toBeDefined();
    expect(within(dialog).getByText(/Sus abogados y estudios dejarán de tenerlo como cliente/)).toBeDefined();
    expect(within(dialog).queryByText(/marcado como eliminado/)).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Descargar mis datos primero' })).toBeDefined();
    // Core's review: the paid consultation its lawyer has not accepted, and the demo's payment still owed.
    expect(
      await within(dialog).findByText(
        '«Consulta por despido»: pagó $ 21.500 y Dra. Laura Gómez todavía no aceptó la consulta. Eliminar la cuenta no le devuelve ese pago: si quiere pedir la devolución, escríbale antes de eliminarla.',
      ),
    ).toBeDefined();

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(world.accountOf(userId)).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
    dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar su cuenta?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sí, eliminar mi cuenta' }));

    expect(await screen.findAllByText(successMessages.userDeleted)).toHaveLength(1);
    await findPage('Su consulta legal, clara y en orden');
    await waitFor(() => expect(document.activeElement?.tagName).toBe('H1'));
    expect(screen.queryByText(successMessages.accountDeleted)).toBeNull();
    expect(screen.queryByText(sessionMessages.endedElsewhere)).toBeNull();
    expect(currentPath(router)).toBe('/welcome');
    expect(world.accountOf(userId)).toBeUndefined();
    expect(store.current()).not.toBe(previousStore);
    expect(store.current().get(userAtom)).toBeNull();
  });

  it('keeps the dialog open with the error when deletion fails', async () => {
    const { user, ports, world, userId } = await openAccount();
    ports.clients.failNext('deleteClientContacts', portalError.unavailable('network'));
    await user.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Sí, eliminar mi cuenta' }));
    expect(await within(dialog).findByText(errorMessages.deleteAccount)).toBeDefined();
    expect(world.accountOf(userId)).toBeDefined();
  });

  it('offers the copy of the data first: the dialog closes and the focus goes to Descargar mis datos', async () => {
    const { user } = await openAccount();
    await user.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar su cuenta?' });
    await user.click(within(dialog).getByRole('button', { name: 'Descargar mis datos primero' }));
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Descargar mis datos'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks before leaving with unsaved edits: Seguir editando keeps them, Salir sin guardar leaves', async () => {
    const { user, form, router } = await openAccount();
    const location = form('Ubicación');
    await user.type(within(location).getByRole('textbox', { name: /Domicilio/ }), 'San Martín 50');
    // Held by the question, the navigation's promise waits for the answer.
    void router.navigate({ to: '/agenda' });
    const dialog = await screen.findByRole('dialog', { name: '¿Salir sin guardar?' });
    expect(
      within(dialog).getByText('Hay cambios sin guardar en «Ubicación». Si sale ahora, se pierden.'),
    ).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Seguir editando' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '¿Salir sin guardar?' })).toBeNull());
    expect(currentPath(router)).toBe('/miCuenta');
    expect(within(location).getByRole<HTMLInputElement>('textbox', { name: /Domicilio/ }).value).toBe('San Martín 50');

    void router.navigate({ to: '/agenda' });
    await user.click(
      within(await screen.findByRole('dialog', { name: '¿Salir sin guardar?' })).getByRole('button', {
        name: 'Salir sin guardar',
      }),
    );
    await waitFor(() => expect(currentPath(router)).toBe('/agenda'));
  });
});
