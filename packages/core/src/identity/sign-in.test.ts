import { describe, expect, it } from 'vitest';
import { identityMessages } from '../shared/catalogue';
import { portalError } from '../shared/portal-error';
import { createInMemoryPorts } from '../testing/create-in-memory-ports';
import { expectFailure, expectIdentityRefusal, expectOk } from '../testing/contract-expectations';
import { makeSignIn } from './sign-in';

function setUp() {
  const ports = createInMemoryPorts();
  const client = ports.world.addClient();
  return { ports, client, signIn: makeSignIn(ports) };
}

describe('signIn', () => {
  it('signs the client in with e-mail and password', async () => {
    const { client, signIn } = setUp();
    const session = expectOk(await signIn({ email: client.email, password: client.password }));
    expect(session).toEqual({ userId: client.userId, username: client.email, email: client.email });
  });

  it.each([
    ['e-mail', { email: ' ' }, 'Complete el campo de correo electrónico'],
    ['password', { password: '' }, 'Complete el campo contraseña'],
  ])('refuses an empty %s without calling the provider (SPEC §8)', async (_field, change, message) => {
    const { ports, client, signIn } = setUp();
    const error = expectFailure(
      await signIn({ email: client.email, password: client.password, ...change }),
      'invalid-input',
    );
    expect(error.message).toBe(message);
    expect(ports.identity.callsOf('signIn')).toBe(0);
  });

  it('refuses both empty fields at once, on their fields, without calling the provider', async () => {
    const { ports, signIn } = setUp();
    const error = expectFailure(await signIn({ email: '', password: '' }), 'invalid-input');
    expect(error.fields).toEqual({ email: identityMessages.emptyUsername, password: identityMessages.emptyPassword });
    expect(ports.identity.callsOf('signIn')).toBe(0);
  });

  it("answers a wrong password with 'Su cuenta o contraseña es incorrecta' (SPEC §8)", async () => {
    const { client, signIn } = setUp();
    expectIdentityRefusal(await signIn({ email: client.email, password: 'otra-clave-9' }), 'incorrectCredentials');
  });

  it("answers an unconfirmed account with the provider's text (SPEC §8)", async () => {
    const { ports, signIn } = setUp();
    const unconfirmed = ports.world.addClient({
      userId: 'sin-confirmar',
      email: 'nuevo@example.com',
      confirmed: false,
    });
    expectIdentityRefusal(
      await signIn({ email: unconfirmed.email, password: unconfirmed.password }),
      'userNotConfirmed',
    );
  });

  it.each([
    ['e-mail', { email: `${'a'.repeat(117)}@example.com` }, 'email', 'Máximo 128 caracteres'],
    ['password', { password: 'x'.repeat(257) }, 'password', 'Máximo 256 caracteres'],
  ])('refuses an over-long %s on its field without calling the provider', async (_field, change, field, message) => {
    const { ports, client, signIn } = setUp();
    const error = expectFailure(
      await signIn({ email: client.email, password: client.password, ...change }),
      'invalid-input',
    );
    expect(error).toMatchObject({ field, message });
    expect(ports.identity.callsOf('signIn')).toBe(0);
  });

  it('says in Spanish for how long five wrong passwords lock the account, for an address without one too', async () => {
    const { client, signIn } = setUp();
    for (const email of [client.email, 'nadie@example.com']) {
      for (let attempt = 0; attempt < 5; attempt++)
        expectIdentityRefusal(await signIn({ email, password: 'otra-clave-9' }), 'incorrectCredentials');
      expectIdentityRefusal(await signIn({ email, password: client.password }), 'accountLocked');
    }
    expect(identityMessages.accountLocked).toBe(
      'Demasiados intentos fallidos. Por seguridad, su cuenta quedó bloqueada por 15 minutos.',
    );
  });

  it('passes a transport failure through', async () => {
    const { ports, client, signIn } = setUp();
    ports.identity.failNext('signIn', portalError.unavailable('network'));
    expectFailure(await signIn({ email: client.email, password: client.password }), 'unavailable');
  });
});
