import type { Movement } from '../cases/movement';
import { isBlank } from '../shared/blank';
import type { Document } from './document';
import { parseDocumentKey } from './document-key';

/**
 * The most files one answer to a lawyer's request takes. A phone sends them one after the other
 * over a mobile network, each up to 10 MB: ten is a month's receipts or a short contract
 * photographed page by page, and still a wait a person sees through (about 100 MB at most).
 */
export const MAX_FILES_PER_SEND = 10;

/** Letters, digits, '-' and '_': what the upload function takes as a segment of a storage key. */
const KEY_PART = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
/** The upload function's limit on a unique key. */
const MAX_KEY_LENGTH = 64;

/** What begins the unique key of every file stored for one request: 'pedido<id>_'. */
function requestKeyPrefix(movementId: string): string {
  return `pedido${movementId}_`;
}

/**
 * The unique key a file answering a request is stored under: the request's prefix, then the
 * key the UI keeps for that chosen file ('pedido5150_<uuid>'). The same chosen file always gets
 * the same key, so a retry answers the file already stored; and the storage key, which the upload
 * function begins with the unique key ('group/case/<uniqueKey>…'), says which request the file
 * answers, so the case can count them later with no other record. Null when the result is no
 * valid unique key (an id or a key with other characters, or longer than 64).
 */
export function requestUploadKey(movementId: string, uploadKey: string): string | null {
  const key = `${requestKeyPrefix(movementId)}${uploadKey}`;
  // No '_' in the id: the first '_' ends it, so request 5 never reads request 51's files.
  return /^[A-Za-z0-9-]+$/.test(movementId) && KEY_PART.test(uploadKey) && key.length <= MAX_KEY_LENGTH ? key : null;
}

/** Whether a storage key 'group/case/file' holds a file stored for that request (under its key prefix). */
export function storedForRequest(movementId: string, key: string): boolean {
  return parseDocumentKey(key).fileName.startsWith(requestKeyPrefix(movementId));
}

/**
 * The case's documents that answer a file request: those stored under the request's key prefix,
 * and the one linked to it (a request answered with one file before several were possible has
 * only that one), the linked one first, the rest in the listing's order.
 */
export function filesAnsweringRequest(
  request: Pick<Movement, 'id_movimiento' | 'link_archivo'>,
  documents: readonly Document[],
): readonly Document[] {
  const linked = isBlank(request.link_archivo) ? null : request.link_archivo;
  const answering = documents.filter(
    (document) => document.id === linked || storedForRequest(request.id_movimiento, document.id),
  );
  const first = answering.find((document) => document.id === linked);
  return first === undefined ? answering : [first, ...answering.filter((document) => document !== first)];
}

/**
 * How many files answered a request: those the case's documents hold for it, and at least one
 * once a file is linked (its document may not be listed, or the listing may have failed). Zero
 * while it awaits its files.
 */
export function answeredFileCount(
  request: Pick<Movement, 'id_movimiento' | 'link_archivo'>,
  documents: readonly Document[],
): number {
  if (isBlank(request.link_archivo)) return 0;
  return Math.max(1, filesAnsweringRequest(request, documents).length);
}
