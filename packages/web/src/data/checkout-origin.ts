/**
 * Where a payment's checkout was started from, when that is not its case: the checkout (Mercado
 * Pago's back URLs, which the legacy API sets) always comes back to the payment's case,
 * /asunto/:case/:movement/:paid, where the payment is recorded; from there the client goes on to
 * where they paid from (Pagos). Kept in session storage, the tab's own, since the browser leaves
 * the portal in between; one payment at a time, forgotten once used.
 */
const KEY = 'justiciable-pago-origen';

/** Only a path of the portal: never an address elsewhere. */
const PORTAL_PATH = /^\/(?!\/)[\w\-/]*$/;

export function rememberCheckoutOrigin(movementId: string, path: string): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ movementId, path }));
  } catch {
    // No storage (a private window that refuses it): the client stays on the case, as before.
  }
}

/** The path the checkout of `movementId` was started from: null when none (or another payment's). */
export function checkoutOriginOf(movementId: string): string | null {
  try {
    const stored = sessionStorage.getItem(KEY);
    if (stored === null) return null;
    const origin = JSON.parse(stored) as { movementId?: unknown; path?: unknown };
    if (origin.movementId !== movementId) return null;
    return typeof origin.path === 'string' && PORTAL_PATH.test(origin.path) ? origin.path : null;
  } catch {
    return null;
  }
}

/** Once the client is taken back: a later return to the case stays there. */
export function forgetCheckoutOrigin(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
