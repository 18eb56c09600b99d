import { describe, expect, it } from 'vitest';
import { identityMessages, validationMessages } from '../shared/catalogue';
import { portalError } from '../shared/portal-error';
import { createInMemoryPorts } from '../testing/create-in-memory-ports';
import { expectFailure, expectIdentityRefusal, expectOk } from '../testing/contract-expectations';
import { makeConfirmPasswordReset } from './confirm-password-reset';

async function setUp() {
  const ports = createInMemoryPorts();
  const client = ports.world.addClient();
  expectOk(await ports.identity.requestPasswordReset(client.email));
  const code = ports.identity.lastPasswordResetCodeFor(client.email) ?? '';
  return { ports, client, code, confirmPasswordReset: makeConfirmPasswordReset(ports) };
}

describe('confirmPasswordReset', () => {
  it('sets the new password with the e-mailed code', async () => {
    const { ports, client, code, confirmPasswordReset } = await setUp();
    expectOk(await confirmPasswordReset({ email: client.email, code, newPassword: 'nueva-clave-2' }));
    expectOk(await ports.identity.signIn(client.email, 'nueva-clave-2'));
  });

  it('leaves the other sessions alone unless asked, signing nobody in', async () => {
    const { ports, client, code, confirmPasswordReset } = await setUp();
    expect(expectOk(await confirmPasswordReset({ email: client.email, code, newPassword: 'nueva-clave-2' }))).toEqual({
      otherSessionsEnded: false,
    });
    expect(ports.identity.callsOf('signIn')).toBe(0);
    expect(ports.identity.signOuts).toEqual([]);
  });

  it('ends every session of the account when asked, with the new password, and leaves none open here', async () => {
    const { ports, client, code, confirmPasswordReset } = await setUp();
    const outcome = expectOk(
      await confirmPasswordReset({ email: client.email, code, newPassword: 'nueva-clave-2', endOtherSessions: true }),
    );
    expect(outcome).toEqual({ otherSessionsEnded: true });
    expect(ports.identity.signOuts).toEqual([{ everywhere: true }]);
    expect(ports.world.session).toBeNull();
  });

  it('says the other sessions were not ended when the provider cannot confirm it, and signs out the session it opened', async () => {
    const { ports, client, code, confirmPasswordReset } = await setUp();
    ports.identity.failNext('signOut', portalError.unavailable('network'));
    const outcome = expectOk(
      await confirmPasswordReset({ email: client.email, code, newPassword: 'nueva-clave-2', endOtherSessions: true }),
    );
    expect(outcome).toEqual({ otherSessionsEnded: false });
    expect(ports.world.session).toBeNull();
  });

  it.each([
    ['an empty e-mail', { email: '' }, identityMessages.emptyUsername],
    ['an empty code', { code: '' }, validationMessages.required],
    ['an empty password', { newPassword: '' }, identityMessages.emptyPassword],
    ['a password that breaks the policy (SPEC §5)', { newPassword: 'sinnumeros' }, identityMessages.invalidPassword],
  ])('refuses %s before asking the provider', async (_case, change, message) => {
    const { ports, client, code, confirmPasswordReset } = await setUp();
    const error = expectFailure(
      await confirmPasswordReset({ email: client.email, code, newPassword: 'nueva-clave-2', ...change }),
      'invalid-input',
    );
    expect(error.message).toBe(message);
    expect(ports.identity.callsOf('confirmPasswordReset')).toBe(0);
  });

  it('refuses every empty field at once, on its field', async () => {
    const { ports, confirmPasswordReset } = await setUp();
    const error = expectFailure(
      await confirmPasswordReset({ email: '', code: ' ', newPassword: 'corta' }),
      'invalid-input',
    );
    expect(error.fields).toEqual({
      email: identityMessages.emptyUsername,
      code: validationMessages.required,
      password: identityMessages.invalidPassword,
    });
    expect(ports.identity.callsOf('confirmPasswordReset')).toBe(0);
  });

  it("answers a wrong code with the provider's refusal", async () => {
    const { client, confirmPasswordReset } = await setUp();
    expectIdentityRefusal(
      await confirmPasswordReset({ email: client.email, code: '000000', newPassword: 'nueva-clave-2' }),
      'codeMismatch',
    );
  });

  it('answers a code for an address without an account as a wrong code, even from a provider that names it', async () => {
    const { ports, confirmPasswordReset } = await setUp();
    const reset = { email: 'nadie@example.com', code: '123456', newPassword: 'nueva-clave-2' };
    expectIdentityRefusal(await confirmPasswordReset(reset), 'codeMismatch');
    ports.identity.failNext(
      'confirmPasswordReset',
      portalError.identity('incorrectCredentials', 'UserNotFoundException'),
    );
    expectIdentityRefusal(await confirmPasswordReset(reset), 'codeMismatch');
  });

  it('refuses a new password longer than the provider takes, on the password field', async () => {
    const { ports, client, code, confirmPasswordReset } = await setUp();
    const error = expectFailure(
      await confirmPasswordReset({ email: client.email, code, newPassword: `clave-1${'x'.repeat(250)}` }),
      'invalid-input',
    );
    expect(error).toMatchObject({ field: 'password', message: 'Máximo 256 caracteres' });
    expect(ports.identity.callsOf('confirmPasswordReset')).toBe(0);
  });
});
