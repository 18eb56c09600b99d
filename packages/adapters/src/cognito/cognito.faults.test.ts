import { errorMessages, identityMessages, type PortalError, type Result } from '@justiciable/core';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parsePortalConfig } from '../portal-config';
import { CognitoIdentityGateway } from './cognito-identity-gateway';

const USER_POOL = 'https://cognito.test/user-pool';

const CONFIG = {
  region: 'sa-east-1',
  userPoolId: 'sa-east-1_Faults1',
  userPoolClientId: 'faultsclient',
  identityPoolId: 'sa-east-1:00000000-0000-4000-8000-000000000002',
  userPoolEndpoint: USER_POOL,
  identityPoolEndpoint: 'https://cognito.test/identity-pool',
  graphqlEndpoint: 'https://appsync.test/graphql',
  apiKey: 'da2-key',
  legacyApiBaseUrl: 'https://legacy.test/justiciable-api',
  uploadFunctionName: 'justiciable-upload-file-dev',
  downloadFunctionName: 'justiciable-download-file-dev',
};

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Answers a user-pool operation the way Cognito refuses: HTTP 400, the exception in __type and x-amzn-errortype. */
function refuse(type: string, message: string) {
  server.use(
    http.post(USER_POOL, () =>
      HttpResponse.json(
        { __type: type, message },
        { status: 400, headers: { 'x-amzn-errortype': type, 'content-type': 'application/x-amz-json-1.1' } },
      ),
    ),
  );
}

function failureOf<T>(result: Result<T, PortalError>): PortalError {
  if (result.ok) throw new Error(`expected a failure, got ${JSON.stringify(result.value)}`);
  return result.error;
}

const gateway = new CognitoIdentityGateway(parsePortalConfig(CONFIG));

describe('CognitoIdentityGateway on a faulty network', () => {
  it("ends Cognito's refusals in identity errors with SPEC §8's texts", async () => {
    refuse('NotAuthorizedException', 'Incorrect username or password.');
    expect(failureOf(await gateway.signIn('maria@example.com', 'clave-segura-1'))).toMatchObject({
      kind: 'identity',
      reason: 'incorrectCredentials',
      message: identityMessages.incorrectCredentials,
    });

    refuse('UsernameExistsException', 'An account with the given email already exists.');
    expect(
      failureOf(
        await gateway.signUp({
          email: 'maria@example.com',
          password: 'clave-segura-1',
          phone: '+5493515550123',
          name: 'María Gómez',
        }),
      ),
    ).toMatchObject({
      reason: 'emailExists',
      message: identityMessages.emailExists,
    });
  });

  it('ends an unreachable user pool in unavailable/network', async () => {
    server.use(http.post(USER_POOL, () => HttpResponse.error()));
    expect(failureOf(await gateway.signIn('maria@example.com', 'clave-segura-1'))).toMatchObject({
      kind: 'unavailable',
      transport: 'network',
      message: errorMessages.network,
    });
  });

  it("ends a 5xx and an answer that is not JSON in unavailable, not in 'an error with your account'", async () => {
    const signUp = () =>
      gateway.signUp({
        email: 'maria@example.com',
        password: 'clave-segura-1',
        phone: '+5493515550123',
        name: 'María Gómez',
      });
    server.use(
      http.post(USER_POOL, () =>
        HttpResponse.json(
          { __type: 'InternalErrorException', message: 'boom' },
          { status: 500, headers: { 'x-amzn-errortype': 'InternalErrorException' } },
        ),
      ),
    );
    expect(failureOf(await signUp())).toMatchObject({
      kind: 'unavailable',
      transport: 'http',
      message: errorMessages.unexpectedResponse,
    });
    server.use(
      http.post(
        USER_POOL,
        () =>
          new HttpResponse('<html>502 Bad Gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }),
      ),
    );
    expect(failureOf(await signUp())).toMatchObject({
      kind: 'unavailable',
      transport: 'malformed',
      message: errorMessages.unexpectedResponse,
    });
    server.use(
      http.post(
        USER_POOL,
        () =>
          new HttpResponse('{"UserSub": ', { status: 200, headers: { 'content-type': 'application/x-amz-json-1.1' } }),
      ),
    );
    expect(failureOf(await signUp())).toMatchObject({
      kind: 'unavailable',
      transport: 'malformed',
      message: errorMessages.unexpectedResponse,
    });
  });

  it('ends a user pool that never answers in unavailable/timeout after three attempts of a request, instead of waiting for good', async () => {
    const impatient = new CognitoIdentityGateway(parsePortalConfig({ ...CONFIG, timeouts: { requestMs: 40 } }));
    server.use(http.post(USER_POOL, () => delay('infinite')));
    const started = Date.now();
    expect(failureOf(await impatient.signIn('maria@example.com', 'clave-segura-1'))).toMatchObject({
      kind: 'unavailable',
      transport: 'timeout',
      message: errorMessages.timeout,
    });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('refuses an empty e-mail before calling anyone', async () => {
    expect(failureOf(await gateway.signIn('', 'clave-segura-1'))).toMatchObject({
      reason: 'emptyUsername',
      message: identityMessages.emptyUsername,
    });
  });

  it('reads no session as unauthenticated: no user, no token, no credentials', async () => {
    expect(failureOf(await gateway.currentSession())).toMatchObject({
      kind: 'unauthenticated',
      message: identityMessages.notAuthenticated,
    });
    expect(await gateway.accessToken()).toEqual({ ok: true, value: null });
    expect(failureOf(await gateway.credentials())).toMatchObject({ kind: 'unauthenticated' });
    expect(failureOf(await gateway.deleteUser())).toMatchObject({ kind: 'unauthenticated' });
  });
});
