import {
  errorMessages,
  formatServiceDay,
  MAX_UPLOAD_BYTES,
  requestFilesMessages,
  validationMessages,
  type CompletedFileRequest,
  type Document,
} from '@justiciable/core';
import { useId, useRef, useState } from 'react';
import { readFileBytes } from '../../data/read-file-bytes';
import { useAction } from '../../data/use-action';
import { useFileToUpload, type FileToSend } from '../../data/use-file-to-upload';
import { usePortal } from '../../session/router-context';
import { FormAlert } from '../../ui/blocks';
import { Button } from '../../ui/button';
import { documentKind, formatFileSize } from '../../ui/file-format';
import { FilePicker } from '../../ui/file-picker';
import { focusById } from '../../ui/focus-after';
import { Select } from '../../ui/select';
import { LoadFailure } from '../../ui/load-failure';
import { RequestFilesForm } from '../../ui/request-files-form';
import { DownloadButton } from './case-download-button';
import { caseRouteId, useOpenedCase, useSignedInClient } from './case-movement-route';
import './case-documents.css';

/** The case's stored documents, each downloadable, and the form that adds one. */
export function CaseDocuments() {
  const { case: opened, documents } = useOpenedCase();
  return (
    <section aria-labelledby="documents-title" className="ui-card">
      <h2 id="documents-title">Documentos</h2>
      {!documents.ok ? <LoadFailure message={documents.message} /> : null}
      {documents.ok && documents.value.length === 0 ? <p>Todavía no hay documentos en este asunto.</p> : null}
      {documents.ok && documents.value.length > 0 ? (
        <ul className="case-documents-list">
          {documents.value.map((document) => (
            <DocumentItem key={document.id} document={document} />
          ))}
        </ul>
      ) : null}
      <UploadForm caseId={opened.id} groupId={opened.id_grupo} />
    </section>
  );
}

function DocumentItem({ document }: { readonly document: Document }) {
  return (
    <li className="case-document">
      <div className="case-document-body">
        <span className="case-document-name">{document.name}</span>
        <p className="case-document-meta">
          {documentKind(document.type)} · {document.category} · {formatServiceDay(document.updatedAt)} ·{' '}
          {formatFileSize(document.size)}
        </p>
      </div>
      <DownloadButton fileKey={document.id} name={document.name} />
    </li>
  );
}

type Stage =
  { readonly kind: 'idle' } | { readonly kind: 'reading'; readonly share: number } | { readonly kind: 'sending' };

