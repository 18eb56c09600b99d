import type {
  IdentityGateway,
  IdentitySession,
  SignOutOutcome,
  SignOutScope,
  SignUpOutcome,
  SignUpRequest,
} from '../identity/identity-gateway';
import { validatePassword } from '../identity/password-policy';
import { portalError, type PortalError } from '../shared/portal-error';
import { err, ok, type Result } from '../shared/result';
import { InMemoryFake } from './in-memory-fake';
import type { IdentityAccount, InMemoryWorld } from './in-memory-world';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const E164 = /^\+[1-9]\d{1,14}$/;
const LOCKOUT_FAILURES = 5;
const LOCKOUT_WINDOW_MS = 15 * 60_000;
const LOCKOUT_MS = 15 * 60_000;

/**
 * The user pool as Cognito behaves with e-mail as username, e-mail verification and "prevent
 * user existence errors" on: an unknown e-mail signs in as a wrong password, and asks for a
 * password reset or a new sign-up code without complaint; 5 wrong passwords within 15 minutes
 * lock sign-in for 15 minutes from the fifth, by the world's clock, for any address. Codes go to
 * the world's outbox; read them with lastCodeFor and lastPasswordResetCodeFor.
 */
export class InMemoryIdentityGateway extends InMemoryFake<IdentityGateway> implements IdentityGateway {
  /** The e-mail signed up last through this gateway: confirming it signs in (auto sign-in, SPEC §4). */
  private autoSignInEmail: string | null = null;
  /** When each address (lowercased) typed a wrong password, oldest first. */
  private readonly wrongPasswords = new Map<string, number[]>();

  constructor(private readonly world: InMemoryWorld) {
    super();
  }

  /** The sign-up code most recently e-mailed to the address. */
  lastCodeFor(email: string): string | null {
    return this.world.lastCodeSentTo(email, 'confirmation-code');
  }

  lastPasswordResetCodeFor(email: string): string | null {
    return this.world.lastCodeSentTo(email, 'password-reset-code');
  }

  signUp(request: SignUpRequest): Promise<Result<SignUpOutcome, PortalError>> {
    return this.respond('signUp', () => {
      const email = request.email.trim();
      if (email === '') return err(portalError.identity('emptyUsername'));
      if (request.password === '') return err(portalError.identity('emptyPassword'));
      if (!EMAIL_SHAPE.test(email)) return err(portalError.identity('invalidEmail', 'Invalid email address format.'));
      if (!E164.test(request.phone)) return err(portalError.identity('invalidPhone', 'Invalid phone number format.'));
      const unmetRules = validatePassword(request.password);
      if (unmetRules.length > 0) return err(portalError.identity('invalidPassword', unmetRules.join(' ')));
      if (this.world.accounts.has(email.toLowerCase())) return err(portalError.identity('emailExists'));

      const account: IdentityAccount = {
        userId: `usuario-${this.world.newId()}`,
        email,
        phone: request.phone,
        name: request.name,
        password: request.password,
        confirmed: false,
        confirmationCode: null,
        resetCode: null,
      };
      this.world.accounts.set(email.toLowerCase(), account);
      this.sendConfirmationCode(account);
      this.autoSignInEmail = email.toLowerCase();
      return ok({ userId: account.userId, username: email, email, phone: request.phone, confirmed: false });
    });
  }

  confirmSignUp(email: string, code: string): Promise<Result<{ readonly signedIn: boolean }, PortalError>> {
    return this.respond('confirmSignUp', () => {
      const account = this.accountFor(email);
      if (!account.ok) return account;
      // Cognito's answer for an address without an account.
      if (account.value === undefined) return err(portalError.identity('expiredCode'));
      if (code.trim() === '') return err(portalError.identity('codeMismatch'));
      if (account.value.confirmed)
        return err(portalError.identity('alreadyConfirmed', 'User cannot be confirmed. Current status is CONFIRMED'));
      if (code.trim() !== account.value.confirmationCode) return err(portalError.identity('codeMismatch'));

      account.value.confirmed = true;
      account.value.confirmationCode = null;
      this.world.createUserRecord(account.value.userId, account.value.email, account.value.phone, account.value.name);
      const signedIn = this.autoSignInEmail === account.value.email.toLowerCase();
      this.autoSignInEmail = null;
      if (signedIn) this.world.signInAs(account.value.userId);
      return ok({ signedIn });
    });
  }

