import {
  Button as AriaButton,
  ComboBox as AriaComboBox,
  Dialog as AriaDialog,
  DialogTrigger,
  Group,
  Heading,
  Input,
  ListBox,
  ListBoxItem,
  Menu as AriaMenu,
  MenuItem,
  MenuTrigger,
  Modal,
  ModalOverlay,
  Popover,
  Select as AriaSelect,
  SelectValue,
  type Key,
} from 'react-aria-components';
import { useState } from 'react';
import { Button } from './button';
import { FieldFrame } from './field-frame';
import type { ComboBoxProps, DialogProps, MenuButtonProps, Option, SelectProps } from './overlay-props';
import { useReadablePageWhileOpen } from './readable-page';

/*
 * The controls that open an overlay (a list, a menu, a dialog), with React Aria's overlay, focus
 * and collection code: a third of a signed-in page's JavaScript, which no page needs to show its
 * content. select.tsx, combo-box.tsx, menu.tsx and dialog.tsx render a look-alike until this
 * module has come (overlay-loader.ts), on idle or at the first press.
 */

/** How a control comes in place of its look-alike: opened when it was pressed, focused when it had focus. */
export interface Takeover {
  readonly open: boolean;
  readonly focus: boolean;
}

export function SelectControl({
  label,
  options,
  value,
  onChange,
  description,
  optional,
  placeholder,
  takeover,
  ...props
}: SelectProps & { readonly takeover: Takeover }) {
  return (
    <AriaSelect
      {...props}
      defaultOpen={takeover.open}
      autoFocus={takeover.focus}
      placeholder={placeholder ?? 'Seleccione una opción'}
      value={value}
      onChange={(key: Key | null) => onChange(key === null ? null : String(key))}
      className="ui-field"
    >
      <FieldFrame label={label} optional={optional} description={description}>
        <AriaButton className="ui-select-button">
          <SelectValue />
          <span className="ui-chevron" aria-hidden="true" />
        </AriaButton>
      </FieldFrame>
      <Popover className="ui-popover">
        <ListBox className="ui-listbox" items={options}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} className="ui-option">
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}

export function ComboBoxControl({
  label,
  options,
  selectedId,
  onSelectedIdChange,
  description,
  optional,
  takeover,
  autoComplete,
  ...props
}: ComboBoxProps & { readonly takeover: Takeover }) {
  const [isOpen, setOpen] = useState(false);
  const readable = useReadablePageWhileOpen(isOpen);
  return (
    <AriaComboBox
      {...props}
      onOpenChange={(open, trigger) => {
        if (open) readable.opening();
        setOpen(open);
        props.onOpenChange?.(open, trigger);
      }}
      autoFocus={takeover.focus}
      defaultItems={options}
      selectedKey={selectedId}
      onSelectionChange={(key: Key | null) => onSelectedIdChange(key === null ? null : String(key))}
      menuTrigger="focus"
      className="ui-field"
    >
      <FieldFrame label={label} optional={optional} description={description}>
        <Group className="ui-combobox-group">
          {/* React Aria turns the browser's autofill off; a field that holds personal data (a country) says which. */}
          <Input className="ui-input" {...(autoComplete === undefined ? {} : { autoComplete })} />
          <AriaButton className="ui-button ui-button--quiet" aria-label="Mostrar opciones">
            <span className="ui-chevron" aria-hidden="true" />
          </AriaButton>
        </Group>
      </FieldFrame>
      <Popover className="ui-popover">
        <ListBox className="ui-listbox">
          {(option: Option) => (
            <ListBoxItem id={option.id} textValue={option.label} className="ui-option">
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}

export function MenuControl({
  label,
  ariaLabel,
  actions,
  variant = 'secondary',
  takeover,
}: MenuButtonProps & { readonly takeover: Takeover }) {
  return (
    <MenuTrigger defaultOpen={takeover.open}>
      <Button variant={variant} aria-label={ariaLabel} autoFocus={takeover.focus}>
        {label}
        <span className="ui-chevron" aria-hidden="true" />
      </Button>
      <Popover className="ui-popover" placement="bottom end">
        <AriaMenu
          className="ui-menu"
          items={actions}
          onAction={(key) => actions.find((action) => action.id === key)?.onAction()}
        >
          {(action) => (
            <MenuItem id={action.id} className="ui-menu-item">
              {action.label}
            </MenuItem>
          )}
        </AriaMenu>
      </Popover>
    </MenuTrigger>
  );
}

export function DialogControl({
  trigger,
  title,
  children,
  role = 'dialog',
  isDismissable = true,
  takeover,
}: DialogProps & { readonly takeover: Takeover }) {
  return (
    <DialogTrigger defaultOpen={takeover.open}>
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

/** A dialog the page opens itself (an answer that asks for a decision), closed through onClose. */
export function OpenDialogControl({
  title,
  onClose,
  children,
}: {
  readonly title: string;
  readonly onClose: () => void;
  readonly children: React.ReactNode;
}) {
  return (
    <ModalOverlay
      className="ui-modal-overlay"
      isDismissable
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
    >
      <Modal className="ui-modal">
        <AriaDialog className="ui-dialog">
          <Heading slot="title">{title}</Heading>
          {children}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
