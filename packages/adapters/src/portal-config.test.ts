import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createServer } from 'node:net';
import { errorMessages, isPortalFailure, PortalFailure } from '@justiciable/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv, emulatorConfig, PORTAL_ENV_VARIABLES } from './config-sources';
import { createAdapters } from './create-adapters';
import { parsePortalConfig, PortalConfigError, type PortalConfigInput } from './portal-config';

const VALID: PortalConfigInput = {
  region: 'sa-east-1',
  userPoolId: 'sa-east-1_AbCdEf123',
  userPoolClientId: '4example0client0id',
  identityPoolId: 'sa-east-1:0f0e0d0c-0b0a-4000-8000-000000000001',
  graphqlEndpoint: 'https://abc.appsync-api.sa-east-1.amazonaws.com/graphql',
  apiKey: 'da2-examplekey',
  legacyApiBaseUrl: 'https://api.example.com.ar/justiciable-api/',
  uploadFunctionName: 'justiciable-upload-file-dev',
  downloadFunctionName: 'justiciable-download-file-dev',
};

function refusal(input: unknown): PortalConfigError {
  try {
    parsePortalConfig(input);
  } catch (error) {
    if (error instanceof PortalConfigError) return error;
    throw error;
  }
  throw new Error('expected the configuration to be refused');
}

describe('the portal configuration', () => {
  it('fills the defaults: the justiciable token, timeouts and read retries; trims trailing slashes', () => {
    expect(parsePortalConfig(VALID)).toMatchObject({
      accountWritesAuth: 'userPool',
      productToken: 'justiciable',
      timeouts: { requestMs: 15_000, fileMs: 60_000 },
      readRetries: 2,
      legacyApiBaseUrl: 'https://api.example.com.ar/justiciable-api',
    });
  });

  it.each([
    ['region', { region: 'us-east-1' }],
    ['legacyApiBaseUrl', { legacyApiBaseUrl: 'https://api.example.com.ar/otro-api' }],
    ['legacyApiBaseUrl', { legacyApiBaseUrl: 'api.example.com.ar/justiciable-api' }],
    ['uploadFunctionName', { uploadFunctionName: 'justiciable-upload-file-prod' }],
    ['userPoolId', { userPoolId: 'us-east-1_AbCdEf123' }],
    ['identityPoolId', { identityPoolId: 'not-a-pool' }],
    ['graphqlEndpoint', { graphqlEndpoint: 'ftp://appsync.example.com/graphql' }],
    ['apiKey', { apiKey: '  ' }],
    ['timeouts.requestMs', { timeouts: { requestMs: 0 } }],
    ['accountWritesAuth', { accountWritesAuth: 'iam' }],
  ])('refuses a bad %s, naming it', (field, change) => {
    const error = refusal({ ...VALID, ...change });
    expect(error.field).toBe(field);
    expect(error.detail).toContain(field);
  });

  it("throws core's typed failure: kind 'invalid-input', the field, the catalogue's text and an English detail", () => {
    const error = refusal({ ...VALID, region: 'us-east-1' });
    expect(error).toBeInstanceOf(PortalFailure);
    expect(isPortalFailure(error)).toBe(true);
    expect(error).toMatchObject({
      kind: 'invalid-input',
      message: errorMessages.invalidConfiguration,
      detail: "Invalid portal configuration: region: region must be 'sa-east-1'",
      error: { kind: 'invalid-input', field: 'region', message: errorMessages.invalidConfiguration },
    });
  });

  it('is what createAdapters throws for a bad field, before anything is configured', () => {
    expect(() => createAdapters({ ...VALID, downloadFunctionName: 'justiciable-download-file-prod' })).toThrow(
      expect.objectContaining({ kind: 'invalid-input', field: 'downloadFunctionName' }),
    );
  });

  it('names a missing field', () => {
    const { graphqlEndpoint: _omitted, ...withoutEndpoint } = VALID;
    expect(refusal(withoutEndpoint).field).toBe('graphqlEndpoint');
  });

  it('needs no API key for account writes with the user-pool token, and one for API-key writes (SPEC §6)', () => {
    const { apiKey: _omitted, ...withoutKey } = VALID;
    const tokenWrites = parsePortalConfig(withoutKey);
    expect(tokenWrites.accountWritesAuth).toBe('userPool');
    expect(tokenWrites.apiKey).toBeUndefined();
    expect(parsePortalConfig({ ...VALID, accountWritesAuth: 'apiKey' }).accountWritesAuth).toBe('apiKey');
    const refused = refusal({ ...withoutKey, accountWritesAuth: 'apiKey' });
    expect(refused.field).toBe('apiKey');
    expect(refused.detail).toContain("accountWritesAuth 'apiKey'");
  });

  it('follows a changed product token in the legacy path (SPEC header)', () => {
    expect(
      parsePortalConfig({
        ...VALID,
        productToken: 'consultante',
        legacyApiBaseUrl: 'https://h.example/consultante-api',
      }).productToken,
    ).toBe('consultante');
    expect(refusal({ ...VALID, productToken: 'consultante' }).field).toBe('legacyApiBaseUrl');
  });
});

