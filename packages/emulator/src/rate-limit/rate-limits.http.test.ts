import { request } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startEmulator, type RunningEmulator } from '../index';
import { defaultSettings } from '../settings';
import { userPoolClient } from '../testing/aws-json-client';
import { defaultRateLimits } from './rate-limits';

/*
 * The limits as `npm run emulator` and `npm start` run them: the defaults, over HTTP. Every test
 * calls from addresses of its own in 127.0.0.0/8 (all loopback on Linux), so the tests do not
 * share windows.
 */

let emulator: RunningEmulator;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, data: ':memory:', seed: 'demo' });
});

afterAll(async () => {
  await emulator.close();
});

afterEach(() => {
  vi.useRealTimers();
});

interface Reply {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: Record<string, unknown>;
}

/** One request from `from`, on a connection of its own so the source address applies. */
function send(path: string, from: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const outgoing = request(`${emulator.url}${path}`, { method: init.method ?? 'GET', headers: init.headers, localAddress: from, agent: false }, (incoming) => {
      let text = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (chunk: string) => (text += chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: JSON.parse(text) as Record<string, unknown> }));
    });
    outgoing.on('error', reject);
    outgoing.end(init.body);
  });
}

const legacy = (action: string, query: Record<string, string | number>, from: string, headers: Record<string, string> = {}) =>
  send(`/justiciable-api/api.php/${action}/?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}`, from, { headers });

const aws = (path: string, target: string, body: Record<string, unknown>, from: string) =>
  send(path, from, { method: 'POST', headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': target }, body: JSON.stringify(body) });

const userPool = (operation: string, body: Record<string, unknown>, from: string) =>
  aws('/cognito', `AWSCognitoIdentityProviderService.${operation}`, body, from);

const TOO_MANY_REQUESTS = { status: 429, message: 'Demasiadas solicitudes. Espere unos minutos e intente nuevamente.' };

/** Moves the clock (Date only: sockets and timers keep running) past a window. */
function waitOut(windowMs: number) {
  vi.setSystemTime(Date.now() + windowMs);
}

function expectThrottledByCognito(reply: Reply, windowMs: number) {
  expect(reply.status).toBe(429);
  expect(reply.headers['x-amzn-errortype']).toBe('TooManyRequestsException');
  expect(reply.body).toEqual({ __type: 'TooManyRequestsException', message: 'Rate exceeded' });
  expect(Number(reply.headers['retry-after'])).toBeGreaterThan(0);
  expect(Number(reply.headers['retry-after'])).toBeLessThanOrEqual(windowMs / 1000);
}

describe('api.php without a token', () => {
  const { requests, windowMs } = defaultRateLimits['anonymous-write'];

  const mailFromLink = async () => {
    const { id_abogado } = emulator.context.db.prepare('SELECT id_abogado FROM abogados ORDER BY id_abogado LIMIT 1').get() as { id_abogado: number };
    return {
      client_name: 'Rodrigo Paz',
      lawyer_id: id_abogado,
      title_mail: 'Nueva consulta a través de su link',
      type: 'consulta_via_link',
      consultation_title: 'Despido',
    };
  };

  it(`sends ${requests} mails per address in ${windowMs / 60_000} minutes, then answers 429 in Spanish until the window ends`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const query = await mailFromLink();
    const mailsBefore = emulator.context.outbox.list().length;
    for (let call = 0; call < requests; call++) expect((await legacy('sendMailToLawyer', query, '127.0.0.10')).body.status).toBe(200);

    const refused = await legacy('sendMailToLawyer', query, '127.0.0.10');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(TOO_MANY_REQUESTS);
    expect(Number(refused.headers['retry-after'])).toBe(windowMs / 1000);
    expect(emulator.context.outbox.list().length - mailsBefore).toBe(requests);

    // X-Forwarded-For is not believed: the caller cannot pick another address.
    expect((await legacy('sendMailToLawyer', query, '127.0.0.10', { 'x-forwarded-for': '198.51.100.7' })).status).toBe(429);
    expect((await legacy('sendMailToLawyer', query, '127.0.0.11')).body.status).toBe(200);

    waitOut(windowMs);
    expect((await legacy('sendMailToLawyer', query, '127.0.0.10')).body.status).toBe(200);
  });

  it('does not count calls made with a token', async () => {
    const demo = emulator.demo;
    if (demo === null) throw new Error('the emulator seeded no demo account');
    const { AccessToken } = await userPoolClient(emulator).signIn(demo.email, demo.password);
    const query = { ...(await mailFromLink()), type: 'nuevo_caso', title_mail: 'Nuevo caso' };
    for (let call = 0; call <= requests; call++) {
      expect((await legacy('sendMailToLawyer', query, '127.0.0.12', { authorization: AccessToken })).body.status).toBe(200);
    }
  });

  it('counts reads apart from writes, with a larger allowance', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const reads = defaultRateLimits['anonymous-read'];
    for (let call = 0; call < reads.requests; call++) expect((await legacy('getDocumentTypes', {}, '127.0.0.13')).status).toBe(200);
    const refused = await legacy('getDocumentTypes', {}, '127.0.0.13');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(TOO_MANY_REQUESTS);
    expect((await legacy('sendMailToLawyer', await mailFromLink(), '127.0.0.13')).body.status).toBe(200);

    waitOut(reads.windowMs);
    expect((await legacy('getDocumentTypes', {}, '127.0.0.13')).status).toBe(200);
  });
});

