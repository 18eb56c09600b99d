import { describe, expect, it } from 'vitest';
import { identityMessages, validationMessages } from '../shared/catalogue';
import { portalError } from '../shared/portal-error';
import { createInMemoryPorts } from '../testing/create-in-memory-ports';
import { expectFailure, expectIdentityRefusal, expectOk } from '../testing/contract-expectations';
import { TEST_PASSWORD } from '../testing/in-memory-world';
import { makeConfirmRegistration } from './confirm-registration';

async function signedUp() {
  const ports = createInMemoryPorts();
  const email = 'lucia.perez@example.com';
  expectOk(
    await ports.identity.signUp({ email, password: TEST_PASSWORD, phone: '+5493515550142', name: 'Lucía Pérez' }),
  );
  return {
    ports,
    email,
    code: ports.identity.lastCodeFor(email) ?? '',
    confirmRegistration: makeConfirmRegistration(ports),
  };
}

describe('confirmRegistration', () => {
  it('confirms the e-mailed code and, with auto sign-in, signs the client in (SPEC §4)', async () => {
    const { ports, email, code, confirmRegistration } = await signedUp();
    expect(expectOk(await confirmRegistration({ email, code }))).toEqual({ signedIn: true });
    expect(ports.world.session?.email).toBe(email);
  });

  it("refuses an empty e-mail with 'Complete el campo de correo electrónico' (SPEC §8)", async () => {
    const { ports, code, confirmRegistration } = await signedUp();
    const error = expectFailure(await confirmRegistration({ email: '', code }), 'invalid-input');
    expect(error.message).toBe(identityMessages.emptyUsername);
    expect(ports.identity.callsOf('confirmSignUp')).toBe(0);
  });

  it('refuses an empty code before asking the provider', async () => {
    const { ports, email, confirmRegistration } = await signedUp();
    const error = expectFailure(await confirmRegistration({ email, code: ' ' }), 'invalid-input');
    expect(error).toMatchObject({ field: 'code', message: validationMessages.required });
    expect(ports.identity.callsOf('confirmSignUp')).toBe(0);
  });

  it("answers a wrong code with the provider's refusal", async () => {
    const { email, confirmRegistration } = await signedUp();
    expectIdentityRefusal(await confirmRegistration({ email, code: '000000' }), 'codeMismatch');
  });

  it('says of a link or code used again that the account is already confirmed, so the person signs in', async () => {
    const { email, code, confirmRegistration } = await signedUp();
    expectOk(await confirmRegistration({ email, code }));
    const again = await confirmRegistration({ email, code });
    expectIdentityRefusal(again, 'alreadyConfirmed');
    expect(again.ok ? null : again.error.message).toBe(
      'Su cuenta ya está confirmada. Ingrese con su correo y contraseña.',
    );
  });

  it('answers a code for an address without an account without saying it has none', async () => {
    const { ports, confirmRegistration } = await signedUp();
    // Cognito, preventing user-existence errors, calls the code expired.
    expectIdentityRefusal(await confirmRegistration({ email: 'nadie@example.com', code: '123456' }), 'expiredCode');
    ports.identity.failNext('confirmSignUp', portalError.identity('incorrectCredentials', 'UserNotFoundException'));
    expectIdentityRefusal(await confirmRegistration({ email: 'nadie@example.com', code: '123456' }), 'codeMismatch');
  });

  it('passes a transport failure through', async () => {
    const { ports, email, code, confirmRegistration } = await signedUp();
    ports.identity.failNext('confirmSignUp', portalError.unavailable('network'));
    expectFailure(await confirmRegistration({ email, code }), 'unavailable');
  });
});
