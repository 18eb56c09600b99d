import { useId } from 'react';
import './file-picker.css';

export interface FilePickerProps {
  readonly label: string;
  /** What may be chosen (size limit and the like), said under the field. */
  readonly description: string;
  readonly file: File | null;
  readonly onChoose: (file: File | null) => void;
  readonly isDisabled?: boolean;
  readonly isInvalid?: boolean;
  /** So a form can clear the browser's own choice after sending. */
  readonly inputRef?: React.Ref<HTMLInputElement>;
}

/**
 * One file, chosen with a button in the portal's language: the browser's own file control says
 * "Choose File" in the browser's language, so it is hidden (still focusable, still the labelled
 * control screen readers reach) and a label styled as a button opens it.
 */
export function FilePicker({ label, description, file, onChoose, isDisabled = false, isInvalid = false, inputRef }: FilePickerProps) {
  const inputId = useId();
  return (
    <div className="ui-field">
      <span id={`${inputId}-label`} className="ui-label">
        {label}
      </span>
      <div className="ui-file-picker">
        <input
          ref={inputRef}
          id={inputId}
          className="visually-hidden"
          type="file"
          aria-labelledby={`${inputId}-label`}
          aria-describedby={`${inputId}-chosen ${inputId}-description`}
          aria-invalid={isInvalid || undefined}
          disabled={isDisabled}
          onChange={(event) => onChoose(event.currentTarget.files?.item(0) ?? null)}
        />
        <label htmlFor={inputId} className="ui-button ui-button--secondary" aria-hidden="true">
          Elegir archivo
        </label>
        <span id={`${inputId}-chosen`} className="ui-file-picker-chosen">
          {file?.name ?? 'Ningún archivo elegido'}
        </span>
      </div>
      <span id={`${inputId}-description`} className="ui-description">
        {description}
      </span>
    </div>
  );
}
