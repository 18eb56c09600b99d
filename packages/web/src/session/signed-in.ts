import { identityMessages, ok, type LoadedSession } from '@justiciable/core';
import { redirect } from '@tanstack/react-router';
import { endSession } from './end-session';
import type { RouterContext } from './router-context';
import { revalidationDueAtom, userCheckedAtAtom } from './session-atoms';
import { userAtom } from './user-atoms';
import { returningTo } from './welcome-search';

/** How long a loaded user record is trusted before regaining focus reads it again. */
export const REVALIDATE_AFTER_IDLE_MS = 30 * 60_000;

/**
 * The check of the signed-in area (SPEC §2), run by its layout on every navigation. The identity
 * provider answers from its local tokens and the user record loaded at sign-in is kept, so moving
 * between sections asks no service; the record is read again only when a revalidation is due.
 * On a fresh page (a repeat visit, a reload, offline too) the session kept on the device stands
 * for the one loaded at sign-in, and its user record is read behind the page (device-session.ts).
 * An authentication failure or a missing record logs out and goes to /welcome,
 * saying why unless the reason is only 'El usuario no está autenticado', and signing in there
 * comes back to `requested` (the page asked for, as its location's href). A failure to reach the
 * services keeps the session and says so, unless the browser is offline, which the frame says.
 */
export async function requireSignedInClient(context: RouterContext, requested = '/'): Promise<LoadedSession> {
  const store = context.store.current();
  const inStore = store.get(userAtom);
  // A repeat visit of the client whose tokens are stored here: the page opens from the session
  // the device kept, without waiting for the portal's code; the tokens and the user record are
  // checked behind it, and a refusal ends the session as a revocation does (device-session.ts).
  if (inStore === null && !store.get(revalidationDueAtom)) {
    const resumable = await context.device.session.resumable();
    if (resumable !== null) {
      store.set(userAtom, resumable);
      context.device.session.revalidate(resumable);
      return resumable;
    }
  }
  const fromDevice = inStore === null ? await context.device.session.known() : null;
  const known = inStore ?? fromDevice;
  let resumed = await context.portal.resumeSession({ known, revalidate: store.get(revalidationDueAtom) });
  // The portal's own code could not be fetched (offline, before the service worker kept it): as
  // core does when the services cannot be reached, a known session goes on, with the warning.
  if (!resumed.ok && resumed.error.kind === 'unavailable' && known !== null)
    resumed = ok({ loaded: known, fetched: false, warning: resumed.error });
  // The device's session is another client's than the provider's tokens: load the one signed in.
  else if (!resumed.ok && fromDevice !== null) resumed = await context.portal.resumeSession({ known: null });
  if (!resumed.ok) {
    await endSession(context);
    if (resumed.error.message !== identityMessages.notAuthenticated) context.toaster.error(resumed.error.message);
    throw redirect({
      to: '/welcome/{-$verified}',
      params: { verified: undefined },
      search: returningTo(requested),
      replace: true,
    });
  }
  const { loaded, fetched, warning } = resumed.value;
  if (fetched) {
    store.set(userAtom, loaded);
    store.set(userCheckedAtAtom, Date.now());
    store.set(revalidationDueAtom, false);
  } else if (fromDevice !== null) {
    store.set(userAtom, loaded);
    context.device.session.revalidate(loaded);
  }
  if (warning !== null && navigator.onLine) context.toaster.error(warning.message);
  return loaded;
}

/**
 * An account created without a phone (through the provider's API) is let in, but asked for its
 * cell phone on /celular before any page of the signed-in area, since lawyers reach their clients
 * by it; saving it comes back to `requested`. Before, such an account was signed out with no word.
 */
export function askForMissingPhone(loaded: LoadedSession, requested: string): void {
  if (loaded.phoneMissing) throw redirect({ to: '/celular', search: returningTo(requested), replace: true });
}

/**
 * The signed-in client on a page anyone may open (the welcome page, an invitation), or null.
 * A session the provider holds without a usable user record cannot be used, so it ends here and
 * the person can sign in again (SPEC §2: a failed user load logs out).
 */
export async function signedInClientIfAny(context: RouterContext): Promise<LoadedSession | null> {
  const store = context.store.current();
  const resumed = await context.portal.resumeSession({ known: store.get(userAtom) });
  if (resumed.ok) {
    if (resumed.value.fetched) {
      store.set(userAtom, resumed.value.loaded);
      store.set(userCheckedAtAtom, Date.now());
    }
    return resumed.value.loaded;
  }
  if (resumed.error.kind !== 'unauthenticated' && resumed.error.kind !== 'unavailable') await endSession(context);
  return null;
}

/**
 * Called when the app regains focus: after a long idle the next check reads the user record
 * again. Answers whether a revalidation was scheduled, so the caller reloads the page's data.
 */
export function scheduleRevalidationAfterIdle(context: Pick<RouterContext, 'store'>, now: number): boolean {
  const store = context.store.current();
  if (store.get(userAtom) === null || now - store.get(userCheckedAtAtom) < REVALIDATE_AFTER_IDLE_MS) return false;
  store.set(revalidationDueAtom, true);
  return true;
}
