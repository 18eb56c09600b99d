/** What the benchmark reads behind the browser's back, through the emulator's public wire protocols. */

export interface Account {
  readonly email: string;
  readonly password: string;
}

/** The id of the account's first case as api.php lists it, for opening /asunto/:id by address. */
export async function firstCaseId(emulatorUrl: string, account: Account): Promise<string> {
  const { userPoolClientId } = (await (await fetch(`${emulatorUrl}/__emulator/config.json`)).json()) as { userPoolClientId: string };
  const signedIn = await fetch(`${emulatorUrl}/cognito`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
    body: JSON.stringify({
      ClientId: userPoolClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: account.email, PASSWORD: account.password },
    }),
  });
  const { AuthenticationResult } = (await signedIn.json()) as { AuthenticationResult?: { AccessToken: string } };
  if (!AuthenticationResult) throw new Error(`Cognito refused ${account.email} (${signedIn.status}).`);
  const token = AuthenticationResult.AccessToken;
  const { sub } = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string };
  const listed = await fetch(`${emulatorUrl}/justiciable-api/api.php/listaAsuntos/?${new URLSearchParams({ id_usuario: sub })}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { datos } = (await listed.json()) as { datos?: { id: number }[] };
  const first = datos?.[0];
  if (!first) throw new Error(`api.php lists no case for ${account.email}.`);
  return String(first.id);
}
