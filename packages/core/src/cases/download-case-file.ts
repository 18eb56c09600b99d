import type { FileDownload } from '../documents/document-ports';
import type { PortalPorts } from '../portal-ports';
import { errorMessages } from '../shared/catalogue';
import { labelFailure } from '../shared/label-failure';
import type { PortalError } from '../shared/portal-error';
import type { Result } from '../shared/result';

/** A short-lived link to a case file's bytes, from the download function (SPEC §7). */
export function makeDownloadCaseFile({ files }: Pick<PortalPorts, 'files'>) {
  return async function downloadCaseFile(fileLink: string): Promise<Result<FileDownload, PortalError>> {
    return labelFailure(await files.download(fileLink), errorMessages.downloadFile);
  };
}
