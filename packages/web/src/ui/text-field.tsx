import {
  FieldError,
  Input,
  Label,
  Text,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { spanishValidationMessage } from './field-messages';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'children'> {
  readonly label: string;
  readonly description?: string;
  readonly placeholder?: string;
  /** Marks the label as optional, for forms whose fields are mostly required. */
  readonly optional?: boolean;
}

export function TextField({ label, description, placeholder, optional = false, ...props }: TextFieldProps) {
  return (
    <AriaTextField {...props} className="ui-field">
      <Label className="ui-label">
        {label}
        {optional ? <span className="ui-optional"> (opcional)</span> : null}
      </Label>
      <Input className="ui-input" placeholder={placeholder} />
      {description ? (
        <Text slot="description" className="ui-description">
          {description}
        </Text>
      ) : null}
      <FieldError className="ui-field-error">{spanishValidationMessage}</FieldError>
    </AriaTextField>
  );
}
