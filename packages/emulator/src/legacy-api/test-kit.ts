import type Database from 'better-sqlite3';
import type { OutboxEntry } from '../context';
import { type RunningEmulator, startEmulator } from '../index';
import { DEMO_ACCOUNT, OTHER_ACCOUNT, type SeedAccount } from '../seed';

/** For the legacy API's HTTP tests: a seeded emulator, both seed clients signed in, and the seeded ids. */

export interface Session {
  readonly token: string;
  readonly sub: string;
  readonly email: string;
}

export type Row = Readonly<Record<string, unknown>>;

export interface LegacyReply {
  readonly http: number;
  readonly body: { readonly status: number; readonly message?: string; readonly [field: string]: unknown };
}

/** datos as a list of rows (the test fails on any other shape). */
export function rowsOf(reply: LegacyReply): Row[] {
  const { datos } = reply.body;
  if (!Array.isArray(datos)) throw new Error(`datos is not a list: ${JSON.stringify(reply.body)}`);
  return datos as Row[];
}

/** datos as one row. */
export function rowOf(reply: LegacyReply, field = 'datos'): Row {
  const value = reply.body[field];
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`${field} is not an object: ${JSON.stringify(reply.body)}`);
  }
  return value as Row;
}

/** Every field of the request view a public link's token opens, and nothing else. */
export const REQUEST_VIEW_FIELDS = [
  'id_movimiento',
  'id_case',
  'id_tipo',
  'nombre_tipo',
  'fecha_alta',
  'nombres',
  'descripcion_movimiento',
  'fecha_inicio_agenda',
  'hora_inicio_agenda',
  'todo_el_dia_agenda',
  'tipo_reunion',
  'id_agenda',
  'tiene_archivo',
  'respondida',
  'case_name',
  'nombre_abogado',
  'nombre_estudio',
];

/** A link token as the database makes them: 32 lowercase hex characters. */
export const LINK_TOKEN = /^[0-9a-f]{32}$/;

export interface LegacyKit {
  readonly emulator: RunningEmulator;
  readonly db: Database.Database;
  readonly demo: Session;
  readonly other: Session;
  readonly fx: Fixtures;
  call(
    action: string,
    query?: Record<string, string | number>,
    token?: string | null,
    headers?: Record<string, string>,
  ): Promise<LegacyReply>;
  /** The newest outbox entry. */
  lastMail(): OutboxEntry | undefined;
  /** Every legacy table's rows, to prove a refused call changed nothing. */
  snapshot(): string;
  close(): Promise<void>;
}

export async function startLegacyKit(options: { autoAcceptMs?: number } = {}): Promise<LegacyKit> {
  // Every test signs in and calls from 127.0.0.1; the limits have their own tests (src/rate-limit).
  const emulator = await startEmulator({
    port: 0,
    data: ':memory:',
    seed: 'demo',
    autoAcceptMs: options.autoAcceptMs ?? 600_000,
    rateLimits: 'off',
  });
  const db = emulator.context.db;
  const demo = await signIn(emulator, DEMO_ACCOUNT);
  const other = await signIn(emulator, OTHER_ACCOUNT);
  return {
    emulator,
    db,
    demo,
    other,
    fx: fixtures(db, demo, other),
    call: async (action, query = {}, token = null, headers = {}) => {
      const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
      const response = await fetch(`${emulator.url}/justiciable-api/api.php/${action}/?${search}`, {
        headers: token ? { authorization: token, ...headers } : headers,
      });
      return { http: response.status, body: (await response.json()) as LegacyReply['body'] };
    },
    lastMail: () => emulator.context.outbox.list()[0],
    snapshot: () =>
      JSON.stringify(
        [
          'casos',
          'movimientos',
          'comentarios',
          'agendas',
          'notificaciones',
          'invitaciones',
          'solicitudes',
          'contactos',
          'pagos_checkout',
        ].map((table) => db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all()),
      ),
    close: () => emulator.close(),
  };
}

