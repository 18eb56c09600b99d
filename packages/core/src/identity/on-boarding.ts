import { isBlank } from '../shared/blank';
import type { LoadedSession } from './load-session';

/**
 * SPEC §3's session.onBoarding, right after signing in: a client whose user record has no name
 * (an account registered before the portal asked for it at sign-up) is asked for it, with the
 * phone to confirm, before anything else, since lawyers read the client by that name.
 */
export function needsOnBoarding(loaded: LoadedSession): boolean {
  return isBlank(loaded.user.user.name);
}

/** What the on-boarding step saves to the user record, for the session as loaded. */
export interface OnBoardingCompletion {
  readonly session: LoadedSession;
  /** Name and surname. */
  readonly name: string;
  /** The phone the record holds, confirmed or corrected. */
  readonly phone: string;
}
