import { randomUUID } from 'node:crypto';
import type { Context, Env, Hono, Schema } from 'hono';
import type { EmulatorContext } from '../context';
import { caseOwnerOfKey } from './case-access';
import { findCaseFile, readCaseFile } from './case-files';
import { createFileFunctions, runFileFunction, type FileFunction } from './file-functions';
import { createFileUrlSigner, filesRoutePrefix, type FileUrlSigner } from './file-url-signer';
import { AwsRequestError, uriEscape, verifySigV4 } from './sigv4';

/** Lambda's limit on a synchronous invocation's request payload. */
const maxRequestBytes = 6 * 1024 * 1024;
/** The account the emulated functions live in, as their ARNs show it. */
const accountId = '000000000000';
const invocationTypes = new Set(['RequestResponse', 'Event', 'DryRun']);

/**
 * Lambda's Invoke API for the upload and download functions (SigV4 with identity-pool
 * credentials), and the short-lived download links the download function hands out.
 */
export function mountLambda<E extends Env, S extends Schema, B extends string>(
  app: Hono<E, S, B>,
  ctx: EmulatorContext,
): void {
  const signer = createFileUrlSigner(() => ctx.baseUrl());
  // A deleted account's download links stop at once, not when their 5 minutes end.
  ctx.hooks.onUserDeleted((sub) => signer.revokeOwner(sub));
  const functions = createFileFunctions(ctx, signer);
  app.post('/lambda/2015-03-31/functions/:name/invocations', async (c) => {
    const requestId = randomUUID();
    c.header('x-amzn-requestid', requestId);
    c.header('x-amz-executed-version', '$LATEST');
    try {
      return await invoke(c, ctx, functions, requestId);
    } catch (error) {
      if (!(error instanceof AwsRequestError)) throw error;
      c.header('x-amzn-errortype', error.type);
      return c.json({ Type: 'User', message: error.message }, error.status);
    }
  });
  app.get(`${filesRoutePrefix}*`, (c) => serveFile(c, ctx, signer));
}

async function invoke(
  c: Context,
  ctx: EmulatorContext,
  functions: ReadonlyMap<string, FileFunction>,
  requestId: string,
): Promise<Response> {
  const now = Date.now();
  const url = new URL(c.req.url);
  const body = await readBody(c.req.raw);
  const credentials = verifySigV4(
    {
      method: c.req.method,
      rawPath: url.pathname,
      rawQuery: url.search.slice(1),
      header: (name) => c.req.header(name) ?? (name === 'host' ? url.host : undefined),
      body,
    },
    { region: ctx.settings.region, service: 'lambda', now, findCredentials: (id) => ctx.findCredentials(id) },
  );
  const handler = findFunction(ctx, functions, url.pathname.split('/').at(-2) ?? '', url.searchParams.get('Qualifier'));
  const invocationType = c.req.header('x-amz-invocation-type') ?? 'RequestResponse';
  if (!invocationTypes.has(invocationType)) {
    throw new AwsRequestError(
      400,
      'InvalidParameterValueException',
      `1 validation error detected: Value '${invocationType}' at 'invocationType' failed to satisfy constraint: Member must satisfy enum value set: [Event, RequestResponse, DryRun]`,
    );
  }
  const event = parseEvent(body);
  if (invocationType === 'DryRun') return c.body(null, 204);
  const outcome = runFileFunction(handler, event, { credentials, now });
  if (invocationType === 'Event') return c.body(null, 202);
  if (c.req.header('x-amz-log-type') === 'Tail') {
    const log = `START RequestId: ${requestId} Version: $LATEST\nEND RequestId: ${requestId}\nREPORT RequestId: ${requestId}\n`;
    c.header('x-amz-log-result', Buffer.from(log).toString('base64'));
  }
  if (!outcome.ok) {
    c.header('x-amz-function-error', 'Unhandled');
    return c.json(outcome.error, 200);
  }
  return c.json(outcome.result, 200);
}

