import { request } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startEmulator, type RunningEmulator } from '../index';
import { createConfirmedUser } from '../cognito/users';
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
function send(
  path: string,
  from: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${emulator.url}${path}`,
      { method: init.method ?? 'GET', headers: init.headers, localAddress: from, agent: false },
      (incoming) => {
        let text = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => (text += chunk));
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: JSON.parse(text) as Record<string, unknown>,
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(init.body);
  });
}

const legacy = (
  action: string,
  query: Record<string, string | number>,
  from: string,
  headers: Record<string, string> = {},
) =>
  send(
    `/justiciable-api/api.php/${action}/?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}`,
    from,
    { headers },
  );

const aws = (path: string, target: string, body: Record<string, unknown>, from: string) =>
  send(path, from, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': target },
    body: JSON.stringify(body),
  });

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
    const { id_abogado } = emulator.context.db
      .prepare('SELECT id_abogado FROM abogados ORDER BY id_abogado LIMIT 1')
      .get() as { id_abogado: number };
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
    for (let call = 0; call < requests; call++)
      expect((await legacy('sendMailToLawyer', query, '127.0.0.10')).body.status).toBe(200);

    const refused = await legacy('sendMailToLawyer', query, '127.0.0.10');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(TOO_MANY_REQUESTS);
    expect(Number(refused.headers['retry-after'])).toBe(windowMs / 1000);
    expect(emulator.context.outbox.list().length - mailsBefore).toBe(requests);

    // X-Forwarded-For is not believed: the caller cannot pick another address.
    expect((await legacy('sendMailToLawyer', query, '127.0.0.10', { 'x-forwarded-for': '198.51.100.7' })).status).toBe(
      429,
    );
    expect((await legacy('sendMailToLawyer', query, '127.0.0.11')).body.status).toBe(200);

    waitOut(windowMs);
    expect((await legacy('sendMailToLawyer', query, '127.0.0.10')).body.status).toBe(200);
  });

  it("does not count calls made with a token, nor refuse them for the address's", async () => {
    const demo = emulator.demo;
    if (demo === null) throw new Error('the emulator seeded no demo account');
    const { AccessToken } = await userPoolClient(emulator).signIn(demo.email, demo.password);
    const query = await mailFromLink();
    for (let call = 0; call < requests; call++)
      expect((await legacy('sendMailToLawyer', query, '127.0.0.12')).body.status).toBe(200);
    expect((await legacy('sendMailToLawyer', query, '127.0.0.12')).status).toBe(429);
    const signedIn = { ...query, type: 'nuevo_caso', title_mail: 'Nuevo caso' };
    expect((await legacy('sendMailToLawyer', signedIn, '127.0.0.12', { authorization: AccessToken })).body.status).toBe(
      200,
    );
  });

  it('counts reads apart from writes, with a larger allowance', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const reads = defaultRateLimits['anonymous-read'];
    for (let call = 0; call < reads.requests; call++)
      expect((await legacy('getDocumentTypes', {}, '127.0.0.13')).status).toBe(200);
    const refused = await legacy('getDocumentTypes', {}, '127.0.0.13');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(TOO_MANY_REQUESTS);
    expect((await legacy('sendMailToLawyer', await mailFromLink(), '127.0.0.13')).body.status).toBe(200);

    waitOut(reads.windowMs);
    expect((await legacy('getDocumentTypes', {}, '127.0.0.13')).status).toBe(200);
  });
});

describe('api.php with a token: per account', () => {
  let accounts = 0;
  /** A new account, signed in: each test's windows are its own. */
  const newAccount = async () => {
    const email = `cuenta${++accounts}@limites.test`;
    const password = 'clave-segura-1!';
    const { sub } = createConfirmedUser(emulator.context, { email, password, phone: null, name: `Cuenta ${accounts}` });
    const { AccessToken } = await userPoolClient(emulator).signIn(email, password);
    return { sub, email, headers: { authorization: AccessToken } };
  };
  const lawyers = () =>
    emulator.context.db
      .prepare(
        `SELECT ag.id_abogado AS id, ag.id_grupo AS grupo FROM abogados_grupo ag JOIN grupos g ON g.id_grupo = ag.id_grupo
          JOIN estudios e ON e.id_estudio = g.id_estudio WHERE e.habilitado = 1 AND ag.fecha_baja IS NULL ORDER BY ag.id_abogado`,
      )
      .all() as { id: number; grupo: number }[];
  const mailsToLawyers = () => emulator.context.outbox.list().filter((entry) => entry.kind === 'mail-to-lawyer').length;

  function expectThrottled(reply: Reply, atMostSeconds: number) {
    expect(reply.status).toBe(429);
    expect(reply.body).toEqual(TOO_MANY_REQUESTS);
    expect(Number(reply.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(reply.headers['retry-after'])).toBeLessThanOrEqual(atMostSeconds);
  }

  it("the probe's 30 mails and 30 consultations in a row with a token, after the address's limit: a few pass, the rest get 429", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const from = '127.0.0.30';
    const [lawyer] = lawyers();
    if (!lawyer) throw new Error('no lawyer seeded');
    const mail = {
      client_name: 'Rodrigo Paz',
      lawyer_id: lawyer.id,
      title_mail: 'Nueva consulta a través de su link',
      type: 'consulta_via_link',
      consultation_title: 'Despido',
    };
    // The anonymous limit first, as the probe met it.
    for (let call = 0; call < defaultRateLimits['anonymous-write'].requests; call++)
      await legacy('sendMailToLawyer', mail, from);
    expect((await legacy('sendMailToLawyer', mail, from)).status).toBe(429);

    const client = await newAccount();
    const mails = mailsToLawyers();
    const mailReplies = [];
    for (let call = 0; call < 30; call++)
      mailReplies.push(await legacy('sendMailToLawyer', mail, from, client.headers));
    const perMinute = defaultRateLimits['account-mail'].requests;
    expect(mailReplies.filter((reply) => reply.body.status === 200)).toHaveLength(perMinute);
    for (const reply of mailReplies.slice(perMinute)) expectThrottled(reply, 60);

    const consultation = { id_lawyer: lawyer.id, id_justiciable: client.sub, title_consulta: 'Consulta' };
    const consultationReplies = [];
    for (let call = 0; call < 30; call++)
      consultationReplies.push(await legacy('nuevaConsulta', consultation, from, client.headers));
    const consultations = defaultRateLimits['account-consultation'].requests;
    expect(consultationReplies.filter((reply) => reply.body.status === 200)).toHaveLength(consultations);
    for (const reply of consultationReplies.slice(consultations)) expectThrottled(reply, 60);
    // What reached the lawyers: the mails allowed and one per consultation allowed, nothing more.
    expect(mailsToLawyers() - mails).toBe(perMinute + consultations);
    expect(
      emulator.context.db.prepare('SELECT COUNT(*) FROM casos WHERE id_justiciable = ?').pluck().get(client.sub),
    ).toBe(consultations);

    // Another account is not held by this one, from the same address.
    const other = await newAccount();
    expect((await legacy('sendMailToLawyer', mail, from, other.headers)).body.status).toBe(200);
    // And a minute later this one may write again.
    waitOut(60_000);
    expect((await legacy('sendMailToLawyer', mail, from, client.headers)).body.status).toBe(200);
    expect((await legacy('nuevaConsulta', consultation, from, client.headers)).body.status).toBe(200);
  });

  it('caps the mails of a day too, however slowly they are sent', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const client = await newAccount();
    const [lawyer] = lawyers();
    const mail = { client_name: 'Cliente', lawyer_id: lawyer?.id ?? 0, title_mail: 'Nuevo caso', type: 'nuevo_caso' };
    const { requests: perDay } = defaultRateLimits['account-mail-day'];
    const { requests: perMinute } = defaultRateLimits['account-mail'];
    for (let sent = 0; sent < perDay; sent++) {
      if (sent > 0 && sent % perMinute === 0) waitOut(60_000);
      expect((await legacy('sendMailToLawyer', mail, '127.0.0.31', client.headers)).body.status).toBe(200);
    }
    waitOut(60_000);
    expectThrottled(await legacy('sendMailToLawyer', mail, '127.0.0.31', client.headers), 24 * 3600);
    expectThrottled(
      await legacy(
        'notifyTheLawyer',
        {
          id_justiciable: client.sub,
          id_lawyer: lawyer?.id ?? 0,
          id_group: lawyer?.grupo ?? 0,
          client_name: 'Cliente',
        },
        '127.0.0.31',
        client.headers,
      ),
      24 * 3600,
    );
  });

  it('limits contact requests and comments per account', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const client = await newAccount();
    const requests = defaultRateLimits['account-contact-request'].requests;
    const replies = [];
    for (const lawyer of lawyers().slice(0, requests + 1)) {
      replies.push(
        await legacy(
          'sendRequestToAbogado',
          {
            id_abogado: lawyer.id,
            id_justiciable: client.sub,
            username_justiciable: 'Cliente',
            id_grupo: lawyer.grupo,
            email_justiciable: client.email,
          },
          '127.0.0.32',
          client.headers,
        ),
      );
    }
    expect(replies.slice(0, requests).map((reply) => reply.body.status)).toEqual(Array(requests).fill(200));
    expectThrottled(replies[requests] as Reply, 60);

    const [lawyer] = lawyers();
    const created = await legacy(
      'nuevaConsulta',
      { id_lawyer: lawyer?.id ?? 0, id_justiciable: client.sub, title_consulta: 'Consulta' },
      '127.0.0.32',
      client.headers,
    );
    const comment = {
      id_movimiento: Number(created.body.id_movent),
      id_justiciable: client.sub,
      nombre_usuario: 'Cliente',
      new_comment: 'Hola',
    };
    const { requests: comments } = defaultRateLimits['account-comment'];
    for (let call = 0; call < comments; call++)
      expect((await legacy('addNewComment', comment, '127.0.0.32', client.headers)).body.status).toBe(200);
    expectThrottled(await legacy('addNewComment', comment, '127.0.0.32', client.headers), 60);
    // A read is never held.
    expect((await legacy('listaAsuntos', { id_usuario: client.sub }, '127.0.0.32', client.headers)).body.status).toBe(
      200,
    );
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
      return userPool(
        'SignUp',
        {
          ClientId: clientId,
          Username: email,
          Password: 'clave-segura-1',
          UserAttributes: [{ Name: 'email', Value: email }],
        },
        from,
      );
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
      expect(
        (await userPool(call % 2 === 0 ? 'ForgotPassword' : 'ResendConfirmationCode', body, '127.0.0.22')).status,
      ).not.toBe(429);
    }
    expectThrottledByCognito(await userPool('ForgotPassword', body, '127.0.0.22'), windowMs);
    expectThrottledByCognito(await userPool('ResendConfirmationCode', body, '127.0.0.22'), windowMs);
  });

  it('limits sign-in attempts per address, across accounts', async () => {
    const { requests, windowMs } = defaultRateLimits['sign-in'];
    const attempt = (n: number) =>
      userPool(
        'InitiateAuth',
        {
          ClientId: clientId,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: `otro${n}@example.com`, PASSWORD: 'x' },
        },
        '127.0.0.23',
      );
    for (let call = 0; call < requests; call++) expect((await attempt(call)).status).toBe(400);
    expectThrottledByCognito(await attempt(requests), windowMs);
  });

  it('limits guest identities per address, on both identity endpoints', async () => {
    const { requests, windowMs } = defaultRateLimits.identity;
    const getId = (path: string) =>
      aws(path, 'AWSCognitoIdentityService.GetId', { IdentityPoolId: defaultSettings.identityPoolId }, '127.0.0.24');
    for (let call = 0; call < requests; call++) {
      expect((await getId(call % 2 === 0 ? '/cognito-identity' : '/cognito')).body.IdentityId).toMatch(/^sa-east-1:/);
    }
    expectThrottledByCognito(await getId('/cognito-identity'), windowMs);
    expectThrottledByCognito(await getId('/cognito'), windowMs);
  });
});
