import type { PortalPorts } from '../portal-ports';
import { portalError, type PortalError } from '../shared/portal-error';
import { err, ok, type Result } from '../shared/result';
import { makeLoadSession, makeLoadUserOf, type LoadedSession } from './load-session';

export interface SessionResume {
  /** The session this portal's caller loaded before (loadSession's or resumeSession's answer); null when none. */
  readonly known: LoadedSession | null;
  /** Read the user record again even though one is known (after a long idle); false by default. */
  readonly revalidate?: boolean;
}

export interface ResumedSession {
  readonly loaded: LoadedSession;
  /** Whether the user record was read from the service on this call. */
  readonly fetched: boolean;
  /**
   * A failure to reach the services that kept the known session from being checked again: the
   * session goes on, and the person is told with the catalogue's message.
   */
  readonly warning: PortalError | null;
}

/**
 * The check the signed-in area runs on every navigation (SPEC §2), without asking the services
 * every time: the identity provider answers from its local tokens (refreshing them when due),
 * and the user record loaded for this session is kept unless a revalidation is asked for.
 * Only an authentication failure or a missing user record ends the session (a record without a
 * phone is let in, `phoneMissing`); a
 * failure to reach the services (network, timeout, a broken answer) keeps a known session, with
 * a warning.
 */
export function makeResumeSession(ports: Pick<PortalPorts, 'identity' | 'accounts'>) {
  const loadSession = makeLoadSession(ports);
  const loadUserOf = makeLoadUserOf(ports);
  return async function resumeSession({
    known,
    revalidate = false,
  }: SessionResume): Promise<Result<ResumedSession, PortalError>> {
    if (known === null) {
      const loaded = await loadSession();
      return loaded.ok ? ok({ loaded: loaded.value, fetched: true, warning: null }) : loaded;
    }

    const session = await ports.identity.currentSession();
    if (!session.ok) return keepOnTransportFailure(known, session.error);
    // Someone else signed in on this browser meanwhile: nothing known belongs to them.
    if (session.value.userId !== known.session.userId)
      return err(portalError.unauthenticated('another client signed in on this browser'));
    if (!revalidate) return ok({ loaded: known, fetched: false, warning: null });

    const reloaded = await loadUserOf(session.value);
    return reloaded.ok
      ? ok({ loaded: reloaded.value, fetched: true, warning: null })
      : keepOnTransportFailure(known, reloaded.error);
  };
}

/** A failure to reach the services keeps a known session, with the failure as its warning; any other failure ends it. */
export function keepOnTransportFailure(known: LoadedSession, error: PortalError): Result<ResumedSession, PortalError> {
  return error.kind === 'unavailable' ? ok({ loaded: known, fetched: false, warning: error }) : err(error);
}
