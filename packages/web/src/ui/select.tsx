import {
  Button as AriaButton,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  type Key,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import { FieldFrame } from './field-frame';

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

export function Select({ label, options, value, onChange, description, optional, placeholder, ...props }: SelectProps) {
  return (
    <AriaSelect
      {...props}
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
