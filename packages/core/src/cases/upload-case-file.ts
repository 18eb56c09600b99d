import type { DocumentClassification } from '../documents/document';
import { parseDocumentKey } from '../documents/document-key';
import { encodeFileToUpload, type FileToUpload } from '../documents/file-to-upload';
import type { PortalPorts } from '../portal-ports';
import { errorMessages } from '../shared/catalogue';
import { labelFailure, withDetail } from '../shared/label-failure';
import type { PortalError } from '../shared/portal-error';
import { err, ok, type Result } from '../shared/result';

export interface CaseFileUpload {
  readonly caseId: string;
  readonly groupId: string;
  readonly file: FileToUpload;
  /** The file-request movement (type 2) this file answers; the file is then linked to it. */
  readonly movementId: string | null;
  /** That request's link token, when the file comes through its public link rather than from the owner. */
  readonly linkToken?: string | null;
  /** The type and category the client filed it under, when chosen. */
  readonly classification?: DocumentClassification | null;
}

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
    const stored = labelFailure(
      await files.upload({
        caseId: upload.caseId,
        groupId: upload.groupId,
        uniqueKey: ids.next(),
        ...encoded.value,
        request: throughLink(upload),
        classification: upload.classification ?? null,
      }),
      errorMessages.uploadFile,
    );
    if (!stored.ok) return stored;
    const uploaded = { key: stored.value.key, fileName: parseDocumentKey(stored.value.key).fileName };
    if (upload.movementId === null) return ok(uploaded);

    const linked = labelFailure(
      await cases.attachFileToMovement({
        groupId: upload.groupId,
        caseId: upload.caseId,
        fileName: uploaded.fileName,
        movementId: upload.movementId,
        linkToken: upload.linkToken ?? null,
      }),
      errorMessages.uploadFile,
    );
    // The stored copy stays among the case's documents; uploading again links a new one.
    if (!linked.ok) return err(withDetail(linked.error, `Stored as ${uploaded.key} but not linked to movement ${upload.movementId}.`));
    return ok(uploaded);
  };
}

/** The request a public link opens, which lets someone who is not the owner upload to it. */
function throughLink({ movementId, linkToken }: CaseFileUpload): { readonly movementId: string; readonly linkToken: string } | null {
  return movementId !== null && linkToken !== undefined && linkToken !== null ? { movementId, linkToken } : null;
}
