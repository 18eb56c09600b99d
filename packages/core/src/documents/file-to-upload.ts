import { bytesToBase64 } from '../shared/base64';
import { validationMessages } from '../shared/catalogue';
import { portalError, type PortalError } from '../shared/portal-error';
import { err, ok, type Result } from '../shared/result';

/** The largest file the portal sends to the upload function. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** A file the client picked, already read into bytes by the UI (core knows no DOM File). */
export interface FileToUpload {
  readonly name: string;
  readonly bytes: Uint8Array;
}

export interface EncodedFile {
  readonly fileName: string;
  readonly contentBase64: string;
}

/** The file as the upload function takes it (SPEC §5, §7): base64 content; refused above 10 MB. */
export function encodeFileToUpload(file: FileToUpload): Result<EncodedFile, PortalError> {
  if (file.bytes.length > MAX_UPLOAD_BYTES)
    return err(portalError.invalidInput('file', validationMessages.fileTooLarge));
  return ok({ fileName: file.name, contentBase64: bytesToBase64(file.bytes) });
}
