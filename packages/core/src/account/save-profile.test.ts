import { describe, expect, it, vi } from 'vitest';
import { aSignedInPortal } from '../portal-fixture';
import { portalError } from '../shared/portal-error';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import { makeSaveProfile, profileFieldProblems } from './save-profile';

async function setUp() {
  const fixture = aSignedInPortal();
  const { ports, demo } = fixture;
  const current = expectOk(await ports.accounts.getUser(demo.client.userId));
  const renameClient = vi.spyOn(ports.clients, 'renameClient');
  return { ...fixture, current, renameClient, saveProfile: makeSaveProfile(ports) };
}

describe('saveProfile (SPEC §4 profile save)', () => {
  it('takes a patch: the name alone keeps the saved phone, the phone alone the saved name', async () => {
    const { ports, current, saveProfile } = await setUp();
    const updateUser = vi.spyOn(ports.accounts, 'updateUser');
    const renamed = expectOk(await saveProfile({ current, changes: { name: 'María José Fernández' } }));
    expect(renamed.user).toMatchObject({ name: 'María José Fernández', phone: current.user.phone });
    const rephoned = expectOk(await saveProfile({ current: renamed, changes: { phone: '+5493515550999' } }));
    expect(rephoned.user).toMatchObject({ name: 'María José Fernández', phone: '+5493515550999' });
    expect(updateUser.mock.calls.map(([input]) => [input.name, input.phone])).toEqual([
      ['María José Fernández', current.user.phone],
      ['María José Fernández', '+5493515550999'],
    ]);
  });

  it('updates name and phone and answers the record with the updated user, which replaces the stored one', async () => {
    const { ports, current, saveProfile } = await setUp();
    const saved = expectOk(
      await saveProfile({ current, changes: { name: 'María José Fernández', phone: '+5493515550999' } }),
    );
    expect(saved.user).toMatchObject({
      name: 'María José Fernández',
      phone: '+5493515550999',
      updatedAt: ports.clock.now().toISOString(),
    });
    expect(saved.billingInfo).toEqual(current.billingInfo);
    expect(saved.location).toEqual(current.location);
    expect(ports.world.users.get(current.user.id)?.name).toBe('María José Fernández');
  });

  it('sends a changed name to the legacy API after the save, so past comments show it', async () => {
    const { ports, demo, current, renameClient, saveProfile } = await setUp();
    const updateUser = vi.spyOn(ports.accounts, 'updateUser');
    expectOk(await saveProfile({ current, changes: { name: 'María José Fernández', phone: demo.client.phone } }));
    expect(renameClient).toHaveBeenCalledExactlyOnceWith(current.user.id, 'María José Fernández');
    expect(updateUser.mock.invocationCallOrder[0]).toBeLessThan(renameClient.mock.invocationCallOrder[0] ?? 0);
    expect([...ports.world.movementComments.values()][0]?.comment.nombres_usuario).toBe('María José Fernández');
  });

  it('leaves the legacy API alone when the name did not change', async () => {
    const { demo, current, renameClient, saveProfile } = await setUp();
    expectOk(await saveProfile({ current, changes: { name: demo.client.name, phone: '+5493515550999' } }));
    expect(renameClient).not.toHaveBeenCalled();
  });

  it("ignores the legacy API's answer to the rename: the profile is saved (SPEC §4 'response ignored')", async () => {
    const { ports, current, renameClient, saveProfile } = await setUp();
    ports.clients.failNext('renameClient', portalError.unavailable('network'));
    const saved = expectOk(
      await saveProfile({ current, changes: { name: 'María José Fernández', phone: '+5493515550999' } }),
    );
    expect(renameClient).toHaveBeenCalledOnce();
    expect(saved.user.name).toBe('María José Fernández');
  });

  it("answers 'Error al intentar guardar los datos personales' when the save fails, and renames nothing", async () => {
    const { ports, current, renameClient, saveProfile } = await setUp();
    ports.accounts.failNext('updateUser', portalError.unavailable('network'));
    const error = expectFailure(
      await saveProfile({ current, changes: { name: 'María José Fernández', phone: '+5493515550999' } }),
      'unavailable',
    );
    expect(error.message).toBe('Error al intentar guardar los datos personales');
    expect(renameClient).not.toHaveBeenCalled();
  });

  it.each(['abc', '12', '+54+9351'])(
    "refuses the phone '%s' with 'Número de teléfono no válido' and sends nothing",
    async (phone) => {
      const { ports, current, renameClient, saveProfile } = await setUp();
      const updateUser = vi.spyOn(ports.accounts, 'updateUser');
      expect(
        expectFailure(
          await saveProfile({ current, changes: { name: 'María José Fernández', phone } }),
          'invalid-input',
        ),
      ).toEqual({
        kind: 'invalid-input',
        field: 'phone',
        message: 'Número de teléfono no válido',
        fields: { phone: 'Número de teléfono no válido' },
      });
      expect(updateUser).not.toHaveBeenCalled();
      expect(renameClient).not.toHaveBeenCalled();
    },
  );

  it('saves the phone in E.164 however it was typed, and a blank one as none', async () => {
    const { ports, current, saveProfile } = await setUp();
    expect(
      expectOk(await saveProfile({ current, changes: { name: 'Ana', phone: '+54 9 351 555-0999' } })).user.phone,
    ).toBe('+5493515550999');
    // The usual way to write a Buenos Aires cell phone: trunk 0 and mobile 15 dropped, the 9 added.
    expect(
      expectOk(await saveProfile({ current, changes: { name: 'Ana', phone: '011 15 2345-6789' } })).user.phone,
    ).toBe('+5491123456789');
    expect(ports.world.users.get(current.user.id)?.phone).toBe('+5491123456789');
    expect(
      expectOk(await saveProfile({ current, changes: { name: 'Ana', phone: '094 123 456', phoneCountry: 'UY' } })).user
        .phone,
    ).toBe('+59894123456');
    expect(expectOk(await saveProfile({ current, changes: { name: 'Ana', phone: '' } })).user.phone).toBe('');
  });

  it("refuses every wrong field at once, in the form's order, and sends nothing", async () => {
    const { ports, current, saveProfile } = await setUp();
    const updateUser = vi.spyOn(ports.accounts, 'updateUser');
    expect(
      expectFailure(await saveProfile({ current, changes: { name: '  ', phone: '2345 6789' } }), 'invalid-input'),
    ).toEqual({
      kind: 'invalid-input',
      field: 'name',
      message: 'Complete este campo',
      fields: { name: 'Complete este campo', phone: 'Número de teléfono no válido' },
    });
    expect(updateUser).not.toHaveBeenCalled();
  });
});

describe('profileFieldProblems', () => {
  it('names the too long name and the phone that is no phone number', () => {
    expect(profileFieldProblems({ name: 'N'.repeat(101), phone: 'abc' })).toEqual({
      name: 'Máximo 100 caracteres',
      phone: 'Número de teléfono no válido',
    });
    expect(profileFieldProblems({ name: 'Ana', phone: '1'.repeat(21) })).toEqual({ phone: 'Máximo 20 caracteres' });
    expect(profileFieldProblems({ name: 'Ana', phone: '' })).toEqual({});
    expect(profileFieldProblems({ name: '', phone: '011 15 2345-6789' })).toEqual({ name: 'Complete este campo' });
    expect(profileFieldProblems({ name: 'Ana', phone: '15 2345-6789' })).toEqual({
      phone: 'Número de teléfono no válido',
    });
  });
});
