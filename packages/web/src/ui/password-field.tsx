import { useState } from 'react';
import {
  FieldError,
  Group,
  Input,
  Label,
  Text,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { Button } from './button';
import { spanishValidationMessage } from './field-messages';

export interface PasswordFieldProps extends Omit<AriaTextFieldProps, 'className' | 'children' | 'type'> {
  readonly label: string;
  /** Rendered under the input and read with it, e.g. the live checklist of the password policy. */
  readonly help?: React.ReactNode;
}

/** A password input with a show/hide toggle, so people on a phone can check what they typed. */
export function PasswordField({ label, help, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <AriaTextField {...props} type={visible ? 'text' : 'password'} className="ui-field">
      <Label className="ui-label">{label}</Label>
      <Group className="ui-input-group">
        <Input className="ui-input" />
        <Button variant="quiet" onPress={() => setVisible((shown) => !shown)}>
          {visible ? 'Ocultar' : 'Mostrar'}
          <span className="visually-hidden"> contraseña</span>
        </Button>
      </Group>
      {help ? (
        <Text slot="description" elementType="div">
          {help}
        </Text>
      ) : null}
      <FieldError className="ui-field-error">{spanishValidationMessage}</FieldError>
    </AriaTextField>
  );
}
