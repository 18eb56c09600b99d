import { createLocalJWKSet, decodeJwt, generateKeyPair, jwtVerify, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ConfirmedUser } from '../context';
import { startEmulator, type RunningEmulator } from '../index';
import { defaultSettings } from '../settings';
import { clientId, goodPassword, postAwsJson, userPoolClient } from '../testing/aws-json-client';
import { signWithPoolKey } from '../testing/pool-tokens';
import { passwordClaim, srpClientEphemeral, srpTimestamp, type PasswordVerifierChallenge } from '../testing/srp-client';
import { createConfirmedUser } from './users';

let emulator: RunningEmulator;
let cognito: ReturnType<typeof userPoolClient>;
const confirmed: ConfirmedUser[] = [];
const deleted: string[] = [];
let counter = 0;
/** A fresh address per test, so tests share one emulator without sharing accounts. */
const newEmail = () => `cliente${++counter}@example.com`;

beforeAll(async () => {
  // Many sign-ups and sign-ins from one address; the rate limits have their own tests (src/rate-limit).
  emulator = await startEmulator({ port: 0, data: ':memory:', seed: 'none', rateLimits: 'off' });
  cognito = userPoolClient(emulator);
  emulator.context.hooks.onUserConfirmed((user) => confirmed.push(user));
  emulator.context.hooks.onUserDeleted((sub) => deleted.push(sub));
});

afterAll(async () => {
  await emulator.close();
});

const error = (type: string, message?: string | RegExp) => ({
  status: 400,
  errorType: type,
  body: message === undefined ? { __type: type } : { __type: type, message },
});

