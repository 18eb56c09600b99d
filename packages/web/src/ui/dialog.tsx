import { cloneElement, type ReactElement } from 'react';
import { useLookAlike } from './overlay-loader';

export interface DialogProps {
  /** The control that opens the dialog: the portal's Button, without an onPress of its own. */
  readonly trigger: ReactElement<{ readonly onPress?: () => void; readonly onFocus?: () => void; readonly onBlur?: () => void }>;
  readonly title: string;
  /** The body; receives `close` so actions can dismiss the dialog. */
  readonly children: (close: () => void) => React.ReactNode;
  /** An alert dialog is for decisions that cannot be undone. */
  readonly role?: 'dialog' | 'alertdialog';
  readonly isDismissable?: boolean;
}

/**
 * A modal dialog: focus moves in, stays in, and returns to the trigger on close
 * (overlay-controls.tsx's DialogControl). Until that has come, the trigger alone, which opens it
 * once it is there.
 */
export function Dialog(props: DialogProps) {
  const { controls, takeover, events } = useLookAlike();
  if (controls !== null) return <controls.DialogControl {...props} takeover={takeover} />;
  return cloneElement(props.trigger, { onPress: events.press, onFocus: events.onFocus, onBlur: events.onBlur });
}

export function DialogActions({ children }: { readonly children: React.ReactNode }) {
  return <div className="ui-dialog-actions">{children}</div>;
}
