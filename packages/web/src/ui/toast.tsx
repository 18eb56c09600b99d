import { NOTIFICATION_POSITIONS, type NotificationPosition } from '@justiciable/core';
import { Text, UNSTABLE_Toast as AriaToast, UNSTABLE_ToastContent as ToastContent, UNSTABLE_ToastRegion as ToastRegion } from 'react-aria-components';
import { Button } from './button';
import type { Queues, ToastAction, ToastTone } from './toast-system';

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
                {toast.content.action !== undefined ? <ToastActionButton action={toast.content.action} close={() => queues[position].close(toast.key)} /> : null}
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

/** What a toast offers, done with one press; the toast closes as it is done. */
function ToastActionButton({ action, close }: { readonly action: ToastAction; readonly close: () => void }) {
  return (
    <Button
      variant="secondary"
      onPress={() => {
        close();
        action.onAction();
      }}
    >
      {action.label}
    </Button>
  );
}
