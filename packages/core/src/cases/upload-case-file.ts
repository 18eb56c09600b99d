import type { DocumentClassification } from '../documents/document';
import { parseDocumentKey } from '../documents/document-key';
import { encodeFileToUpload, type FileToUpload } from '../documents/file-to-upload';
import type { PortalPorts } from '../portal-ports';
import { errorMessages } from '../shared/catalogue';
import { labelFailure, withDetail } from '../shared/label-failure';
import { portalError, type PortalError } from '../shared/portal-error';
import { err, ok, type Result } from '../shared/result';

export interface CaseFileUpload {
  readonly caseId: string;
  readonly groupId: string;
  readonly file: FileToUpload;
  /** The movement this file answers or fills (a file request, type 2, or an attachment, type 3); the file is then linked to it. None by default. */
  readonly movementId?: string | null;
  /** That request's link token, when the file comes through its public link rather than from the owner. */
  readonly linkToken?: string | null;
  /** The type and category the client filed it under, when chosen. */
  readonly classification?: DocumentClassification | null;
  /**
   * The upload function's unique key for this file: the same key for the same chosen file makes a
   * retry (after a failure whose answer was lost) answer the file already stored instead of
   * storing a copy or being refused. Letters, digits, '-' and '_', at most 64; a fresh one when absent.
   */
  readonly uploadKey?: string;
}

/** Within what the upload function takes as one segment of the storage key (no '.', so never '..'); a UUID fits. */
const UPLOAD_KEY = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

export interface UploadedCaseFile {
  /** The storage key 'group/case/file'. */
  readonly key: string;
  readonly fileName: string;
}

/**
 * Stores a file of a case through the upload function (base64, a unique key, at most 10 MB) and,
 * when it answers a file request, links it to that movement.
 */
export function makeUploadCaseFile({ files, cases, ids }: Pick<PortalPorts, 'files' | 'cases' | 'ids'>) {
  return async function uploadCaseFile(upload: CaseFileUpload): Promise<Result<UploadedCaseFile, PortalError>> {
    const encoded = encodeFileToUpload(upload.file);
    if (!encoded.ok) return encoded;
    const uniqueKey = uploadKeyOf(upload, ids);
    if (!uniqueKey.ok) return uniqueKey;
    const stored = labelFailure(
      await files.upload({
        caseId: upload.caseId,
        groupId: upload.groupId,
        uniqueKey: uniqueKey.value,
        ...encoded.value,
        request: throughLink(upload),
        classification: upload.classification ?? null,
      }),
      errorMessages.uploadFile,
    );
    if (!stored.ok) return stored;
    const uploaded = { key: stored.value.key, fileName: parseDocumentKey(stored.value.key).fileName };
    const movementId = upload.movementId ?? null;
    if (movementId === null) return ok(uploaded);

    const linked = labelFailure(
      await cases.attachFileToMovement({
        groupId: upload.groupId,
        caseId: upload.caseId,
        fileName: uploaded.fileName,
        movementId,
        linkToken: upload.linkToken ?? null,
      }),
      errorMessages.uploadFile,
    );
    // The stored copy stays among the case's documents; uploading again links a new one.
    if (!linked.ok)
      return err(withDetail(linked.error, `Stored as ${uploaded.key} but not linked to movement ${movementId}.`));
    return ok(uploaded);
  };
}

/** The caller's key for this file, checked, or a fresh one; a bad key is the UI's bug, told as the upload's failure. */
function uploadKeyOf({ uploadKey }: CaseFileUpload, ids: PortalPorts['ids']): Result<string, PortalError> {
  if (uploadKey === undefined || uploadKey === null) return ok(ids.next());
  if (typeof uploadKey === 'string' && UPLOAD_KEY.test(uploadKey)) return ok(uploadKey);
  return err({
    ...portalError.invalidInput('uploadKey', errorMessages.uploadFile),
    detail: `bad upload key ${JSON.stringify(String(uploadKey).slice(0, 80))}`,
  });
}

/** The request a public link opens, which lets someone who is not the owner upload to it. */
function throughLink({
  movementId,
  linkToken,
}: CaseFileUpload): { readonly movementId: string; readonly linkToken: string } | null {
  return movementId !== undefined && movementId !== null && linkToken !== undefined && linkToken !== null
    ? { movementId, linkToken }
    : null;
}
