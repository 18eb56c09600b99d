import type { DocumentClassification } from '../documents/document';
import { MAX_UPLOAD_BYTES, type FileToUpload } from '../documents/file-to-upload';
import type { SignedInClient } from '../identity/signed-in-client';
import type { PortalPorts } from '../portal-ports';
import { validationMessages } from '../shared/catalogue';
import { portalError, type PortalError } from '../shared/portal-error';
import { err, ok, type Result } from '../shared/result';
import { textLimits } from '../shared/text-limits';
import { makeAddMovement } from './add-movement';
import { MOVEMENT_TYPE } from './movement';
import { makeUploadCaseFile, type UploadedCaseFile } from './upload-case-file';
import { keptBetweenCalls } from '../shared/kept-between-calls';

export interface CaseDocumentUpload {
  readonly client: SignedInClient;
  readonly caseId: string;
  readonly groupId: string;
  readonly file: FileToUpload;
  /** The type and category the client files it under, when chosen. */
  readonly classification?: DocumentClassification | null;
}

export interface UploadedCaseDocument extends UploadedCaseFile {
  /** The 'Archivo adjunto' movement (type 3) that tells the lawyer of the file, and which the file fills. */
  readonly movementId: string;
}

const TITLE_PREFIX = 'Documento enviado: ';

/** The movement's title, 'Documento enviado: <name>', the name cut with '…' to fit a title's limit. */
export function documentSentTitle(fileName: string): string {
  const title = `${TITLE_PREFIX}${fileName}`;
  return title.length <= textLimits.title ? title : `${title.slice(0, textLimits.title - 1)}…`;
}

/** An upload begun whose file has not arrived yet: what a retry of the same file reuses. */
interface UnfinishedUpload {
  readonly bytes: Uint8Array;
  readonly uploadKey: string;
  /** The movement's addition, shared with a call made while it is under way. */
  readonly movement: Promise<Result<{ readonly movementId: string }, PortalError>>;
}

/**
 * The client sends a document into a case (SPEC §7 addNewMovent, then the upload function): an
 * 'Archivo adjunto' movement (type 3) titled 'Documento enviado: <name>' tells the lawyer, then
 * the file is stored and linked to it. A call that fails after the movement was added is
 * remembered: sending the same file (same name, same bytes) to the same case again reuses that
 * movement and the same upload key, so a retry adds no second movement and stores no second
 * copy. What is remembered (the file's bytes among it) is forgotten once that file arrives, or
 * when another file of the same name is sent to that case.
 */
export function makeUploadCaseDocument(
  ports: Pick<PortalPorts, 'files' | 'cases' | 'ids'>,
  memoryName = 'uploadCaseDocument',
) {
  const addMovement = makeAddMovement(ports);
  const uploadCaseFile = makeUploadCaseFile(ports);
  // The portal's, not this closure's: it makes its use-cases again for a limited call (keptBetweenCalls).
  const unfinished = keptBetweenCalls(ports, memoryName, () => new Map<string, UnfinishedUpload>());

  return async function uploadCaseDocument({
    client,
    caseId,
    groupId,
    file,
    classification = null,
  }: CaseDocumentUpload): Promise<Result<UploadedCaseDocument, PortalError>> {
    // Refused before the movement, which would otherwise announce a file that cannot come.
    if (file.bytes.length > MAX_UPLOAD_BYTES)
      return err(portalError.invalidInput('file', validationMessages.fileTooLarge));
    const retryKey = JSON.stringify([client.id, caseId, file.name]);
    const earlier = unfinished.get(retryKey);
    const upload: UnfinishedUpload =
      earlier !== undefined && sameBytes(earlier.bytes, file.bytes)
        ? earlier
        : {
            bytes: file.bytes,
            uploadKey: ports.ids.next(),
            movement: addMovement({
              client,
              caseId,
              typeId: MOVEMENT_TYPE.attachment,
              description: documentSentTitle(file.name),
            }),
          };
    unfinished.set(retryKey, upload);

    const announced = await upload.movement;
    if (!announced.ok) {
      // Nothing was added: the next attempt starts over.
      if (unfinished.get(retryKey) === upload) unfinished.delete(retryKey);
      return announced;
    }
    const { movementId } = announced.value;
    const uploaded = await uploadCaseFile({
      caseId,
      groupId,
      file,
      movementId,
      classification,
      uploadKey: upload.uploadKey,
    });
    if (!uploaded.ok) return uploaded;
    if (unfinished.get(retryKey) === upload) unfinished.delete(retryKey);
    return ok({ ...uploaded.value, movementId });
  };
}

function sameBytes(left: Uint8Array, right: Uint8Array): boolean {
  if (left === right) return true;
  if (left.length !== right.length) return false;
  for (let index = 0; index < left.length; index++) if (left[index] !== right[index]) return false;
  return true;
}
