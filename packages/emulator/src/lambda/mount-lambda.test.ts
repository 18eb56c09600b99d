import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { InvokeCommand, LambdaClient, type InvokeCommandOutput } from '@aws-sdk/client-lambda';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { IssuedCredentials } from '../context';
import { addCaseTables, insertCase } from '../testing/case-tables';
import { createFakeContext, type FakeEmulatorContext } from '../testing/fake-emulator-context';
import { listCaseFiles } from './case-files';
import { mountLambda } from './mount-lambda';

const anaCredentials: IssuedCredentials = {
  accessKeyId: 'ASIAEMULATORANA00001',
  secretAccessKey: 'secret/ana+Key0000000000000000000000000',
  sessionToken: 'session-token-ana',
  identityId: 'sa-east-1:11111111-1111-4111-8111-111111111111',
  sub: 'sub-ana',
  expiresAt: Date.now() + 60 * 60 * 1000,
};
const guestCredentials: IssuedCredentials = {
  accessKeyId: 'ASIAEMULATORGUEST001',
  secretAccessKey: 'secret-guest-000000000000000000000000000',
  sessionToken: 'session-token-guest',
  identityId: 'sa-east-1:22222222-2222-4222-8222-222222222222',
  sub: null,
  expiresAt: Date.now() + 60 * 60 * 1000,
};

const beaCredentials: IssuedCredentials = {
  accessKeyId: 'ASIAEMULATORBEA00001',
  secretAccessKey: 'secret-bea-00000000000000000000000000000',
  sessionToken: 'session-token-bea',
  identityId: 'sa-east-1:33333333-3333-4333-8333-333333333333',
  sub: 'sub-bea',
  expiresAt: Date.now() + 60 * 60 * 1000,
};

let ctx: FakeEmulatorContext;
let server: ServerType;
let baseUrl: string;

beforeAll(async () => {
  ctx = createFakeContext();
  const app = new Hono();
  mountLambda(app, ctx);
  server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  ctx.setBaseUrl(baseUrl);
  ctx.credentials.set(anaCredentials.accessKeyId, anaCredentials);
  ctx.credentials.set(guestCredentials.accessKeyId, guestCredentials);
  ctx.credentials.set(beaCredentials.accessKeyId, beaCredentials);
  addCaseTables(ctx.db);
  // Case 42 of group 7 is Ana's; case 43 of the same group is Bea's.
  insertCase(ctx.db, { groupId: 7, caseId: 42 }, anaCredentials.sub);
  insertCase(ctx.db, { groupId: 7, caseId: 43 }, beaCredentials.sub);
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  ctx.close();
});

afterEach(() => vi.useRealTimers());

type ClientOptions = Partial<ConstructorParameters<typeof LambdaClient>[0]>;

function lambdaClient(
  credentials: Pick<IssuedCredentials, 'accessKeyId' | 'secretAccessKey' | 'sessionToken'>,
  options: ClientOptions = {},
) {
  return new LambdaClient({
    region: 'sa-east-1',
    endpoint: `${baseUrl}/lambda`,
    credentials: {
      accessKeyId: credentials.accessKeyId,
      secretAccessKey: credentials.secretAccessKey,
      sessionToken: credentials.sessionToken,
    },
    maxAttempts: 1,
    ...options,
  });
}

function invoke(client: LambdaClient, functionName: string, event: unknown): Promise<InvokeCommandOutput> {
  return client.send(
    new InvokeCommand({ FunctionName: functionName, Payload: new TextEncoder().encode(JSON.stringify(event)) }),
  );
}

function payloadOf(output: InvokeCommandOutput): Record<string, unknown> {
  return JSON.parse(new TextDecoder().decode(output.Payload)) as Record<string, unknown>;
}

/** The service error the SDK raised, by the name it parsed from x-amzn-errortype. */
async function serviceError(
  sending: Promise<unknown>,
): Promise<{ name: string; message: string; status: number | undefined }> {
  const error = await sending.then(
    () => {
      throw new Error('the call was expected to fail');
    },
    (failure: unknown) => failure as { name: string; message: string; $metadata?: { httpStatusCode?: number } },
  );
  return { name: error.name, message: error.message, status: error.$metadata?.httpStatusCode };
}

