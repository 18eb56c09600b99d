import { describe, expect, it, vi } from 'vitest';
import { aSignedInPortal } from '../portal-fixture';
import { aUserProfile } from '../testing/account-builders';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import { makeSaveBilling } from './save-billing';
import { makeSaveLocation } from './save-location';
import { makeSaveProfile } from './save-profile';

async function setUp() {
  const { ports, demo } = aSignedInPortal();
  const current = expectOk(await ports.accounts.getUser(demo.client.userId));
  const writes = [
    vi.spyOn(ports.accounts, 'updateUser'),
    vi.spyOn(ports.accounts, 'createBilling'),
    vi.spyOn(ports.accounts, 'updateBilling'),
    vi.spyOn(ports.accounts, 'createLocation'),
    vi.spyOn(ports.accounts, 'updateLocation'),
  ];
  return {
    current,
    nothingWritten: () => writes.every((write) => write.mock.calls.length === 0),
    saveProfile: makeSaveProfile(ports),
    saveBilling: makeSaveBilling(ports),
    saveLocation: makeSaveLocation(ports),
  };
}

describe('account saves refuse over-long texts on their field, before any call', () => {
  it('a name over 100 characters, and a phone over 20', async () => {
    const { current, nothingWritten, saveProfile } = await setUp();
    expect(
      expectFailure(
        await saveProfile({ current, changes: { name: 'N'.repeat(101), phone: '+5493515550999' } }),
        'invalid-input',
      ),
    ).toMatchObject({
      kind: 'invalid-input',
      field: 'name',
      message: 'Máximo 100 caracteres',
    });
    expect(
      expectFailure(await saveProfile({ current, changes: { name: 'Ana', phone: '1'.repeat(21) } }), 'invalid-input'),
    ).toMatchObject({
      field: 'phone',
      message: 'Máximo 20 caracteres',
    });
    expect(nothingWritten()).toBe(true);
    expectOk(await saveProfile({ current, changes: { name: 'N'.repeat(100), phone: '+5493515550999' } }));
  });

  it.each([
    ['billingCompanyName', 'x'.repeat(101), 'Máximo 100 caracteres'],
    ['billingAddress', 'x'.repeat(201), 'Máximo 200 caracteres'],
    ['billingTelephone', '1'.repeat(21), 'Máximo 20 caracteres'],
    ['billingTaxCondition', 'x'.repeat(101), 'Máximo 100 caracteres'],
    ['billingEmail', `${'a'.repeat(243)}@example.com`, 'Máximo 254 caracteres'],
    ['taxId', 1e21, 'Máximo 20 caracteres'],
  ])('billing: %s', async (field, value, message) => {
    const { current, nothingWritten, saveBilling } = await setUp();
    const form = aUserProfile({ billingCompanyName: 'Fernández SRL', taxId: 30712345671, [field]: value });
    expect(expectFailure(await saveBilling({ current, billing: form }), 'invalid-input')).toMatchObject({
      field,
      message,
    });
    expect(nothingWritten()).toBe(true);
  });

  it.each([
    ['country', 'x'.repeat(101), 'Máximo 100 caracteres'],
    ['state', 'x'.repeat(101), 'Máximo 100 caracteres'],
    ['city', 'x'.repeat(101), 'Máximo 100 caracteres'],
    ['address', 'x'.repeat(201), 'Máximo 200 caracteres'],
  ])('location: %s', async (field, value, message) => {
    const { current, nothingWritten, saveLocation } = await setUp();
    expect(
      expectFailure(await saveLocation({ current, location: aUserProfile({ [field]: value }) }), 'invalid-input'),
    ).toMatchObject({ field, message });
    expect(nothingWritten()).toBe(true);
  });
});
