import { randomUUID } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import type { EmulatorContext } from '../context';
import { inTransaction } from '../store/database';
import { contentTypeOf } from './content-types';

/** The upload function's limit on one file, after base64 decoding. */
export const maxFileBytes = 10 * 1024 * 1024;
const maxFileNameBytes = 180;
/** Group, case and unique keys become directory and file names: plain ids only, never '.' or '..'. */
const keySegmentPattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** Input a function refuses; its name becomes the Lambda errorType. */
export class CaseFileError extends Error {
  constructor(name: 'ValidationError' | 'FileTooLargeError' | 'FileExistsError', message: string) {
    super(message);
    this.name = name;
  }
}

export function fileTooLarge(): CaseFileError {
  return new CaseFileError('FileTooLargeError', 'El archivo supera el máximo de 10 MB');
}

function fileExists(): CaseFileError {
  return new CaseFileError('FileExistsError', 'Ya existe un archivo con ese nombre. Vuelva a intentarlo.');
}

export interface StoredCaseFile {
  /** 'group/case/uniqueKey-fileName': the storage key a movement keeps as its file link. */
  readonly key: string;
  readonly groupId: string;
  readonly caseId: string;
  /** The name the user gave the file, shown in lists and offered on download. */
  readonly name: string;
  readonly contentType: string;
  readonly size: number;
  readonly uploadedAt: string;
  readonly ownerSub: string | null;
  readonly ownerIdentityId: string | null;
  /** The movement a link token let a non-owner upload this file for; null for the owner's uploads. */
  readonly movementId: number | null;
  readonly documentType: string | null;
  readonly documentCategory: string | null;
}

/** One file as the legacy getDocumentsByCase lists it: the shape of an S3 listing with metadata. */
export interface CaseFileListing {
  readonly Key: string;
  readonly ContentType: string;
  /** The name given on upload, and the type and category the client filed it under when they chose them. */
  readonly metadata: { readonly name: string; readonly type?: string; readonly category?: string };
  readonly LastModified: string;
  readonly Size: number;
}

export interface StoreCaseFileInput {
  readonly groupId: string | number;
  readonly caseId: string | number;
  readonly fileName: string;
  /** Guessed from the file name's extension when absent. */
  readonly contentType?: string;
  readonly bytes: Uint8Array;
  readonly ownerSub?: string | null;
  readonly ownerIdentityId?: string | null;
  /** The portal's random key that keeps two files of one name apart; a fresh one when absent. */
  readonly uniqueKey?: string | number;
  readonly movementId?: number | null;
  /** The type and category the client filed it under (user metadata); absent when not chosen. */
  readonly documentType?: string | null;
  readonly documentCategory?: string | null;
}

/**
 * Writes a case's file under <filesDir>/<group>/<case>/ and records its metadata. A key that is
 * taken is never replaced (FileExistsError): a stored file is somebody's evidence.
 */
export function storeCaseFile(ctx: EmulatorContext, input: StoreCaseFileInput): StoredCaseFile {
  const groupId = keySegment('groupId', input.groupId);
  const caseId = keySegment('caseId', input.caseId);
  const uniqueKey = keySegment('uniqueKey', input.uniqueKey ?? randomUUID());
  const name = displayFileName(input.fileName);
  if (input.bytes.byteLength > maxFileBytes) throw fileTooLarge();
  const file: StoredCaseFile = {
    key: `${groupId}/${caseId}/${uniqueKey}-${name}`,
    groupId,
    caseId,
    name,
    contentType: input.contentType ?? contentTypeOf(name),
    size: input.bytes.byteLength,
    uploadedAt: new Date().toISOString(),
    ownerSub: input.ownerSub ?? null,
    ownerIdentityId: input.ownerIdentityId ?? null,
    movementId: input.movementId ?? null,
    documentType: input.documentType ?? null,
    documentCategory: input.documentCategory ?? null,
  };
  // The row first, in a transaction: should the bytes fail to land, the row goes with them.
  return inTransaction(ctx.db, () => {
    if (findCaseFile(ctx, file.key)) throw fileExists();
    ctx.db
      .prepare(
        `INSERT INTO case_file (key, group_id, case_id, name, content_type, size, uploaded_at, owner_identity_id, owner_sub, movement_id, document_type, document_category)
         VALUES (@key, @groupId, @caseId, @name, @contentType, @size, @uploadedAt, @ownerIdentityId, @ownerSub, @movementId, @documentType, @documentCategory)`,
      )
      .run(file);
    writeNewFile(pathOf(ctx, file.key), input.bytes);
    return file;
  });
}