describe('the configuration of the web build', () => {
  const env = {
    VITE_AWS_REGION: 'sa-east-1',
    VITE_USER_POOL_ID: 'sa-east-1_AbCdEf123',
    VITE_USER_POOL_CLIENT_ID: '4example0client0id',
    VITE_IDENTITY_POOL_ID: 'sa-east-1:0f0e0d0c-0b0a-4000-8000-000000000001',
    VITE_GRAPHQL_ENDPOINT: 'https://abc.appsync-api.sa-east-1.amazonaws.com/graphql',
    VITE_GRAPHQL_API_KEY: 'da2-examplekey',
    VITE_LEGACY_API_BASE_URL: 'https://api.example.com.ar/justiciable-api',
    VITE_UPLOAD_FUNCTION_NAME: 'justiciable-upload-file-dev',
    VITE_DOWNLOAD_FUNCTION_NAME: 'justiciable-download-file-dev',
    VITE_REQUEST_TIMEOUT_MS: '8000',
    VITE_USER_POOL_ENDPOINT: '',
  };

  it('reads the VITE_ variables; an empty one counts as unset', () => {
    const config = configFromEnv(env);
    expect(config).toMatchObject({ userPoolId: 'sa-east-1_AbCdEf123', timeouts: { requestMs: 8000 } });
    expect(config.userPoolEndpoint).toBeUndefined();
  });

  it('reads the credential of account writes', () => {
    expect(configFromEnv(env).accountWritesAuth).toBe('userPool');
    expect(configFromEnv({ ...env, VITE_ACCOUNT_WRITES_AUTH: 'apiKey' }).accountWritesAuth).toBe('apiKey');
  });

  it("takes every service under the portal's own origin, as a reverse proxy serves them (deploy/README.md)", () => {
    const cloud = 'https://portal.example/__cloud';
    const sameOrigin = {
      ...env,
      VITE_USER_POOL_ENDPOINT: `${cloud}/cognito`,
      VITE_IDENTITY_POOL_ENDPOINT: `${cloud}/cognito-identity`,
      VITE_GRAPHQL_ENDPOINT: `${cloud}/graphql`,
      VITE_LEGACY_API_BASE_URL: `${cloud}/justiciable-api`,
      VITE_LAMBDA_ENDPOINT: `${cloud}/lambda`,
    };
    expect(configFromEnv(sameOrigin)).toMatchObject({
      userPoolEndpoint: `${cloud}/cognito`,
      identityPoolEndpoint: `${cloud}/cognito-identity`,
      graphqlEndpoint: `${cloud}/graphql`,
      legacyApiBaseUrl: `${cloud}/justiciable-api`,
      lambdaEndpoint: `${cloud}/lambda`,
    });
    expect(() => createAdapters(configFromEnv(sameOrigin))).not.toThrow();
  });

  it('names the variable to fix', () => {
    expect(() =>
      configFromEnv({ ...env, VITE_GRAPHQL_API_KEY: undefined, VITE_ACCOUNT_WRITES_AUTH: 'apiKey' }),
    ).toThrow(expect.objectContaining({ kind: 'invalid-input', field: `${PORTAL_ENV_VARIABLES.apiKey} (apiKey)` }));
    expect(() => configFromEnv({ ...env, VITE_REQUEST_TIMEOUT_MS: 'pronto' })).toThrow(
      expect.objectContaining({ field: `${PORTAL_ENV_VARIABLES['timeouts.requestMs']} (timeouts.requestMs)` }),
    );
  });
});

