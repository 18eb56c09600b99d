import {
  err,
  ok,
  portalError,
  type IdentityGateway,
  type IdentitySession,
  type PortalError,
  type Result,
  type SignUpOutcome,
  type SignOutOutcome,
  type SignOutScope,
  type SignUpRequest,
  sessionMessages,
} from '@justiciable/core';
import type { PortalConfig } from '../portal-config';
import type { AdapterLogger } from '../shared/logger';
import type { AwsCredentials } from '../shared/session-sources';
import { cognitoAccessToken, cognitoCredentials, storedTokensIfFresh } from './cognito-session';
import { callUserPool, PendingRevocations } from './user-pool-sign-out';
import {
  AmplifySession,
  amplifyRealtime,
  type AmplifyAuth,
  type AmplifyRealtime,
  type TokenStorage,
} from './configure-amplify';

/**
 * The user pool through Amplify v6 (SPEC §1, §5, §7), for one portal: the e-mail is the
 * username, sign-up signs in once the code is confirmed (with the password this portal's sign-up
 * was given, kept in memory until then), sign-in uses Amplify's default SRP flow. Amplify is loaded on the first call that needs it. It keeps one session per
 * page or Node process: while this portal holds it, another portal's sign-in is refused
 * ('forbidden', `sessionMessages.heldByAnotherPortal`) and that portal reads as signed out.
 */
export class CognitoIdentityGateway implements IdentityGateway {
  private readonly amplify: AmplifySession;
  /**
   * The password of each sign-up this portal made and has not confirmed yet, by e-mail, to sign in
   * once the code is confirmed. Amplify's own autoSignIn keeps the same in memory, but through a
   * process-wide hub whose state a refused confirmation left waiting: the next confirmation never
   * answered. Lost with the page, as Amplify's is: the client then signs in by hand.
   */
  private readonly unconfirmedPasswords = new Map<string, string>();

  /** Refresh tokens a sign-out could not revoke at the pool yet (offline), revoked once it answers. */
  private readonly revocations: PendingRevocations;
  /** What ends with this portal's session: its realtime subscriptions (AppSyncAccountEvents). */
  private readonly sessionEndListeners = new Set<() => void>();
  private readonly logger: AdapterLogger | null;

  /**
   * `tokenStorage`: where Amplify keeps the tokens (a browser's localStorage, a Node script's
   * `fileTokenStorage`), read there while fresh. `logger`: where sign-ins, sign-outs and the
   * session's reads are told.
   */
  constructor(
    config: PortalConfig,
    options: { readonly tokenStorage?: TokenStorage; readonly logger?: AdapterLogger | null } = {},
  ) {
    this.logger = options.logger ?? null;
    this.amplify = new AmplifySession(config, options.tokenStorage, this.logger);
    this.revocations = new PendingRevocations(config, options.tokenStorage ?? null);
    // A sign-out made offline before this page or process started.
    void this.revocations.retry();
  }

  /** This portal's user-pool access token, which its API calls send; null while it has no session. */
  accessToken(): Promise<Result<string | null, PortalError>> {
    return cognitoAccessToken(this.amplify);
  }

  /** This portal's identity-pool credentials (the Lambda file functions'), or a guest's where the pool allows guests. */
  credentials(): Promise<Result<AwsCredentials, PortalError>> {
    return cognitoCredentials(this.amplify);
  }

  /** Calls `listener` when this portal's session ends (signOut, deleteUser); answers a function that stops calling it. */
  whenSessionEnds(listener: () => void): () => void {
    this.sessionEndListeners.add(listener);
    return () => this.sessionEndListeners.delete(listener);
  }

  /** The session ended: what depended on it stops (the realtime socket closes once nothing is followed). */
  private sessionEnded(): void {
    this.amplify.release();
    for (const listener of [...this.sessionEndListeners]) listener();
  }

  /** Amplify's realtime client over this portal's session (AppSyncAccountEvents' socket), loaded on first use. */
  realtime(): Promise<Result<AmplifyRealtime, PortalError>> {
    return amplifyRealtime(this.amplify, () => this.accessToken());
  }