export async function signIn(
  emulator: RunningEmulator,
  account: Pick<SeedAccount, 'email' | 'password'>,
): Promise<Session> {
  const response = await fetch(`${emulator.url}/cognito`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: emulator.context.settings.userPoolClientId,
      AuthParameters: { USERNAME: account.email, PASSWORD: account.password },
    }),
  });
  const body = (await response.json()) as { AuthenticationResult?: { AccessToken: string } };
  const token = body.AuthenticationResult?.AccessToken;
  if (!token) throw new Error(`Could not sign in ${account.email}: ${JSON.stringify(body)}`);
  const principal = await emulator.context.verifyAccessToken(token);
  if (!principal) throw new Error(`The emulator refused its own token for ${account.email}`);
  return { token, sub: principal.sub, email: account.email };
}

export interface CaseFixture {
  readonly id: number;
  readonly group: number;
  readonly lawyer: number;
}

export interface CalendarRequestFixture {
  readonly movement: number;
  readonly agenda: number;
  /** The movement's link token, which opens the calendar request page. */
  readonly token: string;
}

export interface InvitationFixture {
  readonly id: number;
  readonly contact: number;
  readonly group: number;
  readonly lawyer: number;
  /** What opens the invitation's e-mailed link. */
  readonly token: string;
}

/** A type-2 movement waiting for its file, and the link token that opens its file request page. */
export interface FileRequestFixture {
  readonly movement: number;
  readonly token: string;
}

/** The seeded rows the tests act on, found by what they are rather than by hard-coded ids. */
export interface Fixtures {
  /** Demo's active labour case: file request, calendar request, comments. */
  readonly demoCase: CaseFixture;
  /** Demo's pending consultation with an unpaid payment. */
  readonly demoPendingCase: CaseFixture;
  /** Demo's active case with an unpaid payment. */
  readonly demoPaymentCase: CaseFixture;
  /** Demo's case with stored documents. */
  readonly demoDocumentsCase: CaseFixture;
  readonly demoFileRequest: FileRequestFixture;
  readonly demoCalendarRequest: CalendarRequestFixture;
  readonly demoPayment: { readonly movement: number; readonly monto: number };
  /** An appointment of demo's agenda that is no movement's. */
  readonly demoAgenda: number;
  readonly demoUnreadNotification: number;
  readonly demoEmailNotification: number;
  readonly demoInvitation: InvitationFixture;
  readonly otherCase: CaseFixture;
  readonly otherFileRequest: FileRequestFixture;
  readonly otherCalendarRequest: CalendarRequestFixture;
  readonly otherPayment: { readonly movement: number; readonly monto: number };
  readonly otherMovement: number;
  readonly otherAgenda: number;
  readonly otherNotification: number;
  readonly otherInvitation: InvitationFixture;
  /** A visible lawyer of an enabled study no seeded client has a case, link or request with, nor an invitation from their group. */
  readonly freeLawyer: { readonly id: number; readonly group: number; readonly study: number };
  readonly disabledLawyer: { readonly id: number; readonly group: number; readonly study: number };
}

