import { describe, expect, it } from 'vitest';
import { errorMessages, identityMessages, validationMessages } from '../shared/catalogue';
import { portalError } from '../shared/portal-error';
import { createInMemoryPorts } from '../testing/create-in-memory-ports';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import { seedDemoWorld } from '../testing/demo-world';
import { makeAddMissingPhone } from './add-missing-phone';
import { makeLoadSession } from './load-session';

/** The demo client signed in, its record without any phone, as an account created through the provider's API without one. */
async function setUp() {
  const ports = createInMemoryPorts();
  const demo = seedDemoWorld(ports.world);
  const userId = demo.client.userId;
  const user = ports.world.users.get(userId);
  if (user === undefined) throw new Error('The demo client has no user record.');
  ports.world.users.set(userId, { ...user, celphone: null, phone: null });
  ports.world.signInAs(userId);
  const session = expectOk(await makeLoadSession(ports)());
  return { ports, userId, session, addMissingPhone: makeAddMissingPhone(ports) };
}

describe('addMissingPhone', () => {
  it("saves the phone in E.164 through the record's phone, and answers the session no longer missing it", async () => {
    const { ports, userId, session, addMissingPhone } = await setUp();
    expect(session.phoneMissing).toBe(true);
    const saved = expectOk(await addMissingPhone({ session, phone: '011 15 2345-6789' }));
    expect(saved.phoneMissing).toBe(false);
    expect(saved.client.phone).toBe('+5491123456789');
    expect(ports.world.users.get(userId)?.phone).toBe('+5491123456789');
    // The next load finds it too.
    expect(expectOk(await makeLoadSession(ports)()).phoneMissing).toBe(false);
  });

  it('writes only the phone: the name and the links of the record stay as they were', async () => {
    const { ports, userId, session, addMissingPhone } = await setUp();
    const before = ports.world.users.get(userId);
    expectOk(await addMissingPhone({ session, phone: '+598 94 123 456' }));
    const after = ports.world.users.get(userId);
    expect(after).toMatchObject({
      name: before?.name,
      userBillingInfoId: before?.userBillingInfoId,
      userLocationId: before?.userLocationId,
      phone: '+59894123456',
    });
  });

  it("reads a national number under the chosen country's calling code", async () => {
    const { session, addMissingPhone } = await setUp();
    expect(expectOk(await addMissingPhone({ session, phone: '94 123 456', country: 'UY' })).client.phone).toBe(
      '+59894123456',
    );
  });

  it.each([
    ['a blank number', '  ', validationMessages.required],
    ['what is not a phone', 'no tengo', identityMessages.invalidPhone],
    ['an Argentine number without its area code', '2345-6789', identityMessages.invalidPhone],
    ['a number longer than the field takes', '+54 9 11 2345-6789 int 1234', 'Máximo 20 caracteres'],
  ])('refuses %s on the phone field and sends nothing', async (_case, phone, message) => {
    const { ports, session, addMissingPhone } = await setUp();
    expect(expectFailure(await addMissingPhone({ session, phone }), 'invalid-input')).toMatchObject({
      field: 'phone',
      message,
    });
    expect(ports.accounts.callsOf('updateUser')).toBe(0);
  });

  it("answers a failed save with 'Error al intentar guardar los datos personales' and its kind", async () => {
    const { ports, session, addMissingPhone } = await setUp();
    ports.accounts.failNext('updateUser', portalError.unavailable('network'));
    expect(expectFailure(await addMissingPhone({ session, phone: '11 2345-6789' }), 'unavailable').message).toBe(
      errorMessages.saveProfile,
    );
  });
});
