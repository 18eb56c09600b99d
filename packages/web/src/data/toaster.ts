import type { NotificationPosition } from '@justiciable/core';

// What tells the person what happened, as every layer sees it: guards, the session's watches and
// data's changes call a Toaster they are given; ui/toast-system.ts makes the one the app uses
// (React Aria's queues) and ui/toast.tsx shows it. Here, below them all, so none imports the ui.

/** A button on a toast that does what the toast offers ('Enviar ahora'); the toast then closes. */
export interface ToastAction {
  readonly label: string;
  readonly onAction: () => void;
}

export interface ToastOptions {
  /** One of SPEC §2's nine positions; bottom unless told otherwise. */
  readonly position?: NotificationPosition;
  /** How long it stays, in milliseconds; 5000 unless told otherwise. */
  readonly durationMs?: number;
  /** What the toast offers to do; a toast with one stays until pressed or closed, so nobody misses it. */
  readonly action?: ToastAction;
}

/**
 * Shows messages to the user. It lives outside React and outside the jotai store, so route
 * guards can use it before a redirect and a message survives the store swap of a logout.
 */
export interface Toaster {
  success(text: string, options?: ToastOptions): void;
  error(text: string, options?: ToastOptions): void;
  info(text: string, options?: ToastOptions): void;
}
