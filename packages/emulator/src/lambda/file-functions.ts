import type { EmulatorContext, IssuedCredentials } from '../context';
import { ownsCase, opensPendingFileRequest } from './case-access';
import {
  CaseFileError,
  fileTooLarge,
  findCaseFile,
  keySegment,
  maxFileBytes,
  repeatedUpload,
  storeCaseFile,
} from './case-files';
import type { FileUrlSigner } from './file-url-signer';
import { assertUploadQuota, UploadQuotaError } from './upload-quota';

/** Who invoked a function: the identity-pool credentials that signed the request. */
export interface Invocation {
  readonly credentials: IssuedCredentials;
  readonly now: number;
}

/** A function's handler: the event in, the result out; a throw is the function's error. */
export type FileFunction = (event: unknown, invocation: Invocation) => unknown;

/** Thrown by a handler for input it refuses; its name becomes the Lambda errorType. */
export class FunctionError extends Error {
  constructor(name: string, message: string) {
    super(message);
    this.name = name;
  }
}

interface UploadResult {
  readonly statusCode: 200;
  readonly key: string;
  readonly fileName: string;
  readonly message: string;
}

interface DownloadResult {
  readonly fileName: string;
  readonly message: string;
  readonly url: string;
}

/**
 * The upload and download functions of SPEC §7, keyed by their configured names. The case's
 * owner (an identity whose Cognito login is the case's client) uploads and downloads its files.
 * Anyone else, guests included (the public file-request page), may only upload once to a
 * movement that waits for a file, with that movement's link token; nobody else downloads.
 */
export function createFileFunctions(ctx: EmulatorContext, signer: FileUrlSigner): ReadonlyMap<string, FileFunction> {
  const upload = (event: unknown, { credentials, now }: Invocation): UploadResult => {
    const payload = eventObject(event);
    const groupId = keySegment('groupId', idField(payload, 'groupId'));
    const caseId = keySegment('caseId', idField(payload, 'caseId'));
    const uniqueKey = keySegment('uniqueKey', idField(payload, 'uniqueKey'));
    const fileName = textField(payload, 'fileName');
    const movementId = optionalPositiveId(payload, 'movementId');
    const linkToken = optionalTextField(payload, 'linkToken');
    const bytes = decodeBase64(textField(payload, 'fileContent'));
    const documentType = optionalLabel(payload, 'documentType');
    const documentCategory = optionalLabel(payload, 'documentCategory');
    // Before the access rules: a guest's repeat of its one upload would read as a second upload.
    const repeated = repeatedUpload(ctx, {
      groupId,
      caseId,
      uniqueKey,
      fileName,
      bytes,
      identityId: credentials.identityId,
    });
    if (repeated !== null)
      return { statusCode: 200, key: repeated.key, fileName: repeated.name, message: 'Archivo cargado correctamente' };
    const owner = ownsCase(ctx, credentials.sub, groupId, caseId);
    const opensRequest =
      !owner &&
      movementId !== null &&
      linkToken !== null &&
      opensPendingFileRequest(ctx, { groupId, caseId, movementId, linkToken });
    if (!owner && !opensRequest) {
      throw new FunctionError('AccessDeniedError', 'No tiene autorización para cargar archivos en este asunto');
    }
    // After the access rules, so a stranger learns nothing of an account's uploads; before anything is stored.
    assertUploadQuota(ctx, credentials, bytes.byteLength, now);
    const file = storeCaseFile(ctx, {
      groupId,
      caseId,
      uniqueKey,
      fileName,
      bytes,
      ownerSub: credentials.sub,
      ownerIdentityId: credentials.identityId,
      // Recorded only for a token upload: it spends the link's one upload.
      movementId: opensRequest ? movementId : null,
      documentType,
      documentCategory,
    });
    return { statusCode: 200, key: file.key, fileName: file.name, message: 'Archivo cargado correctamente' };
  };

  const download = (event: unknown, { credentials, now }: Invocation): DownloadResult => {
    const fileLink = textField(eventObject(event), 'fileLink');
    const key = fileLink.replace(/^\/+/, '');
    const [groupId = '', caseId = ''] = key.split('/');
    // Refused before looking the key up, so a stranger cannot tell which keys exist.
    if (!ownsCase(ctx, credentials.sub, groupId, caseId)) {
      throw new FunctionError('AccessDeniedError', 'No tiene autorización para descargar este archivo');
    }
    const file = findCaseFile(ctx, key);
    if (!file) throw new FunctionError('FileNotFoundError', `No se encontró el archivo '${fileLink}'`);
    // ownsCase settled that the caller is the case's client: the link is theirs.
    const ownerSub = credentials.sub ?? '';
    return {
      fileName: file.name,
      message: 'Link de descarga generado correctamente',
      url: signer.urlFor(file.key, ownerSub, now),
    };
  };

  return new Map<string, FileFunction>([
    [ctx.settings.uploadFunctionName, upload],
    [ctx.settings.downloadFunctionName, download],
  ]);
}