/** Reads the body, refusing it as Lambda does once it passes the invocation limit. */
async function readBody(request: Request): Promise<Uint8Array> {
  const tooLarge = new AwsRequestError(
    413,
    'RequestTooLargeException',
    `Request must be smaller than ${maxRequestBytes} bytes for the InvokeFunction operation`,
  );
  if (Number(request.headers.get('content-length')) > maxRequestBytes) throw tooLarge;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > maxRequestBytes) {
      await reader.cancel();
      throw tooLarge;
    }
    chunks.push(read.value);
  }
  return Buffer.concat(chunks);
}

/**
 * FunctionName as Invoke accepts it: a name, a partial ARN (account:function:name) or a full
 * ARN, each with an optional :qualifier; only $LATEST exists here.
 */
function findFunction(
  ctx: EmulatorContext,
  functions: ReadonlyMap<string, FileFunction>,
  rawName: string,
  queryQualifier: string | null,
): FileFunction {
  let name = rawName;
  try {
    name = decodeURIComponent(rawName);
  } catch {
    // An undecodable name matches no function and is reported as sent.
  }
  const functionMarker = ':function:';
  const unqualified = name.includes(functionMarker)
    ? name.slice(name.indexOf(functionMarker) + functionMarker.length)
    : name;
  const [functionName = '', nameQualifier] = unqualified.split(':');
  const qualifier = nameQualifier ?? queryQualifier;
  const handler = functions.get(functionName);
  if (!handler || (qualifier !== null && qualifier !== '$LATEST')) {
    const arn = `arn:aws:lambda:${ctx.settings.region}:${accountId}:function:${functionName}${qualifier ? `:${qualifier}` : ''}`;
    throw new AwsRequestError(404, 'ResourceNotFoundException', `Function not found: ${arn}`);
  }
  return handler;
}

function parseEvent(body: Uint8Array): unknown {
  // The SDK sends no body when Payload is omitted; the function then sees an empty event.
  if (body.byteLength === 0) return {};
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new AwsRequestError(
      400,
      'InvalidRequestContentException',
      `Could not parse request body into json: Could not parse payload into json: ${reason}`,
    );
  }
}

/**
 * GET /__emulator/files/<key>?expires=..&signature=..: a download link, refused as S3 refuses a
 * stale or altered one, and one whose owner no longer owns the case or no longer exists.
 */
function serveFile(c: Context, ctx: EmulatorContext, signer: FileUrlSigner): Response {
  const url = new URL(c.req.url);
  const key = decodeKey(url.pathname.slice(filesRoutePrefix.length));
  // Checked against the key's case owner now: the signature holds only for the owner it was issued to.
  const verdict =
    key === null
      ? 'forged'
      : signer.verify(
          key,
          url.searchParams.get('expires') ?? undefined,
          url.searchParams.get('signature') ?? undefined,
          caseOwnerOfKey(ctx, key),
          Date.now(),
        );
  if (verdict === 'expired') return s3Error(c, 403, 'AccessDenied', 'Request has expired');
  if (verdict === 'revoked') return s3Error(c, 403, 'AccessDenied', 'Access Denied');
  if (verdict === 'forged' || key === null) {
    return s3Error(
      c,
      403,
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided.',
    );
  }
  const file = findCaseFile(ctx, key);
  const bytes = file && readCaseFile(ctx, file);
  if (!file || !bytes) return s3Error(c, 404, 'NoSuchKey', 'The specified key does not exist.');
  return c.body(new Uint8Array(bytes), 200, {
    'content-type': file.contentType,
    'content-length': String(bytes.byteLength),
    'content-disposition': contentDisposition(file.name),
    // Stored files come from users: never let a browser run one as a page of this origin.
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
  });
}

function decodeKey(rawKey: string): string | null {
  try {
    return rawKey.split('/').map(decodeURIComponent).join('/');
  } catch {
    return null;
  }
}

/** attachment with an ASCII fallback and the exact UTF-8 name (RFC 6266), so 'Contestación.pdf' survives. */
function contentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${uriEscape(name)}`;
}

function s3Error(c: Context, status: 403 | 404, code: string, message: string): Response {
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;
  return c.body(xml, status, { 'content-type': 'application/xml' });
}