describe("the emulator's published configuration (emulatorConfig)", () => {
  const EMULATOR = 'http://emulator.test';
  const published = {
    region: 'sa-east-1',
    userPoolId: 'sa-east-1_Emulator1',
    userPoolClientId: 'emulatorclient',
    identityPoolId: 'sa-east-1:00000000-0000-4000-8000-000000000001',
    userPoolEndpoint: `${EMULATOR}/cognito`,
    identityPoolEndpoint: `${EMULATOR}/cognito-identity`,
    graphqlEndpoint: `${EMULATOR}/graphql`,
    apiKey: 'da2-emulatorkey',
    legacyApiBaseUrl: `${EMULATOR}/justiciable-api`,
    lambdaEndpoint: `${EMULATOR}/lambda`,
    uploadFunctionName: 'justiciable-upload-file-dev',
    downloadFunctionName: 'justiciable-download-file-dev',
  };
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  const publish = (config: object) =>
    server.use(http.get(`${EMULATOR}/__emulator/config.json`, () => HttpResponse.json(config)));

  it('keeps the default timeouts and retries when none are published', async () => {
    publish(published);
    await expect(emulatorConfig(EMULATOR)).resolves.toMatchObject({
      timeouts: { requestMs: 15_000, fileMs: 60_000 },
      readRetries: 2,
    });
  });

  it('takes published timeouts and retries (the e2e suite shortens them), which the caller can still override', async () => {
    publish({ ...published, timeouts: { requestMs: 1500 }, readRetries: 1 });
    await expect(emulatorConfig(EMULATOR)).resolves.toMatchObject({
      timeouts: { requestMs: 1500, fileMs: 60_000 },
      readRetries: 1,
    });
    await expect(emulatorConfig(EMULATOR, { readRetries: 0 })).resolves.toMatchObject({
      timeouts: { requestMs: 1500 },
      readRetries: 0,
    });
  });

  it('refuses a published timeout that is no positive whole number of milliseconds', async () => {
    publish({ ...published, timeouts: { requestMs: -1 } });
    await expect(emulatorConfig(EMULATOR)).rejects.toThrow(
      expect.objectContaining({ kind: 'invalid-input', field: 'timeouts.requestMs' }),
    );
  });

  it("answers an address that serves no emulator configuration as unavailable: 'http' for a 404, 'malformed' for another body", async () => {
    server.use(
      http.get(`${EMULATOR}/__emulator/config.json`, () => HttpResponse.text('no hay nada aquí', { status: 404 })),
    );
    await expect(emulatorConfig(EMULATOR)).rejects.toThrow(
      expect.objectContaining({
        kind: 'unavailable',
        error: expect.objectContaining({ transport: 'http' }),
        detail: expect.stringContaining('HTTP 404'),
      }),
    );
    publish({ hola: 'mundo' });
    await expect(emulatorConfig(EMULATOR)).rejects.toThrow(
      expect.objectContaining({
        kind: 'unavailable',
        error: expect.objectContaining({ transport: 'malformed' }),
        message: errorMessages.unexpectedResponse,
      }),
    );
  });
});

describe('emulatorConfig with no emulator running', () => {
  /** A local address nothing listens on: a port the system gave out and that was closed again. */
  async function closedAddress(): Promise<string> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    if (address === null || typeof address === 'string') throw new Error('no TCP port');
    return `http://127.0.0.1:${address.port}`;
  }

  it("throws core's PortalFailure, kind 'unavailable' over the network, naming the address (not ofetch's FetchError)", async () => {
    const url = await closedAddress();
    const thrown: unknown = await emulatorConfig(url).catch((error: unknown) => error);
    expect(isPortalFailure(thrown)).toBe(true);
    expect(thrown).toMatchObject({
      kind: 'unavailable',
      message: errorMessages.network,
      error: { kind: 'unavailable', transport: 'network' },
      detail: expect.stringContaining(`No emulator answered at ${url}/__emulator/config.json`),
    });
  });
});
