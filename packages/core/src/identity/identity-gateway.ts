import type { PortalError } from '../shared/portal-error';
import type { Result } from '../shared/result';

/** A signed-in client as the identity provider knows it. */
export interface IdentitySession {
  /** The provider's user id (Cognito sub); also the client's id everywhere else. */
  readonly userId: string;
  readonly username: string;
  readonly email: string;
}

export interface SignUpRequest {
  readonly email: string;
  readonly password: string;
  /** E.164 with its '+' prefix (SPEC §5). */
  readonly phone: string;
  /** The client's name and surname, which the user record takes at confirmation. */
  readonly name: string;
}

export interface SignUpOutcome {
  readonly userId: string;
  readonly username: string;
  readonly email: string;
  readonly phone: string;
  /** False until the e-mailed code is confirmed. */
  readonly confirmed: boolean;
}

/** What became of a sign-out at the provider. */
export interface SignOutOutcome {
  /**
   * Whether the provider ended the session (or there was none to end). False when it could not be
   * reached: the device forgets the session at once all the same, and the adapters end it at the
   * provider as soon as it answers again (a refresh token otherwise stays valid for 30 days).
   */
  readonly endedAtProvider: boolean;
}

/** How far a sign-out reaches. */
export interface SignOutScope {
  /** Every session of the account, on every device, not only this one's; the default is this one's. */
  readonly everywhere?: boolean;
}

/**
 * The managed user pool (SPEC §1, §7): e-mail as username, e-mail verification, no MFA.
 * Refusals come back as PortalError of kind 'identity' (or 'unauthenticated') with SPEC §8's text.
 */
export interface IdentityGateway {
  signUp(request: SignUpRequest): Promise<Result<SignUpOutcome, PortalError>>;
  /** Confirms the e-mailed code; with auto sign-in (SPEC §4) the client is then signed in. */
  confirmSignUp(email: string, code: string): Promise<Result<{ readonly signedIn: boolean }, PortalError>>;
  resendSignUpCode(email: string): Promise<Result<void, PortalError>>;
  signIn(email: string, password: string): Promise<Result<IdentitySession, PortalError>>;
  /** The signed-in client, or 'unauthenticated'. */
  currentSession(): Promise<Result<IdentitySession, PortalError>>;
  /**
   * Ends this device's session. `everywhere` ends every session of the account first, and fails
   * (keeping this one) when the provider cannot confirm it, as the person asked for exactly that.
   */
  signOut(scope?: SignOutScope): Promise<Result<SignOutOutcome, PortalError>>;
  /** Deletes the signed-in client's account at the provider. */
  deleteUser(): Promise<Result<void, PortalError>>;
  requestPasswordReset(email: string): Promise<Result<void, PortalError>>;
  confirmPasswordReset(email: string, code: string, newPassword: string): Promise<Result<void, PortalError>>;
}
