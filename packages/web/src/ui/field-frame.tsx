import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import { spanishValidationMessage } from './field-messages';

interface FieldFrameBaseProps {
  readonly label: string;
  /** Marks the label as optional, for forms whose fields are mostly required. */
  readonly optional?: boolean;
  /** The control the label names: an input, a button or a group of them. */
  readonly children: ReactNode;
}

/** What is read with the control: a line of text, or a block such as a live checklist. */
type FieldFrameDescription =
  | { readonly description?: string; readonly help?: never }
  | { readonly help?: ReactNode; readonly description?: never };

export type FieldFrameProps = FieldFrameBaseProps & FieldFrameDescription;

/**
 * The parts every form field shares around its control: the label (with the optional marker),
 * the description and the error message. It goes inside a react-aria field component, whose
 * slots associate the label with the control and wire the description and the error message
 * to it through aria-describedby.
 */
export function FieldFrame({ label, optional = false, description, help, children }: FieldFrameProps) {
  return (
    <>
      <Label className="ui-label">
        {label}
        {optional ? <span className="ui-optional"> (opcional)</span> : null}
      </Label>
      {children}
      {description ? (
        <Text slot="description" className="ui-description">
          {description}
        </Text>
      ) : null}
      {help ? (
        <Text slot="description" elementType="div">
          {help}
        </Text>
      ) : null}
      <FieldError className="ui-field-error">{spanishValidationMessage}</FieldError>
    </>
  );
}