  resendSignUpCode(email: string): Promise<Result<void, PortalError>> {
    return this.respond('resendSignUpCode', () => {
      const account = this.accountFor(email);
      if (!account.ok) return account;
      if (account.value === undefined) return ok();
      if (account.value.confirmed) return err(portalError.identity('alreadyConfirmed', 'User is already confirmed.'));
      this.sendConfirmationCode(account.value);
      return ok();
    });
  }

  signIn(email: string, password: string): Promise<Result<IdentitySession, PortalError>> {
    return this.respond('signIn', () => {
      if (email.trim() === '') return err(portalError.identity('emptyUsername'));
      if (password === '') return err(portalError.identity('emptyPassword'));
      const address = email.trim().toLowerCase();
      if (this.locked(address)) return err(portalError.identity('accountLocked', 'Password attempts exceeded'));
      const account = this.world.accounts.get(address);
      // Cognito checks the password before the confirmation, and hides unknown users behind the same refusal.
      if (account === undefined || account.password !== password) {
        this.wrongPasswords.set(address, [
          ...(this.wrongPasswords.get(address) ?? []),
          this.world.clock.now().getTime(),
        ]);
        return err(portalError.identity('incorrectCredentials'));
      }
      if (!account.confirmed) return err(portalError.identity('userNotConfirmed'));
      return ok(this.world.signInAs(account.userId));
    });
  }

  currentSession(): Promise<Result<IdentitySession, PortalError>> {
    return this.respond('currentSession', () => this.world.signedIn());
  }

  /** The scope of every sign-out asked of this gateway, oldest first. */
  readonly signOuts: SignOutScope[] = [];

  signOut(scope: SignOutScope = {}): Promise<Result<SignOutOutcome, PortalError>> {
    return this.respond('signOut', () => {
      this.signOuts.push(scope);
      this.world.signOut();
      return ok({ endedAtProvider: true });
    });
  }

  deleteUser(): Promise<Result<void, PortalError>> {
    return this.respond('deleteUser', () => {
      const session = this.world.signedIn();
      if (!session.ok) return session;
      const account = this.world.accountOf(session.value.userId);
      if (account !== undefined) this.world.accounts.delete(account.email.toLowerCase());
      this.world.signOut();
      return ok();
    });
  }

  requestPasswordReset(email: string): Promise<Result<void, PortalError>> {
    return this.respond('requestPasswordReset', () => {
      if (email.trim() === '') return err(portalError.identity('emptyUsername'));
      const account = this.world.accounts.get(email.trim().toLowerCase());
      if (account !== undefined) {
        account.resetCode = this.world.newCode();
        this.world.outbox.push({ kind: 'password-reset-code', to: account.email, code: account.resetCode });
      }
      return ok();
    });
  }

  confirmPasswordReset(email: string, code: string, newPassword: string): Promise<Result<void, PortalError>> {
    return this.respond('confirmPasswordReset', () => {
      if (email.trim() === '') return err(portalError.identity('emptyUsername'));
      if (newPassword === '') return err(portalError.identity('emptyPassword'));
      const account = this.world.accounts.get(email.trim().toLowerCase());
      if (account === undefined || account.resetCode === null || code.trim() !== account.resetCode) {
        return err(portalError.identity('codeMismatch'));
      }
      const unmetRules = validatePassword(newPassword);
      if (unmetRules.length > 0) return err(portalError.identity('invalidPassword', unmetRules.join(' ')));
      account.password = newPassword;
      account.resetCode = null;
      // A new password lifts a lockout caused by wrong guesses at the old one.
      this.wrongPasswords.delete(account.email.toLowerCase());
      return ok();
    });
  }

  /** The address's account; undefined for an address without one, which is no refusal. */
  private accountFor(email: string): Result<IdentityAccount | undefined, PortalError> {
    if (email.trim() === '') return err(portalError.identity('emptyUsername'));
    return ok(this.world.accounts.get(email.trim().toLowerCase()));
  }

  /** Locked from the fifth wrong password within a window, for LOCKOUT_MS after it. */
  private locked(address: string): boolean {
    const failures = (this.wrongPasswords.get(address) ?? []).slice(-LOCKOUT_FAILURES);
    const [oldest] = failures;
    const newest = failures.at(-1);
    if (failures.length < LOCKOUT_FAILURES || oldest === undefined || newest === undefined) return false;
    return newest - oldest < LOCKOUT_WINDOW_MS && this.world.clock.now().getTime() - newest < LOCKOUT_MS;
  }

  private sendConfirmationCode(account: IdentityAccount): void {
    account.confirmationCode = this.world.newCode();
    this.world.outbox.push({ kind: 'confirmation-code', to: account.email, code: account.confirmationCode });
  }
}
