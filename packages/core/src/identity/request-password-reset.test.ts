import { describe, expect, it } from 'vitest';
import { identityMessages } from '../shared/catalogue';
import { portalError } from '../shared/portal-error';
import { createInMemoryPorts } from '../testing/create-in-memory-ports';
import { expectFailure, expectOk } from '../testing/contract-expectations';
import { makeRequestPasswordReset } from './request-password-reset';

function setUp() {
  const ports = createInMemoryPorts();
  return { ports, client: ports.world.addClient(), requestPasswordReset: makeRequestPasswordReset(ports) };
}

describe('requestPasswordReset', () => {
  it('has a reset code e-mailed', async () => {
    const { ports, client, requestPasswordReset } = setUp();
    expectOk(await requestPasswordReset({ email: client.email }));
    expect(ports.identity.lastPasswordResetCodeFor(client.email)).not.toBeNull();
  });

  it("refuses an empty e-mail with 'Complete el campo de correo electrónico' (SPEC §8)", async () => {
    const { ports, requestPasswordReset } = setUp();
    expect(expectFailure(await requestPasswordReset({ email: '' }), 'invalid-input').message).toBe(
      identityMessages.emptyUsername,
    );
    expect(ports.identity.callsOf('requestPasswordReset')).toBe(0);
  });

  it('answers an address without an account as any other, e-mailing nothing', async () => {
    const { ports, requestPasswordReset } = setUp();
    expectOk(await requestPasswordReset({ email: 'nadie@example.com' }));
    expect(ports.identity.lastPasswordResetCodeFor('nadie@example.com')).toBeNull();
  });

  it('hides a provider that names an unknown address (one that does not prevent user-existence errors)', async () => {
    const { ports, requestPasswordReset } = setUp();
    ports.identity.failNext(
      'requestPasswordReset',
      portalError.identity('incorrectCredentials', 'UserNotFoundException: User does not exist.'),
    );
    expectOk(await requestPasswordReset({ email: 'nadie@example.com' }));
  });

  it('refuses an address longer than a username can be, on the e-mail field', async () => {
    const { ports, requestPasswordReset } = setUp();
    const error = expectFailure(
      await requestPasswordReset({ email: `${'a'.repeat(117)}@example.com` }),
      'invalid-input',
    );
    expect(error).toMatchObject({ field: 'email', message: 'Máximo 128 caracteres' });
    expect(ports.identity.callsOf('requestPasswordReset')).toBe(0);
  });

  it('passes the failure of the provider through', async () => {
    const { ports, client, requestPasswordReset } = setUp();
    ports.identity.failNext('requestPasswordReset', portalError.identity('tooManyAttempts'));
    expectFailure(await requestPasswordReset({ email: client.email }), 'identity');
  });
});
