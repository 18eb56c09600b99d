import type { FileDownload } from '../documents/document-ports';
import type { PortalPorts } from '../portal-ports';
import { errorMessages } from '../shared/catalogue';
import { labelFailure } from '../shared/label-failure';
import type { PortalError } from '../shared/portal-error';
import type { Result } from '../shared/result';

/**
 * Which stored file of a case: its storage key 'group/case/file', which a Document's id, a
 * movement's link_archivo and an upload's key all are.
 */
export interface CaseFileKey {
  readonly fileKey: string;
}

/** A short-lived link to a case file's bytes, from the download function (SPEC §7). */
export function makeDownloadCaseFile({ files }: Pick<PortalPorts, 'files'>) {
  return async function downloadCaseFile({ fileKey }: CaseFileKey): Promise<Result<FileDownload, PortalError>> {
    return labelFailure(await files.download(fileKey), errorMessages.downloadFile);
  };
}
