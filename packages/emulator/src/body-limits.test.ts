import { request as httpRequest, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxAwsJsonRequestBytes } from './aws-json';
import { maxGraphqlRequestBytes } from './graphql/request-limits';
import { startEmulator, type RunningEmulator } from './index';

let emulator: RunningEmulator;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, data: ':memory:', seed: 'none' });
});

afterAll(async () => {
  await emulator.close();
});

interface Answer {
  readonly status: number;
  readonly headers: IncomingMessage['headers'];
  readonly body: string;
}

/**
 * Starts a POST and keeps sending 64 KiB pieces (32 MiB at most), never ending the request: only
 * a server that answers before it has read the whole body answers at all; one that reads it all
 * leaves the test to time out. `declaredLength` sends a Content-Length; without it the body is
 * chunked.
 */
function postEndlessBody(path: string, headers: Record<string, string>, declaredLength?: number): Promise<Answer> {
  const url = new URL(path, emulator.url);
  const piece = Buffer.alloc(64 * 1024, 'a');
  return new Promise((resolve, reject) => {
    let bytesSent = 0;
    let answered = false;
    const request = httpRequest(url, {
      method: 'POST',
      headers: declaredLength === undefined ? headers : { ...headers, 'content-length': String(declaredLength) },
    });
    request.on('response', (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        request.destroy();
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        });
      });
    });
    // The server closes the connection after its answer; a write racing that close is expected.
    request.on('error', (error) => (answered ? undefined : reject(error)));
    const send = () => {
      while (!answered && bytesSent < 32 * 1024 * 1024) {
        bytesSent += piece.length;
        if (!request.write(piece)) {
          request.once('drain', send);
          return;
        }
      }
    };
    send();
  });
}

/** A GET on its own connection: Node answers an oversized request head and then closes it. */
function statusOfGet(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(new URL(path, emulator.url), { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
    request.end();
  });
}

const awsJsonHeaders = {
  'content-type': 'application/x-amz-json-1.1',
  'x-amz-target': 'AWSCognitoIdentityProviderService.SignUp',
};
const graphqlHeaders = { 'content-type': 'application/json' };

describe('request body limits', () => {
  it('answers a Cognito body declared over 64 KiB with 413 in the AWS JSON shape, before reading it', async () => {
    const answer = await postEndlessBody('/cognito', awsJsonHeaders, 100 * 1024 * 1024);
    expect(answer.status).toBe(413);
    expect(answer.headers['x-amzn-errortype']).toBe('RequestEntityTooLargeException');
    expect(answer.headers['content-type']).toBe('application/x-amz-json-1.1');
    expect(JSON.parse(answer.body)).toEqual({
      __type: 'RequestEntityTooLargeException',
      message: `Request body must be at most ${maxAwsJsonRequestBytes} bytes.`,
    });
  });

  it('stops reading a chunked Cognito body as soon as it passes the limit', async () => {
    for (const path of ['/cognito', '/cognito-identity']) {
      const answer = await postEndlessBody(path, awsJsonHeaders);
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject({ __type: 'RequestEntityTooLargeException' });
    }
  });

  it('answers an anonymous GraphQL body over 1 MiB with 413 in the AppSync shape, declared or chunked', async () => {
    for (const declared of [100 * 1024 * 1024, undefined]) {
      const answer = await postEndlessBody('/graphql', graphqlHeaders, declared);
      expect(answer.status).toBe(413);
      expect(answer.headers['x-amzn-requestid']).toBeTruthy();
      expect(JSON.parse(answer.body)).toEqual({
        errors: [
          {
            errorType: 'RequestEntityTooLargeException',
            message: `Request body must be at most ${maxGraphqlRequestBytes} bytes.`,
          },
        ],
      });
    }
  });

  it('still reads a body under the limit', async () => {
    const padding = 'x'.repeat(maxAwsJsonRequestBytes - 200);
    const cognito = await fetch(`${emulator.url}/cognito`, {
      method: 'POST',
      headers: awsJsonHeaders,
      body: JSON.stringify({ ClientId: 'otherclient', Padding: padding }),
    });
    expect(cognito.status).toBe(400);
    expect(await cognito.json()).toMatchObject({ __type: 'ResourceNotFoundException' });

    const graphql = await fetch(`${emulator.url}/graphql`, {
      method: 'POST',
      headers: graphqlHeaders,
      body: JSON.stringify({ query: `{ getUser(id: "${'x'.repeat(maxGraphqlRequestBytes - 200)}") { id } }` }),
    });
    expect(graphql.status).toBe(401);
  });

  it("refuses an api.php query string over Node's 16 KiB request-head limit before any action runs", async () => {
    const path = (padding: number) =>
      `/justiciable-api/api.php/getStudyInfo/?id_grupo=1&relleno=${'a'.repeat(padding)}`;
    expect(await statusOfGet(path(17 * 1024))).toBe(431);
    expect(await statusOfGet(path(8 * 1024))).toBe(200);
  });
});

