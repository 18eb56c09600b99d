import { randomUUID } from 'node:crypto';
import { servedPortal } from './target';

/**
 * What a test prepares or reads behind the browser's back, through the emulator's public wire
 * protocols (Cognito, api.php, the outbox), as any client of the cloud would: never its database.
 */

export interface Credentials {
  readonly email: string;
  readonly password: string;
}

export interface SignedIn {
  readonly accessToken: string;
  /** The Cognito sub, which the legacy API calls id_justiciable / id_usuario. */
  readonly sub: string;
}

const emulatorUrl = () => servedPortal().emulatorUrl;

let appClientId: Promise<string> | null = null;

/** The app client id, read from the configuration the emulator publishes rather than assumed. */
function clientId(): Promise<string> {
  appClientId ??= fetch(`${emulatorUrl()}/__emulator/config.json`)
    .then((response) => response.json() as Promise<{ userPoolClientId: string }>)
    .then((config) => config.userPoolClientId);
  return appClientId;
}

async function cognito<T>(operation: string, body: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${emulatorUrl()}/cognito`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    body: JSON.stringify({ ClientId: await clientId(), ...body }),
  });
  const answer = (await response.json()) as T & { __type?: string; message?: string };
  if (!response.ok) throw new Error(`Cognito ${operation} failed: ${answer.__type}: ${answer.message}`);
  return answer;
}

/** A new client's details, unique within the run: a name, +54 9 351 phone, a password the policy accepts (the fixed digits matter: a UUID slice can be letters only). */
export function newClient(label: string): Credentials & { readonly phone: string; readonly name: string } {
  const id = randomUUID().slice(0, 8);
  return {
    email: `${label}-${id}@e2e.justiciable.test`,
    password: `clave-${id}-2026!`,
    phone: '+5493515550177',
    name: `Ana Prueba ${id}`,
  };
}

/**
 * Registers at the user pool without confirming, with the name as the registration form sends
 * it (the pool's confirmation trigger puts it on the user record); without one, as an account
 * registered before the portal asked for it.
 */
export async function signUp(client: Credentials & { readonly phone?: string; readonly name?: string }): Promise<void> {
  await cognito('SignUp', {
    Username: client.email,
    Password: client.password,
    UserAttributes: [
      { Name: 'email', Value: client.email },
      // An account created through the pool's API may have no phone: its user record then has none.
      ...(client.phone === undefined ? [] : [{ Name: 'phone_number', Value: client.phone }]),
      ...(client.name === undefined ? [] : [{ Name: 'name', Value: client.name }]),
    ],
  });
}

interface OutboxMail {
  readonly kind: string;
  readonly to: string;
  readonly data: { readonly code?: string; readonly verifyPath?: string };
}

/** The newest mail of this kind the emulator "e-mailed" to this address. */
async function newestMail(
  email: string,
  kind: 'confirmation-code' | 'password-reset-code',
): Promise<OutboxMail['data']> {
  const outbox = (await (await fetch(`${emulatorUrl()}/__emulator/outbox.json`)).json()) as OutboxMail[];
  const mail = outbox.find((entry) => entry.kind === kind && entry.to === email);
  if (!mail?.data.code) throw new Error(`No ${kind} was sent to ${email}.`);
  return mail.data;
}

/** The newest confirmation code the emulator "e-mailed" to this address. */
export async function confirmationCode(email: string): Promise<string> {
  return (await newestMail(email, 'confirmation-code')).code ?? '';
}

/** The link of the newest confirmation mail to this address: /verifyAccount/:username/:code. */
export async function verificationPath(email: string): Promise<string> {
  return (await newestMail(email, 'confirmation-code')).verifyPath ?? '';
}

/** The newest password-reset code the emulator "e-mailed" to this address. */
export async function passwordResetCode(email: string): Promise<string> {
  return (await newestMail(email, 'password-reset-code')).code ?? '';
}

/**
 * A confirmed client with a user record (the pool's confirmation trigger creates it), no billing,
 * no location; `named: false` leaves the record without a name, as for an account registered
 * before the portal asked for one, and `withPhone: false` without any phone, as for an account
 * created through the pool's API without one.
 */
export async function createConfirmedClient(
  label: string,
  { named = true, withPhone = true }: { readonly named?: boolean; readonly withPhone?: boolean } = {},
): Promise<Credentials> {
  const { name, phone, ...rest } = newClient(label);
  const client = { ...rest, ...(named ? { name } : {}), ...(withPhone ? { phone } : {}) };
  await signUp(client);
  await cognito('ConfirmSignUp', { Username: client.email, ConfirmationCode: await confirmationCode(client.email) });
  return client;
}

export async function signIn({ email, password }: Credentials): Promise<SignedIn> {
  const answer = await cognito<{ AuthenticationResult: { AccessToken: string } }>('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  const accessToken = answer.AuthenticationResult.AccessToken;
  const claims = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()) as { sub: string };
  return { accessToken, sub: claims.sub };
}

/** Whether the pool still honours an access token (GetUser), as another device holding it would find. */
export async function accessTokenHonoured(accessToken: string): Promise<boolean> {
  try {
    await cognito('GetUser', { AccessToken: accessToken });
    return true;
  } catch {
    return false;
  }
}

/** Signs the user out of every device (Cognito GlobalSignOut): the pool revokes all their tokens. */
export async function globalSignOut(accessToken: string): Promise<void> {
  await cognito('GlobalSignOut', { AccessToken: accessToken });
}

/** One legacy api.php call as the signed-in client; its `datos` on status 200. */
async function legacy<T>(action: string, query: Record<string, string>, session: SignedIn): Promise<T> {
  const response = await fetch(`${emulatorUrl()}/justiciable-api/api.php/${action}/?${new URLSearchParams(query)}`, {
    headers: { authorization: `Bearer ${session.accessToken}` },
  });
  const answer = (await response.json()) as { status: number; message?: string; datos: T };
  if (answer.status !== 200) throw new Error(`api.php ${action} failed: ${answer.status} ${answer.message}`);
  return answer.datos;
}

export interface WireCase {
  readonly id: number;
  readonly case: string;
  readonly id_grupo: number;
  readonly id_abogado: number;
  readonly nombre_estudio: string;
}

export interface WireMovement {
  readonly id_movimiento: number;
  readonly id_tipo: number;
  readonly link_archivo: string | null;
  readonly fecha_inicio_agenda: string | null;
  readonly hora_inicio_agenda: string | null;
  /** The secret of a request's public link; the owner reads it. */
  readonly link_token: string | null;
}

export function listCases(session: SignedIn): Promise<WireCase[]> {
  return legacy('listaAsuntos', { id_usuario: session.sub }, session);
}

export function listMovements(session: SignedIn, caseId: number): Promise<WireMovement[]> {
  return legacy('listaMovimientos', { id_asunto: String(caseId) }, session);
}

/** The first of the client's cases whose name starts with `name`; the seed's names are stable. */
export async function findCase(session: SignedIn, name: string): Promise<WireCase> {
  const found = (await listCases(session)).find((item) => item.case.startsWith(name));
  if (!found) throw new Error(`The seed has no case named '${name}…' for this client.`);
  return found;
}

export async function findMovement(
  session: SignedIn,
  caseId: number,
  matches: (movement: WireMovement) => boolean,
): Promise<WireMovement> {
  const found = (await listMovements(session, caseId)).find(matches);
  if (!found) throw new Error(`Case ${caseId} has no movement the test needs.`);
  return found;
}

/** Adds a news movement (id_tipo 5) to one of the client's cases, as the portal's addMovement does. */
export async function addMovement(session: SignedIn, caseId: number, description: string): Promise<void> {
  await legacy(
    'addNewMovent',
    { id_case: String(caseId), id_justiciable: session.sub, id_tipo: '5', descripcion_movimiento: description },
    session,
  );
}

/**
 * A fresh request of one of the client's cases, as a lawyer's would be (type 2 asks for a file,
 * type 7 for a date and brings its agenda entry), so no other test can have answered it; with
 * its link token and agenda entry.
 */
export async function newRequest(
  session: SignedIn,
  theCase: WireCase,
  typeId: 2 | 7,
  description: string,
  /** More of the movement's fields (tipo_reunion, fecha_inicio_agenda…), as a lawyer may set them. */
  fields: Readonly<Record<string, string>> = {},
): Promise<WireMovement & { readonly id_agenda: string | null }> {
  const added = await legacy<string>(
    'addNewMovent',
    {
      ...fields,
      id_case: String(theCase.id),
      id_justiciable: session.sub,
      id_tipo: String(typeId),
      descripcion_movimiento: description,
      nombres: 'Dr. Martín Ortiz',
    },
    session,
  );
  const { res } = JSON.parse(added) as { res: { id_movimiento: number } };
  return findMovement(session, theCase.id, (movement) => movement.id_movimiento === res.id_movimiento) as Promise<
    WireMovement & { readonly id_agenda: string | null }
  >;
}

/**
 * A fresh unpaid payment (type 4) of one of the client's cases, as a lawyer's charge would be, so
 * no other test has paid it or left it pending; its id.
 */
export async function newPayment(
  session: SignedIn,
  theCase: WireCase,
  concept: string,
  amount: number,
): Promise<number> {
  const added = await legacy<string>(
    'addNewMovent',
    {
      id_case: String(theCase.id),
      id_justiciable: session.sub,
      id_tipo: '4',
      descripcion_movimiento: concept,
      concepto: concept,
      monto: String(amount),
      nombres: 'Dr. Martín Ortiz',
    },
    session,
  );
  return (JSON.parse(added) as { res: { id_movimiento: number } }).res.id_movimiento;
}

/** Renames the client in their user record, with their own token, as the GraphQL API allows an owner. */
export async function renameUser(session: SignedIn, name: string): Promise<void> {
  const response = await fetch(`${emulatorUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: session.accessToken },
    body: JSON.stringify({
      query: 'mutation ($input: UpdateUserInput!) { updateUser(input: $input) { id name } }',
      variables: { input: { id: session.sub, name } },
    }),
  });
  const answer = (await response.json()) as {
    data: { updateUser: { name: string } | null } | null;
    errors?: { message: string }[];
  };
  if (answer.data?.updateUser?.name !== name)
    throw new Error(`GraphQL updateUser failed: ${JSON.stringify(answer.errors)}`);
}

