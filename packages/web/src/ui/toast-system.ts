import { NOTIFICATION_DEFAULTS, NOTIFICATION_POSITIONS, type NotificationPosition } from '@justiciable/core';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import type { ToastAction, Toaster, ToastOptions } from '../data/toaster';

// The toasts' queues and the toaster, apart from their regions (toast.tsx): every page needs the
// toaster from the start, while the regions' code loads only when the first toast is near.

export type ToastTone = 'info' | 'success' | 'error';

export interface ToastMessage {
  readonly text: string;
  readonly tone: ToastTone;
  readonly action?: ToastAction;
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
  const show =
    (tone: ToastTone) =>
    (text: string, options: ToastOptions = {}) => {
      const position = options.position ?? NOTIFICATION_DEFAULTS.position;
      if (options.action !== undefined) queues[position].add({ text, tone, action: options.action });
      else queues[position].add({ text, tone }, { timeout: options.durationMs ?? NOTIFICATION_DEFAULTS.durationMs });
    };
  return { toaster: { success: show('success'), error: show('error'), info: show('info') }, queues };
}
