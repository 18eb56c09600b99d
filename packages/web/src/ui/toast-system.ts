import { NOTIFICATION_DEFAULTS, NOTIFICATION_POSITIONS, type NotificationPosition } from '@justiciable/core';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

// The toasts' queues and the toaster, apart from their regions (toast.tsx): every page needs the
// toaster from the start, while the regions' code loads only when the first toast is near.

export type ToastTone = 'info' | 'success' | 'error';

/** A button on a toast that does what the toast offers ('Enviar ahora'); the toast then closes. */
export interface ToastAction {
  readonly label: string;
  readonly onAction: () => void;
}

export interface ToastMessage {
  readonly text: string;
  readonly tone: ToastTone;
  readonly action?: ToastAction;
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

export type Queues = Readonly<Record<NotificationPosition, ToastQueue<ToastMessage>>>;

export interface ToastSystem {
  readonly toaster: Toaster;
  readonly queues: Queues;
}

export function createToastSystem(): ToastSystem {
  const queues = Object.fromEntries(
    NOTIFICATION_POSITIONS.map((position) => [position, new ToastQueue<ToastMessage>({ maxVisibleToasts: 3 })]),
  ) as unknown as Queues;
  const show = (tone: ToastTone) => (text: string, options: ToastOptions = {}) => {
    const position = options.position ?? NOTIFICATION_DEFAULTS.position;
    if (options.action !== undefined) queues[position].add({ text, tone, action: options.action });
    else queues[position].add({ text, tone }, { timeout: options.durationMs ?? NOTIFICATION_DEFAULTS.durationMs });
  };
  return { toaster: { success: show('success'), error: show('error'), info: show('info') }, queues };
}