/**
 * Writes the bytes aside and links them into place, so a download never reads half a file and,
 * unlike a rename, the link fails (EEXIST) instead of replacing a file already on disk.
 */
function writeNewFile(path: string, bytes: Uint8Array): void {
  mkdirSync(join(path, '..'), { recursive: true });
  const partial = `${path}.${randomUUID()}.part`;
  writeFileSync(partial, bytes);
  try {
    linkSync(partial, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw fileExists();
    throw error;
  } finally {
    unlinkSync(partial);
  }
}

/** A case's files, oldest first, in the shape of the legacy API's S3 listing. */
export function listCaseFiles(
  ctx: EmulatorContext,
  groupId: string | number,
  caseId: string | number,
): CaseFileListing[] {
  return ctx.db
    .prepare<[string, string], StoredCaseFile>(
      `${selectFiles} WHERE group_id = ? AND case_id = ? ORDER BY uploaded_at, key`,
    )
    .all(String(groupId), String(caseId))
    .map((file) => ({
      Key: file.key,
      ContentType: file.contentType,
      metadata: {
        name: file.name,
        ...(file.documentType === null ? {} : { type: file.documentType }),
        ...(file.documentCategory === null ? {} : { category: file.documentCategory }),
      },
      LastModified: file.uploadedAt,
      Size: file.size,
    }));
}

export function findCaseFile(ctx: EmulatorContext, key: string): StoredCaseFile | null {
  return ctx.db.prepare<[string], StoredCaseFile>(`${selectFiles} WHERE key = ?`).get(key) ?? null;
}

/**
 * The file an upload already stored when the same identity sends it again, same key and same
 * bytes: a retry after its answer was lost (the SDK's own, or the person's). It is answered with
 * the stored file rather than refused or stored twice; anything else under a taken key is still
 * refused by storeCaseFile.
 */
export function repeatedUpload(
  ctx: EmulatorContext,
  upload: {
    readonly groupId: string;
    readonly caseId: string;
    readonly uniqueKey: string;
    readonly fileName: string;
    readonly bytes: Uint8Array;
    /** Who sends it now; the stored file's ownerIdentityId must be the same. */
    readonly identityId: string;
  },
): StoredCaseFile | null {
  const stored = findCaseFile(
    ctx,
    `${upload.groupId}/${upload.caseId}/${upload.uniqueKey}-${displayFileName(upload.fileName)}`,
  );
  if (stored === null || stored.ownerIdentityId !== upload.identityId || stored.size !== upload.bytes.byteLength)
    return null;
  const bytes = readCaseFile(ctx, stored);
  return bytes !== null && bytes.equals(upload.bytes) ? stored : null;
}

/** The stored bytes, or null when the file is gone from disk. */
export function readCaseFile(ctx: EmulatorContext, file: StoredCaseFile): Buffer | null {
  try {
    return readFileSync(pathOf(ctx, file.key));
  } catch {
    return null;
  }
}

const selectFiles = `SELECT key, group_id AS groupId, case_id AS caseId, name, content_type AS contentType, size,
  uploaded_at AS uploadedAt, owner_sub AS ownerSub, owner_identity_id AS ownerIdentityId, movement_id AS movementId,
  document_type AS documentType, document_category AS documentCategory FROM case_file`;

/** A group, case or unique key as the one path segment it becomes; ValidationError otherwise. */
export function keySegment(field: string, value: string | number): string {
  const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
  if (typeof text !== 'string' || !keySegmentPattern.test(text)) {
    throw new CaseFileError(
      'ValidationError',
      `El campo '${field}' debe ser un identificador de letras, números, '.', '_' o '-' (máximo 64)`,
    );
  }
  return text;
}

/** The last path component of the name the client sent, without characters no file system accepts. */
function displayFileName(fileName: string): string {
  const lastComponent = fileName.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const unsafeCharacters = /[\u0000-\u001f\u007f<>:"|?*]/g;
  const name = lastComponent.normalize('NFC').replace(unsafeCharacters, '_').trim();
  if (name === '' || /^\.+$/.test(name)) {
    throw new CaseFileError('ValidationError', 'El nombre del archivo no es válido');
  }
  if (Buffer.byteLength(name) > maxFileNameBytes) {
    throw new CaseFileError('ValidationError', 'El nombre del archivo es demasiado largo');
  }
  return name;
}

function pathOf(ctx: EmulatorContext, key: string): string {
  const root = resolve(ctx.filesDir);
  const path = resolve(root, ...key.split('/'));
  // Keys are built from checked segments; this guards the one place a path leaves the store.
  if (!path.startsWith(root + sep)) throw new Error(`File key escapes the files directory: ${key}`);
  return path;
}