function UploadForm({ caseId, groupId }: { readonly caseId: string; readonly groupId: string }) {
  const portal = usePortal();
  const { documentTypes: typesRead, documentCategories: categoriesRead, view } = useOpenedCase();
  // The types and categories only classify a document: one not read is said, and the upload goes on.
  const documentTypes = typesRead.ok ? typesRead.value : [];
  const documentCategories = categoriesRead.ok ? categoriesRead.value : [];
  const classificationFailures = [
    ...new Set([typesRead, categoriesRead].flatMap((read) => (read.ok ? [] : [read.message]))),
  ];
  // The file requests still awaiting their file, which an upload here can answer.
  const requests = view.pendingFileRequests;
  const [typeId, setTypeId] = useState<string | null>(null);
  const [categoryId, setCategoryId] = useState<string | null>(null);
  // The lawyer's request this file answers, when the person says so; none sends a new document.
  const [requestId, setRequestId] = useState<string | null>(null);
  const answering = requests.find((request) => request.id_movimiento === requestId) ?? null;
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  // Kept on failure, with the type, category and request: pressing again sends the same file
  // (the same upload key), which core completes without a second movement or a second copy.
  const { chosen, file, choose } = useFileToUpload();
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [problem, setProblem] = useState<string | null>(null);
  /** 'Cargar documento' was pressed before a file was chosen: the file field says so. */
  const [noneChosen, setNoneChosen] = useState(false);
  const client = useSignedInClient();
  const reset = () => {
    choose(null);
    setTypeId(null);
    setCategoryId(null);
    setRequestId(null);
    if (input.current) input.current.value = '';
  };
  const upload = useAction(portal.uploadCaseDocument, {
    invalidates: [caseRouteId],
    failure: 'inline',
    onSuccess: reset,
  });
  const storeRequestFile = useAction(portal.storeRequestFile, { failure: 'inline' });
  const completeRequest = useAction(portal.completeFileRequest, {
    invalidates: [caseRouteId],
    failure: 'inline',
    success: ({ fileCount }: CompletedFileRequest) => requestFilesMessages.sent(fileCount),
    onSuccess: reset,
  });

  /** The type and category chosen, by name, as the listing shows them. */
  function classification() {
    return {
      type: documentTypes.find((option) => option.id === typeId)?.nombre ?? null,
      category: documentCategories.find((option) => option.id === categoryId)?.nombre ?? null,
    };
  }

  async function send({ file: picked }: FileToSend) {
    setProblem(null);
    if (picked.size > MAX_UPLOAD_BYTES) {
      setProblem(validationMessages.fileTooLarge);
      return;
    }
    setStage({ kind: 'reading', share: 0 });
    let bytes: Uint8Array;
    try {
      bytes = await readFileBytes(picked, (share) => setStage({ kind: 'reading', share }));
    } catch {
      setStage({ kind: 'idle' });
      setProblem(errorMessages.uploadFile);
      return;
    }
    setStage({ kind: 'sending' });
    const document = { caseId, groupId, file: { name: picked.name, bytes }, classification: classification() };
    const result = await upload.run({ client, ...document });
    setStage({ kind: 'idle' });
    if (!result.ok) setProblem(result.error.message);
  }

  const busy = stage.kind !== 'idle';
  const requestChoice =
    requests.length > 0 ? (
      <Select
        label="Responde al pedido de su abogado"
        description="Si son los archivos que le pidió, elija el pedido: quedará respondido."
        optional
        options={requests.map((request) => ({
          id: request.id_movimiento,
          label: request.descripcion_movimiento ?? request.typeName,
        }))}
        value={requestId}
        onChange={setRequestId}
        isDisabled={busy}
      />
    ) : null;
  if (answering !== null) {
    // A request takes several files, each with its own progress and retry, and is answered once.
    const theRequest = { caseId, groupId, movementId: answering.id_movimiento };
    return (
      <div className="case-documents-upload">
        {/* Focused by script when a request's answer gives way to the form for a new document; never a stop for Tab. */}
        <h3 id={`${inputId}-title`} tabIndex={-1}>
          Cargar documento
        </h3>
        {requestChoice}
        <RequestFilesForm
          key={answering.id_movimiento}
          label={`Archivos para «${answering.descripcion_movimiento ?? answering.typeName}»`}
          store={(file, uploadKey) =>
            storeRequestFile.run({ ...theRequest, file, uploadKey, classification: classification() })
          }
          complete={async (files) => {
            const done = await completeRequest.run({ ...theRequest, files });
            // The request's form gives way to the one for a new document: the focus goes to its title, not to the page.
            if (done.ok) focusById(`${inputId}-title`);
            return done;
          }}
          completeError={completeRequest.error}
        />
      </div>
    );
  }
  return (
    <form
      className="case-documents-upload"
      aria-labelledby={`${inputId}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        if (busy) return;
        if (chosen !== null) {
          void send(chosen);
          return;
        }
        // GOV.UK keeps the button enabled: pressed too early, it says why on the field and takes the person there.
        setNoneChosen(true);
        input.current?.focus();
      }}
    >
      <h3 id={`${inputId}-title`} tabIndex={-1}>
        Cargar documento
      </h3>
      <p className="ui-description">
        Queda entre los documentos del asunto, y su abogado lo ve llegar en los movimientos.
      </p>
      {requestChoice}
      <FilePicker
        label="Archivo"
        description="Hasta 10 MB."
        file={file}
        inputRef={input}
        isDisabled={busy}
        errorMessage={noneChosen ? requestFilesMessages.noDocument : null}
        onChoose={(picked) => {
          setProblem(null);
          setNoneChosen(false);
          choose(picked);
        }}
      />
      {classificationFailures.map((message) => (
        <LoadFailure key={message} message={message} />
      ))}
      {documentTypes.length > 0 || documentCategories.length > 0 ? (
        <div className="ui-form-grid">
          {documentTypes.length > 0 ? (
            <Select
              label="Tipo de documento"
              optional
              options={documentTypes.map((option) => ({ id: option.id, label: option.nombre }))}
              value={typeId}
              onChange={setTypeId}
              isDisabled={busy}
            />
          ) : null}
          {documentCategories.length > 0 ? (
            <Select
              label="Categoría"
              optional
              options={documentCategories.map((option) => ({ id: option.id, label: option.nombre }))}
              value={categoryId}
              onChange={setCategoryId}
              isDisabled={busy}
            />
          ) : null}
        </div>
      ) : null}
      {stage.kind === 'reading' ? (
        <progress className="case-documents-progress" aria-label="Leyendo el archivo" max={1} value={stage.share} />
      ) : null}
      <div role="status">{stage.kind === 'sending' ? 'Enviando el documento…' : null}</div>
      {problem !== null ? <FormAlert>{problem}</FormAlert> : null}
      <div className="ui-card-actions ui-card-actions--start">
        <Button type="submit" isPending={busy}>
          Cargar documento
        </Button>
      </div>
    </form>
  );
}
