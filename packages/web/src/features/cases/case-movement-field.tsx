import { TextArea, TextField as AriaTextField, type TextFieldProps } from 'react-aria-components';
import { FieldFrame } from '../../ui/field-frame';

/** A labelled multi-line field for a note to the lawyer or a comment on a movement. */
export function MovementTextArea({
  label,
  optional,
  rows = 2,
  ...props
}: Omit<TextFieldProps, 'className' | 'children'> & {
  readonly label: string;
  readonly optional?: boolean;
  readonly rows?: number;
}) {
  return (
    <AriaTextField {...props} className="ui-field">
      <FieldFrame label={label} optional={optional}>
        <TextArea className="ui-input case-textarea" rows={rows} />
      </FieldFrame>
    </AriaTextField>
  );
}
