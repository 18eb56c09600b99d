import { TextArea, TextField as AriaTextField, type TextFieldProps } from 'react-aria-components';
import { FieldFrame } from '../../ui/field-frame';

/** A labelled multi-line field for a note to the lawyer or a comment on a movement. */
export function MovementTextArea({ label, optional, ...props }: Omit<TextFieldProps, 'className' | 'children'> & { readonly label: string; readonly optional?: boolean }) {
  return (
    <AriaTextField {...props} className="ui-field">
      <FieldFrame label={label} optional={optional}>
        <TextArea className="ui-input case-textarea" rows={2} />
      </FieldFrame>
    </AriaTextField>
  );
}
