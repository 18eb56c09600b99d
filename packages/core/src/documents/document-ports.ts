import type { PortalError } from '../shared/portal-error';
import type { Result } from '../shared/result';
import type { Document, DocumentCategory, DocumentClassification, DocumentType } from './document';

/** Case documents and their classification (SPEC §7). */
export interface DocumentLibrary {
  listByCase(caseId: string, groupId: string): Promise<Result<readonly Document[], PortalError>>;
  listTypes(): Promise<Result<readonly DocumentType[], PortalError>>;
  listCategories(groupId: string): Promise<Result<readonly DocumentCategory[], PortalError>>;
}

export interface FileUpload {
  readonly caseId: string;
  readonly groupId: string;
  readonly uniqueKey: string;
  readonly fileName: string;
  readonly contentBase64: string;
  /** The request this file answers and its link token: how someone who is not the owner may upload (once). */
  readonly request?: { readonly movementId: string; readonly linkToken: string } | null;
  /** The type and category the client filed it under; the listing then shows them. */
  readonly classification?: DocumentClassification | null;
}

/** What downloadCaseFile answers: a link to a case file, not its bytes (readCaseFile reads those). */
export interface FileDownload {
  /** The file's name, as it was sent: 'recibo.pdf'. */
  readonly fileName: string;
  /** The download function's own words: 'Link de descarga generado correctamente'. */
  readonly message: string;
  /** A signed, short-lived link to the file's bytes (5 minutes on the emulator): follow it at once, never keep it. */
  readonly url: string;
}

/** A stored file's bytes, as its link delivers them. */
export interface FileContent {
  readonly fileName: string;
  readonly bytes: Uint8Array;
  /** The media type the storage serves it with; null when it names none. */
  readonly contentType: string | null;
}

/** The two file functions, called with the client's cloud credentials (SPEC §7). */
export interface FileStore {
  /** Stores the file; answers its storage key 'group/case/file'. */
  upload(file: FileUpload): Promise<Result<{ readonly key: string }, PortalError>>;
  /** A short-lived link to the file whose storage key is `fileLink`. */
  download(fileLink: string): Promise<Result<FileDownload, PortalError>>;
  /**
   * The file's bytes and content type: the download function's link, followed. Core cannot
   * follow a link itself (it has no HTTP client), and a data export or a script needs the bytes,
   * not the link.
   */
  downloadBytes(fileLink: string): Promise<Result<FileContent, PortalError>>;
}