export interface WireUser {
  readonly name: string | null;
  readonly phone: string | null;
  readonly deletedAt: string | null;
  readonly userBillingInfoId: string | null;
  readonly userLocationId: string | null;
  readonly billingInfo: {
    readonly id: string;
    readonly billingName: string | null;
    readonly taxId: number | string | null;
    readonly phone: string | null;
  } | null;
  readonly location: {
    readonly id: string;
    readonly country: string | null;
    readonly region: string | null;
    readonly city: string | null;
  } | null;
}

/** The client's user record with its linked billing and location, as the GraphQL API keeps them. */
export async function getUser(session: SignedIn): Promise<WireUser> {
  const response = await fetch(`${emulatorUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: session.accessToken },
    body: JSON.stringify({
      query: `query ($id: ID!) { getUser(id: $id) {
        name phone deletedAt userBillingInfoId userLocationId
        billingInfo { id billingName taxId phone }
        location { id country region city }
      } }`,
      variables: { id: session.sub },
    }),
  });
  const answer = (await response.json()) as {
    data: { getUser: WireUser | null } | null;
    errors?: { message: string }[];
  };
  const user = answer.data?.getUser;
  if (!user) throw new Error(`GraphQL getUser failed: ${JSON.stringify(answer.errors)}`);
  return user;
}

/** A directory lawyer as the legacy API lists them to a signed-in client (listaAbogadosDirectorio). */
export interface WireLawyer {
  readonly id: number;
  readonly id_grupo: number;
  readonly id_estudio: number;
  readonly nombre: string;
  readonly apellido: string;
  readonly nombre_estudio: string;
  readonly visible: string;
  readonly servicios: readonly { readonly nombre: string; readonly tipo_cobro: string; readonly precio: number }[];
  readonly medios: readonly { readonly id_tipo_medio_comunicacion: number; readonly medio_comunicacion: string }[];
}

export function listDirectory(session: SignedIn): Promise<WireLawyer[]> {
  return legacy('listaAbogadosDirectorio', {}, session);
}

/** A studio's invitation as the emulator makes it: its id and the token of its e-mailed link. */
export interface WireInvitation {
  readonly id_invitacion: number;
  readonly token: string;
}

/** A studio's lawyer invites this e-mail, as they would from their own app. */
export async function inviteFromStudio(
  email: string,
  lawyer: Pick<WireLawyer, 'id' | 'id_grupo'>,
): Promise<WireInvitation> {
  const response = await fetch(`${emulatorUrl()}/__emulator/invitations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, lawyerId: lawyer.id, groupId: lawyer.id_grupo }),
  });
  if (response.status !== 201) throw new Error(`The emulator refused the invitation: ${response.status}`);
  return (await response.json()) as WireInvitation;
}