describe('the AWS JSON protocol', () => {
  it('names an unknown or missing target', async () => {
    expect(await cognito.call('AdminCreateUser', {})).toMatchObject(
      error('UnknownOperationException', 'Unknown operation AWSCognitoIdentityProviderService.AdminCreateUser.'),
    );
    expect(await postAwsJson(`${emulator.url}/cognito`, null, {})).toMatchObject(error('UnknownOperationException'));
    expect(await postAwsJson(`${emulator.url}/cognito`, 'SomeOtherService.SignUp', {})).toMatchObject(
      error('UnknownOperationException'),
    );
  });

  it('refuses a body that is not a JSON object', async () => {
    const target = 'AWSCognitoIdentityProviderService.SignUp';
    expect(await postAwsJson(`${emulator.url}/cognito`, target, '{"ClientId":')).toMatchObject(
      error('SerializationException'),
    );
    expect(await postAwsJson(`${emulator.url}/cognito`, target, '[1, 2]')).toMatchObject(
      error('SerializationException'),
    );
  });

  it('names a missing, empty or mistyped member', async () => {
    expect(await cognito.call('SignUp', { ClientId: clientId, Username: 'a@example.com' })).toMatchObject(
      error(
        'InvalidParameterException',
        "1 validation error detected: Value null at 'password' failed to satisfy constraint: Member must not be null",
      ),
    );
    expect(await cognito.call('SignUp', { ClientId: clientId, Username: '', Password: goodPassword })).toMatchObject(
      error('InvalidParameterException', /Value '' at 'username'/),
    );
    expect(await cognito.call('SignUp', { ClientId: clientId, Username: 42, Password: goodPassword })).toMatchObject(
      error('SerializationException', "Value for 'Username' must be a string."),
    );
    expect(
      await cognito.call('SignUp', {
        ClientId: clientId,
        Username: 'a@example.com',
        Password: goodPassword,
        UserAttributes: {},
      }),
    ).toMatchObject(error('SerializationException'));
    expect(
      await cognito.call('InitiateAuth', {
        ClientId: clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: 1 },
      }),
    ).toMatchObject(error('SerializationException'));
  });

  it('refuses an unknown app client', async () => {
    expect(
      await cognito.call('SignUp', { ClientId: 'otherclient', Username: 'a@example.com', Password: goodPassword }),
    ).toMatchObject(error('ResourceNotFoundException', 'User pool client otherclient does not exist.'));
  });

  it('answers with the AWS JSON content type and a request id', async () => {
    const response = await fetch(`${emulator.url}/cognito`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.GetUser',
      },
      body: '{}',
    });
    expect(response.headers.get('content-type')).toBe('application/x-amz-json-1.1');
    expect(response.headers.get('x-amzn-requestid')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('SignUp', () => {
  it('creates an unconfirmed user and e-mails a 6-digit code', async () => {
    const email = newEmail();
    const reply = await cognito.signUp(email, goodPassword, { phone_number: '+5491155550123', name: 'Ana Pérez' });
    expect(reply).toMatchObject({
      status: 200,
      body: {
        UserConfirmed: false,
        UserSub: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
        CodeDeliveryDetails: { Destination: 'c***@e***', DeliveryMedium: 'EMAIL', AttributeName: 'email' },
      },
    });
    const [mail] = emulator.context.outbox.list();
    expect(mail).toMatchObject({
      kind: 'confirmation-code',
      to: email,
      data: { code: expect.stringMatching(/^\d{6}$/) },
    });
    expect(mail?.body).toContain(String(mail?.data.code));
  });

  it('refuses an e-mail that already has an account, whatever its case', async () => {
    const email = newEmail();
    await cognito.signUp(email);
    expect(await cognito.signUp(email.toUpperCase())).toMatchObject(
      error('UsernameExistsException', 'An account with the given email already exists.'),
    );
  });

  it('refuses a username that is not an e-mail and a malformed phone', async () => {
    expect(await cognito.call('SignUp', { ClientId: clientId, Username: 'ana', Password: goodPassword })).toMatchObject(
      error('InvalidParameterException', 'Username should be an email.'),
    );
    expect(await cognito.signUp(newEmail(), goodPassword, { phone_number: '1155550123' })).toMatchObject(
      error('InvalidParameterException', 'Invalid phone number format.'),
    );
    expect(await cognito.signUp(newEmail(), goodPassword, { phone_number: '+54 11 5555' })).toMatchObject(
      error('InvalidParameterException', 'Invalid phone number format.'),
    );
  });

  it('refuses an attribute outside the schema and an e-mail attribute other than the username', async () => {
    expect(await cognito.signUp(newEmail(), goodPassword, { 'custom:role': 'admin' })).toMatchObject(
      error('InvalidParameterException', /^Attributes did not conform to the schema: custom:role/),
    );
    expect(
      await cognito.call('SignUp', {
        ClientId: clientId,
        Username: newEmail(),
        Password: goodPassword,
        UserAttributes: [{ Name: 'email', Value: 'not-an-email' }],
      }),
    ).toMatchObject(error('InvalidParameterException', 'Invalid email address format.'));
  });

  it.each([
    ['corta1!', 'Password not long enough'],
    ['SINMINUSCULAS1!', 'Password must have lowercase characters'],
    ['sin-numeros!', 'Password must have numeric characters'],
    ['sinsimbolos123', 'Password must have symbol characters'],
  ])('enforces the password policy: %s', async (password, rule) => {
    expect(await cognito.signUp(newEmail(), password)).toMatchObject(
      error('InvalidPasswordException', `Password did not conform with policy: ${rule}`),
    );
  });

  it('does not require uppercase letters', async () => {
    expect((await cognito.signUp(newEmail(), 'minusculas 1')).status).toBe(200);
  });

  it('refuses an over-long username, password or attribute value as the API validator does, naming no value', async () => {
    const constraint = (member: string, limit: number) =>
      error(
        'InvalidParameterException',
        `1 validation error detected: Value at '${member}' failed to satisfy constraint: Member must have length less than or equal to ${limit}`,
      );
    expect(await cognito.signUp(`${'a'.repeat(117)}@example.com`)).toMatchObject(constraint('username', 128));
    expect(await cognito.signUp(newEmail(), `clave-1${'x'.repeat(250)}`)).toMatchObject(constraint('password', 256));
    const email = newEmail();
    expect(await cognito.signUp(email, goodPassword, { name: 'N'.repeat(2049) })).toMatchObject(
      constraint('userAttributes.2.member.value', 2048),
    );
    expect(emulator.context.db.prepare('SELECT COUNT(*) FROM cognito_users WHERE email = ?').pluck().get(email)).toBe(
      0,
    );
    // Within the API validator's 2,048, a name is then held to the schema's 100 (the next test).
    expect(await cognito.signUp(email, goodPassword, { name: 'N'.repeat(2048) })).toMatchObject(
      error('InvalidParameterException'),
    );
    expect((await cognito.signUp(email, goodPassword, { name: 'N'.repeat(100) })).status).toBe(200);
  });

  it("holds the name to the profile's rules: a security probe's 1,952 characters with HTML, U+202E, a line feed and BEL are refused, and nothing is stored or mailed", async () => {
    const probe = `<img src=x onerror=alert(1)>\u202Eanitsuj\n\u0007${'A'.repeat(1_952 - 40)}`;
    const refusedNames = [
      [probe, 'String must be no longer than 100 characters'],
      ['Ana\nPérez', 'must be one line without control or bidirectional override characters'],
      ['Ana\u0007', 'must be one line without control or bidirectional override characters'],
      ['Ana \u202Ezeréip', 'must be one line without control or bidirectional override characters'],
      ['Ana\u2028Pérez', 'must be one line without control or bidirectional override characters'],
    ] as const;
    for (const [name, rule] of refusedNames) {
      const email = newEmail();
      const mails = emulator.context.outbox.list().length;
      expect(await cognito.signUp(email, goodPassword, { name })).toMatchObject(
        error('InvalidParameterException', `Attributes did not conform to the schema: name: ${rule}`),
      );
      expect(emulator.context.db.prepare('SELECT COUNT(*) FROM cognito_users WHERE email = ?').pluck().get(email)).toBe(
        0,
      );
      expect(emulator.context.outbox.list().length).toBe(mails);
    }
    // HTML within the limit is text like any other: stored as given, escaped wherever it is shown.
    expect((await cognito.signUp(newEmail(), goodPassword, { name: 'Ana <Pérez> & Cía.' })).status).toBe(200);
    expect((await cognito.signUp(newEmail(), goodPassword, { name: 'N'.repeat(100) })).status).toBe(200);
  });
});

describe('ConfirmSignUp and ResendConfirmationCode', () => {
  it('confirms with the code, fires userConfirmed once, and refuses to confirm twice', async () => {
    const email = newEmail();
    const { body } = await cognito.signUp(email, goodPassword, { phone_number: '+5491155550123', name: 'Ana' });
    const code = cognito.latestCode(email);
    expect(
      await cognito.call('ConfirmSignUp', { ClientId: clientId, Username: email, ConfirmationCode: code }),
    ).toMatchObject({
      status: 200,
      body: {},
    });
    expect(confirmed.filter((user) => user.email === email)).toEqual([
      { sub: body.UserSub, email, phone: '+5491155550123', name: 'Ana' },
    ]);
    expect(
      await cognito.call('ConfirmSignUp', { ClientId: clientId, Username: email, ConfirmationCode: code }),
    ).toMatchObject(error('NotAuthorizedException', 'User cannot be confirmed. Current status is CONFIRMED'));
  });

  it('refuses a wrong code, then an expired one', async () => {
    const email = newEmail();
    const { body } = await cognito.signUp(email);
    const code = cognito.latestCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      await cognito.call('ConfirmSignUp', { ClientId: clientId, Username: email, ConfirmationCode: wrong }),
    ).toMatchObject(error('CodeMismatchException', 'Invalid verification code provided, please try again.'));
    emulator.context.db
      .prepare('UPDATE cognito_codes SET expires_at = ? WHERE sub = ?')
      .run(Date.now() - 1, body.UserSub);
    expect(
      await cognito.call('ConfirmSignUp', { ClientId: clientId, Username: email, ConfirmationCode: code }),
    ).toMatchObject(error('ExpiredCodeException', 'Invalid code provided, please request a code again.'));
  });

  it('locks the code out after repeated wrong guesses', async () => {
    const email = newEmail();
    await cognito.signUp(email);
    const code = cognito.latestCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(
        (await cognito.call('ConfirmSignUp', { ClientId: clientId, Username: email, ConfirmationCode: wrong }))
          .errorType,
      ).toBe('CodeMismatchException');
    }
    expect(
      await cognito.call('ConfirmSignUp', { ClientId: clientId, Username: email, ConfirmationCode: code }),
    ).toMatchObject(error('LimitExceededException', 'Attempt limit exceeded, please try after some time.'));
  });

  it('answers an address without an account as a pool that prevents user-existence errors does', async () => {
    const nobody = newEmail();
    expect(
      await cognito.call('ConfirmSignUp', { ClientId: clientId, Username: nobody, ConfirmationCode: '123456' }),
    ).toMatchObject(error('ExpiredCodeException', 'Invalid code provided, please request a code again.'));
    const account = newEmail();
    await cognito.signUp(account);
    const resend = (username: string) =>
      cognito.call('ResendConfirmationCode', { ClientId: clientId, Username: username });
    const delivery = {
      status: 200,
      errorType: null,
      body: { CodeDeliveryDetails: { Destination: 'c***@e***', DeliveryMedium: 'EMAIL', AttributeName: 'email' } },
    };
    expect(await resend(account)).toEqual(delivery);
    expect(await resend(nobody)).toEqual(delivery);
    expect(emulator.context.outbox.list().filter((entry) => entry.to === nobody)).toEqual([]);
    // Throttled as an account is, so the sixth request does not tell them apart either.
    for (let send = 1; send < 5; send++) expect((await resend(nobody)).status).toBe(200);
    expect(await resend(nobody)).toMatchObject(error('LimitExceededException'));
  });

  it('resends a new code that replaces the old one, and throttles resends', async () => {
    const email = newEmail();
    await cognito.signUp(email);
    const first = cognito.latestCode(email);
    expect(await cognito.call('ResendConfirmationCode', { ClientId: clientId, Username: email })).toMatchObject({
      status: 200,
      body: { CodeDeliveryDetails: { DeliveryMedium: 'EMAIL', AttributeName: 'email' } },
    });
    const second = cognito.latestCode(email);
    if (first !== second) {
      expect(
        (await cognito.call('ConfirmSignUp', { ClientId: clientId, Username: email, ConfirmationCode: first }))
          .errorType,
      ).toBe('CodeMismatchException');
    }
    for (let send = 2; send < 5; send++) {
      expect((await cognito.call('ResendConfirmationCode', { ClientId: clientId, Username: email })).status).toBe(200);
    }
    expect(await cognito.call('ResendConfirmationCode', { ClientId: clientId, Username: email })).toMatchObject(
      error('LimitExceededException'),
    );
  });

  it('does not resend a code to a confirmed user', async () => {
    const email = newEmail();
    await cognito.signUpConfirmed(email);
    expect(await cognito.call('ResendConfirmationCode', { ClientId: clientId, Username: email })).toMatchObject(
      error('InvalidParameterException', 'User is already confirmed.'),
    );
  });
});

