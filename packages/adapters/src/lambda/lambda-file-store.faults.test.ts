import {
  err,
  errorMessages,
  identityMessages,
  ok,
  portalError,
  type PortalError,
  type Result,
} from '@justiciable/core';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CredentialsSource } from '../shared/session-sources';
import { LambdaFileStore } from './lambda-file-store';

const ENDPOINT = 'https://lambda.test';
const UPLOAD = 'justiciable-upload-file-dev';
const DOWNLOAD = 'justiciable-download-file-dev';
const INVOCATIONS = `${ENDPOINT}/2015-03-31/functions/:name/invocations`;

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const signedIn: CredentialsSource = async () =>
  ok({ accessKeyId: 'ASIAEMULATOR', secretAccessKey: 'secret', sessionToken: 'session' });

function store(options: { credentials?: CredentialsSource; timeoutMs?: number; maxAttempts?: number } = {}) {
  return new LambdaFileStore({
    region: 'sa-east-1',
    endpoint: ENDPOINT,
    uploadFunctionName: UPLOAD,
    downloadFunctionName: DOWNLOAD,
    timeoutMs: options.timeoutMs ?? 2_000,
    maxAttempts: options.maxAttempts ?? 1,
    credentials: options.credentials ?? signedIn,
  });
}

function answer(reply: (name: string) => Response | Promise<Response>) {
  const calls: { name: string; headers: Headers; body: unknown }[] = [];
  server.use(
    http.post(INVOCATIONS, async ({ request, params }) => {
      const name = String(params['name']);
      calls.push({ name, headers: request.headers, body: await request.json() });
      return reply(name);
    }),
  );
  return calls;
}

function failureOf<T>(result: Result<T, PortalError>): PortalError {
  if (result.ok) throw new Error(`expected a failure, got ${JSON.stringify(result.value)}`);
  return result.error;
}

const FILE = { caseId: '1024', groupId: '31', uniqueKey: 'k-1', fileName: 'dni.pdf', contentBase64: 'JVBERi0xLjQK' };

