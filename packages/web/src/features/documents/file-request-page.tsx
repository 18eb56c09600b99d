import { requestFilesMessages, type RequestedMovement } from '@justiciable/core';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useAction } from '../../data/use-action';
import { usePortal } from '../../session/router-context';
import { FormAlert, PageHeader } from '../../ui/blocks';
import { LoadFailure } from '../../ui/load-failure';
import { RequestFilesForm } from '../../ui/request-files-form';
import { RequestSummary } from '../../ui/request-summary';
import './file-request.css';

const fileRequestRoute = getRouteApi('/_basic/fileRequest/$id_case/$id_movement/$id_group');

/** The page's heading, also painted by its prerendered shell before the request is read (src/app/prerender.tsx). */
export function FileRequestHeader() {
  return (
    <PageHeader
      title="Enviar documento"
      lead="Su abogado le pidió un documento para su asunto. Desde esta página puede enviárselo sin ingresar al portal."
    />
  );
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
  const [sent, setSent] = useState<number | null>(null);
  const done = useRef<HTMLDivElement>(null);
  // The form the focus was in gives way to what was sent: the focus goes there, and it is read out.
  useEffect(() => {
    if (sent !== null) done.current?.focus();
  }, [sent]);
  const theRequest = {
    caseId: params.id_case,
    groupId: params.id_group,
    movementId: params.id_movement,
    token: token ?? null,
  };
  // Each file's failure is told on its row; the answer, once, on the page.
  const store = useAction(portal.storeRequestFile, { failure: 'inline' });
  const complete = useAction(portal.completeFileRequest, {
    failure: 'inline',
    onSuccess: ({ fileCount }) => setSent(fileCount),
  });

  if (sent !== null) {
    return (
      <>
        <RequestSummary request={request} fallback="Un documento para su asunto" />
        {/* Focused by script once the files are sent; never a stop for Tab. */}
        <div ref={done} tabIndex={-1}>
          <FormAlert tone="success">
            <span>
              <strong>{requestFilesMessages.sent(sent)}</strong> No hace falta que {sent === 1 ? 'lo' : 'los'} envíe de
              nuevo.
            </span>
          </FormAlert>
        </div>
      </>
    );
  }

  return (
    <>
      <RequestSummary request={request} fallback="Un documento para su asunto" />
      <section className="ui-card ui-form file-request-form" aria-labelledby="file-request-send">
        <h2 id="file-request-send">Adjuntar los archivos</h2>
        <RequestFilesForm
          label="Los archivos que le pidió su abogado"
          store={(file, uploadKey) => store.run({ ...theRequest, file, uploadKey })}
          complete={(files) => complete.run({ ...theRequest, files })}
          completeError={complete.error}
        />
      </section>
    </>
  );
}
