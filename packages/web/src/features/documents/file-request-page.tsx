import { errorMessages, MAX_UPLOAD_BYTES, validationMessages, type RequestedMovement } from '@justiciable/core';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useAction } from '../../data/use-action';
import { useFileToUpload } from '../../data/use-file-to-upload';
import { usePortal } from '../../session/router-context';
import { FormAlert, PageHeader } from '../../ui/blocks';
import { Button } from '../../ui/button';
import { formatFileSize } from '../../ui/file-format';
import { FilePicker } from '../../ui/file-picker';
import { LoadFailure } from '../../ui/load-failure';
import { RequestSummary } from '../../ui/request-summary';
import { readFileBytes } from '../../data/read-file-bytes';
import './file-request.css';

const fileRequestRoute = getRouteApi('/_basic/fileRequest/$id_case/$id_movement/$id_group');

/** Where the sending of the chosen file is: reading it (a share from 0 to 1), handing it to the upload function, done. */
type Sending = { readonly step: 'idle' } | { readonly step: 'reading'; readonly share: number } | { readonly step: 'uploading' } | { readonly step: 'sent'; readonly fileName: string };

/** The page's heading, also painted by its prerendered shell before the request is read (src/app/prerender.tsx). */
export function FileRequestHeader() {
  return <PageHeader title="Enviar documento" lead="Su abogado le pidió un documento para su asunto. Desde esta página puede enviárselo sin ingresar al portal." />;
}

/** /fileRequest: a lawyer asks for a document; whoever holds the link sends it without signing in (SPEC §2). */
export function FileRequestPage() {
  const request = fileRequestRoute.useLoaderData();
  return (
    <>
      <FileRequestHeader />
      {request.ok ? <FileRequestForm request={request.value} /> : <LoadFailure message={request.message} />}
    </>
  );
}

function FileRequestForm({ request }: { readonly request: RequestedMovement }) {
  const portal = usePortal();
  const params = fileRequestRoute.useParams();
  const { token } = fileRequestRoute.useSearch();
  // One upload key per chosen file, kept on failure: sending again repeats the same upload.
  const { chosen: toSend, file, choose: chooseFile } = useFileToUpload();
  const [tooLarge, setTooLarge] = useState(false);
  const [sending, setSending] = useState<Sending>({ step: 'idle' });
  const [unreadable, setUnreadable] = useState(false);
  const upload = useAction(portal.answerFileRequest, { failure: 'inline' });

  function choose(chosen: File | null) {
    setUnreadable(false);
    chooseFile(chosen);
    setTooLarge(chosen !== null && chosen.size > MAX_UPLOAD_BYTES);
  }

  async function send(event: React.FormEvent) {
    event.preventDefault();
    if (toSend === null || toSend.file.size > MAX_UPLOAD_BYTES) return;
    const { file, uploadKey } = toSend;
    setUnreadable(false);
    setSending({ step: 'reading', share: 0 });
    let bytes: Uint8Array;
    try {
      bytes = await readFileBytes(file, (share) => setSending({ step: 'reading', share }));
    } catch {
      // The file went away or could not be read (moved, permissions): nothing was sent.
      setSending({ step: 'idle' });
      setUnreadable(true);
      return;
    }
    setSending({ step: 'uploading' });
    const result = await upload.run({
      caseId: params.id_case,
      groupId: params.id_group,
      movementId: params.id_movement,
      token: token ?? null,
      file: { name: file.name, bytes },
      uploadKey,
    });
    setSending(result.ok ? { step: 'sent', fileName: file.name } : { step: 'idle' });
  }

  if (sending.step === 'sent') {
    return (
      <>
        <RequestSummary request={request} fallback="Un documento para su asunto" />
        <FormAlert tone="success">
          <span>
            <strong>Archivo enviado.</strong> Su abogado ya tiene «{sending.fileName}» en el asunto; no hace falta que lo envíe de nuevo.
          </span>
        </FormAlert>
      </>
    );
  }

  const busy = sending.step !== 'idle';
  return (
    <>
      <RequestSummary request={request} fallback="Un documento para su asunto" />
      <form className="ui-card ui-form file-request-form" aria-labelledby="file-request-send" onSubmit={(event) => void send(event)}>
        <h2 id="file-request-send">Adjuntar el archivo</h2>
        <FilePicker
          label="Archivo"
          description={file === null ? 'Un solo archivo de hasta 10 MB.' : `Un solo archivo de hasta 10 MB. El elegido pesa ${formatFileSize(file.size)}.`}
          file={file}
          isDisabled={busy}
          isInvalid={tooLarge}
          onChoose={choose}
        />
        {tooLarge ? (
          <p className="ui-field-error" role="alert">
            {validationMessages.fileTooLarge}
          </p>
        ) : null}
        <SendingProgress sending={sending} />
        {sending.step === 'idle' && unreadable ? <FormAlert>{errorMessages.uploadFile}</FormAlert> : null}
        {sending.step === 'idle' && !unreadable && upload.error !== null ? <FormAlert>{upload.error}</FormAlert> : null}
        <div className="ui-card-actions ui-card-actions--start">
          <Button type="submit" isDisabled={file === null || tooLarge || busy} isPending={busy}>
            Enviar archivo
          </Button>
        </div>
      </form>
    </>
  );
}

/** Reading the file with a progress bar, then 'Enviando…' while the upload function runs; each step is announced once. */
function SendingProgress({ sending }: { readonly sending: Sending }) {
  return (
    <div className="file-request-progress">
      {sending.step === 'reading' ? <progress max={100} value={Math.round(sending.share * 100)} aria-label="Lectura del archivo" /> : null}
      {sending.step === 'uploading' ? <progress aria-label="Envío del archivo" /> : null}
      <p role="status">{sending.step === 'reading' ? 'Leyendo el archivo…' : sending.step === 'uploading' ? 'Enviando…' : ''}</p>
    </div>
  );
}
