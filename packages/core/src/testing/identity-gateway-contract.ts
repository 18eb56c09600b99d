import { beforeEach, describe, expect, it } from 'vitest';
import type { IdentityGateway } from '../identity/identity-gateway';
import { expectFailure, expectIdentityRefusal, expectOk } from './contract-expectations';

/** What an IdentityGateway contract run needs; the factory builds a fresh one before every test. */
export interface IdentityGatewayWorld {
  readonly subject: IdentityGateway;
  /** The sign-up code last e-mailed to the address (the emulator's outbox; the fake's lastCodeFor). */
  readConfirmationCode(email: string): Promise<string>;
  /** The password-reset code last e-mailed to the address. */
  readPasswordResetCode(email: string): Promise<string>;
  /** An e-mail address no account uses, different on every call. */
  uniqueEmail(): string;
}

const PASSWORD = 'clave-segura-1';
const PHONE = '+5493515550123';
const NAME = 'Ana Pérez';

/**
 * The user pool's behaviour (SPEC §1, §4, §5, §8): registration with a confirmation code, sign-in
 * and its refusals, the session, sign-out, password reset and account deletion.
 */
export function describeIdentityGatewayContract(name: string, factory: () => Promise<IdentityGatewayWorld>): void {
  describe(`${name} honours the IdentityGateway contract`, () => {
    let world: IdentityGatewayWorld;
    let subject: IdentityGateway;

    beforeEach(async () => {
      world = await factory();
      subject = world.subject;
      // Runs share the provider's session (a browser keeps one), so each test starts signed out.
      expectOk(await subject.signOut());
    });

    /** A confirmed account, signed out. */
    async function confirmedAccount(password = PASSWORD) {
      const email = world.uniqueEmail();
      const signedUp = expectOk(await subject.signUp({ email, password, phone: PHONE, name: NAME }));
      expectOk(await subject.confirmSignUp(email, await world.readConfirmationCode(email)));
      expectOk(await subject.signOut());
      return { email, password, userId: signedUp.userId };
    }

    it('signs up an unconfirmed account for the e-mail and phone', async () => {
      const email = world.uniqueEmail();
      const outcome = expectOk(await subject.signUp({ email, password: PASSWORD, phone: PHONE, name: NAME }));
      expect(outcome).toMatchObject({ email, phone: PHONE, confirmed: false });
      expect(outcome.userId).not.toBe('');
      expect(outcome.username).not.toBe('');
    });

    it('confirms with the e-mailed code, signs in and out, and then has no session', async () => {
      const email = world.uniqueEmail();
      const { userId } = expectOk(await subject.signUp({ email, password: PASSWORD, phone: PHONE, name: NAME }));
      const confirmed = expectOk(await subject.confirmSignUp(email, await world.readConfirmationCode(email)));
      if (confirmed.signedIn) expect(expectOk(await subject.currentSession())).toMatchObject({ userId, email });
      expectOk(await subject.signOut());

      const session = expectOk(await subject.signIn(email, PASSWORD));
      expect(session).toMatchObject({ userId, email });
      expect(expectOk(await subject.currentSession())).toMatchObject({ userId, email });

      expectOk(await subject.signOut());
      expectFailure(await subject.currentSession(), 'unauthenticated');
    });

    it('accepts a password without uppercase letters (SPEC §5)', async () => {
      const email = world.uniqueEmail();
      expectOk(await subject.signUp({ email, password: 'solo-minusculas-9', phone: PHONE, name: NAME }));
    });

    it.each([
      ['shorter than 8 characters', 'ab-12'],
      ['without a lowercase letter', 'CLAVE-SEGURA-1'],
      ['without a number', 'clave-segura'],
      ['without a symbol', 'clavesegura1'],
    ])('refuses a password %s as invalidPassword (SPEC §5)', async (_rule, password) => {
      expectIdentityRefusal(
        await subject.signUp({ email: world.uniqueEmail(), password, phone: PHONE, name: NAME }),
        'invalidPassword',
      );
    });

    it('refuses a second account with the same e-mail as emailExists', async () => {
      const email = world.uniqueEmail();
      expectOk(await subject.signUp({ email, password: PASSWORD, phone: PHONE, name: NAME }));
      expectIdentityRefusal(
        await subject.signUp({ email, password: PASSWORD, phone: PHONE, name: NAME }),
        'emailExists',
      );
    });

    it('refuses a malformed e-mail as invalidEmail and a phone without its + as invalidPhone', async () => {
      expectIdentityRefusal(
        await subject.signUp({ email: 'maria.sin.arroba', password: PASSWORD, phone: PHONE, name: NAME }),
        'invalidEmail',
      );
      expectIdentityRefusal(
        await subject.signUp({ email: world.uniqueEmail(), password: PASSWORD, phone: '3515550123', name: NAME }),
        'invalidPhone',
      );
    });

    it('refuses a wrong confirmation code as codeMismatch and keeps the account unconfirmed', async () => {
      const email = world.uniqueEmail();
      expectOk(await subject.signUp({ email, password: PASSWORD, phone: PHONE, name: NAME }));
      const code = await world.readConfirmationCode(email);
      const wrongCode = code === '000000' ? '111111' : '000000';
      expectIdentityRefusal(await subject.confirmSignUp(email, wrongCode), 'codeMismatch');
      expectIdentityRefusal(await subject.signIn(email, PASSWORD), 'userNotConfirmed');
    });

    it('refuses to confirm, or to send a code to, an account confirmed before, as alreadyConfirmed', async () => {
      const { email } = await confirmedAccount();
      expectIdentityRefusal(await subject.confirmSignUp(email, '123456'), 'alreadyConfirmed');
      expectIdentityRefusal(await subject.resendSignUpCode(email), 'alreadyConfirmed');
    });

    it('resends a sign-up code that confirms the account', async () => {
      const email = world.uniqueEmail();
      expectOk(await subject.signUp({ email, password: PASSWORD, phone: PHONE, name: NAME }));
      expectOk(await subject.resendSignUpCode(email));
      expectOk(await subject.confirmSignUp(email, await world.readConfirmationCode(email)));
      expectOk(await subject.signOut());
      expectOk(await subject.signIn(email, PASSWORD));
    });

    it('refuses to sign in an unconfirmed account as userNotConfirmed', async () => {
      const email = world.uniqueEmail();
      expectOk(await subject.signUp({ email, password: PASSWORD, phone: PHONE, name: NAME }));
      expectIdentityRefusal(await subject.signIn(email, PASSWORD), 'userNotConfirmed');
      expectFailure(await subject.currentSession(), 'unauthenticated');
    });

    it('refuses a wrong password as incorrectCredentials and stays signed out', async () => {
      const { email } = await confirmedAccount();
      expectIdentityRefusal(await subject.signIn(email, 'otra-clave-2'), 'incorrectCredentials');
      expectFailure(await subject.currentSession(), 'unauthenticated');
    });

    it('refuses an unknown e-mail as incorrectCredentials, without telling it does not exist', async () => {
      expectIdentityRefusal(await subject.signIn(world.uniqueEmail(), PASSWORD), 'incorrectCredentials');
    });

    it('locks sign-in after five wrong passwords as accountLocked, even with the right one, for an unknown e-mail alike', async () => {
      const { email, password } = await confirmedAccount();
      for (const address of [email, world.uniqueEmail()]) {
        for (let attempt = 0; attempt < 5; attempt++)
          expectIdentityRefusal(await subject.signIn(address, 'otra-clave-2'), 'incorrectCredentials');
        expectIdentityRefusal(await subject.signIn(address, password), 'accountLocked');
      }
      expectFailure(await subject.currentSession(), 'unauthenticated');
      // Twelve sign-ins, each a full SRP exchange against the emulator.
    }, 30_000);

    it('asks for a password reset or a new sign-up code for an unknown e-mail without telling it has no account', async () => {
      const email = world.uniqueEmail();
      expectOk(await subject.requestPasswordReset(email));
      expectOk(await subject.resendSignUpCode(email));
    });

    it('refuses a reset code for an unknown e-mail as codeMismatch, as a wrong code', async () => {
      expectIdentityRefusal(
        await subject.confirmPasswordReset(world.uniqueEmail(), '123456', 'nueva-clave-7'),
        'codeMismatch',
      );
    });

    it('refuses an empty e-mail as emptyUsername and an empty password as emptyPassword', async () => {
      expectIdentityRefusal(await subject.signIn('', PASSWORD), 'emptyUsername');
      expectIdentityRefusal(await subject.signIn(world.uniqueEmail(), ''), 'emptyPassword');
    });

    it('has no session before anyone signs in', async () => {
      expectFailure(await subject.currentSession(), 'unauthenticated');
    });

    it('deletes the signed-in account: no session, no sign-in, and the e-mail is free again', async () => {
      const { email, password } = await confirmedAccount();
      expectOk(await subject.signIn(email, password));
      expectOk(await subject.deleteUser());
      expectFailure(await subject.currentSession(), 'unauthenticated');
      expectIdentityRefusal(await subject.signIn(email, password), 'incorrectCredentials');
      expectOk(await subject.signUp({ email, password, phone: PHONE, name: NAME }));
    });

    it('refuses to delete an account without a session as unauthenticated', async () => {
      expectFailure(await subject.deleteUser(), 'unauthenticated');
    });

    it('resets a forgotten password with the e-mailed code: the new one signs in, the old one no longer', async () => {
      const { email, password } = await confirmedAccount();
      expectOk(await subject.requestPasswordReset(email));
      const code = await world.readPasswordResetCode(email);
      expectOk(await subject.confirmPasswordReset(email, code, 'nueva-clave-7'));
      expectIdentityRefusal(await subject.signIn(email, password), 'incorrectCredentials');
      expectOk(await subject.signIn(email, 'nueva-clave-7'));
    });

    it('refuses a wrong reset code as codeMismatch and a weak new password as invalidPassword', async () => {
      const { email, password } = await confirmedAccount();
      expectOk(await subject.requestPasswordReset(email));
      const code = await world.readPasswordResetCode(email);
      const wrongCode = code === '000000' ? '111111' : '000000';
      expectIdentityRefusal(await subject.confirmPasswordReset(email, wrongCode, 'nueva-clave-7'), 'codeMismatch');
      expectIdentityRefusal(await subject.confirmPasswordReset(email, code, 'debil'), 'invalidPassword');
      expectOk(await subject.signIn(email, password));
    });
  });
}
