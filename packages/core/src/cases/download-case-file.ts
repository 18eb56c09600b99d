import type { FileDownload } from '../documents/document-ports';
import { DOCUMENT_NAME_DEFAULT } from '../documents/document';
import type { PortalPorts } from '../portal-ports';
import { safeFileName } from '../privacy/archive-names';
import { errorMessages } from '../shared/catalogue';
import { labelFailure } from '../shared/label-failure';
import type { PortalError } from '../shared/portal-error';
import { mapResult, type Result } from '../shared/result';

/**
 * Which stored file of a case: its storage key 'group/case/file', which a Document's id, a
 * movement's link_archivo and an upload's key all are.
 */
export interface CaseFileKey {
  readonly fileKey: string;
}

/**
 * A short-lived link to a case file's bytes, from the download function (SPEC §7), with the name
 * to save it under, which loses what would make it read as another or a path.
 */
export function makeDownloadCaseFile({ files }: Pick<PortalPorts, 'files'>) {
  return async function downloadCaseFile({ fileKey }: CaseFileKey): Promise<Result<FileDownload, PortalError>> {
    return mapResult(labelFailure(await files.download(fileKey), errorMessages.downloadFile), (download) => ({
      ...download,
      fileName: safeFileName(download.fileName, DOCUMENT_NAME_DEFAULT),
    }));
  };
}
