import { describe, expect, it, vi } from 'vitest';
import { aSignedInPortal } from '../portal-fixture';
import { portalError } from '../shared/portal-error';
import { aUser, aUserProfile } from '../testing/account-builders';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import { makeSaveBilling } from './save-billing';

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

const form = aUserProfile({ billingCompanyName: 'Fernández Servicios SRL', taxId: 30712345679 });

describe('saveBilling (SPEC §4 billing save, §5 defaults)', () => {
  it('updates the linked billing record when the user has one', async () => {
    const { current, calls, saveBilling } = await setUp();
    const saved = expectOk(await saveBilling({ current, billing: form }));
    expect(calls.updateBilling).toHaveBeenCalledExactlyOnceWith(current.billingInfo?.id, expect.objectContaining({ billingName: 'Fernández Servicios SRL' }));
    expect(calls.createBilling).not.toHaveBeenCalled();
    expect(calls.updateUser).not.toHaveBeenCalled();
    expect(saved.billingInfo).toMatchObject({ id: current.billingInfo?.id, billingName: 'Fernández Servicios SRL', taxId: 30712345679 });
    expect(saved.user).toEqual(current.user);
  });

  it('creates a billing record and then links it to the user when there is none', async () => {
    const { ports, current, calls, saveBilling } = await setUp({ linked: false });
    const saved = expectOk(await saveBilling({ current, billing: form }));
    const createdId = saved.billingInfo?.id;
    expect(createdId).toEqual(expect.any(String));
    expect(calls.updateUser).toHaveBeenCalledExactlyOnceWith({ id: current.user.id, userBillingInfoId: createdId, updatedAt: ports.clock.now().toISOString() });
    expect(calls.createBilling.mock.invocationCallOrder[0]).toBeLessThan(calls.updateUser.mock.invocationCallOrder[0] ?? 0);
    expect(saved.user.userBillingInfoId).toBe(createdId);
    expect(ports.world.users.get(current.user.id)?.userBillingInfoId).toBe(createdId);
  });

  it('sends blank text as null and a missing taxId as 0 (SPEC §5)', async () => {
    const { current, calls, saveBilling } = await setUp({ linked: false });
    expectOk(await saveBilling({ current, billing: { billingCompanyName: 'Fernández Servicios SRL', billingAddress: '  ' } }));
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
});
