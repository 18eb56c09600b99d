import type { PortalPorts } from '../portal-ports';
import type { PortalError } from '../shared/portal-error';
import type { Result } from '../shared/result';
import type { IdentitySession, SignOutOutcome, SignOutScope } from './identity-gateway';
import type { MissingPhone } from './add-missing-phone';
import type { PasswordReset, PasswordResetOutcome } from './confirm-password-reset';
import type { LoadedSession } from './load-session';
import type { OnBoardingCompletion } from './on-boarding';
import type { RegisteredClient, Registration } from './register-client';
import type { ResumedSession, SessionResume } from './resume-session';
import { makeLoadSession } from './load-session';
import { makeResumeSession } from './resume-session';
import { makeSignIn } from './sign-in';
import { makeSignOut } from './sign-out';
import { onFirstCall } from '../shared/on-first-call';

/**
 * The portal's use-cases of identity: registration, sign-in and the session (SPEC §1, §2, §4, §5).
 *
 * The identity provider's refusals are answered as kind `'identity'` with a `reason` and SPEC §8's
 * Spanish text (`identityMessages`); input refused before the provider is asked is `'invalid-input'`
 * naming its `field`; a provider that cannot be reached is `'unavailable'` with the transport's
 * text ('No se pudo conectar con el servidor…', 'El servidor tardó demasiado…').
 */
export interface IdentityUseCases {
  /**
   * Creates the client's account (SPEC §4 sign-up, §5): the name (and surname) is required and
   * given to the provider, whose confirmation puts it on the user record; the e-mail is the
   * username, the password must meet the policy, the phone is sent with its '+' prefix (added when
   * missing; spaces, dots, dashes and parentheses dropped). The account is unconfirmed until
   * `confirmRegistration`.
   *
   * Every field is checked before the provider is asked, all at once: a refusal's `fields` maps
   * each refused field to its message (name, email, password, phone, in the form's order), so a
   * form marks them together; `field` and `message` are the first's.
   *
   * Answers status 200 with the provider's user id, username, e-mail and phone. Fails with:
   * - `'invalid-input'` `name`: 'Complete este campo' or 'Máximo 100 caracteres';
   * - `'invalid-input'` `email`: 'Complete el campo de correo electrónico', 'Correo electrónico no
   *   válido', or 'Máximo N caracteres';
   * - `'invalid-input'` `password`: 'Complete el campo contraseña', 'La contraseña no cumple con los
   *   requisitos de seguridad' (the unmet rules in `detail`; `passwordChecklist` lists them), or too long;
   * - `'invalid-input'` `phone`: blank ('Complete este campo'), too long, or not a cell phone ('Número
   *   de teléfono no válido'; a number without its calling code is read under `phoneCountry`);
   * - `'identity'`: `emailExists` ('Ya existe una cuenta con este correo electrónico'), `userExists`,
   *   `invalidPhone` ('Número de teléfono no válido'), `tooManyAttempts`;
   * - `'unavailable'`: the provider could not be reached.
   *
   * @example
   * const registered = await portal.registerClient({ name: 'Ana Pérez', email: 'ana@example.com', password: 'clave-segura-1', phone: '54 9 351 555-0123' });
   */
  registerClient(registration: Registration): Promise<Result<RegisteredClient, PortalError>>;

  /**
   * Confirms the code e-mailed at registration (/verifyAccount/:username/:code); with the
   * provider's auto sign-in (SPEC §4) the client is then signed in (`signedIn: true`), otherwise
   * `signIn` follows. For an address without an account every code is simply wrong, so the answer
   * never tells which addresses have one.
   *
   * Fails with `'invalid-input'` (`email` as in registerClient; `code`: 'Complete este campo'),
   * `'identity'` `codeMismatch` ('El código de verificación es incorrecto'), `expiredCode`
   * ('El código de verificación expiró. Solicite uno nuevo'), `alreadyConfirmed` ('Su cuenta ya
   * está confirmada. Ingrese con su correo y contraseña.', for a link or code used again) or
   * `tooManyAttempts`, or `'unavailable'`.
   */
  confirmRegistration(confirmation: {
    readonly email: string;
    readonly code: string;
  }): Promise<Result<{ readonly signedIn: boolean }, PortalError>>;

