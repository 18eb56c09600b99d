import { useContext, type ReactNode } from 'react';
import { FieldError, FieldErrorContext, FormValidationContext, Label, Text } from 'react-aria-components';
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

export type FieldFrameProps = FieldFrameBaseProps &
  FieldFrameDescription & {
    /** The form's refusal for this field (useKeptFormError), shown until the form is sent again. */
    readonly formError?: string;
  };

/**
 * The error the form reported for the field named `name` when it was last sent, to show until it
 * is sent again. React Aria drops it once the value changes and the field loses focus: the message
 * then left while the person pressed the form's button, the button moved up from under the pointer
 * between press and release, and the press was lost. Given to the frame as `formError`, the text
 * keeps its place, and the layout with it, until the next send; the field itself is no longer
 * marked invalid, so the form can be sent again however it validates.
 */
export function useKeptFormError(name: string | undefined): string | undefined {
  const errors = useContext(FormValidationContext);
  const error = name === undefined ? undefined : errors[name];
  const text = Array.isArray(error) ? error.join(' ') : error;
  return text === undefined || text === '' ? undefined : text;
}

/**
 * GOV.UK's prefix to a field's message, for screen readers only: read with the field (its
 * description), the message says it is an error and not a hint, which colour alone cannot.
 */
export function ErrorPrefix() {
  return <span className="visually-hidden">Error: </span>;
}

/**
 * The parts every form field shares around its control: the label (with the optional marker),
 * the description and the error message. It goes inside a react-aria field component, whose
 * slots associate the label with the control and wire the description and the error message
 * to it through aria-describedby.
 */
export function FieldFrame({ label, optional = false, description, help, formError, children }: FieldFrameProps) {
  const validation = useContext(FieldErrorContext);
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
      {formError !== undefined && validation?.isInvalid !== true ? (
        <Text slot="errorMessage" className="ui-field-error">
          <ErrorPrefix />
          {formError}
        </Text>
      ) : (
        <FieldError className="ui-field-error">
          {(result) => (
            <>
              <ErrorPrefix />
              {spanishValidationMessage(result)}
            </>
          )}
        </FieldError>
      )}
    </>
  );
}
