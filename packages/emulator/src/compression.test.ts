import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD_BYTES, createCompressingServer } from './compression';
import { startEmulator, type RunningEmulator } from './index';
import { filesRoutePrefix } from './lambda/file-url-signer';
import { PREFLIGHT_MAX_AGE_SECONDS } from './server';
import { userPoolClient } from './testing/aws-json-client';

/** One answer as it crossed the wire: node:http decodes nothing, unlike fetch. */
interface RawAnswer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly bytes: Buffer;
}

function rawRequest(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(url, { method: init.method ?? 'GET', headers: init.headers ?? {} }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end(init.body);
  });
}

/** The body as the server meant it, undoing the Content-Encoding it sent. */
function decoded(answer: RawAnswer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.bytes).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(answer.bytes).toString('utf8');
  if (encoding === undefined) return answer.bytes.toString('utf8');
  throw new Error(`unexpected Content-Encoding ${encoding}`);
}

/** The token's subject: the client's id on api.php and GraphQL. */
function subOf(token: string): string {
  return (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub: string }).sub;
}

describe('compressed answers on every protocol of the emulator', () => {
  let emulator: RunningEmulator;
  let accessToken: string;
  let agendaUrl: string;

  beforeAll(async () => {
    emulator = await startEmulator({ port: 0, data: ':memory:', seed: 'demo', rateLimits: 'off' });
    const demo = emulator.demo;
    if (demo === null) throw new Error('the demo seed is missing');
    accessToken = (await userPoolClient(emulator).signIn(demo.email, demo.password)).AccessToken;
    agendaUrl = `${emulator.url}/justiciable-api/api.php/listaAgendas/?id_justiciable=${subOf(accessToken)}`;
  });

  afterAll(async () => {
    await emulator.close();
  });

  const agenda = (acceptEncoding?: string) =>
    rawRequest(agendaUrl, {
      headers: {
        authorization: `Bearer ${accessToken}`,
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      },
    });

  it('api.php: brotli to a client asking for it (as browsers do), gzip to one asking for gzip, the same JSON after decoding', async () => {
    const plain = await agenda();
    expect(plain.status).toBe(200);
    expect(plain.bytes.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    const json: unknown = JSON.parse(decoded(plain));
    expect(json).toMatchObject({ status: 200 });

    const brotli = await agenda('gzip, deflate, br, zstd');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['content-length']).toBeUndefined();
    expect(brotli.bytes.length).toBeLessThan(plain.bytes.length);
    expect(JSON.parse(decoded(brotli))).toEqual(json);

    const gzip = await agenda('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(gzip))).toEqual(json);
  });

  it('api.php: identity to a client that asks for no encoding, or refuses them all', async () => {
    for (const answer of [await agenda(), await agenda('identity'), await agenda('br;q=0, gzip;q=0, deflate;q=0')]) {
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(answer.headers['content-length'])).toBe(answer.bytes.length);
    }
  });

  it('a short answer goes as it is, whatever the client accepts', async () => {
    const refusal = await rawRequest(`${emulator.url}/justiciable-api/api.php/noSuchAction/`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(refusal.status).toBe(404);
    expect(refusal.bytes.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(refusal.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(decoded(refusal))).toMatchObject({ status: 400 });
  });

  it("Cognito: a sign-in's AWS JSON answer (three tokens) is compressed", async () => {
    const demo = emulator.demo;
    if (demo === null) throw new Error('the demo seed is missing');
    const signIn = await rawRequest(`${emulator.url}/cognito`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
        'accept-encoding': 'gzip, deflate, br',
      },
      body: JSON.stringify({
        ClientId: emulator.context.settings.userPoolClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: demo.email, PASSWORD: demo.password },
      }),
    });
    expect(signIn.status).toBe(200);
    expect(signIn.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(signIn))).toHaveProperty('AuthenticationResult.AccessToken');
  });

  it('GraphQL: an answer above the threshold is compressed', async () => {
    const sub = subOf(accessToken);
    const fields =
      'id name phone email owner createdAt updatedAt billingInfo { id billingName taxId address phone condition email } location { id country city region address }';
    const query = `query Twice($id: ID!) { first: getUser(id: $id) { ${fields} } second: getUser(id: $id) { ${fields} } third: getUser(id: $id) { ${fields} } }`;
    const answer = await rawRequest(`${emulator.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: accessToken, 'accept-encoding': 'gzip' },
      body: JSON.stringify({ query, variables: { id: sub } }),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(answer))).toMatchObject({ data: { first: { id: sub }, third: { id: sub } } });
  });

  it('the console page is compressed', async () => {
    const page = await rawRequest(`${emulator.url}/__emulator`, { headers: { 'accept-encoding': 'br' } });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(decoded(page)).toContain('<html');
  });

  it('a preflight may be cached for two hours, the longest Chromium honours', async () => {
    const preflight = await rawRequest(agendaUrl, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:5173',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-max-age']).toBe(String(PREFLIGHT_MAX_AGE_SECONDS));
    expect(PREFLIGHT_MAX_AGE_SECONDS).toBe(7200);
  });
});

describe('what is never compressed', () => {
  const large = 'x'.repeat(COMPRESSION_THRESHOLD_BYTES * 4);
  let server: ServerType;
  let baseUrl: string;

  beforeAll(async () => {
    const app = new Hono();
    // A stored file behind a download link, text though it is: S3 serves objects as stored.
    app.get(`${filesRoutePrefix}*`, (c) => c.body(large, 200, { 'content-type': 'text/plain' }));
    app.get('/no-transform', (c) =>
      c.body(JSON.stringify({ large }), 200, { 'content-type': 'application/json', 'cache-control': 'no-transform' }),
    );
    app.get('/pdf', (c) => c.body(large, 200, { 'content-type': 'application/pdf' }));
    app.get('/lambda-json', (c) => c.json({ large }));
    server = await new Promise<ServerType>((resolve) => {
      const started = serve(
        { fetch: app.fetch, port: 0, hostname: '127.0.0.1', createServer: createCompressingServer },
        () => resolve(started),
      );
    });
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it.each([
    ['a stored file behind a download link', `${filesRoutePrefix}case/1/notes.txt`],
    ['an answer marked Cache-Control: no-transform', '/no-transform'],
    ['a body of a type that is compressed already (PDF)', '/pdf'],
  ])('%s', async (_, path) => {
    const answer = await rawRequest(`${baseUrl}${path}`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.bytes.toString('utf8')).toContain(large);
  });

  it('while the same server compresses a JSON answer of that size', async () => {
    const answer = await rawRequest(`${baseUrl}/lambda-json`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(answer))).toEqual({ large });
  });
});
