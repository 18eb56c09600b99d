import type { CatalogueMessage, GuardDecision, GuardRefusal, PortalError } from '@justiciable/core';
import { redirect } from '@tanstack/react-router';
import { readFailureMessage } from '../data/loaded';
import type { Toaster } from '../data/toaster';

/**
 * Carries out a core guard decision: nothing when allowed, otherwise its message as a toast (an
 * error, or information when core says so) and a redirect to where it says. Toasts live outside
 * the store, so they survive the redirect.
 */
export function enforce(decision: GuardDecision, toaster: Toaster): void {
  if (!decision.allow) refuse(decision, toaster);
}

/** Carries out a guard's refusal: its message as a toast and a redirect to where it says. */
export function refuse(refusal: GuardRefusal, toaster: Toaster): never {
  if (refusal.message !== null) (refusal.tone === 'info' ? toaster.info : toaster.error)(refusal.message);
  throw redirect({ href: refusal.redirectTo, replace: true });
}

/** A guard whose check itself failed: tell why and leave for a safe page. */
export function leaveWith(error: PortalError, toaster: Toaster, href: string): never {
  toaster.error(error.message);
  throw redirect({ href, replace: true });
}

/**
 * A guard whose check itself failed, on a page reached by a link (often one from an e-mail, which
 * a redirect would lose). A check that got no answer (network, timeout, a 5xx, an unreadable
 * answer) decides nothing: the route goes on with its message, for the page to show with
 * 'Reintentar', which runs the guard again. Any other failure is the check's answer: leaveWith.
 */
export function unansweredOrLeave(error: PortalError, toaster: Toaster, href: string): CatalogueMessage {
  if (error.kind === 'unavailable') return readFailureMessage(error);
  leaveWith(error, toaster, href);
}
