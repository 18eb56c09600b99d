import { identityMessages, type LoadedSession } from '@justiciable/core';
import { redirect } from '@tanstack/react-router';
import { endSession } from './end-session';
import type { RouterContext } from './router-context';
import { returningTo } from './welcome-search';

export { REVALIDATE_AFTER_IDLE_MS } from '@justiciable/core';

/**
 * The check of the signed-in area (SPEC §2), run by its layout on every navigation: core's
 * session keeper decides (the record kept, the device's session on a fresh page, a known session
 * kept when the services cannot be reached). A session that cannot go on logs out and goes to
 * /welcome, saying why unless the reason is only 'El usuario no está autenticado', and signing in
 * there comes back to `requested` (the page asked for, as its location's href).
 */
export async function requireSignedInClient(context: RouterContext, requested = '/'): Promise<LoadedSession> {
  const checked = await context.device.check();
  if (!checked.ok) {
    await endSession(context);
    if (checked.error.message !== identityMessages.notAuthenticated) context.toaster.error(checked.error.message);
    throw redirect({
      to: '/welcome/{-$verified}',
      params: { verified: undefined },
      search: returningTo(requested),
      replace: true,
    });
  }
  if (checked.value.tell !== null) context.toaster.error(checked.value.tell);
  return checked.value.loaded;
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
  const signedIn = await context.device.ifSignedIn();
  if (signedIn.ok) return signedIn.value;
  await endSession(context);
  return null;
}

/**
 * Called when the app regains focus: after a long idle the next check reads the user record
 * again. Answers whether a revalidation was scheduled, so the caller reloads the page's data.
 */
export function scheduleRevalidationAfterIdle(context: Pick<RouterContext, 'device'>, now: number): boolean {
  return context.device.regainedFocus(now);
}
