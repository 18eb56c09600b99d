import type { LoadedSession } from './load-session';
import { needsOnBoarding } from './on-boarding';
import { passwordChecklist, type PasswordCheck } from './password-policy';

export interface PasswordChecklistRequest {
  /** The password as typed so far. */
  readonly password: string;
}

/** What the sign-up, password and welcome pages work out as the person types: pure and synchronous, one object argument each. */
export interface IdentityViews {
  /**
   * Every rule of the password policy, in a fixed order, with the catalogue's text and whether
   * `password` meets it: the live checklist under a new password, and what registerClient and
   * confirmPasswordReset would refuse.
   *
   * @example
   * const unmet = portal.passwordChecklist({ password: 'clave' }).filter((check) => !check.met);
   * // unmet[0].message: 'Debe tener al menos 8 caracteres'
   */
  passwordChecklist(request: PasswordChecklistRequest): readonly PasswordCheck[];

  /**
   * Whether a signed-in client is to be asked for their name (and to confirm their phone) before
   * anything else: their user record has none, as accounts registered before sign-up asked for it.
   * completeOnBoarding saves it.
   *
   * @example
   * const loaded = valueOrThrow(await portal.loadSession());
   * if (portal.needsOnBoarding(loaded)) await portal.completeOnBoarding({ session: loaded.session, name: 'Ana Pérez', phone });
   */
  needsOnBoarding(loaded: LoadedSession): boolean;
}

/** The identity views, the same for every portal. */
export const identityViews: IdentityViews = {
  passwordChecklist: ({ password }) => passwordChecklist(password),
  needsOnBoarding,
};
