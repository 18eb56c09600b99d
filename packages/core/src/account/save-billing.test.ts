import { describe, expect, it, vi } from 'vitest';
import { aSignedInPortal } from '../portal-fixture';
import { portalError } from '../shared/portal-error';
import { aUser, aUserProfile } from '../testing/account-builders';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import { billingFieldProblems, makeSaveBilling } from './save-billing';

const FAILED = 'Error al intentar guardar los datos de facturación';

async function setUp({ linked = true } = {}) {
  const fixture = aSignedInPortal();
  const { ports, demo } = fixture;
  if (!linked) ports.world.users.set(demo.client.userId, aUser({ userBillingInfoId: null }));
  const current = expectOk(await ports.accounts.getUser(demo.client.userId));
  const calls = {
    updateBilling: vi.spyOn(ports.accounts, 'updateBilling'),
    createBilling: vi.spyOn(ports.accounts, 'createBilling'),
    updateUser: vi.spyOn(ports.accounts, 'updateUser'),
  };
  return { ...fixture, current, calls, saveBilling: makeSaveBilling(ports) };
}

const form = aUserProfile({ billingCompanyName: 'Fernández Servicios SRL', taxId: 30712345671 });

describe('saveBilling (SPEC §4 billing save, §5 defaults)', () => {
  it('takes a patch: a field left out keeps its saved value, null or blank text clears it (a tax condition alone once erased the rest)', async () => {
    const { current, saveBilling } = await setUp();
    const before = expectOk(
      await saveBilling({
        current,
        billing: {
          billingCompanyName: 'Ana Pérez',
          taxId: '27-31456789-2',
          billingAddress: 'San Martín 100',
          billingTelephone: '+5493515550123',
          billingEmail: 'ana@example.com',
          billingTaxCondition: 'Monotributo',
        },
      }),
    );

    const changed = expectOk(await saveBilling({ current: before, billing: { billingTaxCondition: 'Exento' } }));
    expect(changed.billingInfo).toMatchObject({
      billingName: 'Ana Pérez',
      taxId: 27314567892,
      address: 'San Martín 100',
      phone: '+5493515550123',
      email: 'ana@example.com',
      condition: 'Exento',
    });

    const cleared = expectOk(
      await saveBilling({ current: changed, billing: { billingAddress: null, billingEmail: '' } }),
    );
    expect(cleared.billingInfo).toMatchObject({
      billingName: 'Ana Pérez',
      taxId: 27314567892,
      address: null,
      email: null,
      condition: 'Exento',
    });
  });

  it('updates the linked billing record when the user has one', async () => {
    const { current, calls, saveBilling } = await setUp();
    const saved = expectOk(await saveBilling({ current, billing: form }));
    expect(calls.updateBilling).toHaveBeenCalledExactlyOnceWith(
      current.billingInfo?.id,
      expect.objectContaining({ billingName: 'Fernández Servicios SRL' }),
    );
    expect(calls.createBilling).not.toHaveBeenCalled();
    expect(calls.updateUser).not.toHaveBeenCalled();
    expect(saved.billingInfo).toMatchObject({
      id: current.billingInfo?.id,
      billingName: 'Fernández Servicios SRL',
      taxId: 30712345671,
    });
    expect(saved.user).toEqual(current.user);
  });

  it('creates a billing record and then links it to the user when there is none', async () => {
    const { ports, current, calls, saveBilling } = await setUp({ linked: false });
    const saved = expectOk(await saveBilling({ current, billing: form }));
    const createdId = saved.billingInfo?.id;
    expect(createdId).toEqual(expect.any(String));
    expect(calls.updateUser).toHaveBeenCalledExactlyOnceWith({
      id: current.user.id,
      userBillingInfoId: createdId,
      updatedAt: ports.clock.now().toISOString(),
    });
    expect(calls.createBilling.mock.invocationCallOrder[0]).toBeLessThan(
      calls.updateUser.mock.invocationCallOrder[0] ?? 0,
    );
    expect(saved.user.userBillingInfoId).toBe(createdId);
    expect(ports.world.users.get(current.user.id)?.userBillingInfoId).toBe(createdId);
  });

  it('sends blank text as null and a missing taxId as 0 (SPEC §5)', async () => {
    const { current, calls, saveBilling } = await setUp({ linked: false });
    expectOk(
      await saveBilling({ current, billing: { billingCompanyName: 'Fernández Servicios SRL', billingAddress: '  ' } }),
    );
    expect(calls.createBilling).toHaveBeenCalledExactlyOnceWith({
      billingName: 'Fernández Servicios SRL',
      taxId: 0,
      address: null,
      phone: null,
      condition: null,
      email: null,
    });
  });

  it('replaces a link to a billing record that no longer exists', async () => {
    const { ports, demo, current, calls, saveBilling } = await setUp();
    ports.world.billings.clear();
    const dangling = expectOk(await ports.accounts.getUser(demo.client.userId));
    expect(dangling.billingInfo).toBeNull();
    expectOk(await saveBilling({ current: dangling, billing: form }));
    expect(calls.createBilling).toHaveBeenCalledOnce();
    expect(calls.updateBilling).not.toHaveBeenCalled();
    expect(current.user.userBillingInfoId).not.toBe(ports.world.users.get(demo.client.userId)?.userBillingInfoId);
  });

  it(`answers '${FAILED}' when the update fails`, async () => {
    const { ports, current, saveBilling } = await setUp();
    ports.accounts.failNext('updateBilling', portalError.unavailable('network'));
    expect(expectFailure(await saveBilling({ current, billing: form }), 'unavailable').message).toBe(FAILED);
  });

  it(`answers '${FAILED}' when the creation fails, and links nothing`, async () => {
    const { ports, current, calls, saveBilling } = await setUp({ linked: false });
    ports.accounts.failNext('createBilling', portalError.unavailable('network'));
    expect(expectFailure(await saveBilling({ current, billing: form }), 'unavailable').message).toBe(FAILED);
    expect(calls.updateUser).not.toHaveBeenCalled();
  });

  it(`answers '${FAILED}' when the link fails, naming the unlinked record; the user stays unlinked`, async () => {
    const { ports, current, saveBilling } = await setUp({ linked: false });
    ports.accounts.failNext('updateUser', portalError.unavailable('timeout'));
    const error = expectFailure(await saveBilling({ current, billing: form }), 'unavailable');
    expect(error.message).toBe(FAILED);
    expect(error.detail).toMatch(/^Billing .+ was created but not linked to the user/);
    expect(ports.world.users.get(current.user.id)?.userBillingInfoId).toBeNull();
  });

  it.each([
    ['20-1234', 'El CUIT / CUIL debe tener 11 números'],
    ['20-12345678-6x', 'El CUIT / CUIL debe tener 11 números'],
    ['20-12345678-7', 'CUIT / CUIL no válido: revise sus números'],
  ])("refuses the CUIT %s on taxId ('%s') and sends nothing", async (taxId, message) => {
    const { current, calls, saveBilling } = await setUp();
    expect(expectFailure(await saveBilling({ current, billing: { ...form, taxId } }), 'invalid-input')).toEqual({
      kind: 'invalid-input',
      field: 'taxId',
      message,
      fields: { taxId: message },
    });
    expect(
      [calls.updateBilling, calls.createBilling, calls.updateUser].every((call) => call.mock.calls.length === 0),
    ).toBe(true);
  });

  it('saves a CUIT typed with dashes as its number', async () => {
    const { calls, current, saveBilling } = await setUp();
    const saved = expectOk(await saveBilling({ current, billing: { ...form, taxId: '20-12345678-6' } }));
    expect(calls.updateBilling).toHaveBeenCalledExactlyOnceWith(
      current.billingInfo?.id,
      expect.objectContaining({ taxId: 20123456786 }),
    );
    expect(saved.billingInfo?.taxId).toBe(20123456786);
  });

  it("refuses a billing phone that is no phone number, 'abc', with 'Número de teléfono no válido' and sends nothing", async () => {
    const { current, calls, saveBilling } = await setUp();
    expect(
      expectFailure(await saveBilling({ current, billing: { ...form, billingTelephone: 'abc' } }), 'invalid-input'),
    ).toEqual({
      kind: 'invalid-input',
      field: 'billingTelephone',
      message: 'Número de teléfono no válido',
      fields: { billingTelephone: 'Número de teléfono no válido' },
    });
    expect(calls.updateBilling).not.toHaveBeenCalled();
  });

  it('refuses every wrong field at once, in the order of the form, and sends nothing', async () => {
    const { current, calls, saveBilling } = await setUp();
    const refused = expectFailure(
      await saveBilling({
        current,
        billing: { ...form, taxId: '20-1234', billingTelephone: 'abc', billingEmail: 'ana@' },
      }),
      'invalid-input',
    );
    expect(refused).toEqual({
      kind: 'invalid-input',
      field: 'taxId',
      message: 'El CUIT / CUIL debe tener 11 números',
      fields: {
        taxId: 'El CUIT / CUIL debe tener 11 números',
        billingTelephone: 'Número de teléfono no válido',
        billingEmail: 'Correo electrónico no válido',
      },
    });
    expect(
      [calls.updateBilling, calls.createBilling, calls.updateUser].every((call) => call.mock.calls.length === 0),
    ).toBe(true);
  });
});

describe('billingFieldProblems', () => {
  it('names every wrong field with its text, in the order of the form, and nothing for a form that can be saved', () => {
    expect(
      billingFieldProblems({
        billingCompanyName: 'x'.repeat(101),
        taxId: '20-1234',
        billingTelephone: 'abc',
        billingEmail: 'ana@example.com',
      }),
    ).toEqual({
      billingCompanyName: 'Máximo 100 caracteres',
      taxId: 'El CUIT / CUIL debe tener 11 números',
      billingTelephone: 'Número de teléfono no válido',
    });
    expect(billingFieldProblems({ billingEmail: 'facturas.ejemplo.com' })).toEqual({
      billingEmail: 'Correo electrónico no válido',
    });
    expect(billingFieldProblems({ taxId: '', billingTelephone: '  ' })).toEqual({});
    expect(billingFieldProblems(form)).toEqual({});
  });
});
