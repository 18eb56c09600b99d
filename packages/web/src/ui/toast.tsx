import { NOTIFICATION_DEFAULTS, NOTIFICATION_POSITIONS, type NotificationPosition } from '@justiciable/core';
import {
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import { Button } from './button';

export type ToastTone = 'info' | 'success' | 'error';

interface ToastMessage {
  readonly text: string;
  readonly tone: ToastTone;
}

export interface ToastOptions {
  /** One of SPEC §2's nine positions; bottom unless told otherwise. */
  readonly position?: NotificationPosition;
  /** How long it stays, in milliseconds; 5000 unless told otherwise. */
  readonly durationMs?: number;
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

type Queues = Readonly<Record<NotificationPosition, ToastQueue<ToastMessage>>>;

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
    queues[position].add({ text, tone }, { timeout: options.durationMs ?? NOTIFICATION_DEFAULTS.durationMs });
  };
  return { toaster: { success: show('success'), error: show('error'), info: show('info') }, queues };
}

const toneLabel: Record<ToastTone, string> = { success: 'Listo', error: 'Error', info: 'Aviso' };

/** Each region is a landmark, so each needs its own name. */
const positionLabel: Record<NotificationPosition, string> = {
  'top-left': 'arriba a la izquierda',
  'top-right': 'arriba a la derecha',
  'bottom-left': 'abajo a la izquierda',
  'bottom-right': 'abajo a la derecha',
  top: 'arriba',
  bottom: 'abajo',
  left: 'a la izquierda',
  right: 'a la derecha',
  center: 'en el centro',
};

/**
 * One landmark region per position. React Aria announces each new toast to screen readers and
 * pauses its timer while it has focus or the pointer is over it; an empty region renders nothing.
 */
export function ToastRegions({ queues }: { readonly queues: Queues }) {
  return (
    <>
      {NOTIFICATION_POSITIONS.map((position) => (
        <ToastRegion
          key={position}
          queue={queues[position]}
          className="ui-toast-region"
          data-position={position}
          aria-label={`Avisos ${positionLabel[position]}`}
        >
          {({ toast }) => (
            <AriaToast toast={toast} className="ui-toast" data-tone={toast.content.tone}>
              <ToastContent className="ui-toast-content">
                <Text slot="title">
                  <span className="visually-hidden">{toneLabel[toast.content.tone]}: </span>
                  {toast.content.text}
                </Text>
              </ToastContent>
              <Button slot="close" variant="quiet" aria-label="Cerrar aviso">
                ✕
              </Button>
            </AriaToast>
          )}
        </ToastRegion>
      ))}
    </>
  );
}
