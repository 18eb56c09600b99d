import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../index';
import { postAwsJson, userPoolClient } from '../testing/aws-json-client';
import { insertCase } from '../testing/case-tables';

/** The file functions inside the whole emulator, called with credentials from its identity pool. */
let emulator: RunningEmulator;
let cognito: ReturnType<typeof userPoolClient>;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, data: ':memory:', seed: 'none' });
  cognito = userPoolClient(emulator);
});

afterAll(async () => {
  await emulator.close();
});

/** Signs a client in and trades its id token for identity-pool credentials, as Amplify's fetchAuthSession does. */
async function identityPoolCredentials(email: string) {
  const sub = await cognito.signUpConfirmed(email);
  const tokens = await cognito.signIn(email);
  const { region, userPoolId } = emulator.context.settings;
  return {
    sub,
    tokens,
    client: await lambdaClientFor({ [`cognito-idp.${region}.amazonaws.com/${userPoolId}`]: tokens.IdToken }),
  };
}

/** A Lambda client with the identity pool's credentials for these Logins; none makes a guest's. */
async function lambdaClientFor(logins: Record<string, string> | undefined): Promise<LambdaClient> {
  const { region, identityPoolId } = emulator.context.settings;
  const identity = (operation: string, body: Record<string, unknown>) =>
    postAwsJson(`${emulator.url}/cognito-identity`, `AWSCognitoIdentityService.${operation}`, body);
  const { body: idBody } = await identity('GetId', { IdentityPoolId: identityPoolId, Logins: logins });
  const { body } = await identity('GetCredentialsForIdentity', { IdentityId: idBody.IdentityId, Logins: logins });
  const credentials = body.Credentials as { AccessKeyId: string; SecretKey: string; SessionToken: string };
  return new LambdaClient({
    region,
    endpoint: `${emulator.url}/lambda`,
    credentials: {
      accessKeyId: credentials.AccessKeyId,
      secretAccessKey: credentials.SecretKey,
      sessionToken: credentials.SessionToken,
    },
    maxAttempts: 1,
  });
}

const json = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
const parse = (payload: Uint8Array | undefined) =>
  JSON.parse(new TextDecoder().decode(payload)) as Record<string, unknown>;

describe('the Lambda file functions on the running emulator', () => {
  it('uploads and downloads the files of the client’s own case with @aws-sdk/client-lambda and identity-pool credentials', async () => {
    const { client, sub } = await identityPoolCredentials('archivos@example.com');
    insertCase(emulator.context.db, { groupId: 2, caseId: 5 }, sub);
    const { uploadFunctionName, downloadFunctionName } = emulator.context.settings;
    const content = Buffer.from('Acta de mediación');
    const uploaded = await client.send(
      new InvokeCommand({
        FunctionName: uploadFunctionName,
        Payload: json({
          caseId: 5,
          groupId: 2,
          uniqueKey: 'e2e',
          fileName: 'acta.txt',
          fileContent: content.toString('base64'),
        }),
      }),
    );
    expect(uploaded.FunctionError).toBeUndefined();
    const { key } = parse(uploaded.Payload);
    expect(key).toBe('2/5/e2e-acta.txt');

    const downloaded = await client.send(
      new InvokeCommand({ FunctionName: downloadFunctionName, Payload: json({ fileLink: key }) }),
    );
    const { url, fileName } = parse(downloaded.Payload);
    expect(fileName).toBe('acta.txt');
    expect(String(url).startsWith(`${emulator.url}/__emulator/files/2/5/`)).toBe(true);
    const file = await fetch(String(url));
    expect(await file.text()).toBe('Acta de mediación');
  });

  it('refuses a guest of the identity pool, who brings no link token, both functions', async () => {
    const client = await lambdaClientFor(undefined);
    const { uploadFunctionName, downloadFunctionName } = emulator.context.settings;
    const uploaded = await client.send(
      new InvokeCommand({
        FunctionName: uploadFunctionName,
        Payload: json({
          caseId: 5,
          groupId: 2,
          uniqueKey: 'invitado',
          fileName: 'dni.txt',
          fileContent: Buffer.from('DNI').toString('base64'),
        }),
      }),
    );
    expect(uploaded.FunctionError).toBe('Unhandled');
    expect(parse(uploaded.Payload)).toMatchObject({ errorType: 'AccessDeniedError' });
    const downloaded = await client.send(
      new InvokeCommand({ FunctionName: downloadFunctionName, Payload: json({ fileLink: '2/5/e2e-acta.txt' }) }),
    );
    expect(parse(downloaded.Payload)).toMatchObject({ errorType: 'AccessDeniedError' });
  });

  it('stops honouring the credentials once the account is deleted', async () => {
    const { client, tokens } = await identityPoolCredentials('borrada@example.com');
    expect((await cognito.call('DeleteUser', { AccessToken: tokens.AccessToken })).status).toBe(200);
    const invoking = client.send(
      new InvokeCommand({
        FunctionName: emulator.context.settings.downloadFunctionName,
        Payload: json({ fileLink: '2/5/x' }),
      }),
    );
    await expect(invoking).rejects.toMatchObject({ name: 'UnrecognizedClientException' });
  });
});
