import { describe, expect, it } from 'vitest';
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
    const error = expectFailure(await signIn({ email: client.email, password: client.password, ...change }), 'invalid-input');
    expect(error.message).toBe(message);
    expect(ports.identity.callsOf('signIn')).toBe(0);
  });

  it("answers a wrong password with 'Su cuenta o contraseña es incorrecta' (SPEC §8)", async () => {
    const { client, signIn } = setUp();
    expectIdentityRefusal(await signIn({ email: client.email, password: 'otra-clave-9' }), 'incorrectCredentials');
  });

  it("answers an unconfirmed account with the provider's text (SPEC §8)", async () => {
    const { ports, signIn } = setUp();
    const unconfirmed = ports.world.addClient({ userId: 'sin-confirmar', email: 'nuevo@example.com', confirmed: false });
    expectIdentityRefusal(await signIn({ email: unconfirmed.email, password: unconfirmed.password }), 'userNotConfirmed');
  });

  it('passes a transport failure through', async () => {
    const { ports, client, signIn } = setUp();
    ports.identity.failNext('signIn', portalError.unavailable('network'));
    expectFailure(await signIn({ email: client.email, password: client.password }), 'unavailable');
  });
});
