import {
  Button as AriaButton,
  ComboBox as AriaComboBox,
  Group,
  Input,
  ListBox,
  ListBoxItem,
  Popover,
  type ComboBoxProps as AriaComboBoxProps,
  type Key,
} from 'react-aria-components';
import { FieldFrame } from './field-frame';
import type { Option } from './select';

export interface ComboBoxProps
  extends Omit<AriaComboBoxProps<Option>, 'className' | 'children' | 'selectedKey' | 'onSelectionChange' | 'items' | 'defaultItems'> {
  readonly label: string;
  readonly options: readonly Option[];
  readonly selectedId: string | null;
  readonly onSelectedIdChange: (id: string | null) => void;
  readonly description?: string;
  readonly optional?: boolean;
}

/** A searchable list; with `allowsCustomValue` the typed text stands when it matches no option. */
export function ComboBox({ label, options, selectedId, onSelectedIdChange, description, optional, ...props }: ComboBoxProps) {
  return (
    <AriaComboBox
      {...props}
      defaultItems={options}
      selectedKey={selectedId}
      onSelectionChange={(key: Key | null) => onSelectedIdChange(key === null ? null : String(key))}
      menuTrigger="focus"
      className="ui-field"
    >
      <FieldFrame label={label} optional={optional} description={description}>
        <Group className="ui-combobox-group">
          <Input className="ui-input" />
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
