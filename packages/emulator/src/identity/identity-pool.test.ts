import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../index';
import { defaultSettings } from '../settings';
import { postAwsJson, userPoolClient, type AwsJsonReply } from '../testing/aws-json-client';
import { signWithPoolKey } from '../testing/pool-tokens';

let emulator: RunningEmulator;
let cognito: ReturnType<typeof userPoolClient>;
let counter = 0;
const { region, userPoolId, identityPoolId } = defaultSettings;
const provider = `cognito-idp.${region}.amazonaws.com/${userPoolId}`;

beforeAll(async () => {
  // Many sign-ups and sign-ins from one address; the rate limits have their own tests (src/rate-limit).
  emulator = await startEmulator({ port: 0, data: ':memory:', seed: 'none', rateLimits: 'off' });
  cognito = userPoolClient(emulator);
});

afterAll(async () => {
  await emulator.close();
});

const identity = (operation: string, body: Record<string, unknown>, path = '/cognito-identity') =>
  postAwsJson(`${emulator.url}${path}`, `AWSCognitoIdentityService.${operation}`, body);

const error = (type: string, message?: string | RegExp) => ({
  status: 400,
  errorType: type,
  body: message === undefined ? { __type: type } : { __type: type, message },
});

async function signedInUser() {
  const email = `identidad${++counter}@example.com`;
  const sub = await cognito.signUpConfirmed(email);
  return { email, sub, tokens: await cognito.signIn(email) };
}

const identityIdOf = (reply: AwsJsonReply) => reply.body.IdentityId as string;

describe('GetId', () => {
  it('gives each user one stable identity, whichever provider name the client uses', async () => {
    const { tokens } = await signedInUser();
    const first = await identity('GetId', { IdentityPoolId: identityPoolId, Logins: { [provider]: tokens.IdToken } });
    expect(first).toMatchObject({
      status: 200,
      body: { IdentityId: expect.stringMatching(/^sa-east-1:[0-9a-f-]{36}$/) },
    });
    // Amplify names the provider after the token's issuer, without its scheme.
    const issuerName = String(decodeJwt(tokens.IdToken).iss).replace('http://', '');
    const again = await identity('GetId', { IdentityPoolId: identityPoolId, Logins: { [issuerName]: tokens.IdToken } });
    expect(identityIdOf(again)).toBe(identityIdOf(first));

    const other = await signedInUser();
    const otherId = await identity('GetId', {
      IdentityPoolId: identityPoolId,
      Logins: { [provider]: other.tokens.IdToken },
    });
    expect(identityIdOf(otherId)).not.toBe(identityIdOf(first));
  });

  it('answers on /cognito too, told apart by X-Amz-Target', async () => {
    const { tokens } = await signedInUser();
    const reply = await identity(
      'GetId',
      { IdentityPoolId: identityPoolId, Logins: { [provider]: tokens.IdToken } },
      '/cognito',
    );
    expect(reply.status).toBe(200);
  });

  it('gives a guest (no Logins) a new identity of its own on every call', async () => {
    const first = await identity('GetId', { IdentityPoolId: identityPoolId });
    expect(first).toMatchObject({
      status: 200,
      body: { IdentityId: expect.stringMatching(/^sa-east-1:[0-9a-f-]{36}$/) },
    });
    const second = await identity('GetId', { IdentityPoolId: identityPoolId, Logins: {} });
    expect(identityIdOf(second)).not.toBe(identityIdOf(first));
    const { tokens } = await signedInUser();
    const user = await identity('GetId', { IdentityPoolId: identityPoolId, Logins: { [provider]: tokens.IdToken } });
    expect([identityIdOf(first), identityIdOf(second)]).not.toContain(identityIdOf(user));
  });

  it('refuses another pool, foreign providers and tokens that are not valid id tokens', async () => {
    const { tokens } = await signedInUser();
    expect(
      await identity('GetId', { IdentityPoolId: 'sa-east-1:other', Logins: { [provider]: tokens.IdToken } }),
    ).toMatchObject(error('ResourceNotFoundException', "IdentityPool 'sa-east-1:other' not found."));
    expect(await identity('GetId', { IdentityPoolId: 'sa-east-1:other' })).toMatchObject(
      error('ResourceNotFoundException'),
    );
    expect(
      await identity('GetId', { IdentityPoolId: identityPoolId, Logins: { 'accounts.google.com': tokens.IdToken } }),
    ).toMatchObject(error('NotAuthorizedException', 'Token is not from a supported provider of this identity pool.'));
    expect(
      await identity('GetId', { IdentityPoolId: identityPoolId, Logins: { [provider]: tokens.AccessToken } }),
    ).toMatchObject(error('NotAuthorizedException', "Invalid login token. Couldn't verify signed token."));
    const now = Math.floor(Date.now() / 1000);
    const expired = await signWithPoolKey(emulator.context, {
      ...decodeJwt(tokens.IdToken),
      iat: now - 7200,
      exp: now - 3600,
    });
    expect(await identity('GetId', { IdentityPoolId: identityPoolId, Logins: { [provider]: expired } })).toMatchObject(
      error('NotAuthorizedException', 'Invalid login token. Token expired.'),
    );
    expect(await identity('GetId', { IdentityPoolId: identityPoolId, Logins: { [provider]: 42 } })).toMatchObject(
      error('SerializationException'),
    );
  });

  it('refuses the id token of a signed-out session', async () => {
    const { tokens } = await signedInUser();
    await cognito.call('GlobalSignOut', { AccessToken: tokens.AccessToken });
    expect(
      await identity('GetId', { IdentityPoolId: identityPoolId, Logins: { [provider]: tokens.IdToken } }),
    ).toMatchObject(error('NotAuthorizedException', 'Invalid login token. Token has been revoked.'));
  });
});

