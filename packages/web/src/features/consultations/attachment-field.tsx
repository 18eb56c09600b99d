import { errorMessages, MAX_UPLOAD_BYTES, validationMessages } from '@justiciable/core';
import { useId, useRef, useState } from 'react';
import { readFileBytes } from '../../data/read-file-bytes';
import { FormAlert } from '../../ui/blocks';
import { Button } from '../../ui/button';
import { LoadFailure } from '../../ui/load-failure';
import { Select } from '../../ui/select';
import type { StepContext } from './flow-steps';

type Reading = { readonly kind: 'idle' } | { readonly kind: 'reading'; readonly share: number };

/** The optional document: its type, the file (read into memory, at most 10 MB) and a way to remove it. */
export function AttachmentField({ context }: { readonly context: StepContext }) {
  const { draft, update, props, attachment, setAttachment } = context;
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState<Reading>({ kind: 'idle' });
  const [problem, setProblem] = useState<string | null>(null);

  async function pick(file: File | undefined) {
    setProblem(null);
    if (file === undefined) return;
    // Checked before reading: a file over the limit is never read nor sent.
    if (file.size > MAX_UPLOAD_BYTES) {
      setProblem(validationMessages.fileTooLarge);
      if (input.current) input.current.value = '';
      return;
    }
    setReading({ kind: 'reading', share: 0 });
    try {
      const bytes = await readFileBytes(file, (share) => setReading({ kind: 'reading', share }));
      setAttachment({ origin: draft.origin, name: file.name, bytes });
    } catch {
      setProblem(errorMessages.uploadFile);
    }
    setReading({ kind: 'idle' });
  }

  const types = props.documentTypes;
  return (
    <fieldset className="consultation-attachment">
      <legend className="ui-label">
        Documento <span className="ui-optional">(opcional)</span>
      </legend>
      {types.ok ? (
        <Select
          label="Tipo de documento"
          options={types.value.map((type) => ({ id: type.id, label: type.nombre }))}
          value={draft.documentTypeId}
          onChange={(documentTypeId) => update({ documentTypeId })}
        />
      ) : (
        <LoadFailure message={types.message} />
      )}
      <div className="consultation-picker">
        <input
          ref={input}
          id={inputId}
          className="visually-hidden"
          type="file"
          aria-label="Archivo"
          aria-describedby={`${inputId}-chosen ${inputId}-limit`}
          disabled={reading.kind === 'reading'}
          onChange={(event) => void pick(event.currentTarget.files?.[0])}
        />
        {/* The browser's own file button speaks its language, not the portal's: it is hidden and this label opens it. */}
        <label htmlFor={inputId} className="ui-button ui-button--secondary" aria-hidden="true">
          Elegir archivo
        </label>
        <span id={`${inputId}-chosen`} className="consultation-chosen-file">
          {attachment?.name ?? 'Ningún archivo elegido'}
        </span>
        {attachment !== null ? (
          <Button
            variant="quiet"
            onPress={() => {
              setAttachment(null);
              if (input.current) input.current.value = '';
              // This button leaves with the file: the focus goes to the way to choose another.
              input.current?.focus();
            }}
          >
            Quitar el archivo
          </Button>
        ) : null}
      </div>
      <span id={`${inputId}-limit`} className="ui-description">
        Hasta 10 MB.
      </span>
      {reading.kind === 'reading' ? (
        <progress className="consultation-progress" aria-label="Leyendo el archivo" max={1} value={reading.share} />
      ) : null}
      {problem !== null ? <FormAlert>{problem}</FormAlert> : null}
    </fieldset>
  );
}