  signUp(request: SignUpRequest): Promise<Result<SignUpOutcome, PortalError>> {
    // The phone arrives in E.164 with its '+' (SPEC §5); one without it is the pool's to refuse.
    const { phone } = request;
    return this.amplify.withAmplify(async ({ auth }) => {
      const output = await auth.signUp({
        username: request.email,
        password: request.password,
        options: { userAttributes: { email: request.email, phone_number: phone, name: request.name } },
      });
      if (output.userId === undefined)
        return err(portalError.unavailable('malformed', 'SignUp answered without the user id'));
      if (!output.isSignUpComplete) this.unconfirmedPasswords.set(request.email.toLowerCase(), request.password);
      return ok({
        userId: output.userId,
        username: request.email,
        email: request.email,
        phone,
        confirmed: output.isSignUpComplete,
      });
    });
  }

  async confirmSignUp(email: string, code: string): Promise<Result<{ readonly signedIn: boolean }, PortalError>> {
    const confirmed = await this.amplify.withAmplify(async ({ auth }) => {
      await auth.confirmSignUp({ username: email, confirmationCode: code });
      return ok();
    });
    if (!confirmed.ok) return confirmed;
    const password = this.unconfirmedPasswords.get(email.toLowerCase());
    if (password === undefined) return ok({ signedIn: false });
    this.unconfirmedPasswords.delete(email.toLowerCase());
    // The account is confirmed whatever happens next; a failed sign-in only means the client
    // signs in by hand, and reporting an error would invite a second confirmation the pool refuses.
    const signedIn = await this.signIn(email, password);
    return ok({ signedIn: signedIn.ok });
  }

  resendSignUpCode(email: string): Promise<Result<void, PortalError>> {
    return this.amplify.withAmplify(async ({ auth }) => {
      await auth.resendSignUpCode({ username: email });
      return ok();
    });
  }

  async signIn(email: string, password: string): Promise<Result<IdentitySession, PortalError>> {
    const switching = this.amplify.holds();
    const signedIn = await this.amplify.withAmplify(async (amplify) => {
      const output = await signInReplacingSession(amplify, email, password);
      if (output.isSignedIn) return sessionFromTokens(amplify);
      // Amplify answers an unconfirmed account with a next step, not an exception.
      if (output.nextStep.signInStep === 'CONFIRM_SIGN_UP') return err(portalError.identity('userNotConfirmed'));
      return err(portalError.identity('unknown', `unexpected sign-in step ${output.nextStep.signInStep}`));
    });
    this.logger?.debug(
      signedIn.ok
        ? `identity: signed in as ${signedIn.value.email}`
        : `identity: sign-in refused (${signedIn.error.kind}: ${signedIn.error.detail ?? ''})`,
    );
    if (signedIn.ok) this.amplify.hold();
    // A refused switch of account may have closed the session it was to replace (signInReplacingSession).
    else if (switching) await this.currentSession();
    return signedIn;
  }

  /**
   * The session as the user pool's tokens tell it, with no request while they are valid: read
   * from storage while fresh, without loading Amplify; else from Amplify, which refreshes an
   * expired one on the way. fetchAuthSession would also ask the identity pool for credentials,
   * which only the file store needs and fetches itself (cognitoCredentials).
   */
  async currentSession(): Promise<Result<IdentitySession, PortalError>> {
    if (this.amplify.heldElsewhere())
      return err(portalError.unauthenticated('another portal of this process holds the session'));
    const stored = storedTokensIfFresh(this.amplify);
    if (stored !== null) {
      this.logger?.debug(`identity: the session of ${stored.email} read from the token storage`);
      return ok({ userId: stored.userId, username: stored.email, email: stored.email });
    }
    const session = await this.amplify.withAmplify(sessionFromTokens);
    this.logger?.debug(
      session.ok
        ? `identity: the session of ${session.value.email} read through Amplify`
        : `identity: no session (${session.error.kind})`,
    );
    if (session.ok) this.amplify.hold();
    else if (session.error.kind === 'unauthenticated') this.amplify.release();
    return session;
  }

