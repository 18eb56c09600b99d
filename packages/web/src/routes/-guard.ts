import type { GuardDecision, PortalError } from '@justiciable/core';
import { redirect } from '@tanstack/react-router';
import type { Toaster } from '../ui/toast';

/**
 * Carries out a core guard decision: nothing when allowed, otherwise its message as a toast
 * and a redirect to where it says. Toasts live outside the store, so they survive the redirect.
 */
export function enforce(decision: GuardDecision, toaster: Toaster): void {
  if (decision.allow) return;
  if (decision.message !== null) toaster.error(decision.message);
  throw redirect({ href: decision.redirectTo, replace: true });
}

/** A guard whose check itself failed: tell why and leave for a safe page. */
export function leaveWith(error: PortalError, toaster: Toaster, href: string): never {
  toaster.error(error.message);
  throw redirect({ href, replace: true });
}
