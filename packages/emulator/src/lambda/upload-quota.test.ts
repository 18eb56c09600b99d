import type { AddressInfo } from 'node:net';
import { InvokeCommand, LambdaClient, type InvokeCommandOutput } from '@aws-sdk/client-lambda';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EmulatorSettings, IssuedCredentials } from '../context';
import { addCaseTables, insertCase } from '../testing/case-tables';
import { createFakeContext, type FakeEmulatorContext } from '../testing/fake-emulator-context';
import { listCaseFiles } from './case-files';
import { mountLambda } from './mount-lambda';
import { defaultUploadLimits, resolveUploadLimits, UPLOAD_QUOTA_ERROR, uploadLimitsFromEnv } from './upload-quota';

/*
 * One account uploaded 300 files in 1.3 s and 40 MiB in about 2 s to one case,
 * never refused. Replayed through @aws-sdk/client-lambda: past the account's limit the upload
 * function answers a function error the adapters read (UploadQuotaExceededError), stores nothing,
 * and the account uploads again once the window has passed; other accounts are not affected.
 */

const hour = 60 * 60 * 1000;
const credentialsOf = (name: string, sub: string): IssuedCredentials => ({
  accessKeyId: `ASIAEMULATOR${name.toUpperCase().padEnd(8, '0')}`,
  secretAccessKey: `secret-${name}-${'0'.repeat(32)}`,
  sessionToken: `session-token-${name}`,
  identityId: `sa-east-1:${sub.padEnd(8, '0')}-1111-4111-8111-111111111111`,
  sub,
  // A day ahead: the tests move the clock past their windows.
  expiresAt: Date.now() + 48 * hour,
});
const ana = credentialsOf('ana', 'sub-ana');
const bea = credentialsOf('bea', 'sub-bea');

interface Lambda {
  readonly ctx: FakeEmulatorContext;
  readonly url: string;
  readonly server: ServerType;
}

async function startLambda(settings: Partial<EmulatorSettings>): Promise<Lambda> {
  const ctx = createFakeContext(settings);
  const app = new Hono();
  mountLambda(app, ctx);
  const server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  ctx.setBaseUrl(url);
  for (const credentials of [ana, bea]) ctx.credentials.set(credentials.accessKeyId, credentials);
  addCaseTables(ctx.db);
  insertCase(ctx.db, { groupId: 7, caseId: 42 }, ana.sub);
  insertCase(ctx.db, { groupId: 7, caseId: 43 }, bea.sub);
  return { ctx, url, server };
}

async function stopLambda({ ctx, server }: Lambda): Promise<void> {
  await new Promise((resolve) => server.close(resolve));
  ctx.close();
}

let uploads = 0;
/** One upload of `bytes` bytes by `credentials` to their own case, each under a key of its own. */
function upload(lambda: Lambda, credentials: IssuedCredentials, bytes = 16): Promise<InvokeCommandOutput> {
  const client = new LambdaClient({
    region: 'sa-east-1',
    endpoint: `${lambda.url}/lambda`,
    credentials: {
      accessKeyId: credentials.accessKeyId,
      secretAccessKey: credentials.secretAccessKey,
      sessionToken: credentials.sessionToken,
    },
    maxAttempts: 1,
  });
  const event = {
    caseId: credentials === ana ? 42 : 43,
    groupId: 7,
    uniqueKey: `k${++uploads}`,
    fileName: 'prueba.pdf',
    fileContent: Buffer.alloc(bytes, 0x25).toString('base64'),
  };
  const invocation = new InvokeCommand({
    FunctionName: lambda.ctx.settings.uploadFunctionName,
    Payload: new TextEncoder().encode(JSON.stringify(event)),
  });
  return client.send(invocation).finally(() => client.destroy());
}

function functionError(output: InvokeCommandOutput): { errorType?: string; errorMessage?: string } {
  expect(output.StatusCode).toBe(200);
  expect(output.FunctionError).toBe('Unhandled');
  return JSON.parse(new TextDecoder().decode(output.Payload)) as { errorType?: string; errorMessage?: string };
}

