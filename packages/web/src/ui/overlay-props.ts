import type { ReactElement, ReactNode } from 'react';
import type { ComboBoxProps as AriaComboBoxProps, SelectProps as AriaSelectProps } from 'react-aria-components';
import type { ButtonVariant } from './button';

// The props of the controls that open an overlay, shared by their look-alikes (select.tsx,
// combo-box.tsx, menu.tsx, dialog.tsx) and the controls themselves (overlay-controls.tsx).

export interface Option {
  readonly id: string;
  readonly label: string;
}

export interface SelectProps extends Omit<AriaSelectProps<Option>, 'className' | 'children' | 'value' | 'onChange'> {
  readonly label: string;
  readonly options: readonly Option[];
  readonly value: string | null;
  readonly onChange: (value: string | null) => void;
  readonly description?: string;
  readonly optional?: boolean;
}

export interface ComboBoxProps extends Omit<
  AriaComboBoxProps<Option>,
  'className' | 'children' | 'selectedKey' | 'onSelectionChange' | 'items' | 'defaultItems'
> {
  readonly label: string;
  readonly options: readonly Option[];
  readonly selectedId: string | null;
  readonly onSelectedIdChange: (id: string | null) => void;
  readonly description?: string;
  readonly optional?: boolean;
  /** What the field holds, for the browser's autofill (WCAG 1.3.5: 'country-name'); none by default, as a list's search is no personal data. */
  readonly autoComplete?: string;
}

export interface MenuAction {
  readonly id: string;
  readonly label: string;
  readonly onAction: () => void;
}

export interface MenuButtonProps {
  readonly label: ReactNode;
  /** The accessible name when the visible label is not enough on its own. */
  readonly ariaLabel?: string;
  readonly actions: readonly MenuAction[];
  readonly variant?: ButtonVariant;
}

export interface DialogProps {
  /** The control that opens the dialog: the portal's Button, without an onPress of its own. */
  readonly trigger: ReactElement<{
    readonly onPress?: () => void;
    readonly onFocus?: () => void;
    readonly onBlur?: () => void;
  }>;
  readonly title: string;
  /** The body; receives `close` so actions can dismiss the dialog. */
  readonly children: (close: () => void) => ReactNode;
  /** An alert dialog is for decisions that cannot be undone. */
  readonly role?: 'dialog' | 'alertdialog';
  readonly isDismissable?: boolean;
}