describe('GetCredentialsForIdentity', () => {
  async function identityOf(idToken: string): Promise<string> {
    return identityIdOf(await identity('GetId', { IdentityPoolId: identityPoolId, Logins: { [provider]: idToken } }));
  }

  it('issues temporary credentials, Expiration in epoch seconds, that findCredentials knows', async () => {
    const { sub, tokens } = await signedInUser();
    const identityId = await identityOf(tokens.IdToken);
    const reply = await identity('GetCredentialsForIdentity', {
      IdentityId: identityId,
      Logins: { [provider]: tokens.IdToken },
    });
    expect(reply).toMatchObject({
      status: 200,
      body: {
        IdentityId: identityId,
        Credentials: {
          AccessKeyId: expect.stringMatching(/^ASIA[A-Z2-7]{16}$/),
          SecretKey: expect.stringMatching(/^[A-Za-z0-9+/]{40}$/),
          SessionToken: expect.any(String),
          Expiration: expect.any(Number),
        },
      },
    });
    const credentials = reply.body.Credentials as {
      AccessKeyId: string;
      SecretKey: string;
      SessionToken: string;
      Expiration: number;
    };
    const inAnHour = Date.now() / 1000 + 3600;
    expect(Math.abs(credentials.Expiration - inAnHour)).toBeLessThan(60);
    expect(emulator.context.findCredentials(credentials.AccessKeyId)).toEqual({
      accessKeyId: credentials.AccessKeyId,
      secretAccessKey: credentials.SecretKey,
      sessionToken: credentials.SessionToken,
      identityId,
      sub,
      expiresAt: credentials.Expiration * 1000,
    });
  });

  it('issues guest credentials, with no user behind them, to a guest identity without Logins', async () => {
    const guestId = identityIdOf(await identity('GetId', { IdentityPoolId: identityPoolId }));
    const reply = await identity('GetCredentialsForIdentity', { IdentityId: guestId });
    expect(reply).toMatchObject({
      status: 200,
      body: { IdentityId: guestId, Credentials: { AccessKeyId: expect.stringMatching(/^ASIA/) } },
    });
    const credentials = reply.body.Credentials as { AccessKeyId: string };
    expect(emulator.context.findCredentials(credentials.AccessKeyId)).toMatchObject({ identityId: guestId, sub: null });
  });

  it("refuses a user's identity without its login", async () => {
    const { tokens } = await signedInUser();
    const identityId = await identityOf(tokens.IdToken);
    expect(await identity('GetCredentialsForIdentity', { IdentityId: identityId })).toMatchObject(
      error('NotAuthorizedException', /^Logins don't match/),
    );
  });

  it("makes a guest's identity the user's when the guest signs in, ending the guest's credentials", async () => {
    const guestId = identityIdOf(await identity('GetId', { IdentityPoolId: identityPoolId }));
    const guestKey = (
      (await identity('GetCredentialsForIdentity', { IdentityId: guestId })).body.Credentials as { AccessKeyId: string }
    ).AccessKeyId;
    const { sub, tokens } = await signedInUser();
    const reply = await identity('GetCredentialsForIdentity', {
      IdentityId: guestId,
      Logins: { [provider]: tokens.IdToken },
    });
    expect(reply).toMatchObject({ status: 200, body: { IdentityId: guestId } });
    const credentials = reply.body.Credentials as { AccessKeyId: string };
    expect(emulator.context.findCredentials(credentials.AccessKeyId)).toMatchObject({ identityId: guestId, sub });
    expect(emulator.context.findCredentials(guestKey)).toBeNull();
    expect(await identityOf(tokens.IdToken)).toBe(guestId);
    expect(await identity('GetCredentialsForIdentity', { IdentityId: guestId })).toMatchObject(
      error('NotAuthorizedException', /^Logins don't match/),
    );
  });

  it('answers the identity a user already has when a guest signs in with that login', async () => {
    const { sub, tokens } = await signedInUser();
    const own = await identityOf(tokens.IdToken);
    const guestId = identityIdOf(await identity('GetId', { IdentityPoolId: identityPoolId }));
    const reply = await identity('GetCredentialsForIdentity', {
      IdentityId: guestId,
      Logins: { [provider]: tokens.IdToken },
    });
    expect(reply).toMatchObject({ status: 200, body: { IdentityId: own } });
    const credentials = reply.body.Credentials as { AccessKeyId: string };
    expect(emulator.context.findCredentials(credentials.AccessKeyId)).toMatchObject({ identityId: own, sub });
  });

  it("refuses another user's login, an unknown identity and a malformed id", async () => {
    const owner = await signedInUser();
    const intruder = await signedInUser();
    const identityId = await identityOf(owner.tokens.IdToken);
    expect(
      await identity('GetCredentialsForIdentity', {
        IdentityId: identityId,
        Logins: { [provider]: intruder.tokens.IdToken },
      }),
    ).toMatchObject(error('NotAuthorizedException', /^Logins don't match/));
    const unknown = 'sa-east-1:00000000-0000-4000-8000-000000000000';
    expect(
      await identity('GetCredentialsForIdentity', {
        IdentityId: unknown,
        Logins: { [provider]: owner.tokens.IdToken },
      }),
    ).toMatchObject(error('ResourceNotFoundException', `Identity '${unknown}' not found.`));
    expect(await identity('GetCredentialsForIdentity', { IdentityId: unknown })).toMatchObject(
      error('ResourceNotFoundException'),
    );
    expect(await identity('GetCredentialsForIdentity', { IdentityId: 'no es un id' })).toMatchObject(
      error('InvalidParameterException', /at 'identityId' failed to satisfy constraint/),
    );
    expect(await identity('GetCredentialsForIdentity', {})).toMatchObject(error('InvalidParameterException'));
  });

  it('forgets expired credentials and those of a deleted user', async () => {
    const { tokens } = await signedInUser();
    const identityId = await identityOf(tokens.IdToken);
    const issue = async () =>
      (
        (
          await identity('GetCredentialsForIdentity', {
            IdentityId: identityId,
            Logins: { [provider]: tokens.IdToken },
          })
        ).body.Credentials as { AccessKeyId: string }
      ).AccessKeyId;
    const expiring = await issue();
    emulator.context.db
      .prepare('UPDATE identity_credentials SET expires_at = ? WHERE access_key_id = ?')
      .run(Date.now() - 1, expiring);
    expect(emulator.context.findCredentials(expiring)).toBeNull();

    const live = await issue();
    expect(emulator.context.findCredentials(live)).not.toBeNull();
    await cognito.call('DeleteUser', { AccessToken: tokens.AccessToken });
    expect(emulator.context.findCredentials(live)).toBeNull();
    expect(emulator.context.findCredentials('ASIAUNKNOWN')).toBeNull();
  });
});
