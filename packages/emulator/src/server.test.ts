import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxEntry } from './context';
import { startEmulator, type RunningEmulator } from './index';
import { isAllowedOrigin } from './portal-origins';
import { defaultSettings } from './settings';
import { userPoolClient } from './testing/aws-json-client';

describe('the server', () => {
  let emulator: RunningEmulator;

  beforeAll(async () => {
    emulator = await startEmulator({ port: 0, data: ':memory:', seed: 'none', webOrigin: 'https://portal.example' });
  });

  afterAll(async () => {
    await emulator.close();
  });

  describe('CORS', () => {
    it('allows any localhost or 127.0.0.1 origin and the configured web origin, nothing else', () => {
      for (const origin of [
        'http://localhost:5173',
        'http://127.0.0.1:4173',
        'http://localhost',
        'http://[::1]:3000',
      ]) {
        expect(isAllowedOrigin(origin, null)).toBe(true);
      }
      expect(isAllowedOrigin('https://portal.example', 'https://portal.example')).toBe(true);
      for (const origin of [
        'https://portal.example',
        'http://localhost.evil.example',
        'https://localhost:5173',
        'null',
        '',
      ]) {
        expect(isAllowedOrigin(origin, null)).toBe(false);
      }
    });

    it('answers a preflight with the requested headers', async () => {
      const response = await fetch(`${emulator.url}/lambda/2015-03-31/functions/f/invocations`, {
        method: 'OPTIONS',
        headers: {
          origin: 'http://localhost:5173',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,x-amz-date,x-amz-security-token,x-amz-content-sha256',
        },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
      expect(response.headers.get('access-control-allow-methods')).toContain('POST');
      expect(response.headers.get('access-control-allow-headers')).toBe(
        'authorization,x-amz-date,x-amz-security-token,x-amz-content-sha256',
      );
    });

    it('exposes the AWS headers a browser would otherwise hide, and ignores other origins', async () => {
      const post = (origin: string) =>
        fetch(`${emulator.url}/cognito`, {
          method: 'POST',
          headers: {
            origin,
            'x-amz-target': 'AWSCognitoIdentityProviderService.GetUser',
            'content-type': 'application/x-amz-json-1.1',
          },
          body: '{}',
        });
      const allowed = await post('https://portal.example');
      expect(allowed.headers.get('access-control-allow-origin')).toBe('https://portal.example');
      expect(allowed.headers.get('access-control-expose-headers')?.split(',')).toEqual(
        expect.arrayContaining([
          'x-amz-function-error',
          'x-amzn-errortype',
          'x-amzn-requestid',
          'x-amz-executed-version',
          'x-amz-log-result',
        ]),
      );
      expect((await post('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
    });
  });

  it('lets no browser or proxy keep an answer: api.php, GraphQL, Cognito and errors say no-store', async () => {
    const answers = await Promise.all([
      fetch(`${emulator.url}/justiciable-api/api.php/listaAbogadosDirectorio/`),
      fetch(`${emulator.url}/justiciable-api/api.php/listaAsuntos/?id_usuario=1`),
      fetch(`${emulator.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"query":"{ __typename }"}',
      }),
      fetch(`${emulator.url}/cognito`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
        },
        body: JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 'none', AuthParameters: {} }),
      }),
      fetch(`${emulator.url}/no-such-route`),
    ]);
    for (const answer of answers) expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('redirects / to the console and answers unknown routes with JSON 404', async () => {
    const root = await fetch(emulator.url, { redirect: 'manual' });
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/__emulator');
    const missing = await fetch(`${emulator.url}/nothing/here`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'No route for GET /nothing/here.' });
  });

  it('links the protocols: a confirmed sign-up reads its own User record over GraphQL', async () => {
    const cognito = userPoolClient(emulator);
    const sub = await cognito.signUpConfirmed('enlazada@example.com');
    const { AccessToken } = await cognito.signIn('enlazada@example.com');
    const response = await fetch(`${emulator.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: AccessToken },
      body: JSON.stringify({ query: 'query ($id: ID!) { getUser(id: $id) { id email } }', variables: { id: sub } }),
    });
    expect(await response.json()).toEqual({ data: { getUser: { id: sub, email: 'enlazada@example.com' } } });
  });

  describe('the console', () => {
    it('serves the client configuration', async () => {
      const url = emulator.url;
      expect(await (await fetch(`${url}/__emulator/config.json`)).json()).toEqual({
        region: 'sa-east-1',
        userPoolId: defaultSettings.userPoolId,
        userPoolClientId: defaultSettings.userPoolClientId,
        identityPoolId: defaultSettings.identityPoolId,
        identityPoolGuestAccess: true,
        userPoolEndpoint: `${url}/cognito`,
        identityPoolEndpoint: `${url}/cognito-identity`,
        graphqlEndpoint: `${url}/graphql`,
        apiKey: defaultSettings.apiKey,
        legacyApiBaseUrl: `${url}/justiciable-api`,
        lambdaEndpoint: `${url}/lambda`,
        uploadFunctionName: 'justiciable-upload-file-dev',
        downloadFunctionName: 'justiciable-download-file-dev',
      });
    });

    it('lists the outbox newest first, as JSON and as an escaped Spanish page', async () => {
      const cognito = userPoolClient(emulator);
      await cognito.signUp('primera@example.com');
      await cognito.signUp('segunda@example.com', 'clave-segura-1', { name: '<b>Segunda</b>' });
      const outbox = (await (await fetch(`${emulator.url}/__emulator/outbox.json`)).json()) as OutboxEntry[];
      expect(outbox.map((entry) => entry.to).slice(0, 2)).toEqual(['segunda@example.com', 'primera@example.com']);

      const page = await fetch(`${emulator.url}/__emulator`);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(page.headers.get('content-security-policy')).toBe(
        "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'",
      );
      const html = await page.text();
      expect(html).toContain('<html lang="es">');
      expect(html).toContain('Bandeja de salida');
      expect(html).toContain('Código de confirmación');
      expect(html).toContain(cognito.latestCode('segunda@example.com'));
      expect(html).toContain('&#60;b&#62;Segunda&#60;/b&#62;');
      expect(html).not.toContain('<b>Segunda</b>');
      expect(html.indexOf('segunda@example.com')).toBeLessThan(html.indexOf('primera@example.com'));
      expect(html).toContain('href="/__emulator/config.json"');
      expect(html).toContain('href="/__emulator/outbox.json"');
    });
  });
});

describe('startEmulator', () => {
  let dataDir: string;

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'emulator-data-'));
  });

  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  const jwksKid = async (emulator: RunningEmulator) => {
    const response = await fetch(`${emulator.url}/cognito/${defaultSettings.userPoolId}/.well-known/jwks.json`);
    return ((await response.json()) as { keys: { kid: string }[] }).keys[0]?.kid;
  };
  const users = (emulator: RunningEmulator) =>
    emulator.context.db
      .prepare<[], { email: string }>('SELECT email FROM cognito_users')
      .all()
      .map((row) => row.email);

  it('seeds a new database once, keeps data and signing key across restarts, and starts over on reset', async () => {
    const data = join(dataDir, 'emulator.sqlite');
    const first = await startEmulator({ port: 0, data, seed: 'demo' });
    expect(first.demo).toEqual({ email: 'demo@justiciable.test', password: expect.any(String) });
    expect(first.other).toEqual({ email: 'otra@justiciable.test', password: expect.any(String) });
    for (const account of [first.demo, first.other]) {
      expect((await userPoolClient(first).signIn(account?.email ?? '', account?.password)).AccessToken).toEqual(
        expect.any(String),
      );
    }
    const consolePage = await (await fetch(`${first.url}/__emulator`)).text();
    expect(consolePage).toContain('Cuenta demo: <strong>demo@justiciable.test</strong>');
    expect(consolePage).toContain('Segunda cuenta: <strong>otra@justiciable.test</strong>');
    expect(first.context.filesDir).toBe(join(dataDir, 'files'));
    await userPoolClient(first).signUpConfirmed('persistente@example.com');
    writeFileSync(join(first.context.filesDir, 'subido.txt'), 'archivo');
    const kid = await jwksKid(first);
    const seededUsers = users(first);
    await first.close();

    const second = await startEmulator({ port: 0, data, seed: 'demo' });
    expect(users(second)).toEqual(seededUsers);
    expect(second.demo).toEqual(first.demo);
    expect(second.other).toEqual(first.other);
    expect(await jwksKid(second)).toBe(kid);
    await second.close();

    const reset = await startEmulator({ port: 0, data, seed: 'none', reset: true });
    expect(users(reset)).toEqual([]);
    expect(reset.demo).toBeNull();
    expect(reset.other).toBeNull();
    expect(readdirSync(reset.context.filesDir)).toEqual([]);
    expect(await jwksKid(reset)).not.toBe(kid);
    await reset.close();
  });

  it('refuses a port in use and closes idempotently', async () => {
    const running = await startEmulator({ port: 0, data: ':memory:', seed: 'none' });
    const port = Number(new URL(running.url).port);
    await expect(startEmulator({ port, data: ':memory:', seed: 'none' })).rejects.toMatchObject({ code: 'EADDRINUSE' });
    await Promise.all([running.close(), running.close()]);
    await expect(fetch(running.url)).rejects.toThrow();
  });
});
