import { Dialog as AriaDialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';

export interface DialogProps {
  /** The control that opens the dialog, usually a Button. */
  readonly trigger: React.ReactElement;
  readonly title: string;
  /** The body; receives `close` so actions can dismiss the dialog. */
  readonly children: (close: () => void) => React.ReactNode;
  /** An alert dialog is for decisions that cannot be undone. */
  readonly role?: 'dialog' | 'alertdialog';
  readonly isDismissable?: boolean;
}

/** A modal dialog: focus moves in, stays in, and returns to the trigger on close. */
export function Dialog({ trigger, title, children, role = 'dialog', isDismissable = true }: DialogProps) {
  return (
    <DialogTrigger>
      {trigger}
      <ModalOverlay className="ui-modal-overlay" isDismissable={isDismissable}>
        <Modal className="ui-modal">
          <AriaDialog className="ui-dialog" role={role}>
            {({ close }) => (
              <>
                <Heading slot="title">{title}</Heading>
                {children(close)}
              </>
            )}
          </AriaDialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}

export function DialogActions({ children }: { readonly children: React.ReactNode }) {
  return <div className="ui-dialog-actions">{children}</div>;
}