const storedFiles = (lambda: Lambda, caseId: number) => listCaseFiles(lambda.ctx, 7, caseId).length;

afterEach(() => vi.useRealTimers());

describe(`by default, ${defaultUploadLimits.files} files a minute per account`, () => {
  let lambda: Lambda;
  beforeAll(async () => {
    lambda = await startLambda({ uploadLimits: defaultUploadLimits });
  });
  afterAll(() => stopLambda(lambda));

  it(`stores ${defaultUploadLimits.files} files at once, refuses the next with UploadQuotaExceededError, storing nothing, until the minute has passed`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const burst = await Promise.all(Array.from({ length: defaultUploadLimits.files }, () => upload(lambda, ana)));
    expect(burst.every((output) => output.FunctionError === undefined)).toBe(true);

    expect(functionError(await upload(lambda, ana))).toMatchObject({
      errorType: UPLOAD_QUOTA_ERROR,
      errorMessage: `Se alcanzó el límite de archivos que puede subir por ahora (at most ${defaultUploadLimits.files} files every 1 min).`,
    });
    expect(storedFiles(lambda, 42)).toBe(defaultUploadLimits.files);
    // Another account's uploads are its own.
    expect((await upload(lambda, bea)).FunctionError).toBeUndefined();

    vi.setSystemTime(Date.now() + 61_000);
    expect((await upload(lambda, ana)).FunctionError).toBeUndefined();
    expect(storedFiles(lambda, 42)).toBe(defaultUploadLimits.files + 1);
  });
});

describe('bytes per account and window', () => {
  let lambda: Lambda;
  beforeAll(async () => {
    lambda = await startLambda({ uploadLimits: { ...defaultUploadLimits, bytes: 1_000, bytesWindowMs: hour } });
  });
  afterAll(() => stopLambda(lambda));

  it('refuses the upload that would take the account past its bytes, and takes it again once the window has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    expect((await upload(lambda, ana, 600)).FunctionError).toBeUndefined();
    expect((await upload(lambda, ana, 400)).FunctionError).toBeUndefined();
    expect(functionError(await upload(lambda, ana, 1))).toMatchObject({ errorType: UPLOAD_QUOTA_ERROR });
    expect(storedFiles(lambda, 42)).toBe(2);
    expect((await upload(lambda, bea, 1_000)).FunctionError).toBeUndefined();

    vi.setSystemTime(Date.now() + hour + 1_000);
    expect((await upload(lambda, ana, 1_000)).FunctionError).toBeUndefined();
  });
});

describe('configuration', () => {
  it("takes the defaults, 'off', or limits to change; 'off' rate limits lift them unless they are given", () => {
    expect(defaultUploadLimits).toEqual({
      files: 30,
      filesWindowMs: 60_000,
      bytes: 200 * 1024 * 1024,
      bytesWindowMs: 24 * hour,
    });
    expect(resolveUploadLimits(undefined, false)).toEqual(defaultUploadLimits);
    expect(resolveUploadLimits(undefined, true)).toBe('off');
    expect(resolveUploadLimits({ files: 5 }, true)).toEqual({ ...defaultUploadLimits, files: 5 });
    expect(() => resolveUploadLimits({ files: 0 }, false)).toThrow(
      'uploadLimits.files must be a positive integer, not 0',
    );
  });

  it('reads EMULATOR_UPLOAD_LIMITS', () => {
    expect(uploadLimitsFromEnv(undefined)).toBeUndefined();
    expect(uploadLimitsFromEnv(' off ')).toBe('off');
    expect(uploadLimitsFromEnv('files=100/1m, mib=1024/1d')).toEqual({
      files: 100,
      filesWindowMs: 60_000,
      bytes: 1024 * 1024 * 1024,
      bytesWindowMs: 24 * hour,
    });
    expect(uploadLimitsFromEnv('mib=10/1h')).toEqual({ bytes: 10 * 1024 * 1024, bytesWindowMs: hour });
    expect(() => uploadLimitsFromEnv('files=0/1m')).toThrow("cannot read 'files=0/1m'");
    expect(() => uploadLimitsFromEnv('gb=1/1d')).toThrow("cannot read 'gb=1/1d'");
  });
});
