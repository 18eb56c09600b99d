import { describe, expect, it } from 'vitest';
import { identityMessages } from '../shared/catalogue';
import { portalError } from '../shared/portal-error';
import { createInMemoryPorts } from '../testing/create-in-memory-ports';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import { makeResendConfirmationCode } from './resend-confirmation-code';

function setUp() {
  const ports = createInMemoryPorts();
  const client = ports.world.addClient({ confirmed: false });
  return { ports, client, resendConfirmationCode: makeResendConfirmationCode(ports) };
}

describe('resendConfirmationCode', () => {
  it('e-mails a new confirmation code', async () => {
    const { ports, client, resendConfirmationCode } = setUp();
    expectOk(await resendConfirmationCode({ email: ` ${client.email} ` }));
    expect(ports.identity.lastCodeFor(client.email)).not.toBeNull();
  });

  it("refuses an empty e-mail with 'Complete el campo de correo electrónico' (SPEC §8)", async () => {
    const { ports, resendConfirmationCode } = setUp();
    expect(expectFailure(await resendConfirmationCode({ email: '' }), 'invalid-input').message).toBe(
      identityMessages.emptyUsername,
    );
    expect(ports.identity.callsOf('resendSignUpCode')).toBe(0);
  });

  it('answers an address without an account as any other, including a provider that names it', async () => {
    const { ports, resendConfirmationCode } = setUp();
    expectOk(await resendConfirmationCode({ email: 'nadie@example.com' }));
    expect(ports.identity.lastCodeFor('nadie@example.com')).toBeNull();
    ports.identity.failNext('resendSignUpCode', portalError.identity('incorrectCredentials', 'UserNotFoundException'));
    expectOk(await resendConfirmationCode({ email: 'nadie@example.com' }));
  });

  it('passes the failure of the provider through', async () => {
    const { ports, client, resendConfirmationCode } = setUp();
    ports.identity.failNext('resendSignUpCode', portalError.identity('tooManyAttempts'));
    const error = expectFailure(await resendConfirmationCode({ email: client.email }), 'identity');
    expect(error.message).toBe('Demasiados intentos. Espere unos minutos e intente nuevamente');
  });
});