  /**
   * Ends this portal's session; with none (another portal holds the process's), there is nothing
   * to end. Its refresh token is revoked at the pool first, and kept to revoke later when the pool
   * cannot be reached; `everywhere` ends every session of the account (GlobalSignOut, with a fresh
   * access token) and keeps this one when the pool does not confirm it.
   */
  async signOut(scope: SignOutScope = {}): Promise<Result<SignOutOutcome, PortalError>> {
    if (this.amplify.heldElsewhere()) return ok({ endedAtProvider: true });
    const config = this.amplify.config;
    const signedOut = await this.amplify.withAmplify(
      async ({ auth, tokens }): Promise<Result<SignOutOutcome, PortalError>> => {
        let endedAtProvider = true;
        if (scope.everywhere === true) {
          const accessToken = (await tokens.getTokens())?.accessToken.toString();
          const ended =
            accessToken === undefined
              ? 'refused'
              : await callUserPool(config, 'GlobalSignOut', { AccessToken: accessToken });
          if (ended !== 'done') {
            return err(
              ended === 'no-answer'
                ? {
                    ...portalError.unavailable('network', 'GlobalSignOut got no answer'),
                    message: sessionMessages.signOutEverywhereFailed,
                  }
                : portalError.unauthenticated('GlobalSignOut refused the access token'),
            );
          }
        } else {
          const refreshToken = (await tokens.authTokenStore.loadTokens())?.refreshToken;
          if (refreshToken !== undefined) endedAtProvider = await this.revocations.revoke(refreshToken);
        }
        await auth.signOut();
        return ok({ endedAtProvider });
      },
    );
    this.logger?.debug(
      signedOut.ok
        ? `identity: signed out (ended at the pool: ${signedOut.value.endedAtProvider})`
        : `identity: sign-out failed (${signedOut.error.kind})`,
    );
    if (signedOut.ok) this.sessionEnded();
    return signedOut;
  }

  async deleteUser(): Promise<Result<void, PortalError>> {
    if (this.amplify.heldElsewhere())
      return err(portalError.unauthenticated('another portal of this process holds the session'));
    const deleted = await this.amplify.withAmplify(async ({ auth }) => {
      await auth.deleteUser();
      return ok();
    });
    if (deleted.ok) this.sessionEnded();
    return deleted;
  }

  requestPasswordReset(email: string): Promise<Result<void, PortalError>> {
    return this.amplify.withAmplify(async ({ auth }) => {
      await auth.resetPassword({ username: email });
      return ok();
    });
  }

  confirmPasswordReset(email: string, code: string, newPassword: string): Promise<Result<void, PortalError>> {
    return this.amplify.withAmplify(async ({ auth }) => {
      await auth.confirmResetPassword({ username: email, confirmationCode: code, newPassword });
      return ok();
    });
  }
}

/** The session the user pool's tokens tell, from Amplify's token provider. */
async function sessionFromTokens({ tokens: provider }: AmplifyAuth): Promise<Result<IdentitySession, PortalError>> {
  const tokens = await provider.getTokens();
  if (tokens === null) return err(portalError.unauthenticated('nobody is signed in'));
  const { sub, email } = tokens.idToken?.payload ?? {};
  if (typeof sub !== 'string' || typeof email !== 'string') {
    return err(portalError.unauthenticated('the session carries no ID token with a user id and an e-mail'));
  }
  return ok({ userId: sub, username: email, email });
}

/**
 * Signing in while another session is open is a switch of account: Amplify refuses it
 * (UserAlreadyAuthenticatedException), so the old session is closed and the sign-in retried once.
 */
async function signInReplacingSession(
  { auth }: AmplifyAuth,
  username: string,
  password: string,
): ReturnType<AmplifyAuth['auth']['signIn']> {
  try {
    return await auth.signIn({ username, password });
  } catch (error) {
    if (!(error instanceof Error) || error.name !== 'UserAlreadyAuthenticatedException') throw error;
    await auth.signOut();
    return auth.signIn({ username, password });
  }
}
