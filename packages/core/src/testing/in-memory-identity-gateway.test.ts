import { describe, expect, it } from 'vitest';
import { portalError } from '../shared/portal-error';
import { expectFailure, expectOk } from './contract-expectations';
import { describeIdentityGatewayContract } from './identity-gateway-contract';
import { InMemoryIdentityGateway } from './in-memory-identity-gateway';
import { InMemoryWorld } from './in-memory-world';

function codeOrThrow(code: string | null, email: string): string {
  if (code === null) throw new Error(`No code was e-mailed to ${email}`);
  return code;
}

describeIdentityGatewayContract('InMemoryIdentityGateway', async () => {
  const gateway = new InMemoryIdentityGateway(new InMemoryWorld());
  let emails = 0;
  return {
    subject: gateway,
    readConfirmationCode: async (email) => codeOrThrow(gateway.lastCodeFor(email), email),
    readPasswordResetCode: async (email) => codeOrThrow(gateway.lastPasswordResetCodeFor(email), email),
    uniqueEmail: () => `cliente${(emails += 1)}@example.com`,
  };
});

describe('InMemoryIdentityGateway', () => {
  it('creates the user record, with the name given at sign-up, when a sign-up is confirmed, as the emulator hook does', async () => {
    const world = new InMemoryWorld();
    const gateway = new InMemoryIdentityGateway(world);
    const { userId } = expectOk(
      await gateway.signUp({
        email: 'ana@example.com',
        password: 'clave-segura-1',
        phone: '+5493515550000',
        name: 'Ana Pérez',
      }),
    );
    expect(world.users.has(userId)).toBe(false);
    expectOk(await gateway.confirmSignUp('ana@example.com', gateway.lastCodeFor('ana@example.com') ?? ''));
    expect(world.users.get(userId)).toMatchObject({
      id: userId,
      name: 'Ana Pérez',
      email: 'ana@example.com',
      celphone: '+5493515550000',
    });
  });

  it('signs in clients the world registered', async () => {
    const world = new InMemoryWorld();
    const client = world.addClient();
    const gateway = new InMemoryIdentityGateway(world);
    expect(expectOk(await gateway.signIn(client.email, client.password)).userId).toBe(client.userId);
  });

  it('only honours the latest confirmation code', async () => {
    const gateway = new InMemoryIdentityGateway(new InMemoryWorld());
    expectOk(
      await gateway.signUp({
        email: 'ana@example.com',
        password: 'clave-segura-1',
        phone: '+5493515550000',
        name: 'Ana Pérez',
      }),
    );
    const first = gateway.lastCodeFor('ana@example.com') ?? '';
    expectOk(await gateway.resendSignUpCode('ana@example.com'));
    expect(expectFailure(await gateway.confirmSignUp('ana@example.com', first), 'identity').reason).toBe(
      'codeMismatch',
    );
  });

  it('fails the next call of a method as told, then works again', async () => {
    const world = new InMemoryWorld();
    const client = world.addClient();
    const gateway = new InMemoryIdentityGateway(world);
    gateway.failNext('signIn', portalError.unavailable('network'));
    expect(expectFailure(await gateway.signIn(client.email, client.password), 'unavailable').transport).toBe('network');
    expect(world.session).toBeNull();
    expectOk(await gateway.signIn(client.email, client.password));
    expect(gateway.callsOf('signIn')).toBe(2);
  });
});
