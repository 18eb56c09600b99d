/** What the benchmark reads behind the browser's back, through the emulator's public wire protocols. */

export interface Account {
  readonly email: string;
  readonly password: string;
}

interface WireSession {
  readonly token: string;
  readonly sub: string;
}

/** Signs in through Cognito's wire protocol, as the app's adapters would. */
async function signIn(emulatorUrl: string, account: Account): Promise<WireSession> {
  const { userPoolClientId } = (await (await fetch(`${emulatorUrl}/__emulator/config.json`)).json()) as {
    userPoolClientId: string;
  };
  const signedIn = await fetch(`${emulatorUrl}/cognito`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
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
  return { token, sub };
}

/** One api.php call; its `datos`. */
async function legacy<T>(
  emulatorUrl: string,
  session: WireSession,
  action: string,
  query: Record<string, string>,
): Promise<T> {
  const response = await fetch(`${emulatorUrl}/justiciable-api/api.php/${action}/?${new URLSearchParams(query)}`, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  const { datos } = (await response.json()) as { datos?: T };
  if (datos === undefined) throw new Error(`api.php ${action} answered no data (${response.status}).`);
  return datos;
}

/** The id of the account's first case as api.php lists it, for opening /asunto/:id by address. */
export async function firstCaseId(emulatorUrl: string, account: Account): Promise<string> {
  const session = await signIn(emulatorUrl, account);
  const first = (await legacy<{ id: number }[]>(emulatorUrl, session, 'listaAsuntos', { id_usuario: session.sub }))[0];
  if (!first) throw new Error(`api.php lists no case for ${account.email}.`);
  return String(first.id);
}

/** Addresses of the routes that carry ids, as e-mails and the directory link to them. */
export interface BenchLinks {
  readonly previewInfoEstudio: string;
  readonly previewListaEstudios: string;
  readonly consultationViaLink: string;
  readonly fileRequest: string;
  readonly calendarRequest: string;
  readonly caseDetail: string;
  readonly lawyerDetails: string;
}

/**
 * The account's first case and the directory's first lawyer; a file request and a date request
 * are added to the case as its lawyer would, so their links (with their tokens) open as a
 * client opens them from the e-mail.
 */
export async function benchLinks(emulatorUrl: string, account: Account): Promise<BenchLinks> {
  const session = await signIn(emulatorUrl, account);
  const cases = await legacy<{ id: number; id_grupo: number; id_abogado: number }[]>(
    emulatorUrl,
    session,
    'listaAsuntos',
    { id_usuario: session.sub },
  );
  const lawyers = await legacy<
    { id: number; id_grupo: number; id_estudio: number; nombre: string; apellido: string }[]
  >(emulatorUrl, session, 'listaAbogadosDirectorio', {});
  const [firstCase] = cases;
  const [lawyer] = lawyers;
  if (!firstCase || !lawyer) throw new Error(`The demo seed has no case or no lawyer for ${account.email}.`);
  const request = async (typeId: 2 | 7) => {
    const added = await legacy<string>(emulatorUrl, session, 'addNewMovent', {
      id_case: String(firstCase.id),
      id_justiciable: session.sub,
      id_tipo: String(typeId),
      descripcion_movimiento: typeId === 2 ? 'Adjuntar el recibo de sueldo' : 'Elegir fecha para la audiencia',
      nombres: 'Dr. Martín Ortiz',
    });
    const { res } = JSON.parse(added) as { res: { id_movimiento: number } };
    const movements = await legacy<{ id_movimiento: number; link_token: string | null }[]>(
      emulatorUrl,
      session,
      'listaMovimientos',
      { id_asunto: String(firstCase.id) },
    );
    const token = movements.find((movement) => movement.id_movimiento === res.id_movimiento)?.link_token;
    return { id: res.id_movimiento, query: token ? `?token=${token}` : '' };
  };
  const fileRequest = await request(2);
  const dateRequest = await request(7);
  const name = encodeURIComponent(`${lawyer.nombre} ${lawyer.apellido}`);
  return {
    previewInfoEstudio: `/previewInfoEstudio/${lawyer.id}/${lawyer.id_grupo}/${name}`,
    previewListaEstudios: `/previewListaEstudios/${lawyer.id}/${lawyer.id_grupo}/${name}`,
    consultationViaLink: `/consultationViaLink/${lawyer.id}/${lawyer.id_grupo}/${lawyer.id_estudio}`,
    fileRequest: `/fileRequest/${firstCase.id}/${fileRequest.id}/${firstCase.id_grupo}${fileRequest.query}`,
    calendarRequest: `/calendarRequest/${firstCase.id}/${dateRequest.id}/${firstCase.id_abogado}${dateRequest.query}`,
    caseDetail: `/asunto/${firstCase.id}`,
    lawyerDetails: `/lawyerDetails/${lawyer.id}/${lawyer.id_grupo}`,
  };
}