describe('InitiateAuth with USER_PASSWORD_AUTH', () => {
  it('issues RS256 tokens with Cognito claims, verifiable with the JWKS', async () => {
    const email = newEmail();
    const sub = await cognito.signUpConfirmed(email);
    const tokens = await cognito.signIn(email);
    expect(tokens).toMatchObject({ ExpiresIn: 3600, TokenType: 'Bearer', RefreshToken: expect.any(String) });

    const jwks = (await (
      await fetch(`${emulator.url}/cognito/${defaultSettings.userPoolId}/.well-known/jwks.json`)
    ).json()) as { keys: JWK[] };
    const keySet = createLocalJWKSet(jwks);
    const issuer = `${emulator.url}/cognito/${defaultSettings.userPoolId}`;
    const access = await jwtVerify(tokens.AccessToken, keySet, { issuer, algorithms: ['RS256'] });
    expect(access.protectedHeader).toMatchObject({ alg: 'RS256', kid: jwks.keys[0]?.kid });
    expect(access.payload).toMatchObject({
      sub,
      token_use: 'access',
      client_id: clientId,
      username: sub,
      scope: 'aws.cognito.signin.user.admin',
      origin_jti: expect.any(String),
      event_id: expect.any(String),
      jti: expect.any(String),
      auth_time: expect.any(Number),
    });
    expect((access.payload.exp ?? 0) - (access.payload.iat ?? 0)).toBe(3600);
    const id = await jwtVerify(tokens.IdToken, keySet, { issuer, audience: clientId });
    expect(id.payload).toMatchObject({
      sub,
      token_use: 'id',
      email,
      email_verified: true,
      'cognito:username': sub,
      origin_jti: access.payload.origin_jti,
    });
  });

  it('signs in with the sub as username too', async () => {
    const email = newEmail();
    const sub = await cognito.signUpConfirmed(email);
    expect((await cognito.signIn(sub)).AccessToken).toEqual(expect.any(String));
  });

  it('refuses a wrong password and an unknown user with the same words', async () => {
    const email = newEmail();
    await cognito.signUpConfirmed(email);
    const attempt = (username: string, password: string) =>
      cognito.call('InitiateAuth', {
        ClientId: clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: username, PASSWORD: password },
      });
    expect(await attempt(email, 'otra-clave-1')).toMatchObject(
      error('NotAuthorizedException', 'Incorrect username or password.'),
    );
    expect(await attempt('nadie@example.com', goodPassword)).toMatchObject(
      error('NotAuthorizedException', 'Incorrect username or password.'),
    );
  });

  it('tells an unconfirmed user with the right password that they are not confirmed', async () => {
    const email = newEmail();
    await cognito.signUp(email);
    const attempt = (password: string) =>
      cognito.call('InitiateAuth', {
        ClientId: clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: password },
      });
    expect(await attempt(goodPassword)).toMatchObject(error('UserNotConfirmedException', 'User is not confirmed.'));
    expect(await attempt('otra-clave-1')).toMatchObject(
      error('NotAuthorizedException', 'Incorrect username or password.'),
    );
  });

  it('locks password sign-in after repeated wrong passwords', async () => {
    const email = newEmail();
    await cognito.signUpConfirmed(email);
    const attempt = (password: string) =>
      cognito.call('InitiateAuth', {
        ClientId: clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: password },
      });
    for (let failure = 0; failure < 5; failure++) {
      expect((await attempt('otra-clave-1')).body.message).toBe('Incorrect username or password.');
    }
    expect(await attempt(goodPassword)).toMatchObject(error('NotAuthorizedException', 'Password attempts exceeded'));
  });

  it('keeps the lock for 15 minutes from the fifth wrong password, and locks an address without an account alike', async () => {
    const email = newEmail();
    const nobody = newEmail();
    await cognito.signUpConfirmed(email);
    const attempt = (username: string, password: string) =>
      cognito.call('InitiateAuth', {
        ClientId: clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: username, PASSWORD: password },
      });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const start = Date.now();
      for (let failure = 0; failure < 5; failure++) {
        // Spread over 10 minutes: the lock still lasts 15 minutes from the last one.
        vi.setSystemTime(start + failure * 150_000);
        expect((await attempt(email, 'otra-clave-1')).body.message).toBe('Incorrect username or password.');
        expect((await attempt(nobody, 'otra-clave-1')).body.message).toBe('Incorrect username or password.');
      }
      const fifth = start + 4 * 150_000;
      vi.setSystemTime(fifth + 14 * 60_000);
      expect(await attempt(email, goodPassword)).toMatchObject(
        error('NotAuthorizedException', 'Password attempts exceeded'),
      );
      expect(await attempt(nobody, goodPassword)).toMatchObject(
        error('NotAuthorizedException', 'Password attempts exceeded'),
      );
      vi.setSystemTime(fifth + 15 * 60_000 + 1_000);
      expect((await attempt(email, goodPassword)).status).toBe(200);
      expect(await attempt(nobody, goodPassword)).toMatchObject(
        error('NotAuthorizedException', 'Incorrect username or password.'),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('names missing parameters, unknown flows and flows this client does not allow', async () => {
    expect(
      await cognito.call('InitiateAuth', {
        ClientId: clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: 'a@example.com' },
      }),
    ).toMatchObject(error('InvalidParameterException', 'Missing required parameter PASSWORD'));
    expect(await cognito.call('InitiateAuth', { ClientId: clientId, AuthFlow: 'MAGIC' })).toMatchObject(
      error('InvalidParameterException', /Value 'MAGIC' at 'authFlow' failed to satisfy constraint/),
    );
    expect(await cognito.call('InitiateAuth', { ClientId: clientId, AuthFlow: 'USER_AUTH' })).toMatchObject(
      error('InvalidParameterException', 'USER_AUTH flow not enabled for this client'),
    );
  });
});

