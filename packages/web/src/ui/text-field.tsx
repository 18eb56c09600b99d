import { Input, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { FieldFrame, useKeptFormError } from './field-frame';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'children'> {
  readonly label: string;
  readonly description?: string;
  readonly placeholder?: string;
  /** Marks the label as optional, for forms whose fields are mostly required. */
  readonly optional?: boolean;
}

export function TextField({ label, description, placeholder, optional, ...props }: TextFieldProps) {
  const formError = useKeptFormError(props.name);
  return (
    <AriaTextField {...props} className="ui-field">
      <FieldFrame label={label} optional={optional} description={description} formError={formError}>
        <Input className="ui-input" placeholder={placeholder} />
      </FieldFrame>
    </AriaTextField>
  );
}