  /**
   * E-mails the confirmation code again: the remedy SPEC §8's 'El usuario no está confirmado.
   * Solicitar reenvio de correo de confirmación' asks for. Succeeds alike for an address without
   * an account.
   *
   * Fails with `'invalid-input'` `email` ('Complete el campo de correo electrónico' or too long),
   * `'identity'` `alreadyConfirmed` or `tooManyAttempts`, or `'unavailable'`.
   */
  resendConfirmationCode(request: { readonly email: string }): Promise<Result<void, PortalError>>;

  /**
   * Signs the client in with e-mail and password (SPEC §1). Empty fields are refused before the
   * provider is asked (SPEC §8), both at once (`fields`, as in registerClient). Answers the provider's session (user id, username, e-mail);
   * `loadSession` then reads the client's record.
   *
   * Fails with `'invalid-input'` `email` ('Complete el campo de correo electrónico') or `password`
   * ('Complete el campo contraseña'); `'identity'` `incorrectCredentials` ('Su cuenta o contraseña
   * es incorrecta', also for an unknown address), `userNotConfirmed` ('El usuario no está
   * confirmado. Solicitar reenvio de correo de confirmación'), `accountLocked` (after 5 wrong
   * passwords, for 15 minutes) or `tooManyAttempts`; or `'unavailable'`.
   *
   * @example
   * const signedIn = await portal.signIn({ email: 'ana@example.com', password: 'clave-segura-1' });
   * if (!signedIn.ok) console.error(signedIn.error.message);
   */
  signIn(credentials: {
    readonly email: string;
    readonly password: string;
  }): Promise<Result<IdentitySession, PortalError>>;

  /**
   * Ends the session at the provider (SPEC §3, §4: logout clears every store, which the caller
   * does). By default this device's session: it is forgotten here at once, and `endedAtProvider`
   * says whether the provider confirmed it; when it could not be reached (offline) the adapters
   * end it there as soon as it answers again, and the caller should say so.
   *
   * With `everywhere: true`, every session of the account on every device ends (after a password
   * reset, or a phone left somewhere). That fails with `'unavailable'` and
   * 'No se pudo cerrar la sesión en todos los dispositivos…' when the provider cannot confirm it,
   * keeping this session so the person can try again.
   *
   * @example
   * const out = valueOrThrow(await portal.signOut({ everywhere: true }));
   */
  signOut(scope?: SignOutScope): Promise<Result<SignOutOutcome, PortalError>>;

  /**
   * Asks the provider to e-mail a password-reset code. Succeeds alike whether or not the address
   * has an account (the UI says 'Si existe una cuenta con ese correo, le enviamos un código.').
   *
   * Fails with `'invalid-input'` `email` ('Complete el campo de correo electrónico' or too long),
   * `'identity'` `tooManyAttempts`, or `'unavailable'`.
   */
  requestPasswordReset(request: { readonly email: string }): Promise<Result<void, PortalError>>;

  /**
   * Sets a new password with the e-mailed code; the new one must meet SPEC §5's policy. For an
   * address without an account every code is simply wrong.
   *
   * The provider keeps the account's other sessions alive across a reset (a phone left signed
   * in, whoever learnt the old password): with `endOtherSessions`, every session is ended once the
   * new password is set, and `otherSessionsEnded` says whether that was confirmed. The reset
   * itself succeeded either way; the person then signs in with the new password.
   *
   * Fails with `'invalid-input'` (`email`; `code`: 'Complete este campo'; `password`: as in
   * registerClient; every refused field at once in `fields`), `'identity'` `codeMismatch`, `expiredCode`, `invalidPassword` or
   * `tooManyAttempts`, or `'unavailable'`.
   */
  confirmPasswordReset(reset: PasswordReset): Promise<Result<PasswordResetOutcome, PortalError>>;

  /**
   * The check every signed-in route runs (SPEC §2): the provider's current session, then the
   * client's user record, which must exist and have a celphone (SPEC §5). Answers the session,
   * the record, the flattened profile (SPEC §3), the `client` every other use-case acts for, and
   * whether an account deletion is pending (call `deleteAccount` again to finish it).
   *
   * Fails with `'unauthenticated'` ('El usuario no está autenticado', which SPEC §2 says the UI
   * does not show) when nobody is signed in; with 'Error al obtener el usuario' (`'not-found'` for
   * a missing record, or the kind of the failure that kept it from being read); or `'unavailable'`
   * when the provider could not be reached. A record without any phone (an account created
   * without one) is not refused, as SPEC §5 had it, but loaded with `phoneMissing`, for the portal
   * to ask for it (`addMissingPhone`).
   *
   * @example
   * const session = valueOrThrow(await portal.loadSession());
   * const cases = await portal.listCases({ client: session.client }); // or listCases(): the portal keeps the client it loaded
   */
  loadSession(): Promise<Result<LoadedSession, PortalError>>;

