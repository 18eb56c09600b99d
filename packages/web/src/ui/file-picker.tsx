import { useId, useRef } from 'react';
import { Button } from './button';
import { ErrorPrefix } from './field-frame';
import './file-picker.css';

export interface FilePickerProps {
  readonly label: string;
  /** What may be chosen (size limit and the like), said under the field. */
  readonly description: string;
  readonly file: File | null;
  readonly onChoose: (file: File | null) => void;
  readonly isDisabled?: boolean;
  readonly isInvalid?: boolean;
  /** The field's error (GOV.UK's 'Elija el archivo…' of a send pressed too early), read with the control and marking it invalid. */
  readonly errorMessage?: string | null;
  /** So a form can clear the browser's own choice after sending. */
  readonly inputRef?: React.Ref<HTMLInputElement>;
}

/**
 * One file, chosen with a button in the portal's language: the browser's own file control says
 * "Choose File" in the browser's language, so it is made transparent (still focusable, still the
 * labelled control screen readers reach) and laid over a label styled as a button: the focused
 * control is where the button is, so its ring shows there and a screen magnifier following the
 * focus goes to it, not to a 1 px box elsewhere.
 */
export function FilePicker({
  label,
  description,
  file,
  onChoose,
  isDisabled = false,
  isInvalid = false,
  errorMessage = null,
  inputRef,
}: FilePickerProps) {
  const inputId = useId();
  const invalid = isInvalid || errorMessage !== null;
  return (
    <div className="ui-field">
      <span id={`${inputId}-label`} className="ui-label">
        {label}
      </span>
      <div className="ui-file-picker">
        <span className="ui-file-picker-button">
          <label htmlFor={inputId} className="ui-button ui-button--secondary" aria-hidden="true">
            Elegir archivo
          </label>
          <input
            ref={inputRef}
            id={inputId}
            className="ui-file-picker-input"
            type="file"
            aria-labelledby={`${inputId}-label`}
            aria-describedby={`${inputId}-chosen ${inputId}-description${errorMessage !== null ? ` ${inputId}-error` : ''}`}
            aria-invalid={invalid || undefined}
            disabled={isDisabled}
            onChange={(event) => onChoose(event.currentTarget.files?.item(0) ?? null)}
          />
        </span>
        <span id={`${inputId}-chosen`} className="ui-file-picker-chosen">
          {file?.name ?? 'Ningún archivo elegido'}
        </span>
      </div>
      <span id={`${inputId}-description`} className="ui-description">
        {description}
      </span>
      {errorMessage !== null ? (
        <span id={`${inputId}-error`} className="ui-field-error">
          <ErrorPrefix />
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}

export interface FilesPickerProps {
  /** Files chosen or photographed, in the order the browser gives them. */
  readonly onAdd: (files: readonly File[]) => void;
  /** The id of what says the limits, read with each button. */
  readonly describedBy?: string;
  readonly isDisabled?: boolean;
}

/**
 * Several files at once, or a photo of a paper taken there and then: "Elegir archivos" opens the
 * device's files (images and PDFs, several), "Sacar foto" its camera where it has one
 * (capture="environment", the back camera; a desktop browser opens its files instead). Both are
 * real buttons, so each takes the keyboard's focus and shows its ring; the browser's own file
 * controls stay out of the tab order and are opened by them.
 */
export function FilesPicker({ onAdd, describedBy, isDisabled = false }: FilesPickerProps) {
  const files = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const take = (input: HTMLInputElement) => {
    onAdd(Array.from(input.files ?? []));
    // So choosing the same file again, after removing it, is heard.
    input.value = '';
  };
  return (
    <div className="ui-files-picker">
      <input
        ref={files}
        type="file"
        multiple
        accept="image/*,application/pdf"
        hidden
        tabIndex={-1}
        aria-hidden="true"
        disabled={isDisabled}
        onChange={(event) => take(event.currentTarget)}
      />
      <input
        ref={camera}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        tabIndex={-1}
        aria-hidden="true"
        disabled={isDisabled}
        onChange={(event) => take(event.currentTarget)}
      />
      <Button
        variant="secondary"
        isDisabled={isDisabled}
        aria-describedby={describedBy}
        onPress={() => files.current?.click()}
      >
        Elegir archivos
      </Button>
      <Button
        variant="secondary"
        isDisabled={isDisabled}
        aria-describedby={describedBy}
        onPress={() => camera.current?.click()}
      >
        Sacar foto
      </Button>
    </div>
  );
}
