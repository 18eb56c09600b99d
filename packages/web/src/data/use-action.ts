import { offlineMessages, type CatalogueMessage, type PortalError, type Result } from '@justiciable/core';
import { useRouter, type RegisteredRouter, type RouteIds } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useDataContext } from './data-context';

export type RouteId = RouteIds<RegisteredRouter['routeTree']>;

export interface ActionOptions<T> {
  /** The catalogue's success text, or how to read it from the answer; no toast when left out. */
  readonly success?: string | ((value: T) => string);
  /** The routes whose loader data the change makes stale: they reload, at once if on screen. */
  readonly invalidates?: readonly RouteId[];
  /** What else follows a success (state of the feature, a navigation). */
  readonly onSuccess?: (value: T) => void | Promise<void>;
  /**
   * Where a failure is told: a toast (the default), or 'inline' where the component shows `error`
   * itself, in an announced alert (FormAlert) beside what failed, so it is told once.
   */
  readonly failure?: 'toast' | 'inline';
}

export interface Action<Args extends readonly unknown[], T> {
  /** Runs the use-case; resolves with its answer once toasts and reloads are done. */
  readonly run: (...args: Args) => Promise<Result<T, PortalError>>;
  readonly pending: boolean;
  /**
   * The last failure's catalogue message, for a form's own alert; null after a success, once
   * forgotten, and once the connection a change refused offline missed is back (the toast then
   * offers to send it: 'Sin conexión' would no longer be true).
   */
  readonly error: CatalogueMessage | null;
  /** Forgets the last failure, once the person acts on what it said (types again). */
  readonly clearError: () => void;
}

/**
 * The one way a component changes data: runs a core use-case, tracks that it is pending, shows
 * the catalogue's toast (announced to screen readers by the toast region) unless the component
 * says it there itself, and on success invalidates the routes whose data changed (and drops
 * what a page read for another, DeviceReads' handOver). It never touches the form that called it, so what
 * the person typed stays there when the change fails. A change that got no answer while the
 * browser is offline says that nothing was sent and what was typed is kept; when the connection
 * comes back the person is offered to send it, the same call, with one press. Nothing is queued
 * to go by itself: a legal write goes when its author says so.
 */
export function useAction<Args extends readonly unknown[], T>(
  change: (...args: Args) => Promise<Result<T, PortalError>>,
  options: ActionOptions<T> = {},
): Action<Args, T> {
  const router = useRouter();
  const { toaster, device } = useDataContext();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<CatalogueMessage | null>(null);
  // The offer to send a change refused offline, waiting for the connection; replaced by a new try.
  const stopWaitingToOffer = useRef<() => void>(() => undefined);
  useEffect(() => () => stopWaitingToOffer.current(), []);

  /** When the connection comes back, offers to send again what was refused offline. */
  function offerWhenOnline(send: () => void) {
    const offer = () => {
      setError((shown) => (shown === offlineMessages.changeNotSent ? null : shown));
      toaster.info(offlineMessages.backOnline, { action: { label: offlineMessages.sendNow, onAction: send } });
    };
    window.addEventListener('online', offer, { once: true });
    stopWaitingToOffer.current = () => window.removeEventListener('online', offer);
  }

  async function run(...args: Args): Promise<Result<T, PortalError>> {
    const { success, invalidates = [], onSuccess, failure = 'toast' } = options;
    stopWaitingToOffer.current();
    setPending(true);
    let result: Result<T, PortalError>;
    try {
      result = await change(...args);
      if (result.ok) {
        setError(null);
        // An answer one page read for another may not hold the change: that page reads its own.
        device.reads.forgetHandedOver();
        if (invalidates.length > 0) {
          await router.invalidate({ filter: (match) => (invalidates as readonly string[]).includes(match.routeId) });
        }
      }
    } finally {
      // A use-case that throws (a bug: failures are answered) must not leave the button spinning.
      setPending(false);
    }
    if (!result.ok) {
      const offline = result.error.kind === 'unavailable' && !navigator.onLine;
      const message = offline ? offlineMessages.changeNotSent : result.error.message;
      setError(message);
      // SPEC §2 never shows 'El usuario no está autenticado'; a signed-in client whose session
      // a service refused is told why by the session watch (session/revoked-session.ts).
      if (result.error.kind !== 'unauthenticated' && failure === 'toast') toaster.error(message);
      if (offline) offerWhenOnline(() => void run(...args));
      return result;
    }
    if (success !== undefined) toaster.success(typeof success === 'string' ? success : success(result.value));
    await onSuccess?.(result.value);
    return result;
  }

  return { run, pending, error, clearError: () => setError(null) };
}
