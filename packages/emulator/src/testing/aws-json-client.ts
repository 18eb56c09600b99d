import type { OutboxEntry } from '../context';
import type { RunningEmulator } from '../index';
import { defaultSettings } from '../settings';

/** What a test reads from an AWS JSON reply: status, x-amzn-errortype and the JSON body. */
export interface AwsJsonReply {
  readonly status: number;
  readonly errorType: string | null;
  readonly body: Record<string, unknown>;
}

export interface AuthenticationResult {
  readonly AccessToken: string;
  readonly IdToken: string;
  readonly RefreshToken: string;
  readonly ExpiresIn: number;
  readonly TokenType: string;
}

/** POSTs one AWS JSON 1.1 request; body may be a raw string to send malformed JSON. */
export async function postAwsJson(url: string, target: string | null, body: unknown): Promise<AwsJsonReply> {
  const headers: Record<string, string> = { 'content-type': 'application/x-amz-json-1.1' };
  if (target) headers['x-amz-target'] = target;
  const response = await fetch(url, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return {
    status: response.status,
    errorType: response.headers.get('x-amzn-errortype'),
    body: (await response.json()) as Record<string, unknown>,
  };
}

export const clientId = defaultSettings.userPoolClientId;
export const goodPassword = 'clave-segura-1';

/** A thin Cognito client for HTTP tests, plus the shortcuts most tests start from. */
export function userPoolClient(emulator: RunningEmulator) {
  const call = (operation: string, body: Record<string, unknown>) =>
    postAwsJson(`${emulator.url}/cognito`, `AWSCognitoIdentityProviderService.${operation}`, body);

  /** The newest code of that kind the outbox holds for the address. */
  const latestCode = (email: string, kind: OutboxEntry['kind'] = 'confirmation-code'): string => {
    const entry = emulator.context.outbox.list().find((candidate) => candidate.kind === kind && candidate.to === email);
    if (typeof entry?.data.code !== 'string') throw new Error(`No ${kind} for ${email} in the outbox`);
    return entry.data.code;
  };

  const signUp = (email: string, password = goodPassword, attributes: Record<string, string> = {}) =>
    call('SignUp', {
      ClientId: clientId,
      Username: email,
      Password: password,
      UserAttributes: Object.entries({ email, ...attributes }).map(([Name, Value]) => ({ Name, Value })),
    });

  const signUpConfirmed = async (email: string, password = goodPassword): Promise<string> => {
    const reply = await signUp(email, password);
    if (reply.status !== 200) throw new Error(`SignUp failed: ${JSON.stringify(reply.body)}`);
    const confirmed = await call('ConfirmSignUp', {
      ClientId: clientId,
      Username: email,
      ConfirmationCode: latestCode(email),
    });
    if (confirmed.status !== 200) throw new Error(`ConfirmSignUp failed: ${JSON.stringify(confirmed.body)}`);
    return reply.body.UserSub as string;
  };

  const signIn = async (email: string, password = goodPassword): Promise<AuthenticationResult> => {
    const reply = await call('InitiateAuth', {
      ClientId: clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    });
    if (reply.status !== 200) throw new Error(`InitiateAuth failed: ${JSON.stringify(reply.body)}`);
    return reply.body.AuthenticationResult as AuthenticationResult;
  };

  return { call, latestCode, signUp, signUpConfirmed, signIn };
}
