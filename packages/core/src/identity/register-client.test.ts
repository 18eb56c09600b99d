import { describe, expect, it } from 'vitest';
import { identityMessages, passwordRuleMessages, validationMessages } from '../shared/catalogue';
import { portalError } from '../shared/portal-error';
import { createInMemoryPorts } from '../testing/create-in-memory-ports';
import { expectFailure, expectIdentityRefusal, expectOk } from '../testing/contract-expectations';
import { TEST_PASSWORD } from '../testing/in-memory-world';
import { makeRegisterClient } from './register-client';

function setUp() {
  const ports = createInMemoryPorts();
  return { ports, registerClient: makeRegisterClient(ports) };
}

const registration = {
  name: 'Lucía Pérez',
  email: 'lucia.perez@example.com',
  password: TEST_PASSWORD,
  phone: '549 351 555-0142',
};

describe('registerClient', () => {
  it('signs the client up and answers status 200 with the new account (SPEC §4)', async () => {
    const { ports, registerClient } = setUp();
    const registered = expectOk(await registerClient(registration));
    expect(registered).toEqual({
      status: 200,
      userId: expect.any(String),
      username: 'lucia.perez@example.com',
      email: 'lucia.perez@example.com',
      phone: '+5493515550142',
      confirmed: false,
    });
    expect(ports.world.accounts.get('lucia.perez@example.com')?.phone).toBe('+5493515550142');
  });

  it('gives the provider the name, trimmed, which the user record takes once the account is confirmed', async () => {
    const { ports, registerClient } = setUp();
    const { userId } = expectOk(await registerClient({ ...registration, name: '  Lucía Pérez ' }));
    expect(ports.world.accounts.get('lucia.perez@example.com')?.name).toBe('Lucía Pérez');
    expectOk(
      await ports.identity.confirmSignUp(registration.email, ports.identity.lastCodeFor(registration.email) ?? ''),
    );
    expect(ports.world.users.get(userId)?.name).toBe('Lucía Pérez');
  });

  it.each([
    ['a blank name', { name: '   ' }, 'name', validationMessages.required],
    // The probe's name, with HTML, U+202E, a line feed and BEL, went into the user record and the mail.
    [
      'a name over 100 characters with HTML, as the probe sent',
      { name: `<b>Ana</b>${'x'.repeat(1_940)}` },
      'name',
      'Máximo 100 caracteres',
    ],
    ['a name with a line feed', { name: 'Lucía\nPérez' }, 'name', validationMessages.nameOneLine],
    ['a name with BEL', { name: 'Lucía\u0007 Pérez' }, 'name', validationMessages.nameOneLine],
    [
      'a name with a right-to-left override (U+202E)',
      { name: 'Lucía \u202Ezeréip' },
      'name',
      validationMessages.nameOneLine,
    ],
    ['a name with a line separator (U+2028)', { name: 'Lucía\u2028Pérez' }, 'name', validationMessages.nameOneLine],
    ['an empty e-mail', { email: '  ' }, 'email', identityMessages.emptyUsername],
    ['a malformed e-mail', { email: 'lucia.perez@' }, 'email', identityMessages.invalidEmail],
    ['an empty password', { password: '' }, 'password', identityMessages.emptyPassword],
    ['a password that breaks the policy', { password: 'corta' }, 'password', identityMessages.invalidPassword],
  ])('refuses %s before asking the provider (SPEC §5, §8)', async (_case, change, field, message) => {
    const { ports, registerClient } = setUp();
    const error = expectFailure(await registerClient({ ...registration, ...change }), 'invalid-input');
    expect(error).toMatchObject({ field, message });
    expect(ports.identity.callsOf('signUp')).toBe(0);
  });

  it("sends the phone with its '+' prefix and refuses what is not a cell phone with 'Número de teléfono no válido' on its field, before the provider (SPEC §5, §8)", async () => {
    const { ports, registerClient } = setUp();
    for (const phone of ['sin teléfono', '+54']) {
      const error = expectFailure(await registerClient({ ...registration, phone }), 'invalid-input');
      expect(error).toMatchObject({ field: 'phone', message: identityMessages.invalidPhone });
    }
    expect(ports.identity.callsOf('signUp')).toBe(0);
    expect(expectOk(await registerClient({ ...registration, phone: '+54 9 351 555-0142' })).phone).toBe(
      '+5493515550142',
    );
  });

  it('asks for a blank phone as for any blank field', async () => {
    const { registerClient } = setUp();
    const error = expectFailure(await registerClient({ ...registration, phone: ' ' }), 'invalid-input');
    expect(error).toMatchObject({ field: 'phone', message: validationMessages.required });
  });

  it("reads a number typed without its calling code as the picked country's, as people write it", async () => {
    const { ports, registerClient } = setUp();
    expect(
      expectOk(await registerClient({ ...registration, phone: '011 15 2345-6789', phoneCountry: 'AR' })).phone,
    ).toBe('+5491123456789');
    expect(ports.world.accounts.get(registration.email)?.phone).toBe('+5491123456789');
    const uruguay = { ...registration, email: 'otra@example.com', phone: '094 123 456', phoneCountry: 'UY' };
    expect(expectOk(await registerClient(uruguay)).phone).toBe('+59894123456');
    const blank = expectFailure(
      await registerClient({ ...registration, phone: '', phoneCountry: 'AR' }),
      'invalid-input',
    );
    expect(blank).toMatchObject({ field: 'phone', message: validationMessages.required });
  });

  it("still answers the provider's own 'Número de teléfono no válido' for a number it refuses", async () => {
    const { ports, registerClient } = setUp();
    ports.identity.failNext('signUp', portalError.identity('invalidPhone'));
    expectIdentityRefusal(await registerClient(registration), 'invalidPhone');
  });

  it('refuses every problem of the form at once, field by field in the order of the form, before the provider (one send, not four)', async () => {
    const { ports, registerClient } = setUp();
    const error = expectFailure(
      await registerClient({ name: ' ', email: 'lucia.perez@', password: 'corta', phone: '12' }),
      'invalid-input',
    );
    expect(error.fields).toEqual({
      name: validationMessages.required,
      email: identityMessages.invalidEmail,
      password: identityMessages.invalidPassword,
      phone: identityMessages.invalidPhone,
    });
    expect(Object.keys(error.fields ?? {})).toEqual(['name', 'email', 'password', 'phone']);
    expect(error).toMatchObject({ field: 'name', message: validationMessages.required });
    expect(ports.identity.callsOf('signUp')).toBe(0);
  });

  it('names only the fields refused, each once, with a single problem', async () => {
    const { registerClient } = setUp();
    const error = expectFailure(await registerClient({ ...registration, email: '' }), 'invalid-input');
    expect(error.fields).toEqual({ email: identityMessages.emptyUsername });
  });

  it.each([
    ['name', { name: 'Lucía Pérez '.repeat(9) }, 'name', 'Máximo 100 caracteres'],
    ['e-mail', { email: `${'a'.repeat(117)}@example.com` }, 'email', 'Máximo 128 caracteres'],
    ['password', { password: `${TEST_PASSWORD}${'x'.repeat(256)}` }, 'password', 'Máximo 256 caracteres'],
    ['phone', { phone: '+54 9 351 555-0142 int 12' }, 'phone', 'Máximo 20 caracteres'],
  ])('refuses an over-long %s on its field before asking the provider', async (_field, change, field, message) => {
    const { ports, registerClient } = setUp();
    expect(expectFailure(await registerClient({ ...registration, ...change }), 'invalid-input')).toMatchObject({
      field,
      message,
    });
    expect(ports.identity.callsOf('signUp')).toBe(0);
  });

  it('keeps the unmet password rules as the refusal detail (SPEC §5)', async () => {
    const { registerClient } = setUp();
    const error = expectFailure(await registerClient({ ...registration, password: 'solo-letras' }), 'invalid-input');
    expect(error.detail).toBe(passwordRuleMessages.number);
  });

  it("answers the provider's refusal with its text: 'Ya existe una cuenta con este correo electrónico' (SPEC §8)", async () => {
    const { ports, registerClient } = setUp();
    ports.world.addClient({ email: registration.email });
    const error = expectFailure(await registerClient(registration), 'identity');
    expect(error.message).toBe('Ya existe una cuenta con este correo electrónico');
  });

  it('passes a transport failure through with its own text', async () => {
    const { ports, registerClient } = setUp();
    ports.identity.failNext('signUp', portalError.unavailable('timeout'));
    const error = expectFailure(await registerClient(registration), 'unavailable');
    expect(error.message).toBe('El servidor tardó demasiado en responder. Intente nuevamente');
  });
});
