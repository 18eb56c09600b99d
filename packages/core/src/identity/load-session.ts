import type { UserProfile } from '../account/user-profile';
import type { UserRecord } from '../account/user';
import { userProfileFromRecord } from '../account/profile-mapping';
import type { PortalPorts } from '../portal-ports';
import { isBlank, presentText } from '../shared/blank';
import { errorMessages } from '../shared/catalogue';
import { failedTo, type PortalError } from '../shared/portal-error';
import { err, ok, type Result } from '../shared/result';
import type { IdentitySession } from './identity-gateway';
import type { SignedInClient } from './signed-in-client';

export interface LoadedSession {
  readonly session: IdentitySession;
  readonly user: UserRecord;
  readonly profile: UserProfile;
  /** The client as the use-cases that act for them take it. */
  readonly client: SignedInClient;
  /** The account is marked deleted but its deletion did not finish; deleteAccount again completes it. */
  readonly deletionPending: boolean;
  /**
   * The record holds no phone at all (neither the celphone given at sign-up nor a saved phone): an
   * account created without one. It is let in, and asked for its cell phone (addMissingPhone)
   * before anything else, since lawyers reach their clients by it.
   */
  readonly phoneMissing: boolean;
}

/**
 * The check every signed-in route runs (SPEC §2): the current session, then the user record.
 * Not being signed in stays 'El usuario no está autenticado', which the UI does not show; a
 * missing record is 'Error al obtener el usuario'. SPEC §5 also refused a record without a
 * celphone, which signed out, with no word, an account created without a phone (through the
 * provider's API): it could never enter to give one. Such a session loads, marked `phoneMissing`,
 * so the portal can ask for the phone instead.
 */
export function makeLoadSession(ports: Pick<PortalPorts, 'identity' | 'accounts'>) {
  const loadUserOf = makeLoadUserOf(ports);
  return async function loadSession(): Promise<Result<LoadedSession, PortalError>> {
    const session = await ports.identity.currentSession();
    if (!session.ok) return session;
    return loadUserOf(session.value);
  };
}

/** The user record of a session the identity provider vouched for, with what the UI derives from it. */
export function makeLoadUserOf({ accounts }: Pick<PortalPorts, 'accounts'>) {
  return async function loadUserOf(session: IdentitySession): Promise<Result<LoadedSession, PortalError>> {
    const record = await accounts.getUser(session.userId);
    if (!record.ok) return err(failedTo(errorMessages.loadUser, record.error));
    return ok(loadedSessionOf(session, record.value));
  };
}

/** The session with this user record and what the UI derives from it: as loaded, or after a save replaced the record. */
export function loadedSessionOf(session: IdentitySession, record: UserRecord): LoadedSession {
  const { user } = record;
  return {
    session,
    user: record,
    profile: userProfileFromRecord(record, session),
    client: {
      id: user.id,
      name: user.name ?? '',
      email: session.email,
      phone: presentText(user.phone) ?? user.celphone ?? '',
    },
    deletionPending: user.deletedAt !== null,
    phoneMissing: isBlank(user.celphone) && isBlank(user.phone),
  };
}
