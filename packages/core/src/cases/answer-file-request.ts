import type { DocumentClassification } from '../documents/document';
import { MAX_UPLOAD_BYTES, type FileToUpload } from '../documents/file-to-upload';
import type { PortalPorts } from '../portal-ports';
import { errorMessages, guardMessages, portalStatus, validationMessages } from '../shared/catalogue';
import { failedTo, portalError, type PortalError } from '../shared/portal-error';
import { err, type Result } from '../shared/result';
import { MOVEMENT_TYPE, type RequestedMovement } from './movement';
import { linkedMovement, type RequestLink } from './request-link';
import { makeUploadCaseFile, type UploadedCaseFile } from './upload-case-file';

/** A file request's link (or, without `token`, the request as its signed-in owner sees it) and the file that answers it. */
export interface FileRequestAnswer extends RequestLink {
  readonly groupId: string;
  readonly file: FileToUpload;
  /** The type and category the client files it under, when chosen. */
  readonly classification?: DocumentClassification | null;
  /** As uploadCaseFile's: the same key for the same chosen file makes a retry answer the file already stored. */
  readonly uploadKey?: string;
}

/**
 * Why a request cannot take a file now, or null when it awaits one: a file request (type 2) or
 * a consultation's attachment (type 3) with no file yet. One with its file was answered (SPEC §2's
 * 'El archivo ya fue cargado'); anything else is no request this visitor can answer.
 */
function refusal(request: RequestedMovement | null): PortalError | null {
  const awaitsAFile =
    request !== null && (request.id_tipo === MOVEMENT_TYPE.fileRequest || request.id_tipo === MOVEMENT_TYPE.attachment);
  if (!awaitsAFile)
    return portalError.rejected(
      portalStatus.failed,
      guardMessages.linkNotLoaded,
      'no file request awaits a file there',
    );
  return request.hasFile
    ? portalError.rejected(
        portalStatus.failed,
        guardMessages.fileAlreadyLoaded,
        `request ${request.id_movimiento} has its file`,
      )
    : null;
}

/**
 * Answers a lawyer's file request with the file it asks for, wherever the client meets it: the
 * public /fileRequest link (with its `token`), or inside the case as its owner. The request is read again first, so a page left open cannot answer it twice; then the file
 * is stored through the upload function and linked to the request, which is then answered.
 */
export function makeAnswerFileRequest(ports: Pick<PortalPorts, 'files' | 'cases' | 'ids'>) {
  const uploadCaseFile = makeUploadCaseFile(ports);
  return async function answerFileRequest({
    groupId,
    file,
    classification = null,
    uploadKey,
    ...link
  }: FileRequestAnswer): Promise<Result<UploadedCaseFile, PortalError>> {
    // Refused before anything is asked, as the upload would refuse it.
    if (file.bytes.length > MAX_UPLOAD_BYTES)
      return err(portalError.invalidInput('file', validationMessages.fileTooLarge));
    const request = await linkedMovement(ports, link);
    if (!request.ok) return err(failedTo(errorMessages.uploadFile, request.error));
    const refused = refusal(request.value);
    if (refused !== null) return err(refused);
    return uploadCaseFile({
      caseId: link.caseId,
      groupId,
      file,
      movementId: link.movementId,
      linkToken: link.token ?? null,
      classification,
      ...(uploadKey === undefined ? {} : { uploadKey }),
    });
  };
}
