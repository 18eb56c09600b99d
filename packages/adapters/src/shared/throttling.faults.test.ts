import { errorMessages, lawyerMailSubjects, ok, type PortalError, type Result } from '@justiciable/core';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppSyncAccountRepository } from '../appsync/appsync-account-repository';
import { AppSyncClient } from '../appsync/appsync-client';
import { CognitoIdentityGateway } from '../cognito/cognito-identity-gateway';
import { LambdaFileStore } from '../lambda/lambda-file-store';
import { createLegacyApi } from '../legacy-api/legacy-api';
import { LegacyApiConsultationDesk } from '../legacy-api/legacy-api-consultation-desk';
import { LegacyApiLawyerDirectory } from '../legacy-api/legacy-api-lawyer-directory';
import { parsePortalConfig } from '../portal-config';

/*
 * HTTP 429 from every service the portal calls ends in one failure, unavailable/throttled, whose
 * text tells the person to wait; our own clients never try a throttled call again, read or write.
 */

const LEGACY = 'https://legacy.test/justiciable-api';
const APPSYNC = 'https://appsync.test/graphql';
const LAMBDA = 'https://lambda.test';
const USER_POOL = 'https://cognito.test/user-pool';
const IDENTITY_POOL = 'https://cognito.test/identity-pool';

const THROTTLED = { kind: 'unavailable', transport: 'throttled', message: errorMessages.throttled } as const;

const server = setupServer();
let gateway: CognitoIdentityGateway;
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  gateway = new CognitoIdentityGateway(
    parsePortalConfig({
      region: 'sa-east-1',
      userPoolId: 'sa-east-1_Throttle1',
      userPoolClientId: 'throttleclient',
      identityPoolId: 'sa-east-1:00000000-0000-4000-8000-000000000429',
      identityPoolGuestAccess: true,
      userPoolEndpoint: USER_POOL,
      identityPoolEndpoint: IDENTITY_POOL,
      graphqlEndpoint: APPSYNC,
      apiKey: 'da2-key',
      legacyApiBaseUrl: LEGACY,
      uploadFunctionName: 'justiciable-upload-file-dev',
      downloadFunctionName: 'justiciable-download-file-dev',
    }),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function failureOf<T>(result: Result<T, PortalError>): PortalError {
  if (result.ok) throw new Error(`expected a failure, got ${JSON.stringify(result.value)}`);
  return result.error;
}

/** Answers every request to `url` with a 429 shaped by `body`, counting them. */
function throttle(method: 'get' | 'post', url: string, body: () => Response) {
  const calls: Request[] = [];
  server.use(
    http[method](url, ({ request }) => {
      calls.push(request);
      return body();
    }),
  );
  return calls;
}

/** api.php's answer: the PHP status in the body too, and Retry-After. */
const legacyThrottled = () =>
  HttpResponse.json(
    { status: 429, message: 'Demasiadas solicitudes. Espere unos minutos e intente nuevamente.' },
    { status: 429, headers: { 'retry-after': '600' } },
  );

/** Cognito's answer, both pools: AWS JSON with the exception in __type and x-amzn-errortype. */
const cognitoThrottled = () =>
  HttpResponse.json(
    { __type: 'TooManyRequestsException', message: 'Rate exceeded' },
    {
      status: 429,
      headers: {
        'x-amzn-errortype': 'TooManyRequestsException',
        'content-type': 'application/x-amz-json-1.1',
        'retry-after': '60',
      },
    },
  );

function legacyApi() {
  return createLegacyApi({
    baseUrl: LEGACY,
    timeoutMs: 2_000,
    readRetries: 2,
    accessToken: async () => ok(null),
    productToken: 'justiciable',
  });
}

describe('a throttled service (HTTP 429)', () => {
  it('api.php: a write ends throttled with the text to wait, and is sent once', async () => {
    const calls = throttle('get', `${LEGACY}/api.php/sendMailToLawyer/`, legacyThrottled);
    const sent = await new LegacyApiConsultationDesk(legacyApi()).mailLawyer({
      clientName: 'Rodrigo Paz',
      lawyerId: '7',
      subject: lawyerMailSubjects.consultationViaLink,
      kind: 'consulta_via_link',
      consultationTitle: 'Despido',
      consultationType: 'Consulta inicial',
    });
    expect(failureOf(sent)).toMatchObject({ ...THROTTLED, detail: expect.stringContaining('retry after 600 s') });
    expect(calls).toHaveLength(1);
  });

  it('api.php: a read is not tried again either, though reads are after other failures', async () => {
    const calls = throttle('get', `${LEGACY}/api.php/listaAbogadosDirectorio/`, legacyThrottled);
    expect(failureOf(await new LegacyApiLawyerDirectory(legacyApi()).listLawyers())).toMatchObject(THROTTLED);
    expect(calls).toHaveLength(1);
  });

  it('AppSync: a query ends throttled, sent once', async () => {
    const calls = throttle('post', APPSYNC, () =>
      HttpResponse.json(
        { errors: [{ errorType: 'TooManyRequestsException', message: 'Rate exceeded' }] },
        { status: 429 },
      ),
    );
    const client = new AppSyncClient({
      endpoint: APPSYNC,
      apiKey: 'da2-key',
      accessToken: async () => ok('eyJ.token'),
      timeoutMs: 2_000,
      readRetries: 2,
    });
    expect(failureOf(await new AppSyncAccountRepository(client).getUser('user-1'))).toMatchObject(THROTTLED);
    expect(calls).toHaveLength(1);
  });

  it('Lambda: TooManyRequestsException ends throttled', async () => {
    throttle('post', `${LAMBDA}/2015-03-31/functions/:name/invocations`, () =>
      HttpResponse.json(
        { Type: 'User', message: 'Rate Exceeded.', Reason: 'ReservedFunctionConcurrentInvocationLimitExceeded' },
        { status: 429, headers: { 'x-amzn-errortype': 'TooManyRequestsException', 'retry-after': '1' } },
      ),
    );
    const files = new LambdaFileStore({
      region: 'sa-east-1',
      endpoint: LAMBDA,
      uploadFunctionName: 'justiciable-upload-file-dev',
      downloadFunctionName: 'justiciable-download-file-dev',
      timeoutMs: 2_000,
      maxAttempts: 1,
      credentials: async () => ok({ accessKeyId: 'ASIATHROTTLE', secretAccessKey: 'secret', sessionToken: 'session' }),
    });
    const upload = await files.upload({
      caseId: '1024',
      groupId: '31',
      uniqueKey: 'k-1',
      fileName: 'dni.pdf',
      contentBase64: 'JVBERi0xLjQK',
    });
    expect(failureOf(upload)).toMatchObject(THROTTLED);
  });

  it('Cognito user pool: a throttled sign-up ends throttled, not as a refusal of the account', async () => {
    throttle('post', USER_POOL, cognitoThrottled);
    const signedUp = await gateway.signUp({
      email: 'maria@example.com',
      password: 'clave-segura-1',
      phone: '+5493515550123',
      name: 'María Gómez',
    });
    expect(failureOf(signedUp)).toMatchObject(THROTTLED);
  });

  it("Cognito identity pool: a guest's throttled GetId ends throttled, not as signed out", async () => {
    throttle('post', IDENTITY_POOL, cognitoThrottled);
    expect(failureOf(await gateway.credentials())).toMatchObject(THROTTLED);
  });
});