  /**
   * The check the signed-in area runs on every navigation (SPEC §2) without asking the services
   * every time: with nothing `known` it is `loadSession`; with a known session the provider answers
   * from its local tokens and the known user record is kept unless `revalidate` asks for it again.
   * A failure to reach the services keeps a known session and answers it with a `warning` (the
   * transport's `PortalError`, to tell the person); `fetched` says whether the record was read.
   *
   * Fails, ending the session, with `'unauthenticated'` (the session ended, or another client
   * signed in meanwhile on the same provider) or 'Error al obtener el usuario' (the record is
   * gone); with nothing known, as `loadSession`.
   */
  resumeSession(resume: SessionResume): Promise<Result<ResumedSession, PortalError>>;

  /**
   * The on-boarding step right after signing in (SPEC §3 session.onBoarding), for a client
   * `needsOnBoarding` finds without a name: saves the name and the confirmed phone to the user
   * record as `saveProfile` does (SPEC §4) and answers the session with the saved record, which
   * replaces the loaded one.
   *
   * Fails with `'invalid-input'` `name` ('Complete este campo', 'Máximo 100 caracteres') or `phone`
   * (as saveProfile, or 'Complete este campo'), before anything is sent; or as saveProfile ('Error
   * al intentar guardar los datos personales').
   *
   * @example
   * const loaded = valueOrThrow(await portal.loadSession());
   * if (needsOnBoarding(loaded)) await portal.completeOnBoarding({ session: loaded, name: 'Ana Pérez', phone: loaded.client.phone });
   */
  completeOnBoarding(completion: OnBoardingCompletion): Promise<Result<LoadedSession, PortalError>>;

  /**
   * Saves the cell phone of an account that has none (loadSession's `phoneMissing`: created
   * without a phone, through the provider's API), which the signed-in area asks for before
   * anything else. The number is typed as people write it, national numbers under `country`
   * (Argentina by default), and saved in E.164 through updateUser's `phone` (SPEC §7); only the
   * phone is written. Answers the session with the saved record, no longer `phoneMissing`, to
   * replace the loaded one.
   *
   * Fails with `'invalid-input'` `phone` ('Complete este campo', 'Número de teléfono no válido' or
   * 'Máximo 20 caracteres') before anything is sent; or, when the save fails, with 'Error al
   * intentar guardar los datos personales' and the failure's kind.
   *
   * @example
   * const loaded = valueOrThrow(await portal.loadSession());
   * if (loaded.phoneMissing) await portal.addMissingPhone({ session: loaded, phone: '11 2345-6789', country: 'AR' });
   */
  addMissingPhone(missing: MissingPhone): Promise<Result<LoadedSession, PortalError>>;
}

export function identityUseCases(ports: PortalPorts): IdentityUseCases {
  return {
    registerClient: onFirstCall(async () => (await import('./register-client')).makeRegisterClient(ports)),
    confirmRegistration: onFirstCall(async () =>
      (await import('./confirm-registration')).makeConfirmRegistration(ports),
    ),
    resendConfirmationCode: onFirstCall(async () =>
      (await import('./resend-confirmation-code')).makeResendConfirmationCode(ports),
    ),
    signIn: makeSignIn(ports),
    signOut: makeSignOut(ports),
    requestPasswordReset: onFirstCall(async () =>
      (await import('./request-password-reset')).makeRequestPasswordReset(ports),
    ),
    confirmPasswordReset: onFirstCall(async () =>
      (await import('./confirm-password-reset')).makeConfirmPasswordReset(ports),
    ),
    loadSession: makeLoadSession(ports),
    resumeSession: makeResumeSession(ports),
    completeOnBoarding: onFirstCall(async () => (await import('./complete-on-boarding')).makeCompleteOnBoarding(ports)),
    addMissingPhone: onFirstCall(async () => (await import('./add-missing-phone')).makeAddMissingPhone(ports)),
  };
}
