import { loadedSessionOf, type LoadedSession } from '../identity/load-session';
import type { UserRecord } from './user';

export interface SavedRecordRequest {
  /** The session as it was when the save started. */
  readonly loaded: LoadedSession;
  /** A save's answer (saveProfile, saveBilling, saveLocation). */
  readonly saved: UserRecord;
}

/** What the account's pages work out from what a use-case answered: pure and synchronous, one object argument each. */
export interface AccountViews {
  /**
   * The session with a save's answer as its record, read as a sign-in reads it: the profile, the
   * client and the marks (a deletion pending, a phone missing) the pages show, as loadSession
   * would answer them now.
   *
   * @example
   * const loaded = valueOrThrow(await portal.loadSession());
   * const saved = valueOrThrow(await portal.saveProfile({ current: loaded.user, changes: { name: 'Ana Pérez' } }));
   * const now = portal.sessionWithSavedRecord({ loaded, saved }); // now.client.name: 'Ana Pérez'
   */
  sessionWithSavedRecord(request: SavedRecordRequest): LoadedSession;
}

/** The account's views, the same for every portal. */
export const accountViews: AccountViews = {
  sessionWithSavedRecord: ({ loaded, saved }) => loadedSessionOf(loaded.session, saved),
};
