import { Amplify } from 'aws-amplify';
import {
  autoSignIn,
  confirmSignUp,
  deleteUser,
  fetchAuthSession,
  getCurrentUser,
  signIn,
  signOut,
  signUp,
} from 'aws-amplify/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientConfig } from '../console/client-config';
import type { OutboxEntry } from '../context';
import { createConfirmedUser, startEmulator, type RunningEmulator } from '../index';

// aws-amplify v6 itself, in Node, against the emulator: the wire format is whatever Amplify
// sends and expects, including the default USER_SRP_AUTH flow and the identity pool.
describe('aws-amplify v6 against the emulator', () => {
  let emulator: RunningEmulator;
  const originalFetch = globalThis.fetch;
  /** What Amplify asked the emulator, as '<Operation>' or '<Operation> <AuthFlow>'. */
  const calls: string[] = [];
  const email = 'ana.perez@example.com';
  const password = 'clave-segura-1';

  beforeAll(async () => {
    emulator = await startEmulator({ port: 0, data: ':memory:', seed: 'none' });
    globalThis.fetch = async (input, init) => {
      const target = new Headers(init?.headers).get('x-amz-target');
      if (target) {
        const flow =
          typeof init?.body === 'string' ? (JSON.parse(init.body) as { AuthFlow?: string }).AuthFlow : undefined;
        calls.push([target.split('.')[1], flow].filter(Boolean).join(' '));
      }
      return originalFetch(input, init);
    };
    const config = (await (await fetch(`${emulator.url}/__emulator/config.json`)).json()) as ClientConfig;
    Amplify.configure({
      Auth: {
        Cognito: {
          userPoolId: config.userPoolId,
          userPoolClientId: config.userPoolClientId,
          identityPoolId: config.identityPoolId,
          userPoolEndpoint: config.userPoolEndpoint,
          identityPoolEndpoint: config.identityPoolEndpoint,
          allowGuestAccess: config.identityPoolGuestAccess,
          loginWith: { email: true },
          signUpVerificationMethod: 'code',
        },
      },
    });
  });

  afterAll(async () => {
    globalThis.fetch = originalFetch;
    await emulator.close();
  });

  async function latestCode(to: string): Promise<string> {
    const outbox = (await (await fetch(`${emulator.url}/__emulator/outbox.json`)).json()) as OutboxEntry[];
    const entry = outbox.find((candidate) => candidate.kind === 'confirmation-code' && candidate.to === to);
    if (typeof entry?.data.code !== 'string') throw new Error(`No confirmation code for ${to} in the outbox`);
    return entry.data.code;
  }

  it('signs up, confirms with the outbox code, auto-signs in with SRP, gets credentials and deletes the user', async () => {
    const signedUp = await signUp({
      username: email,
      password,
      options: { userAttributes: { email, phone_number: '+5491155550123', name: 'Ana Pérez' }, autoSignIn: true },
    });
    expect(signedUp.nextStep.signUpStep).toBe('CONFIRM_SIGN_UP');
    expect(signedUp.userId).toMatch(/^[0-9a-f-]{36}$/);

    const confirmed = await confirmSignUp({ username: email, confirmationCode: await latestCode(email) });
    expect(confirmed.nextStep.signUpStep).toBe('COMPLETE_AUTO_SIGN_IN');

    const signedIn = await autoSignIn();
    expect(signedIn.isSignedIn).toBe(true);
    expect(calls).toEqual(['SignUp', 'ConfirmSignUp', 'InitiateAuth USER_SRP_AUTH', 'RespondToAuthChallenge']);
    expect((await getCurrentUser()).userId).toBe(signedUp.userId);

    const session = await fetchAuthSession();
    expect(session.tokens?.accessToken.payload).toMatchObject({ sub: signedUp.userId, token_use: 'access' });
    expect(session.tokens?.idToken?.payload).toMatchObject({
      email,
      phone_number: '+5491155550123',
      email_verified: true,
    });
    expect(session.identityId).toMatch(/^sa-east-1:[0-9a-f-]{36}$/);
    expect(session.credentials?.accessKeyId).toMatch(/^ASIA[A-Z2-7]{16}$/);
    expect(session.credentials?.expiration?.getTime()).toBeGreaterThan(Date.now());
    expect(calls).toContain('GetId');
    expect(calls).toContain('GetCredentialsForIdentity');
    const issued = emulator.context.findCredentials(session.credentials?.accessKeyId ?? '');
    expect(issued).toMatchObject({ sub: signedUp.userId, identityId: session.identityId });

    // Amplify ≥ 6.15 refreshes with GetTokensFromRefreshToken.
    const callsBeforeRefresh = calls.length;
    const refreshed = await fetchAuthSession({ forceRefresh: true });
    expect(calls.slice(callsBeforeRefresh)).toContain('GetTokensFromRefreshToken');
    expect(refreshed.tokens?.accessToken.toString()).not.toBe(session.tokens?.accessToken.toString());
    expect(await emulator.context.verifyAccessToken(refreshed.tokens?.accessToken.toString())).toMatchObject({
      sub: signedUp.userId,
      email,
    });

    await signOut();
    await expect(signIn({ username: email, password: 'clave-equivocada-1' })).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    const again = await signIn({ username: email, password });
    expect(again.isSignedIn).toBe(true);

    const accessToken = (await fetchAuthSession()).tokens?.accessToken.toString();
    const callsBeforeDelete = calls.length;
    await deleteUser();
    // Amplify then signs out, revoking a refresh token the emulator no longer knows.
    expect(calls.slice(callsBeforeDelete)).toEqual(['DeleteUser', 'RevokeToken']);
    expect(await emulator.context.verifyAccessToken(accessToken)).toBeNull();
    expect(emulator.context.findCredentials(session.credentials?.accessKeyId ?? '')).toBeNull();
    await expect(signIn({ username: email, password })).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });

  it('gives a visitor guest credentials, and the guest identity becomes the user’s on sign-in', async () => {
    await signOut();
    const callsBefore = calls.length;
    const guest = await fetchAuthSession();
    expect(calls.slice(callsBefore)).toEqual(['GetId', 'GetCredentialsForIdentity']);
    expect(guest.tokens).toBeUndefined();
    expect(guest.identityId).toMatch(/^sa-east-1:[0-9a-f-]{36}$/);
    expect(emulator.context.findCredentials(guest.credentials?.accessKeyId ?? '')).toMatchObject({
      identityId: guest.identityId,
      sub: null,
    });

    const visitor = 'visitante@example.com';
    const { sub } = createConfirmedUser(emulator.context, {
      email: visitor,
      password,
      phone: '+5491155550124',
      name: 'Visitante',
    });
    expect((await signIn({ username: visitor, password })).isSignedIn).toBe(true);
    const signedIn = await fetchAuthSession();
    expect(signedIn.identityId).toBe(guest.identityId);
    expect(emulator.context.findCredentials(signedIn.credentials?.accessKeyId ?? '')).toMatchObject({
      identityId: guest.identityId,
      sub,
    });
    await signOut();
  });
});
