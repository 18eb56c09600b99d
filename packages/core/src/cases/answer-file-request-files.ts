import type { DocumentClassification } from '../documents/document';
import { encodeFileToUpload, MAX_UPLOAD_BYTES, type FileToUpload } from '../documents/file-to-upload';
import { parseDocumentKey } from '../documents/document-key';
import { MAX_FILES_PER_SEND, requestUploadKey, storedForRequest } from '../documents/request-files';
import type { PortalPorts } from '../portal-ports';
import { errorMessages, guardMessages, portalStatus, validationMessages } from '../shared/catalogue';
import { labelFailure, withDetail } from '../shared/label-failure';
import { failedTo, portalError, type PortalError } from '../shared/portal-error';
import { err, ok, type Result } from '../shared/result';
import { MOVEMENT_TYPE, type RequestedMovement } from './movement';
import { linkedMovement, type RequestLink } from './request-link';
import type { UploadedCaseFile } from './upload-case-file';

/** One of the files answering a lawyer's file request, through its link (`token`) or as the case's owner. */
export interface FileRequestFile extends RequestLink {
  readonly groupId: string;
  readonly file: FileToUpload;
  /**
   * The key the caller keeps for this chosen file (letters, digits, '-' and '_'; a UUID fits):
   * sending it again, after a failure, answers the file already stored instead of a copy.
   */
  readonly uploadKey: string;
  /** The type and category the client files it under, when chosen. */
  readonly classification?: DocumentClassification | null;
}

/** The files stored for a request, which the client says are all of them. */
export interface FileRequestCompletion extends RequestLink {
  readonly groupId: string;
  /** The stored keys, as storeRequestFile answered them, in the order the client chose the files; 1 to 10. */
  readonly files: readonly Pick<UploadedCaseFile, 'key'>[];
}

export interface CompletedFileRequest {
  /** The storage key the request now links: the first file's. */
  readonly key: string;
  /** How many files answered it. */
  readonly fileCount: number;
}

/**
 * Stores one file answering a request (SPEC §7's upload function), under the request's key
 * prefix (documents/request-files.ts) and not linked yet: a request takes several files, each
 * sent, retried or removed on its own, and is linked once, when the client says it is complete
 * (completeFileRequest). The request is not read again here: for a guest the upload function
 * itself refuses a request that was answered, and completeFileRequest reads it before linking.
 */
export function makeStoreRequestFile({ files }: Pick<PortalPorts, 'files'>) {
  return async function storeRequestFile({
    caseId,
    groupId,
    movementId,
    token,
    file,
    uploadKey,
    classification = null,
  }: FileRequestFile): Promise<Result<UploadedCaseFile, PortalError>> {
    if (file.bytes.length > MAX_UPLOAD_BYTES)
      return err(portalError.invalidInput('file', validationMessages.fileTooLarge));
    const uniqueKey = requestUploadKey(movementId, uploadKey);
    if (uniqueKey === null) {
      return err({
        ...portalError.invalidInput('uploadKey', errorMessages.uploadFile),
        detail: `no unique key from request ${JSON.stringify(movementId)} and key ${JSON.stringify(String(uploadKey).slice(0, 80))}`,
      });
    }
    const encoded = encodeFileToUpload(file);
    if (!encoded.ok) return encoded;
    const linkToken = token ?? null;
    const stored = labelFailure(
      await files.upload({
        caseId,
        groupId,
        uniqueKey,
        ...encoded.value,
        request: linkToken === null ? null : { movementId, linkToken },
        classification,
      }),
      errorMessages.uploadFile,
    );
    if (!stored.ok) return stored;
    return ok({ key: stored.value.key, fileName: parseDocumentKey(stored.value.key).fileName });
  };
}

/** As answerFileRequest's: only a request awaiting its file, that this visitor may read, is answered. */
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
 * Marks a request answered by the files stored for it (SPEC §7 updateMovementFileLink, once):
 * the request is read again, so a page left open cannot answer it twice, then it links the first
 * file. The others are the case's documents under the request's key prefix, which is how the
 * case counts them ('Respondida con 3 archivos').
 */
export function makeCompleteFileRequest(ports: Pick<PortalPorts, 'cases'>) {
  return async function completeFileRequest({
    groupId,
    files,
    ...link
  }: FileRequestCompletion): Promise<Result<CompletedFileRequest, PortalError>> {
    if (files.length === 0) return err(portalError.invalidInput('files', validationMessages.noFilesToSend));
    if (files.length > MAX_FILES_PER_SEND)
      return err(portalError.invalidInput('files', validationMessages.tooManyFiles));
    const theirs = files.every(({ key }) => {
      const parts = parseDocumentKey(key);
      return parts.groupId === groupId && parts.caseId === link.caseId && storedForRequest(link.movementId, key);
    });
    if (!theirs)
      return err({
        ...portalError.invalidInput('files', errorMessages.uploadFile),
        detail: `a file was not stored for request ${link.movementId} of case ${link.caseId}`,
      });
    const request = await linkedMovement(ports, link);
    if (!request.ok) return err(failedTo(errorMessages.uploadFile, request.error));
    const refused = refusal(request.value);
    if (refused !== null) return err(refused);
    const [first] = files as readonly [Pick<UploadedCaseFile, 'key'>];
    const linked = labelFailure(
      await ports.cases.attachFileToMovement({
        groupId,
        caseId: link.caseId,
        fileName: parseDocumentKey(first.key).fileName,
        movementId: link.movementId,
        linkToken: link.token ?? null,
      }),
      errorMessages.uploadFile,
    );
    // The files stay among the case's documents; completing again links the request.
    if (!linked.ok)
      return err(withDetail(linked.error, `${files.length} files stored, request ${link.movementId} not linked.`));
    return ok({ key: first.key, fileCount: new Set(files.map(({ key }) => key)).size });
  };
}