describe('Cognito', () => {
  const clientId = defaultSettings.userPoolClientId;

  it('allows a few sign-ups per address, then answers TooManyRequestsException until the window ends', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { requests, windowMs } = defaultRateLimits['sign-up'];
    let counter = 0;
    const signUp = (from: string) => {
      const email = `limite${++counter}@example.com`;
      return userPool('SignUp', { ClientId: clientId, Username: email, Password: 'clave-segura-1', UserAttributes: [{ Name: 'email', Value: email }] }, from);
    };
    for (let call = 0; call < requests; call++) expect((await signUp('127.0.0.20')).status).toBe(200);
    const refused = await signUp('127.0.0.20');
    expectThrottledByCognito(refused, windowMs);
    expect((await signUp('127.0.0.21')).status).toBe(200);

    waitOut(windowMs);
    expect((await signUp('127.0.0.20')).status).toBe(200);
  });

  it('counts ForgotPassword and ResendConfirmationCode together, as both send e-mails', async () => {
    const { requests, windowMs } = defaultRateLimits['code-mail'];
    const body = { ClientId: clientId, Username: 'nadie@example.com' };
    for (let call = 0; call < requests; call++) {
      // Whatever the pool answers an unknown e-mail, the call counts.
      expect((await userPool(call % 2 === 0 ? 'ForgotPassword' : 'ResendConfirmationCode', body, '127.0.0.22')).status).not.toBe(429);
    }
    expectThrottledByCognito(await userPool('ForgotPassword', body, '127.0.0.22'), windowMs);
    expectThrottledByCognito(await userPool('ResendConfirmationCode', body, '127.0.0.22'), windowMs);
  });

  it('limits sign-in attempts per address, across accounts', async () => {
    const { requests, windowMs } = defaultRateLimits['sign-in'];
    const attempt = (n: number) =>
      userPool('InitiateAuth', { ClientId: clientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: `otro${n}@example.com`, PASSWORD: 'x' } }, '127.0.0.23');
    for (let call = 0; call < requests; call++) expect((await attempt(call)).status).toBe(400);
    expectThrottledByCognito(await attempt(requests), windowMs);
  });

  it('limits guest identities per address, on both identity endpoints', async () => {
    const { requests, windowMs } = defaultRateLimits.identity;
    const getId = (path: string) => aws(path, 'AWSCognitoIdentityService.GetId', { IdentityPoolId: defaultSettings.identityPoolId }, '127.0.0.24');
    for (let call = 0; call < requests; call++) {
      expect((await getId(call % 2 === 0 ? '/cognito-identity' : '/cognito')).body.IdentityId).toMatch(/^sa-east-1:/);
    }
    expectThrottledByCognito(await getId('/cognito-identity'), windowMs);
    expectThrottledByCognito(await getId('/cognito'), windowMs);
  });
});