describe('USER_SRP_AUTH and RespondToAuthChallenge', () => {
  const poolName = defaultSettings.userPoolId.split('_')[1] ?? '';

  async function startSrp(username: string) {
    const ephemeral = srpClientEphemeral();
    const reply = await cognito.call('InitiateAuth', {
      ClientId: clientId,
      AuthFlow: 'USER_SRP_AUTH',
      AuthParameters: { USERNAME: username, SRP_A: ephemeral.publicA },
    });
    return { ...ephemeral, reply, challenge: reply.body.ChallengeParameters as PasswordVerifierChallenge };
  }

  function answer(challenge: PasswordVerifierChallenge, responses: Record<string, string>) {
    return cognito.call('RespondToAuthChallenge', {
      ClientId: clientId,
      ChallengeName: 'PASSWORD_VERIFIER',
      ChallengeResponses: {
        USERNAME: challenge.USER_ID_FOR_SRP,
        PASSWORD_CLAIM_SECRET_BLOCK: challenge.SECRET_BLOCK,
        ...responses,
      },
    });
  }

  async function signedClaim(email: string, password: string) {
    const { a, publicA, challenge } = await startSrp(email);
    const timestamp = srpTimestamp(new Date());
    const signature = passwordClaim({ poolName, password, a, publicA, challenge, timestamp });
    return { challenge, timestamp, signature };
  }

  it('signs in with a correct password claim, once per secret block', async () => {
    const email = newEmail();
    const sub = await cognito.signUpConfirmed(email);
    const { reply } = await startSrp(email);
    expect(reply).toMatchObject({
      status: 200,
      body: {
        ChallengeName: 'PASSWORD_VERIFIER',
        ChallengeParameters: { USERNAME: sub, USER_ID_FOR_SRP: sub, SALT: expect.stringMatching(/^[0-9a-f]+$/) },
      },
    });

    const { challenge, timestamp, signature } = await signedClaim(email, goodPassword);
    const signedIn = await answer(challenge, { TIMESTAMP: timestamp, PASSWORD_CLAIM_SIGNATURE: signature });
    expect(signedIn).toMatchObject({
      status: 200,
      body: { ChallengeParameters: {}, AuthenticationResult: { TokenType: 'Bearer' } },
    });
    expect(await answer(challenge, { TIMESTAMP: timestamp, PASSWORD_CLAIM_SIGNATURE: signature })).toMatchObject(
      error('NotAuthorizedException', 'Invalid session for the user, session is expired.'),
    );
  });

  it('refuses a claim made with the wrong password', async () => {
    const email = newEmail();
    await cognito.signUpConfirmed(email);
    const { challenge, timestamp, signature } = await signedClaim(email, 'otra-clave-1');
    expect(await answer(challenge, { TIMESTAMP: timestamp, PASSWORD_CLAIM_SIGNATURE: signature })).toMatchObject(
      error('NotAuthorizedException', 'Incorrect username or password.'),
    );
  });

  it('answers an unknown user with a challenge too, then refuses it', async () => {
    const { reply, challenge } = await startSrp('nadie@example.com');
    expect(reply.status).toBe(200);
    const timestamp = srpTimestamp(new Date());
    expect(await answer(challenge, { TIMESTAMP: timestamp, PASSWORD_CLAIM_SIGNATURE: 'AAAA' })).toMatchObject(
      error('NotAuthorizedException', 'Incorrect username or password.'),
    );
  });

  it('gives an unknown user the same identity and salt at every sign-in, as an account has', async () => {
    const email = newEmail();
    await cognito.signUpConfirmed(email);
    const nobody = newEmail();
    for (const username of [email, nobody]) {
      const first = (await startSrp(username)).challenge;
      const second = (await startSrp(username.toUpperCase())).challenge;
      expect(first.USER_ID_FOR_SRP).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(first.SALT).toMatch(/^[0-9a-f]{32}$/);
      expect(second).toMatchObject({ USER_ID_FOR_SRP: first.USER_ID_FOR_SRP, SALT: first.SALT });
      expect(second.SECRET_BLOCK).not.toBe(first.SECRET_BLOCK);
    }
  });

  it('locks an unknown user after five refused claims, as an account', async () => {
    const nobody = newEmail();
    for (let failure = 0; failure < 5; failure++) {
      const { challenge } = await startSrp(nobody);
      expect(
        await answer(challenge, { TIMESTAMP: srpTimestamp(new Date()), PASSWORD_CLAIM_SIGNATURE: 'AAAA' }),
      ).toMatchObject(error('NotAuthorizedException', 'Incorrect username or password.'));
    }
    const { challenge } = await startSrp(nobody);
    expect(
      await answer(challenge, { TIMESTAMP: srpTimestamp(new Date()), PASSWORD_CLAIM_SIGNATURE: 'AAAA' }),
    ).toMatchObject(error('NotAuthorizedException', 'Password attempts exceeded'));
  });

  it('tells an unconfirmed user with the right password that they are not confirmed', async () => {
    const email = newEmail();
    await cognito.signUp(email);
    const { challenge, timestamp, signature } = await signedClaim(email, goodPassword);
    expect(await answer(challenge, { TIMESTAMP: timestamp, PASSWORD_CLAIM_SIGNATURE: signature })).toMatchObject(
      error('UserNotConfirmedException', 'User is not confirmed.'),
    );
  });

  it('refuses a malformed SRP_A, timestamp, challenge name or missing response', async () => {
    expect(
      await cognito.call('InitiateAuth', {
        ClientId: clientId,
        AuthFlow: 'USER_SRP_AUTH',
        AuthParameters: { USERNAME: 'a@example.com', SRP_A: '0' },
      }),
    ).toMatchObject(error('InvalidParameterException'));
    const email = newEmail();
    await cognito.signUpConfirmed(email);
    const { challenge, signature } = await signedClaim(email, goodPassword);
    expect(
      await answer(challenge, { TIMESTAMP: '2025-03-04T09:05:07Z', PASSWORD_CLAIM_SIGNATURE: signature }),
    ).toMatchObject(
      error('InvalidParameterException', 'TIMESTAMP format should be EEE MMM d HH:mm:ss z yyyy in english.'),
    );
    expect(await answer(challenge, { TIMESTAMP: srpTimestamp(new Date()) })).toMatchObject(
      error('InvalidParameterException', 'Missing required parameter PASSWORD_CLAIM_SIGNATURE'),
    );
    expect(
      await cognito.call('RespondToAuthChallenge', {
        ClientId: clientId,
        ChallengeName: 'SMS_MFA',
        ChallengeResponses: {},
      }),
    ).toMatchObject(error('InvalidParameterException'));
  });
});

