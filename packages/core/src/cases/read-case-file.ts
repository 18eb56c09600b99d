import { DOCUMENT_NAME_DEFAULT } from '../documents/document';
import type { PortalPorts } from '../portal-ports';
import { safeFileName } from '../privacy/archive-names';
import { errorMessages } from '../shared/catalogue';
import { labelFailure } from '../shared/label-failure';
import type { PortalError } from '../shared/portal-error';
import { mapResult, type Result } from '../shared/result';
import type { CaseFileKey } from './download-case-file';

/** The content type of a file whose storage names none. */
export const UNKNOWN_CONTENT_TYPE = 'application/octet-stream';

/** A case file's very bytes, with its name and content type: what a script saves or a page offers as a download. */
export interface CaseFileContent {
  readonly bytes: Uint8Array;
  /** The file's name as it was uploaded ('Acta de matrimonio.pdf'), safe to save under: core's safeFileName. */
  readonly name: string;
  /** Its media type as the storage serves it ('application/pdf'); 'application/octet-stream' when it names none. */
  readonly type: string;
}

/**
 * A case file's bytes, name and type: the download function's link, followed by the file store
 * (SPEC §7). The name loses what would make it read as another or a path.
 */
export function makeReadCaseFile({ files }: Pick<PortalPorts, 'files'>) {
  return async function readCaseFile({ fileKey }: CaseFileKey): Promise<Result<CaseFileContent, PortalError>> {
    return mapResult(labelFailure(await files.downloadBytes(fileKey), errorMessages.downloadFile), (content) => ({
      bytes: content.bytes,
      name: safeFileName(content.fileName, DOCUMENT_NAME_DEFAULT),
      type: content.contentType ?? UNKNOWN_CONTENT_TYPE,
    }));
  };
}