describe('no single GraphQL request holds the server', () => {
  /** As many getUser aliases as fit a body of exactly the 1 MiB the endpoint reads: about 30,000. */
  function aliasBombBody(): string {
    const alias = (index: number) => ` a${index}: getUser(id: "x") { id }`;
    let query = '{';
    let index = 0;
    const envelope = JSON.stringify({ query: '{}' }).length;
    let length = envelope;
    // Each alias's length as JSON writes it (its quotes escaped).
    while (length + JSON.stringify(alias(index)).length - 2 <= maxGraphqlRequestBytes) {
      length += JSON.stringify(alias(index)).length - 2;
      query += alias(index++);
    }
    const body = JSON.stringify({ query: `${query}}` });
    expect(Buffer.byteLength(body)).toBeLessThanOrEqual(maxGraphqlRequestBytes);
    expect(Buffer.byteLength(body)).toBeGreaterThan(maxGraphqlRequestBytes - 100);
    return body;
  }

  it('refuses a 1 MiB alias bomb with the API key at once, while api.php and Cognito answer meanwhile', async () => {
    const body = aliasBombBody();
    const bomb = async () => {
      const started = performance.now();
      const response = await fetch(`${emulator.url}/graphql`, {
        method: 'POST',
        headers: { ...graphqlHeaders, 'x-api-key': emulator.context.settings.apiKey },
        body,
      });
      return {
        status: response.status,
        body: (await response.json()) as { data: unknown; errors: { message: string }[] },
        ms: performance.now() - started,
      };
    };
    const timed = async (send: () => Promise<Response>) => {
      const started = performance.now();
      const response = await send();
      await response.arrayBuffer();
      return { status: response.status, ms: performance.now() - started };
    };
    // Eight bombs at once (each one held the whole server for 25 s before), and two other protocols behind them.
    const bombs = Array.from({ length: 8 }, bomb);
    const [legacy, cognito] = await Promise.all([
      timed(() => fetch(`${emulator.url}/justiciable-api/api.php/getDocumentTypes/`)),
      timed(() =>
        fetch(`${emulator.url}/cognito`, {
          method: 'POST',
          headers: { ...awsJsonHeaders, 'x-amz-target': 'AWSCognitoIdentityProviderService.GetUser' },
          body: '{}',
        }),
      ),
    ]);
    for (const answer of await Promise.all(bombs)) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        data: null,
        errors: [expect.objectContaining({ message: 'Syntax Error: Token limit of 1000 exceeded.' })],
      });
      expect(answer.ms).toBeLessThan(3000);
    }
    expect(legacy.status).toBe(200);
    expect(cognito.status).toBe(400);
    expect(legacy.ms).toBeLessThan(3000);
    expect(cognito.ms).toBeLessThan(3000);
  });
});
