import { errorMessages, fileRequestMessages, MAX_UPLOAD_BYTES, validationMessages, type Movement } from '@justiciable/core';
import { useState } from 'react';
import { readFileBytes } from '../../data/read-file-bytes';
import { useAction } from '../../data/use-action';
import { useFileToUpload } from '../../data/use-file-to-upload';
import { usePortal } from '../../session/router-context';
import { FormAlert } from '../../ui/blocks';
import { Button } from '../../ui/button';
import { formatFileSize } from '../../ui/file-format';
import { FilePicker } from '../../ui/file-picker';
import { caseRouteId, useOpenedCase } from './case-movement-route';

/** Where the sending is: reading the chosen file (a share from 0 to 1), then handing it to the upload function. */
type Sending = { readonly step: 'idle' } | { readonly step: 'reading'; readonly share: number } | { readonly step: 'uploading' };

/**
 * The owner answers their lawyer's file request (type 2) inside the case, where the request's
 * link lands them (/asunto/:case/:movement/fileRequest): the file chosen here answers the request
 * (core's answerFileRequest), as the public /fileRequest page does for a guest. The case reloads
 * after, and the request shows the file it got.
 */
export function AnswerFileRequest({ request }: { readonly request: Movement }) {
  const portal = usePortal();
  const { case: opened } = useOpenedCase();
  // One upload key per chosen file, kept on failure: sending again repeats the same upload.
  const { chosen: toSend, file, choose: chooseFile } = useFileToUpload();
  const [sending, setSending] = useState<Sending>({ step: 'idle' });
  const [unreadable, setUnreadable] = useState(false);
  const answer = useAction(portal.answerFileRequest, { invalidates: [caseRouteId], failure: 'inline', success: fileRequestMessages.answered });
  const tooLarge = file !== null && file.size > MAX_UPLOAD_BYTES;

  async function send() {
    if (toSend === null || tooLarge) return;
    setUnreadable(false);
    setSending({ step: 'reading', share: 0 });
    let bytes: Uint8Array;
    try {
      bytes = await readFileBytes(toSend.file, (share) => setSending({ step: 'reading', share }));
    } catch {
      // The file went away or could not be read (moved, permissions): nothing was sent.
      setSending({ step: 'idle' });
      setUnreadable(true);
      return;
    }
    setSending({ step: 'uploading' });
    await answer.run({
      caseId: opened.id,
      groupId: opened.id_grupo,
      movementId: request.id_movimiento,
      file: { name: toSend.file.name, bytes },
      uploadKey: toSend.uploadKey,
    });
    setSending({ step: 'idle' });
  }

  const busy = sending.step !== 'idle';
  return (
    <form
      className="case-file-request"
      aria-label={`Enviar archivo: ${request.descripcion_movimiento ?? 'pedido de su abogado'}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void send();
      }}
    >
      <FilePicker
        label="Archivo"
        description={file === null ? 'Un solo archivo de hasta 10 MB.' : `Un solo archivo de hasta 10 MB. El elegido pesa ${formatFileSize(file.size)}.`}
        file={file}
        isDisabled={busy}
        isInvalid={tooLarge}
        onChoose={(picked) => {
          setUnreadable(false);
          chooseFile(picked);
        }}
      />
      {tooLarge ? (
        <p className="ui-field-error" role="alert">
          {validationMessages.fileTooLarge}
        </p>
      ) : null}
      {sending.step === 'reading' ? <progress className="case-file-request-progress" aria-label="Lectura del archivo" max={1} value={sending.share} /> : null}
      <p role="status" className="movement-hint">
        {busy ? fileRequestMessages.sending : ''}
      </p>
      {!busy && unreadable ? <FormAlert>{errorMessages.uploadFile}</FormAlert> : null}
      {!busy && !unreadable && answer.error !== null ? <FormAlert>{answer.error}</FormAlert> : null}
      <div className="ui-card-actions ui-card-actions--start">
        <Button type="submit" isDisabled={file === null || tooLarge} isPending={busy}>
          Enviar archivo
        </Button>
      </div>
    </form>
  );
}