describe('tokens: refresh, revocation and refusal', () => {
  async function signedInUser() {
    const email = newEmail();
    const sub = await cognito.signUpConfirmed(email);
    return { email, sub, tokens: await cognito.signIn(email) };
  }

  const getUser = (token: string) => cognito.call('GetUser', { AccessToken: token });

  it('GetUser lists the attributes of the token’s user', async () => {
    const email = newEmail();
    const sub = await cognito.signUpConfirmed(email);
    const { AccessToken } = await cognito.signIn(email);
    expect(await getUser(AccessToken)).toMatchObject({
      status: 200,
      body: {
        Username: sub,
        UserAttributes: expect.arrayContaining([
          { Name: 'sub', Value: sub },
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
        ]),
      },
    });
  });

  it('refreshes with REFRESH_TOKEN_AUTH and GetTokensFromRefreshToken, keeping the session', async () => {
    const { tokens } = await signedInUser();
    const viaInitiateAuth = await cognito.call('InitiateAuth', {
      ClientId: clientId,
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: { REFRESH_TOKEN: tokens.RefreshToken },
    });
    const viaGetTokens = await cognito.call('GetTokensFromRefreshToken', {
      ClientId: clientId,
      RefreshToken: tokens.RefreshToken,
    });
    for (const reply of [viaInitiateAuth, viaGetTokens]) {
      expect(reply.status).toBe(200);
      const result = reply.body.AuthenticationResult as { AccessToken: string; RefreshToken?: string };
      expect(result.RefreshToken).toBeUndefined();
      expect(decodeJwt(result.AccessToken).origin_jti).toBe(decodeJwt(tokens.AccessToken).origin_jti);
      expect((await getUser(result.AccessToken)).status).toBe(200);
    }
  });

  it('refuses an unknown, a foreign-client and an expired refresh token', async () => {
    const { tokens } = await signedInUser();
    expect(await cognito.call('GetTokensFromRefreshToken', { ClientId: clientId, RefreshToken: 'nope' })).toMatchObject(
      error('NotAuthorizedException', 'Invalid Refresh Token'),
    );
    emulator.context.db
      .prepare('UPDATE cognito_sessions SET refresh_expires_at = ? WHERE origin_jti = ?')
      .run(Date.now() - 1, decodeJwt(tokens.AccessToken).origin_jti);
    expect(
      await cognito.call('GetTokensFromRefreshToken', { ClientId: clientId, RefreshToken: tokens.RefreshToken }),
    ).toMatchObject(error('NotAuthorizedException', 'Refresh Token has expired'));
  });

  it('refuses forged, tampered, expired and misused tokens', async () => {
    const { tokens } = await signedInUser();
    const claims = decodeJwt(tokens.AccessToken);

    const otherKey = await generateKeyPair('RS256');
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'forged' })
      .sign(otherKey.privateKey);
    expect(await getUser(forged)).toMatchObject(error('NotAuthorizedException', 'Invalid Access Token'));

    const [header, , signature] = tokens.AccessToken.split('.');
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url')}.${signature}`;
    expect(await getUser(tampered)).toMatchObject(error('NotAuthorizedException', 'Invalid Access Token'));

    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${tokens.AccessToken.split('.')[1]}.`;
    expect(await getUser(unsigned)).toMatchObject(error('NotAuthorizedException', 'Invalid Access Token'));

    const now = Math.floor(Date.now() / 1000);
    const expired = await signWithPoolKey(emulator.context, { ...claims, iat: now - 7200, exp: now - 3600 });
    expect(await getUser(expired)).toMatchObject(error('NotAuthorizedException', 'Access Token has expired'));

    expect(await getUser(tokens.IdToken)).toMatchObject(error('NotAuthorizedException', 'Invalid Access Token'));
    expect(await getUser('not-a-jwt')).toMatchObject(error('NotAuthorizedException', 'Invalid Access Token'));
    expect(await emulator.context.verifyAccessToken(forged)).toBeNull();
    expect(await emulator.context.verifyAccessToken(expired)).toBeNull();
  });

  it('RevokeToken revokes the refresh token and the access tokens of that sign-in only', async () => {
    const { email, tokens } = await signedInUser();
    const otherSession = await cognito.signIn(email);
    expect(await cognito.call('RevokeToken', { ClientId: clientId, Token: tokens.RefreshToken })).toMatchObject({
      status: 200,
    });
    expect(await getUser(tokens.AccessToken)).toMatchObject(
      error('NotAuthorizedException', 'Access Token has been revoked'),
    );
    expect(
      await cognito.call('GetTokensFromRefreshToken', { ClientId: clientId, RefreshToken: tokens.RefreshToken }),
    ).toMatchObject(error('NotAuthorizedException', 'Refresh Token has been revoked'));
    expect((await getUser(otherSession.AccessToken)).status).toBe(200);
    expect(await cognito.call('RevokeToken', { ClientId: clientId })).toMatchObject(error('InvalidParameterException'));
  });

  it('GlobalSignOut revokes every session of the user', async () => {
    const { email, tokens } = await signedInUser();
    const otherSession = await cognito.signIn(email);
    expect(await cognito.call('GlobalSignOut', { AccessToken: tokens.AccessToken })).toMatchObject({
      status: 200,
      body: {},
    });
    for (const session of [tokens, otherSession]) {
      expect(await getUser(session.AccessToken)).toMatchObject(
        error('NotAuthorizedException', 'Access Token has been revoked'),
      );
      expect(await emulator.context.verifyAccessToken(`Bearer ${session.AccessToken}`)).toBeNull();
    }
    expect((await cognito.call('GlobalSignOut', { AccessToken: tokens.AccessToken })).errorType).toBe(
      'NotAuthorizedException',
    );
  });

  it('DeleteUser removes the account, fires userDeleted and frees the e-mail', async () => {
    const { email, sub, tokens } = await signedInUser();
    expect(await cognito.call('DeleteUser', { AccessToken: tokens.AccessToken })).toMatchObject({
      status: 200,
      body: {},
    });
    expect(deleted).toContain(sub);
    expect(await getUser(tokens.AccessToken)).toMatchObject(
      error('NotAuthorizedException', 'Access Token has been revoked'),
    );
    expect(
      (
        await cognito.call('InitiateAuth', {
          ClientId: clientId,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: email, PASSWORD: goodPassword },
        })
      ).errorType,
    ).toBe('NotAuthorizedException');
    expect((await cognito.signUp(email)).status).toBe(200);
  });

  it('verifyAccessToken gives the principal for a raw or Bearer token and null otherwise', async () => {
    const { email, sub, tokens } = await signedInUser();
    const principal = { sub, email, username: sub };
    expect(await emulator.context.verifyAccessToken(tokens.AccessToken)).toEqual(principal);
    expect(await emulator.context.verifyAccessToken(`Bearer ${tokens.AccessToken}`)).toEqual(principal);
    for (const refused of [null, undefined, '', 'Bearer ', tokens.IdToken, tokens.RefreshToken]) {
      expect(await emulator.context.verifyAccessToken(refused)).toBeNull();
    }
  });
});

describe('ForgotPassword and ConfirmForgotPassword', () => {
  it('resets the password with the e-mailed code', async () => {
    const email = newEmail();
    await cognito.signUpConfirmed(email);
    expect(await cognito.call('ForgotPassword', { ClientId: clientId, Username: email })).toMatchObject({
      status: 200,
      body: { CodeDeliveryDetails: { Destination: 'c***@e***', DeliveryMedium: 'EMAIL' } },
    });
    const code = cognito.latestCode(email, 'password-reset-code');
    const confirm = (body: Record<string, string>) =>
      cognito.call('ConfirmForgotPassword', { ClientId: clientId, Username: email, ...body });
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await confirm({ ConfirmationCode: wrong, Password: 'nueva-clave-2' })).toMatchObject(
      error('CodeMismatchException'),
    );
    expect(await confirm({ ConfirmationCode: code, Password: 'corta' })).toMatchObject(
      error('InvalidPasswordException', 'Password did not conform with policy: Password not long enough'),
    );
    expect(await confirm({ ConfirmationCode: code, Password: 'nueva-clave-2' })).toMatchObject({
      status: 200,
      body: {},
    });
    expect(await confirm({ ConfirmationCode: code, Password: 'nueva-clave-3' })).toMatchObject(
      error('CodeMismatchException'),
    );

    await expect(cognito.signIn(email, goodPassword)).rejects.toThrow(/Incorrect username or password/);
    expect((await cognito.signIn(email, 'nueva-clave-2')).AccessToken).toEqual(expect.any(String));
  });

  it('answers an address without an account, and an unverified one, as if the code had gone out, e-mailing nothing', async () => {
    const confirmedAccount = newEmail();
    await cognito.signUpConfirmed(confirmedAccount);
    const unverified = newEmail();
    await cognito.signUp(unverified);
    const nobody = newEmail();
    const forgot = (username: string) => cognito.call('ForgotPassword', { ClientId: clientId, Username: username });
    const delivery = {
      status: 200,
      errorType: null,
      body: { CodeDeliveryDetails: { Destination: 'c***@e***', DeliveryMedium: 'EMAIL', AttributeName: 'email' } },
    };
    for (const username of [confirmedAccount, unverified, nobody]) expect(await forgot(username)).toEqual(delivery);
    const resetMails = (to: string) =>
      emulator.context.outbox.list().filter((entry) => entry.kind === 'password-reset-code' && entry.to === to);
    expect(resetMails(confirmedAccount)).toHaveLength(1);
    expect([...resetMails(unverified), ...resetMails(nobody)]).toEqual([]);
    for (let send = 1; send < 5; send++) expect((await forgot(nobody)).status).toBe(200);
    expect(await forgot(nobody)).toMatchObject(error('LimitExceededException'));
  });

  it('refuses any code for an address without an account as a wrong one, up to the same attempt limit', async () => {
    const nobody = newEmail();
    const confirm = () =>
      cognito.call('ConfirmForgotPassword', {
        ClientId: clientId,
        Username: nobody,
        ConfirmationCode: '123456',
        Password: 'nueva-clave-2',
      });
    for (let guess = 0; guess < 5; guess++) {
      expect(await confirm()).toMatchObject(
        error('CodeMismatchException', 'Invalid verification code provided, please try again.'),
      );
    }
    expect(await confirm()).toMatchObject(
      error('LimitExceededException', 'Attempt limit exceeded, please try after some time.'),
    );
  });
});

describe('createConfirmedUser', () => {
  it('creates an account that signs in at once and fires userConfirmed', async () => {
    const email = newEmail();
    const { sub } = createConfirmedUser(emulator.context, {
      email,
      password: goodPassword,
      phone: '+5491155550199',
      name: 'Juan',
    });
    expect(confirmed).toContainEqual({ sub, email, phone: '+5491155550199', name: 'Juan' });
    expect(decodeJwt((await cognito.signIn(email)).IdToken)).toMatchObject({
      sub,
      phone_number: '+5491155550199',
      name: 'Juan',
    });
    expect(() => createConfirmedUser(emulator.context, { email, password: goodPassword })).toThrow(
      'An account with the given email already exists.',
    );
  });

  it('stores no password in clear', async () => {
    const email = newEmail();
    createConfirmedUser(emulator.context, { email, password: 'secreto-único-9' });
    const dump = JSON.stringify(emulator.context.db.prepare('SELECT * FROM cognito_users WHERE email = ?').get(email));
    expect(dump).not.toContain('secreto-único-9');
  });
});

describe('JWKS', () => {
  it('publishes the public key only, and 404s for another pool', async () => {
    const response = await fetch(`${emulator.url}/cognito/${defaultSettings.userPoolId}/.well-known/jwks.json`);
    const { keys } = (await response.json()) as { keys: JWK[] };
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: expect.any(String) });
    expect(keys[0]).not.toHaveProperty('d');
    expect((await fetch(`${emulator.url}/cognito/sa-east-1_Other0001/.well-known/jwks.json`)).status).toBe(404);
  });
});
