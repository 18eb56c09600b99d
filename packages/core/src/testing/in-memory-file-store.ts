import type { FileDownload, FileStore, FileUpload } from '../documents/document-ports';
import { errorMessages } from '../shared/catalogue';
import { portalError, type PortalError } from '../shared/portal-error';
import { err, ok, type Result } from '../shared/result';
import { InMemoryFake } from './in-memory-fake';
import type { InMemoryWorld } from './in-memory-world';

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
 * The upload and download functions. They run with the caller's cloud credentials, guest ones
 * included (the public /fileRequest page uploads too), so they need no session. A file is stored
 * under 'group/case/uniqueKey' with its name kept beside it, as the documents listing shows it.
 */
export class InMemoryFileStore extends InMemoryFake<FileStore> implements FileStore {
  constructor(private readonly world: InMemoryWorld) {
    super();
  }

  upload(file: FileUpload): Promise<Result<{ readonly key: string }, PortalError>> {
    return this.respond('upload', () => {
      const key = `${file.groupId}/${file.caseId}/${file.uniqueKey}`;
      this.world.files.set(key, {
        key,
        fileName: file.fileName,
        contentType: contentTypeOf(file.fileName),
        contentBase64: file.contentBase64,
        size: decodedSize(file.contentBase64),
        updatedAt: this.world.nowIso(),
      });
      return ok({ key });
    });
  }

  download(fileLink: string): Promise<Result<FileDownload, PortalError>> {
    return this.respond('download', () => {
      const file = this.world.files.get(fileLink);
      if (file === undefined) return err(portalError.notFound(errorMessages.downloadFile, `file ${fileLink}`));
      return ok({
        fileName: file.fileName,
        message: 'Enlace de descarga generado',
        url: `${FAKE_FILE_HOST}/${file.key.split('/').map(encodeURIComponent).join('/')}`,
      });
    });
  }

  /** The stored bytes, base64, for tests that check what was uploaded. */
  contentOf(key: string): string | null {
    return this.world.files.get(key)?.contentBase64 ?? null;
  }
}
