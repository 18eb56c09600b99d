import { cloneElement } from 'react';
import { useLookAlike } from './overlay-loader';
import type { DialogProps } from './overlay-props';

export type { DialogProps } from './overlay-props';

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