const upload = () => ctx.settings.uploadFunctionName;
const download = () => ctx.settings.downloadFunctionName;
const pdfBytes = Buffer.from('%PDF-1.4\n% contestación de demanda\n%%EOF\n');
const uploadEvent = (overrides: Record<string, unknown> = {}) => ({
  caseId: 42,
  groupId: 7,
  uniqueKey: 'k7f3a9',
  fileName: 'Contestación demanda.pdf',
  fileContent: pdfBytes.toString('base64'),
  ...overrides,
});

describe('the upload and download functions through @aws-sdk/client-lambda', () => {
  it('stores an upload, lists it, and serves it back through a signed download link', async () => {
    const client = lambdaClient(anaCredentials);
    const uploaded = await invoke(client, upload(), uploadEvent());
    expect(uploaded.StatusCode).toBe(200);
    expect(uploaded.FunctionError).toBeUndefined();
    expect(uploaded.ExecutedVersion).toBe('$LATEST');
    expect(payloadOf(uploaded)).toEqual({
      statusCode: 200,
      key: '7/42/k7f3a9-Contestación demanda.pdf',
      fileName: 'Contestación demanda.pdf',
      message: 'Archivo cargado correctamente',
    });
    expect(readFileSync(join(ctx.filesDir, '7', '42', 'k7f3a9-Contestación demanda.pdf'))).toEqual(pdfBytes);
    expect(listCaseFiles(ctx, '7', '42')).toEqual([
      {
        Key: '7/42/k7f3a9-Contestación demanda.pdf',
        ContentType: 'application/pdf',
        metadata: { name: 'Contestación demanda.pdf' },
        LastModified: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        Size: pdfBytes.byteLength,
      },
    ]);

    const downloaded = payloadOf(
      await invoke(client, download(), { fileLink: '7/42/k7f3a9-Contestación demanda.pdf' }),
    );
    expect(downloaded).toMatchObject({ fileName: 'Contestación demanda.pdf', message: expect.any(String) });
    const url = String(downloaded.url);
    expect(url.startsWith(`${baseUrl}/__emulator/files/7/42/`)).toBe(true);
    const file = await fetch(url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="Contestaci_n demanda.pdf"; filename*=UTF-8''Contestaci%C3%B3n%20demanda.pdf`,
    );
    expect(Buffer.from(await file.arrayBuffer())).toEqual(pdfBytes);
  });

  it('accepts the function by ARN, whose colons the signature encodes twice', async () => {
    const arn = `arn:aws:lambda:sa-east-1:000000000000:function:${upload()}`;
    const uploaded = await invoke(lambdaClient(anaCredentials), arn, uploadEvent({ uniqueKey: 'por-arn' }));
    expect(payloadOf(uploaded).key).toBe('7/42/por-arn-Contestación demanda.pdf');
  });
});

describe('who may touch a case’s files', () => {
  const key = '7/42/propio-Contestación demanda.pdf';
  const uploadRefused = {
    errorType: 'AccessDeniedError',
    errorMessage: 'No tiene autorización para cargar archivos en este asunto',
  };
  const downloadRefused = {
    errorType: 'AccessDeniedError',
    errorMessage: 'No tiene autorización para descargar este archivo',
  };

  beforeAll(async () => {
    await invoke(lambdaClient(anaCredentials), upload(), uploadEvent({ uniqueKey: 'propio' }));
  });

  async function functionErrorOf(credentials: IssuedCredentials, functionName: string, event: unknown) {
    const output = await invoke(lambdaClient(credentials), functionName, event);
    expect(output.FunctionError).toBe('Unhandled');
    return payloadOf(output);
  }

  it('refuses a guest’s download of a known key, and another client’s', async () => {
    for (const credentials of [guestCredentials, beaCredentials]) {
      expect(await functionErrorOf(credentials, download(), { fileLink: key })).toMatchObject(downloadRefused);
    }
  });

  it('refuses a stranger an unknown key as it refuses a known one, so keys cannot be probed', async () => {
    for (const fileLink of [
      '7/42/nada.pdf',
      '7/999/nada.pdf',
      '8/42/propio-Contestación demanda.pdf',
      'sin-barras',
      '../42/x',
    ]) {
      expect(await functionErrorOf(beaCredentials, download(), { fileLink })).toMatchObject(downloadRefused);
    }
  });

  it('refuses the owner a key whose group is not the case’s', async () => {
    expect(
      await functionErrorOf(anaCredentials, download(), { fileLink: '8/42/propio-Contestación demanda.pdf' }),
    ).toMatchObject(downloadRefused);
  });

  it('refuses an upload by a guest or by another client without a link token, and stores nothing', async () => {
    for (const credentials of [guestCredentials, beaCredentials]) {
      expect(await functionErrorOf(credentials, upload(), uploadEvent({ uniqueKey: 'intruso' }))).toMatchObject(
        uploadRefused,
      );
    }
    expect(
      await functionErrorOf(anaCredentials, upload(), uploadEvent({ caseId: 43, uniqueKey: 'intruso' })),
    ).toMatchObject(uploadRefused);
    expect(
      await functionErrorOf(anaCredentials, upload(), uploadEvent({ groupId: 8, uniqueKey: 'intruso' })),
    ).toMatchObject(uploadRefused);
    expect(existsSync(join(ctx.filesDir, '7', '42', 'intruso-Contestación demanda.pdf'))).toBe(false);
    expect(existsSync(join(ctx.filesDir, '7', '43'))).toBe(false);
  });

  it('refuses an upload to a key that exists, even by the owner, and keeps the original bytes', async () => {
    const again = await functionErrorOf(
      anaCredentials,
      upload(),
      uploadEvent({ uniqueKey: 'propio', fileContent: Buffer.from('pisado').toString('base64') }),
    );
    expect(again).toMatchObject({
      errorType: 'FileExistsError',
      errorMessage: 'Ya existe un archivo con ese nombre. Vuelva a intentarlo.',
    });
    expect(readFileSync(join(ctx.filesDir, '7', '42', 'propio-Contestación demanda.pdf'))).toEqual(pdfBytes);
  });
});

describe('SigV4 verification', () => {
  it('refuses a signature made with the wrong secret', async () => {
    const client = lambdaClient({ ...anaCredentials, secretAccessKey: 'not-the-secret' });
    expect(await serviceError(invoke(client, upload(), uploadEvent()))).toMatchObject({
      name: 'InvalidSignatureException',
      status: 403,
      message: expect.stringMatching(/^The request signature we calculated does not match/),
    });
  });

  it('refuses an access key the identity pool never issued', async () => {
    const client = lambdaClient({ ...anaCredentials, accessKeyId: 'ASIAUNKNOWN000000000' });
    expect(await serviceError(invoke(client, upload(), uploadEvent()))).toMatchObject({
      name: 'UnrecognizedClientException',
      status: 403,
      message: 'The security token included in the request is invalid.',
    });
  });

  it("refuses a session token that is not the access key's", async () => {
    const client = lambdaClient({ ...anaCredentials, sessionToken: guestCredentials.sessionToken });
    expect((await serviceError(invoke(client, upload(), uploadEvent()))).name).toBe('UnrecognizedClientException');
  });

  it('refuses expired credentials', async () => {
    const expired = { ...anaCredentials, accessKeyId: 'ASIAEXPIRED000000001', expiresAt: Date.now() - 1000 };
    ctx.credentials.set(expired.accessKeyId, expired);
    expect(await serviceError(invoke(lambdaClient(expired), upload(), uploadEvent()))).toMatchObject({
      name: 'ExpiredTokenException',
      status: 403,
    });
  });

  it('refuses a body altered after signing, by its sha256', async () => {
    const client = lambdaClient(anaCredentials);
    type Handler = (args: { request: { body: Uint8Array } }) => Promise<never>;
    const tamperAfterSigning = (next: Handler) => async (args: { request: { body: Uint8Array } }) => {
      args.request.body = Buffer.from(Buffer.from(args.request.body).toString().replace('k7f3a9', 'hacked'));
      return next(args);
    };
    // The stack's parameter is a union over every step, which no single function type satisfies.
    const middleware = tamperAfterSigning as unknown as Parameters<typeof client.middlewareStack.addRelativeTo>[0];
    client.middlewareStack.addRelativeTo(middleware, {
      relation: 'after',
      toMiddleware: 'httpSigningMiddleware',
      name: 'tamperAfterSigning',
    });
    expect(await serviceError(invoke(client, upload(), uploadEvent()))).toMatchObject({
      name: 'InvalidSignatureException',
      status: 403,
      message: "The provided 'x-amz-content-sha256' header does not match what was computed.",
    });
    expect(existsSync(join(ctx.filesDir, '7', '42', 'hacked-Contestación demanda.pdf'))).toBe(false);
  });

  it('refuses credentials scoped to another region', async () => {
    const client = lambdaClient(anaCredentials, { region: 'us-east-1' });
    expect(await serviceError(invoke(client, upload(), uploadEvent()))).toMatchObject({
      name: 'InvalidSignatureException',
      message: expect.stringMatching(/valid region/),
    });
  });

  it('refuses a request signed more than 15 minutes ago', async () => {
    const client = lambdaClient(anaCredentials, { systemClockOffset: -20 * 60 * 1000 });
    expect(await serviceError(invoke(client, upload(), uploadEvent()))).toMatchObject({
      name: 'InvalidSignatureException',
      message: expect.stringMatching(/^Signature expired: \d{8}T\d{6}Z is now earlier than/),
    });
  });

  it('answers requests without or with a malformed Authorization header', async () => {
    const url = `${baseUrl}/lambda/2015-03-31/functions/${upload()}/invocations`;
    const unsigned = await fetch(url, { method: 'POST', body: '{}' });
    expect(unsigned.status).toBe(403);
    expect(unsigned.headers.get('x-amzn-errortype')).toBe('MissingAuthenticationTokenException');
    expect(unsigned.headers.get('x-amzn-requestid')).toMatch(/^[0-9a-f-]{36}$/);
    expect(unsigned.headers.get('x-amz-executed-version')).toBe('$LATEST');

    for (const authorization of [
      'Basic YWxhZGRpbjpvcGVuc2VzYW1l',
      'AWS4-HMAC-SHA256 Credential=only/three/parts',
      'AWS4-HMAC-SHA256 Signature=abc',
    ]) {
      const malformed = await fetch(url, { method: 'POST', body: '{}', headers: { authorization } });
      expect(malformed.status).toBe(400);
      expect(malformed.headers.get('x-amzn-errortype')).toBe('IncompleteSignatureException');
      expect(await malformed.json()).toMatchObject({ message: expect.any(String) });
    }
  });
});

describe('service errors', () => {
  it('answers ResourceNotFoundException for an unknown function or qualifier', async () => {
    const client = lambdaClient(anaCredentials);
    expect(await serviceError(invoke(client, 'justiciable-delete-everything-dev', {}))).toMatchObject({
      name: 'ResourceNotFoundException',
      status: 404,
      message: 'Function not found: arn:aws:lambda:sa-east-1:000000000000:function:justiciable-delete-everything-dev',
    });
    const qualified = client.send(
      new InvokeCommand({ FunctionName: upload(), Qualifier: '3', Payload: new Uint8Array() }),
    );
    expect((await serviceError(qualified)).name).toBe('ResourceNotFoundException');
  });

  it('answers InvalidRequestContentException for a body that is not JSON', async () => {
    const sending = lambdaClient(anaCredentials).send(
      new InvokeCommand({ FunctionName: upload(), Payload: new TextEncoder().encode('caseId=42&groupId=7') }),
    );
    expect(await serviceError(sending)).toMatchObject({ name: 'InvalidRequestContentException', status: 400 });
  });

  it('answers RequestTooLargeException for a body over 6 MB', async () => {
    const event = uploadEvent({ fileContent: Buffer.alloc(5 * 1024 * 1024).toString('base64') });
    expect(await serviceError(invoke(lambdaClient(anaCredentials), upload(), event))).toMatchObject({
      name: 'RequestTooLargeException',
      status: 413,
      message: 'Request must be smaller than 6291456 bytes for the InvokeFunction operation',
    });
  });

  it('honours the DryRun and Event invocation types and returns the tail of the log', async () => {
    const client = lambdaClient(anaCredentials);
    const payload = new TextEncoder().encode(JSON.stringify(uploadEvent({ uniqueKey: 'evento' })));
    const dryRun = await client.send(
      new InvokeCommand({ FunctionName: upload(), InvocationType: 'DryRun', Payload: payload }),
    );
    expect(dryRun.StatusCode).toBe(204);
    expect(existsSync(join(ctx.filesDir, '7', '42', 'evento-Contestación demanda.pdf'))).toBe(false);
    const event = await client.send(
      new InvokeCommand({ FunctionName: upload(), InvocationType: 'Event', Payload: payload }),
    );
    expect(event.StatusCode).toBe(202);
    expect(existsSync(join(ctx.filesDir, '7', '42', 'evento-Contestación demanda.pdf'))).toBe(true);
    const tailedPayload = new TextEncoder().encode(JSON.stringify(uploadEvent({ uniqueKey: 'cola' })));
    const tailed = await client.send(
      new InvokeCommand({ FunctionName: upload(), LogType: 'Tail', Payload: tailedPayload }),
    );
    expect(Buffer.from(tailed.LogResult ?? '', 'base64').toString()).toMatch(/^START RequestId: /);
  });
});

describe('function errors', () => {
  async function functionError(functionName: string, event: unknown) {
    const output = await invoke(lambdaClient(anaCredentials), functionName, event);
    expect(output.StatusCode).toBe(200);
    expect(output.FunctionError).toBe('Unhandled');
    return payloadOf(output);
  }

  it.each([
    ['a missing caseId', uploadEvent({ caseId: undefined }), "Falta el campo 'caseId'"],
    ['a missing fileContent', uploadEvent({ fileContent: '' }), "Falta el campo 'fileContent'"],
    ['a fileName that is not text', uploadEvent({ fileName: 12 }), "El campo 'fileName' debe ser texto"],
    ['a groupId that is an object', uploadEvent({ groupId: { $gt: 0 } }), "El campo 'groupId' debe ser texto o número"],
    [
      'a caseId that climbs out of the group',
      uploadEvent({ caseId: '..' }),
      "El campo 'caseId' debe ser un identificador",
    ],
    [
      'a uniqueKey with a slash',
      uploadEvent({ uniqueKey: 'a/../../b' }),
      "El campo 'uniqueKey' debe ser un identificador",
    ],
    ['a fileContent that is not base64', uploadEvent({ fileContent: 'esto no es base64!' }), 'no es base64 válido'],
    ['an event that is not an object', ['caseId', 42], 'El evento debe ser un objeto JSON'],
  ])('refuses an upload with %s', async (_, event, message) => {
    const error = await functionError(upload(), event);
    expect(error).toMatchObject({ errorType: 'ValidationError', errorMessage: expect.stringContaining(message) });
    expect(error.trace).toEqual(expect.any(Array));
  });

  it('keeps only the last component of a file name that carries a path', async () => {
    const uploaded = payloadOf(
      await invoke(
        lambdaClient(anaCredentials),
        upload(),
        uploadEvent({ uniqueKey: 'ruta', fileName: '../../../etc/passwd' }),
      ),
    );
    expect(uploaded).toMatchObject({ key: '7/42/ruta-passwd', fileName: 'passwd' });
    expect(existsSync(join(ctx.filesDir, '7', '42', 'ruta-passwd'))).toBe(true);
  });

  it('answers a download of an unknown file link with FileNotFoundError', async () => {
    expect(await functionError(download(), { fileLink: '7/42/nada.pdf' })).toMatchObject({
      errorType: 'FileNotFoundError',
    });
    expect(await functionError(download(), {})).toMatchObject({ errorMessage: "Falta el campo 'fileLink'" });
  });
});

describe('download links', () => {
  let url: URL;

  beforeAll(async () => {
    const client = lambdaClient(anaCredentials);
    await invoke(
      client,
      upload(),
      uploadEvent({
        uniqueKey: 'link',
        fileName: 'poder.txt',
        fileContent: Buffer.from('Poder general').toString('base64'),
      }),
    );
    url = new URL(String(payloadOf(await invoke(client, download(), { fileLink: '7/42/link-poder.txt' })).url));
  });

  async function expectRefused(link: URL | string, code: string) {
    const answer = await fetch(link);
    expect(answer.status).toBe(403);
    expect(await answer.text()).toContain(`<Code>${code}</Code>`);
  }

  it('serves the file while the link is fresh', async () => {
    const answer = await fetch(url);
    expect(answer.headers.get('content-type')).toBe('text/plain');
    expect(await answer.text()).toBe('Poder general');
  });

  it('refuses the link once its five minutes are over', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 5 * 60 * 1000 + 1000);
    await expectRefused(url, 'AccessDenied');
  });

  it('refuses a link whose signature, expiry or key was changed', async () => {
    const forgedSignature = new URL(url);
    forgedSignature.searchParams.set('signature', '0'.repeat(64));
    await expectRefused(forgedSignature, 'SignatureDoesNotMatch');

    const extended = new URL(url);
    extended.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
    await expectRefused(extended, 'SignatureDoesNotMatch');

    const otherFile = new URL(url);
    otherFile.pathname = otherFile.pathname.replace('link-poder.txt', 'k7f3a9-Contestaci%C3%B3n%20demanda.pdf');
    await expectRefused(otherFile, 'SignatureDoesNotMatch');

    await expectRefused(`${baseUrl}/__emulator/files/7/42/link-poder.txt`, 'SignatureDoesNotMatch');
  });
});
