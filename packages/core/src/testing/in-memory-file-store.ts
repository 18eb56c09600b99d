import type { FileContent, FileDownload, FileStore, FileUpload } from '../documents/document-ports';
import { awaitsFile } from '../cases/movement-links';
import { MOVEMENT_TYPE } from '../cases/movement';
import { MAX_FILES_PER_SEND } from '../documents/request-files';
import { base64ToBytes } from '../shared/base64';
import { errorMessages, portalStatus } from '../shared/catalogue';
import { portalError, type PortalError } from '../shared/portal-error';
import { err, ok, type Result } from '../shared/result';
import { InMemoryFake } from './in-memory-fake';
import type { InMemoryWorld, StoredFile } from './in-memory-world';

/** Where the fake's download links point; nothing answers there. */
const FAKE_FILE_HOST = 'https://archivos.justiciable.test';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
};

function contentTypeOf(fileName: string): string | null {
  const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
  return CONTENT_TYPES[extension] ?? null;
}

/** The number of bytes a base64 text stands for. */
function decodedSize(base64: string): number {
  const compact = base64.replace(/\s/g, '');
  const padding = compact.endsWith('==') ? 2 : compact.endsWith('=') ? 1 : 0;
  return Math.floor((compact.length * 3) / 4) - padding;
}

/**
 * The upload and download functions, with the rules of the emulator's: the case's owner uploads
 * and downloads; anyone else (a guest on the public /fileRequest page) uploads only the files (at
 * most 10) a request awaiting them opens with its link token. A stored file is never replaced, but its
 * uploader's repeat (same key, name and bytes: a retry after a lost answer) is answered with its
 * key, before the access rules, as the emulator does. A file is stored under
 * 'group/case/uniqueKey' with its name kept beside it, as the documents listing shows.
 */
export class InMemoryFileStore extends InMemoryFake<FileStore> implements FileStore {
  constructor(private readonly world: InMemoryWorld) {
    super();
  }

  upload(file: FileUpload): Promise<Result<{ readonly key: string }, PortalError>> {
    return this.respond('upload', () => {
      if (this.isRepeat(file)) return ok({ key: keyOf(file) });
      const allowed = this.ownsCase(file.caseId) || this.opensRequest(file);
      if (!allowed)
        return err(portalError.forbidden(errorMessages.uploadFile, `the caller may not upload to case ${file.caseId}`));
      const key = keyOf(file);
      if (this.world.files.has(key))
        return err(portalError.rejected(portalStatus.failed, errorMessages.uploadFile, `${key} exists`));
      if (!this.ownsCase(file.caseId) && file.request) {
        const { movementId } = file.request;
        this.world.uploadsThroughLinks.set(movementId, [
          ...(this.world.uploadsThroughLinks.get(movementId) ?? []),
          key,
        ]);
      }
      this.world.files.set(key, {
        key,
        fileName: file.fileName,
        contentType: contentTypeOf(file.fileName),
        contentBase64: file.contentBase64,
        size: decodedSize(file.contentBase64),
        updatedAt: this.world.nowIso(),
        classification: file.classification ?? null,
        uploadedBy: this.world.callerIdentity,
      });
      return ok({ key });
    });
  }

  download(fileLink: string): Promise<Result<FileDownload, PortalError>> {
    return this.respond('download', () => {
      const file = this.readable(fileLink);
      if (!file.ok) return file;
      return ok({
        fileName: file.value.fileName,
        message: 'Enlace de descarga generado',
        url: `${FAKE_FILE_HOST}/${file.value.key.split('/').map(encodeURIComponent).join('/')}`,
      });
    });
  }

  downloadBytes(fileLink: string): Promise<Result<FileContent, PortalError>> {
    return this.respond('downloadBytes', () => {
      const file = this.readable(fileLink);
      if (!file.ok) return file;
      return ok({
        fileName: file.value.fileName,
        bytes: base64ToBytes(file.value.contentBase64),
        contentType: file.value.contentType,
      });
    });
  }

  /** The stored file behind a link, to the case's owner only, as the download function has it. */
  private readable(fileLink: string): Result<StoredFile, PortalError> {
    const caseId = fileLink.split('/')[1] ?? '';
    if (!this.ownsCase(caseId))
      return err(portalError.forbidden(errorMessages.downloadFile, `the caller may not read case ${caseId}`));
    const file = this.world.files.get(fileLink);
    if (file === undefined) return err(portalError.notFound(errorMessages.downloadFile, `file ${fileLink}`));
    return ok(file);
  }

  private ownsCase(caseId: string): boolean {
    const session = this.world.session;
    return session !== null && this.world.cases.get(caseId)?.ownerId === session.userId;
  }

  /** The caller sending again a file it stored: same key, same name, same bytes. */
  private isRepeat(file: FileUpload): boolean {
    const stored = this.world.files.get(keyOf(file));
    return (
      stored !== undefined &&
      stored.uploadedBy === this.world.callerIdentity &&
      stored.fileName === file.fileName &&
      sameBytes(base64ToBytes(stored.contentBase64), base64ToBytes(file.contentBase64))
    );
  }

  /** A request of that case, awaiting its files, that its link's token opens and that has not received the most files a link takes. */
  private opensRequest(file: FileUpload): boolean {
    const request = file.request ?? null;
    if (request === null) return false;
    const movement = this.world.movements.get(request.movementId);
    if (
      movement === undefined ||
      movement.id_case !== file.caseId ||
      movement.link_token !== request.linkToken ||
      !awaitsFile(movement)
    )
      return false;
    // A file request takes several files; a consultation's attachment the one it named.
    const allowed = movement.id_tipo === MOVEMENT_TYPE.fileRequest ? MAX_FILES_PER_SEND : 1;
    return (this.world.uploadsThroughLinks.get(request.movementId)?.length ?? 0) < allowed;
  }

  /** The stored bytes, base64, for tests that check what was uploaded. */
  contentOf(key: string): string | null {
    return this.world.files.get(key)?.contentBase64 ?? null;
  }
}

function keyOf(file: FileUpload): string {
  return `${file.groupId}/${file.caseId}/${file.uniqueKey}`;
}

function sameBytes(left: Uint8Array, right: Uint8Array): boolean {
  return left.length === right.length && left.every((byte, index) => byte === right[index]);
}
