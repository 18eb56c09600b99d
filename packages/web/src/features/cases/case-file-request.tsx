import { requestFilesMessages, type CompletedFileRequest, type Movement } from '@justiciable/core';
import { useRef } from 'react';
import { useAction } from '../../data/use-action';
import { usePortal } from '../../session/router-context';
import { focusById } from '../../ui/focus-after';
import { RequestFilesForm } from '../../ui/request-files-form';
import { caseRouteId, useOpenedCase } from './case-movement-route';

/**
 * The owner answers their lawyer's file request (type 2) inside the case, where the request's
 * link lands them (/asunto/:case/:movement/fileRequest): the files chosen or photographed here
 * are stored one by one under the request (core's storeRequestFile), then the request is marked
 * answered once (completeFileRequest), as the public /fileRequest page does for a guest. The
 * case reloads after, and the request reads 'Respondida con N archivos'.
 */
export function AnswerFileRequest({ request }: { readonly request: Movement }) {
  const portal = usePortal();
  const { case: opened } = useOpenedCase();
  const theRequest = { caseId: opened.id, groupId: opened.id_grupo, movementId: request.id_movimiento };
  // Each file's failure is told on its row; no toast per file.
  const store = useAction(portal.storeRequestFile, { failure: 'inline' });
  const complete = useAction(portal.completeFileRequest, {
    invalidates: [caseRouteId],
    failure: 'inline',
    success: ({ fileCount }: CompletedFileRequest) => requestFilesMessages.sent(fileCount),
  });
  const frame = useRef<HTMLDivElement>(null);
  return (
    <div className="case-file-request" ref={frame}>
      <RequestFilesForm
        label={`Enviar archivos: ${request.descripcion_movimiento ?? 'pedido de su abogado'}`}
        store={(file, uploadKey) => store.run({ ...theRequest, file, uploadKey })}
        complete={async (files) => {
          const movement = frame.current?.closest('article')?.id ?? '';
          const done = await complete.run({ ...theRequest, files });
          // The answered request replaces the form the focus was in: the focus goes to the request, which now says so.
          if (done.ok) focusById(movement);
          return done;
        }}
        completeError={complete.error}
      />
    </div>
  );
}
