import { useState } from 'react';
import {
  Group,
  Input,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { Button } from './button';
import { FieldFrame, useKeptFormError } from './field-frame';

export interface PasswordFieldProps extends Omit<AriaTextFieldProps, 'className' | 'children' | 'type'> {
  readonly label: string;
  /** Rendered under the input and read with it, e.g. the live checklist of the password policy. */
  readonly help?: React.ReactNode;
}

/** A password input with a show/hide toggle, so people on a phone can check what they typed. */
export function PasswordField({ label, help, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const formError = useKeptFormError(props.name);
  return (
    <AriaTextField {...props} type={visible ? 'text' : 'password'} className="ui-field">
      <FieldFrame label={label} help={help} formError={formError}>
        <Group className="ui-input-group">
          <Input className="ui-input" />
          <Button variant="quiet" onPress={() => setVisible((shown) => !shown)}>
            {visible ? 'Ocultar' : 'Mostrar'}
            <span className="visually-hidden"> contraseña</span>
          </Button>
        </Group>
      </FieldFrame>
    </AriaTextField>
  );
}