describe('LambdaFileStore on a faulty network', () => {
  it('invokes the dev-suffixed upload function, signed with the identity-pool credentials, with SPEC §7 body', async () => {
    const calls = answer(() => HttpResponse.json({ key: '31/1024/k-1-dni.pdf' }));
    expect(await store().upload(FILE)).toEqual(ok({ key: '31/1024/k-1-dni.pdf' }));
    expect(calls[0]).toMatchObject({
      name: UPLOAD,
      body: { caseId: '1024', groupId: '31', uniqueKey: 'k-1', fileName: 'dni.pdf', fileContent: 'JVBERi0xLjQK' },
    });
    expect(calls[0]?.headers.get('authorization')).toMatch(
      /^AWS4-HMAC-SHA256 Credential=ASIAEMULATOR\/\d{8}\/sa-east-1\/lambda\/aws4_request/,
    );
    expect(calls[0]?.headers.get('x-amz-security-token')).toBe('session');
  });

  it('retries an upload the service failed with the very same body, unique key included, so the function can tell it is a repeat', async () => {
    let attempts = 0;
    const calls = answer(() => {
      attempts += 1;
      return attempts === 1
        ? HttpResponse.json({ Type: 'Service', message: 'Internal error' }, { status: 500 })
        : HttpResponse.json({ key: '31/1024/k-1-dni.pdf' });
    });
    expect(await store({ maxAttempts: 2 }).upload(FILE)).toEqual(ok({ key: '31/1024/k-1-dni.pdf' }));
    expect(calls).toHaveLength(2);
    expect(calls[1]?.body).toEqual(calls[0]?.body);
    expect(calls[1]?.body).toMatchObject({ uniqueKey: 'k-1' });
  });

  it('downloads: file name, message and a link', async () => {
    const calls = answer(() =>
      HttpResponse.json({ fileName: 'dni.pdf', message: 'Archivo listo', url: 'https://files.test/dni.pdf?sig=1' }),
    );
    expect(await store().download('31/1024/k-1-dni.pdf')).toEqual(
      ok({ fileName: 'dni.pdf', message: 'Archivo listo', url: 'https://files.test/dni.pdf?sig=1' }),
    );
    expect(calls[0]).toMatchObject({ name: DOWNLOAD, body: { fileLink: '31/1024/k-1-dni.pdf' } });
  });

  it("follows the download link and answers the file's bytes", async () => {
    answer(() =>
      HttpResponse.json({
        fileName: 'dni.pdf',
        message: 'Archivo listo',
        url: 'https://files.test/31/1024/dni.pdf?sig=1',
      }),
    );
    server.use(
      http.get('https://files.test/31/1024/dni.pdf', () =>
        HttpResponse.arrayBuffer(Uint8Array.from([37, 80, 68, 70]).buffer, {
          headers: { 'content-type': 'application/pdf' },
        }),
      ),
    );
    const content = await store().downloadBytes('31/1024/k-1-dni.pdf');
    expect(content).toEqual(
      ok({ fileName: 'dni.pdf', bytes: Uint8Array.from([37, 80, 68, 70]), contentType: 'application/pdf' }),
    );
  });

  it('answers a file served without a media type with none', async () => {
    answer(() =>
      HttpResponse.json({ fileName: 'acta', message: 'Archivo listo', url: 'https://files.test/31/1024/acta?sig=1' }),
    );
    server.use(
      http.get(
        'https://files.test/31/1024/acta',
        () => new HttpResponse(Uint8Array.from([1, 2, 3]), { headers: { 'content-type': '' } }),
      ),
    );
    expect(await store().downloadBytes('31/1024/k-1-acta')).toEqual(
      ok({ fileName: 'acta', bytes: Uint8Array.from([1, 2, 3]), contentType: null }),
    );
  });

  it('ends a link the storage refuses in not-found or forbidden, and a dropped one in unavailable', async () => {
    answer(() =>
      HttpResponse.json({ fileName: 'dni.pdf', message: 'Archivo listo', url: 'https://files.test/dni.pdf?sig=1' }),
    );
    const xml = (code: string) => `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`;

    server.use(http.get('https://files.test/dni.pdf', () => new HttpResponse(xml('NoSuchKey'), { status: 404 })));
    expect(failureOf(await store().downloadBytes('31/1024/x'))).toMatchObject({
      kind: 'not-found',
      message: errorMessages.downloadFile,
    });

    server.use(http.get('https://files.test/dni.pdf', () => new HttpResponse(xml('AccessDenied'), { status: 403 })));
    expect(failureOf(await store().downloadBytes('31/1024/x'))).toMatchObject({
      kind: 'forbidden',
      message: errorMessages.downloadFile,
    });

    server.use(http.get('https://files.test/dni.pdf', () => new HttpResponse(xml('InternalError'), { status: 500 })));
    expect(failureOf(await store().downloadBytes('31/1024/x'))).toMatchObject({
      kind: 'unavailable',
      transport: 'http',
    });

    server.use(http.get('https://files.test/dni.pdf', () => HttpResponse.error()));
    expect(failureOf(await store().downloadBytes('31/1024/x'))).toMatchObject({
      kind: 'unavailable',
      transport: 'network',
    });
  });

  it("ends a function error (X-Amz-Function-Error) in rejected with the intent's text", async () => {
    answer(() =>
      HttpResponse.json(
        { errorType: 'FileTooLargeError', errorMessage: 'El archivo supera el máximo de 10 MB' },
        { headers: { 'x-amz-function-error': 'Unhandled' } },
      ),
    );
    const error = failureOf(await store().upload(FILE));
    expect(error).toMatchObject({ kind: 'rejected', message: errorMessages.uploadFile });
    expect(error.detail).toContain('FileTooLargeError');

    answer(
      () => new HttpResponse('Task timed out after 3.00 seconds', { headers: { 'x-amz-function-error': 'Unhandled' } }),
    );
    expect(failureOf(await store().download('31/1024/x'))).toMatchObject({
      kind: 'rejected',
      message: errorMessages.downloadFile,
    });
  });

  it("ends the upload function's quota refusal (30 files a minute) in throttled with the catalogue's own text, which the intent's does not replace", async () => {
    const calls = answer(() =>
      HttpResponse.json(
        {
          errorType: 'UploadQuotaExceededError',
          errorMessage: 'Se alcanzó el límite de archivos que puede subir por ahora (at most 30 files every 1 min).',
          trace: [],
        },
        { headers: { 'x-amz-function-error': 'Unhandled' } },
      ),
    );
    const error = failureOf(await store().upload(FILE));
    expect(error).toEqual({
      kind: 'unavailable',
      transport: 'throttled',
      message: 'Alcanzó el límite de archivos que puede subir por ahora. Intente nuevamente en unos minutos.',
      detail: expect.stringContaining('UploadQuotaExceededError'),
    });
    expect(calls).toHaveLength(1);
  });

  it('ends expired credentials in unauthenticated and refused ones in forbidden', async () => {
    answer(() =>
      HttpResponse.json(
        { message: 'The security token included in the request is expired' },
        { status: 403, headers: { 'x-amzn-errortype': 'ExpiredTokenException' } },
      ),
    );
    expect(failureOf(await store().upload(FILE))).toMatchObject({
      kind: 'unauthenticated',
      message: identityMessages.notAuthenticated,
    });

    answer(() =>
      HttpResponse.json(
        { Message: 'User is not authorized to perform: lambda:InvokeFunction' },
        { status: 403, headers: { 'x-amzn-errortype': 'AccessDeniedException' } },
      ),
    );
    expect(failureOf(await store().upload(FILE))).toMatchObject({
      kind: 'forbidden',
      message: errorMessages.uploadFile,
    });
  });

  it('ends a call without a session in unauthenticated, without invoking', async () => {
    const calls = answer(() => HttpResponse.json({}));
    const signedOut: CredentialsSource = async () => err(portalError.unauthenticated());
    expect(failureOf(await store({ credentials: signedOut }).upload(FILE))).toMatchObject({ kind: 'unauthenticated' });
    expect(calls).toHaveLength(0);
  });

  it('ends a network error, a timeout, a 500 and a 502 page in unavailable', async () => {
    answer(() => HttpResponse.error());
    expect(failureOf(await store().upload(FILE))).toMatchObject({
      kind: 'unavailable',
      transport: 'network',
      message: errorMessages.network,
    });

    answer(async () => {
      await delay('infinite');
      return HttpResponse.json({});
    });
    expect(failureOf(await store({ timeoutMs: 100 }).upload(FILE))).toMatchObject({
      kind: 'unavailable',
      transport: 'timeout',
    });

    answer(() =>
      HttpResponse.json(
        { message: 'Service unavailable' },
        { status: 500, headers: { 'x-amzn-errortype': 'ServiceException' } },
      ),
    );
    expect(failureOf(await store().upload(FILE))).toMatchObject({ kind: 'unavailable', transport: 'http' });

    answer(
      () => new HttpResponse('<html>502 Bad Gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }),
    );
    expect(failureOf(await store().upload(FILE))).toMatchObject({ kind: 'unavailable', transport: 'http' });
  });

  it('ends malformed JSON and answers of the wrong shape in unavailable/malformed', async () => {
    answer(() => new HttpResponse('{"key": "31/10', { headers: { 'content-type': 'application/json' } }));
    expect(failureOf(await store().upload(FILE))).toMatchObject({ kind: 'unavailable', transport: 'malformed' });

    answer(() => HttpResponse.json({ fileName: 'dni.pdf' }));
    expect(failureOf(await store().download('31/1024/x'))).toMatchObject({
      kind: 'unavailable',
      transport: 'malformed',
    });
  });
});