function fixtures(db: Database.Database, demo: Session, other: Session): Fixtures {
  const one = <T>(query: string, ...params: (string | number)[]): T => {
    const row = db.prepare(query).get(...params) as T | undefined;
    if (!row) throw new Error(`Seed fixture missing: ${query} ${params.join(', ')}`);
    return row;
  };
  const caseNamed = (sub: string, name: string): CaseFixture =>
    one(
      'SELECT id_caso AS id, id_grupo AS "group", id_abogado AS lawyer FROM casos WHERE id_justiciable = ? AND nombre = ?',
      sub,
      name,
    );
  const movementOf = (caseId: number, type: number, extra = '') =>
    one<{ id: number }>(
      `SELECT id_movimiento AS id FROM movimientos WHERE id_caso = ? AND id_tipo = ? ${extra} ORDER BY id_movimiento`,
      caseId,
      type,
    ).id;
  const fileRequestOf = (caseId: number): FileRequestFixture =>
    one(
      'SELECT id_movimiento AS movement, link_token AS token FROM movimientos WHERE id_caso = ? AND id_tipo = 2 AND link_archivo IS NULL',
      caseId,
    );
  const calendarRequestOf = (caseId: number): CalendarRequestFixture =>
    one(
      `SELECT m.id_movimiento AS movement, a.id_agenda AS agenda, m.link_token AS token
         FROM movimientos m JOIN agendas a ON a.id_movimiento = m.id_movimiento
        WHERE m.id_caso = ? AND m.id_tipo = 7 AND a.fecha_ini IS NULL`,
      caseId,
    );
  const paymentOf = (caseId: number) =>
    one<{ movement: number; monto: number }>(
      'SELECT id_movimiento AS movement, monto FROM movimientos WHERE id_caso = ? AND id_tipo = 4 AND pagado = 0',
      caseId,
    );
  const invitationOf = (email: string): InvitationFixture =>
    one(
      `SELECT id_invitacion AS id, id_contacto AS contact, id_grupo AS "group", id_abogado AS lawyer, token FROM invitaciones
        WHERE email = ? AND estado = 'pendiente'`,
      email,
    );
  const lawyerRow = (condition: string, order: 'ASC' | 'DESC' = 'ASC') =>
    one<{ id: number; group: number; study: number }>(
      `SELECT ag.id_abogado AS id, ag.id_grupo AS "group", g.id_estudio AS study
         FROM abogados_grupo ag JOIN grupos g ON g.id_grupo = ag.id_grupo JOIN estudios e ON e.id_estudio = g.id_estudio
        WHERE ${condition} ORDER BY ag.id_abogado ${order} LIMIT 1`,
    );

  const demoCase = caseNamed(demo.sub, 'Despido sin causa - Metalúrgica Río Segundo S.A.');
  const demoPaymentCase = caseNamed(demo.sub, 'Divorcio de común acuerdo');
  const otherCase = caseNamed(other.sub, 'Desalojo de local comercial en calle Pellegrini');
  return {
    demoCase,
    demoPendingCase: caseNamed(demo.sub, 'Choque en Av. Circunvalación'),
    demoPaymentCase,
    demoDocumentsCase: caseNamed(demo.sub, 'Reclamo a la prepaga por cobertura de cirugía'),
    demoFileRequest: fileRequestOf(demoCase.id),
    demoCalendarRequest: calendarRequestOf(demoCase.id),
    demoPayment: paymentOf(demoPaymentCase.id),
    demoAgenda: one<{ id: number }>(
      'SELECT id_agenda AS id FROM agendas WHERE id_justiciable = ? AND id_movimiento IS NULL ORDER BY id_agenda',
      demo.sub,
    ).id,
    demoUnreadNotification: one<{ id: number }>(
      'SELECT id_notificacion AS id FROM notificaciones WHERE id_justiciable = ? AND leido = 0',
      demo.sub,
    ).id,
    demoEmailNotification: one<{ id: number }>(
      'SELECT id_notificacion AS id FROM notificaciones WHERE id_justiciable IS NULL AND email = ?',
      demo.email,
    ).id,
    demoInvitation: invitationOf(demo.email),
    otherCase,
    otherFileRequest: fileRequestOf(otherCase.id),
    otherCalendarRequest: calendarRequestOf(otherCase.id),
    otherPayment: paymentOf(otherCase.id),
    otherMovement: movementOf(otherCase.id, 5),
    otherAgenda: one<{ id: number }>(
      'SELECT id_agenda AS id FROM agendas WHERE id_justiciable = ? AND id_movimiento IS NULL ORDER BY id_agenda',
      other.sub,
    ).id,
    otherNotification: one<{ id: number }>(
      'SELECT id_notificacion AS id FROM notificaciones WHERE id_justiciable = ?',
      other.sub,
    ).id,
    otherInvitation: invitationOf(other.email),
    freeLawyer: lawyerRow(
      `e.habilitado = 1 AND ag.visible = 1 AND ag.id_grupo NOT IN (SELECT id_grupo FROM invitaciones)
        AND ag.id_abogado NOT IN (SELECT id_abogado FROM contactos UNION SELECT id_abogado FROM casos UNION SELECT id_abogado FROM solicitudes)`,
      'DESC',
    ),
    disabledLawyer: lawyerRow('e.habilitado = 0'),
  };
}