/** Runs a handler and turns a throw into the payload the Node.js runtime reports for it. */
export function runFileFunction(
  handler: FileFunction,
  event: unknown,
  invocation: Invocation,
): { readonly ok: true; readonly result: unknown } | { readonly ok: false; readonly error: FunctionErrorPayload } {
  try {
    return { ok: true, result: handler(event, invocation) };
  } catch (error) {
    const known = error instanceof FunctionError || error instanceof CaseFileError || error instanceof UploadQuotaError;
    if (!known) console.error('[emulator] a Lambda file function failed', error);
    const name = error instanceof Error ? error.name : 'Error';
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, error: { errorType: name, errorMessage: message, trace: [`${name}: ${message}`] } };
  }
}

export interface FunctionErrorPayload {
  readonly errorType: string;
  readonly errorMessage: string;
  readonly trace: readonly string[];
}

type EventObject = Readonly<Record<string, unknown>>;

function eventObject(event: unknown): EventObject {
  if (typeof event !== 'object' || event === null || Array.isArray(event)) {
    throw new FunctionError('ValidationError', 'El evento debe ser un objeto JSON');
  }
  return event as EventObject;
}

function textField(payload: EventObject, field: string): string {
  const value = payload[field];
  if (value === undefined || value === null || value === '') {
    throw new FunctionError('ValidationError', `Falta el campo '${field}'`);
  }
  if (typeof value !== 'string') throw new FunctionError('ValidationError', `El campo '${field}' debe ser texto`);
  return value;
}

function optionalTextField(payload: EventObject, field: string): string | null {
  const value = payload[field];
  return value === undefined || value === null || value === '' ? null : textField(payload, field);
}

/** A short label (a document type or category name), like S3 user metadata: at most 200 characters of one line. */
function optionalLabel(payload: EventObject, field: string): string | null {
  const value = optionalTextField(payload, field);
  if (value === null) return null;
  if (value.length > 200 || /[\r\n]/.test(value)) {
    throw new FunctionError(
      'ValidationError',
      `El campo '${field}' debe ser un texto de una línea de hasta 200 caracteres`,
    );
  }
  return value.trim() === '' ? null : value.trim();
}

/** A movement id, as a number or its digits; null when absent. */
function optionalPositiveId(payload: EventObject, field: string): number | null {
  const value = payload[field];
  if (value === undefined || value === null || value === '') return null;
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) {
    throw new FunctionError('ValidationError', `El campo '${field}' debe ser un número entero positivo`);
  }
  return id;
}

/** Legacy ids arrive as numbers or strings, depending on where the portal took them from. */
function idField(payload: EventObject, field: string): string | number {
  const value = payload[field];
  if (typeof value === 'number') return value;
  if (value !== undefined && value !== null && typeof value !== 'string') {
    throw new FunctionError('ValidationError', `El campo '${field}' debe ser texto o número`);
  }
  return textField(payload, field);
}

// One character class and a length check: a grouped pattern such as (?:[A-Za-z0-9+/]{4})* overflows
// the regex engine's stack on a file of a few megabytes.
const base64Pattern = /^[A-Za-z0-9+/]*={0,2}$/;
/** FileReader.readAsDataURL's prefix, which a browser client may leave on. */
const dataUrlPrefix = /^data:[^,]*;base64,/;

function decodeBase64(fileContent: string): Buffer {
  const base64 = fileContent.replace(dataUrlPrefix, '').replace(/\s+/g, '');
  if (!base64Pattern.test(base64) || base64.length % 4 !== 0) {
    throw new FunctionError('ValidationError', "El contenido del archivo ('fileContent') no es base64 válido");
  }
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  // Refused before decoding, so an oversized file is never held in memory twice.
  if ((base64.length / 4) * 3 - padding > maxFileBytes) throw fileTooLarge();
  return Buffer.from(base64, 'base64');
}
