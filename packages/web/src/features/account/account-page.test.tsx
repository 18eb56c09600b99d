import { errorMessages, identityMessages, portalError, successMessages, validationMessages } from '@justiciable/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userAtom } from '../../session/user-atoms';
import { currentPath, findPage, renderApp, signedInClient } from '../../testing/render-app';

async function openAccount() {
  let userId = '';
  const app = await renderApp('/miCuenta', {
    seed: (world) => {
      userId = signedInClient(world).userId;
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

    const message = await within(profile).findByText('Máximo 100 caracteres');
    expect(message.className).toBe('ui-field-error');
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

  it('says which billing and location fields are too long, on each field', async () => {
    const { user, form, ports } = await openAccount();
    const billing = form('Datos de facturación');
    await user.click(within(billing).getByLabelText(/Domicilio fiscal/));
    await user.paste('Calle '.repeat(40));
    await user.click(within(billing).getByLabelText(/Correo para facturas/));
    await user.paste(`${'a'.repeat(250)}@example.com`);
    await user.click(within(billing).getByRole('button', { name: 'Guardar facturación' }));
    expect(await within(billing).findByText('Máximo 200 caracteres')).toBeDefined();
    expect(within(billing).getByText('Máximo 254 caracteres')).toBeDefined();

    const location = form('Ubicación');
    await user.click(within(location).getByLabelText(/Ciudad/));
    await user.paste('Río Cuarto '.repeat(10));
    await user.click(within(location).getByRole('button', { name: 'Guardar ubicación' }));
    expect(await within(location).findByText('Máximo 100 caracteres')).toBeDefined();
    expect(ports.accounts.callsOf('createBilling') + ports.accounts.callsOf('updateBilling') + ports.accounts.callsOf('createLocation')).toBe(0);
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

  it('marks a CUIT that is not 11 digits, one with a wrong check digit and a phone that is no phone on their fields, keeps them, and sends nothing (issue 22, defect 3)', async () => {
    const { user, form, ports } = await openAccount();
    const billing = form('Datos de facturación');
    const taxId = within(billing).getByLabelText<HTMLInputElement>(/CUIT/);
    const phone = within(billing).getByLabelText<HTMLInputElement>(/Teléfono de facturación/);
    await user.clear(taxId);
    await user.type(taxId, '20-1234');
    await user.clear(phone);
    await user.type(phone, 'abc');
    await user.click(within(billing).getByRole('button', { name: 'Guardar facturación' }));

    const digits = await within(billing).findByText(validationMessages.taxIdDigits);
    expect(taxId.getAttribute('aria-invalid')).toBe('true');
    expect((taxId.getAttribute('aria-describedby') ?? '').split(' ')).toContain(digits.id);
    const notAPhone = within(billing).getByText(identityMessages.invalidPhone);
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect((phone.getAttribute('aria-describedby') ?? '').split(' ')).toContain(notAPhone.id);
    expect(taxId.value).toBe('20-1234');

    await user.clear(taxId);
    await user.type(taxId, '20-12345678-7');
    await user.clear(phone);
    await user.type(phone, '+54 351 455-0188');
    await user.click(within(billing).getByRole('button', { name: 'Guardar facturación' }));
    expect(await within(billing).findByText(validationMessages.taxIdCheckDigit)).toBeDefined();
    expect(within(billing).queryByText(identityMessages.invalidPhone)).toBeNull();
    expect(ports.accounts.callsOf('createBilling') + ports.accounts.callsOf('updateBilling')).toBe(0);
    expect(screen.queryByText('Sus datos de facturación fueron guardados')).toBeNull();

    const profile = form('Datos personales');
    const profilePhone = within(profile).getByLabelText<HTMLInputElement>(/^Teléfono/);
    await user.clear(profilePhone);
    await user.type(profilePhone, 'abc');
    await user.click(within(profile).getByRole('button', { name: 'Guardar datos personales' }));
    expect(await within(profile).findByText(identityMessages.invalidPhone)).toBeDefined();
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
    await user.type(within(location).getByLabelText(/Ciudad/), 'Río Cuarto');
    await user.click(within(location).getByRole('button', { name: 'Guardar ubicación' }));

    expect(await screen.findByText('Su ubicación fue guardada')).toBeDefined();
    const locationId = world.users.get(userId)?.userLocationId ?? '';
    expect(world.locations.get(locationId)).toMatchObject({ countryId: 32, country: 'Argentina', regionId: 14, region: 'Córdoba', cityId: 0, city: 'Río Cuarto' });
  });

  it('says what deletion removes, can be cancelled, and on confirmation deletes, logs out and empties the store', async () => {
    const { user, world, userId, router, store } = await openAccount();
    const previousStore = store.current();
    await user.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
    let dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar su cuenta?' });
    expect(within(dialog).getByText(/Su acceso a Justiciable/)).toBeDefined();
    expect(within(dialog).getByText(/Sus contactos con abogados y estudios/)).toBeDefined();
    expect(within(dialog).getByText(/Su perfil \(nombre, teléfono, datos de facturación y ubicación\)/)).toBeDefined();

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(world.accountOf(userId)).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
    dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar su cuenta?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sí, eliminar mi cuenta' }));

    expect(await screen.findByText(successMessages.accountDeleted)).toBeDefined();
    await findPage('Su consulta legal, clara y en orden');
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
});
