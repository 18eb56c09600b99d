// The load benchmark's clients (bench/load.bench.ts): a worker thread hosting some of them. Each
// client signs up and confirms over Cognito's wire, starts two consultations (its own cases, each
// with an agenda entry), and at the signal signs in again and loops until the deadline: its
// cases, its agenda, one case's movements, a comment with a marker of its own. Afterwards it reads
// every case back to count the comments it was answered for.
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import {
  consultationCharge,
  createPortal,
  ok,
  type LawyerService,
  type Portal,
  type PortalError,
  type PortalPorts,
  type Result,
  type SignedInClient,
} from '@justiciable/core';
import {
  createAdapters,
  createLegacyApi,
  emulatorConfig,
  LegacyApiCalendarRepository,
  LegacyApiCaseRepository,
  LegacyApiCommentRepository,
  LegacyApiConsultationDesk,
  LegacyApiContactRequests,
  LegacyApiLawyerDirectory,
} from '@justiciable/adapters';
import { ConsoleLogger } from '@aws-amplify/core';
import {
  clientTag,
  type Action,
  type ClientSpec,
  type ReadyClient,
  type ToMain,
  type ToWorker,
  type WorkerInput,
} from './load-protocol';

const TAG = /lc(\d{3})/g;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
/** Keys of api.php rows that name a case or a client. */
const CASE_KEYS = new Set(['id_case', 'id_caso', 'id_asunto']);
const CLIENT_KEYS = new Set(['id_justiciable', 'id_usuario']);

const input = workerData as WorkerInput;
const port = parentPort;
if (port === null) throw new Error('load-client.ts runs as a worker thread of load.bench.ts');

// Amplify warns at every configuration that the emulator's endpoints are not AWS's.
ConsoleLogger.LOG_LEVEL = 'ERROR';
const config = await emulatorConfig(input.url, { readRetries: 0 });
// The ports the load does not use keep Amplify's session, which is nobody's here: a use-case that
// reached one would fail as unauthenticated, not act for another client.
const shared = createAdapters(config);

/*
 * Every answer to a signed-in client passes this tap, which reads the whole JSON as sent: the
 * adapters keep only the fields the portal shows, and another client's id could hide in the rest.
 * It knows the client by the access token, as the emulator does.
 */
const owners = new Map<string, Owner>();
let counting = false;
let requests = 0;
const leaks: string[] = [];

interface Owner {
  readonly index: number;
  readonly sub: string;
  readonly caseIds: ReadonlySet<string>;
}
let clientBySub: ReadonlyMap<string, number> = new Map();

const wireFetch = globalThis.fetch;
globalThis.fetch = async (resource, init) => {
  if (counting) requests++;
  const response = await wireFetch(resource, init);
  const request = resource instanceof Request ? resource : null;
  const authorization = new Headers(request?.headers ?? init?.headers).get('authorization');
  const owner = authorization === null ? undefined : owners.get(authorization.replace(/^Bearer /, ''));
  if (owner !== undefined) checkAnswer(owner, String(request?.url ?? resource), await response.clone().text());
  return response;
};

function checkAnswer(owner: Owner, url: string, text: string): void {
  const action = /api\.php\/([A-Za-z]+)/.exec(url)?.[1] ?? url;
  const leak = (what: string) => leaks.push(`${clientTag(owner.index)} ${action}: ${what}`);
  for (const [, index] of text.matchAll(TAG))
    if (Number(index) !== owner.index) leak(`client ${clientTag(Number(index))}'s text`);
  for (const [uuid] of text.matchAll(UUID)) {
    const other = clientBySub.get(uuid);
    if (other !== undefined && other !== owner.index) leak(`client ${clientTag(other)}'s id`);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return; // not JSON: the adapter reports it as an error
  }
  walk(body, (key, value) => {
    if (value === null || value === '') return;
    if (CASE_KEYS.has(key) && !owner.caseIds.has(String(value))) leak(`case ${String(value)} in ${key}`);
    if (CLIENT_KEYS.has(key) && value !== owner.sub) leak(`client ${String(value)} in ${key}`);
  });
  // A case list and a case's file name their cases by a plain `id`.
  const answer = body as { datos?: unknown; case_data?: { id?: unknown } | null };
  const cases = action === 'listaAsuntos' && Array.isArray(answer.datos) ? (answer.datos as { id?: unknown }[]) : [];
  if (action === 'listaMovimientos' && answer.case_data) cases.push(answer.case_data);
  for (const kase of cases) if (!owner.caseIds.has(String(kase.id))) leak(`case ${String(kase.id)}`);
}

function walk(value: unknown, visit: (key: string, value: unknown) => void): void {
  if (Array.isArray(value)) {
    for (const item of value) walk(item, visit);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      visit(key, item);
      walk(item, visit);
    }
  }
}

/** The use-cases over the real legacy API adapters, carrying this client's token. */
function portalWithToken(token: string): Portal {
  const api = createLegacyApi({
    baseUrl: config.legacyApiBaseUrl,
    timeoutMs: config.timeouts.requestMs,
    readRetries: 0,
    accessToken: async () => ok(token),
    productToken: config.productToken,
  });
  const own: Partial<PortalPorts> = {
    cases: new LegacyApiCaseRepository(api),
    comments: new LegacyApiCommentRepository(api),
    calendar: new LegacyApiCalendarRepository(api),
    directory: new LegacyApiLawyerDirectory(api),
    contactRequests: new LegacyApiContactRequests(api),
    consultations: new LegacyApiConsultationDesk(api),
  };
  return createPortal({ ...shared, ...own });
}

/** One Cognito user-pool call over the wire (AWS JSON 1.1). */
async function cognito(operation: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const response = await fetch(config.userPoolEndpoint ?? '', {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${operation}: HTTP ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

async function signUp(spec: ClientSpec): Promise<string> {
  const attributes = { email: spec.email, phone_number: spec.phone, name: spec.name };
  const signedUp = await cognito('SignUp', {
    ClientId: config.userPoolClientId,
    Username: spec.email,
    Password: spec.password,
    UserAttributes: Object.entries(attributes).map(([Name, Value]) => ({ Name, Value })),
  });
  // The emulator "e-mails" the code to its outbox.
  const outbox = (await (await fetch(`${input.url}/__emulator/outbox.json`)).json()) as {
    kind: string;
    to: string;
    data: { code?: string };
  }[];
  const code = outbox.find((entry) => entry.kind === 'confirmation-code' && entry.to === spec.email)?.data.code;
  if (code === undefined) throw new Error(`no confirmation code for ${spec.email} in the outbox`);
  await cognito('ConfirmSignUp', { ClientId: config.userPoolClientId, Username: spec.email, ConfirmationCode: code });
  return String(signedUp['UserSub']);
}

/*
 * The portal signs in with SRP through Amplify, which keeps one session per JavaScript realm:
 * fifty signed-in clients would need fifty worker threads. Tried here, they took 2.6 GB, and their
 * start left the emulator's thread so little of two cores that config.json missed its 10-second
 * timeout. So each
 * client signs in with the pool's USER_PASSWORD_AUTH flow (which the emulator, and a pool that
 * enables it, accepts) and hands the token to adapters of its own; every read and write still
 * goes through core's use-cases and the real legacy API adapters.
 */
async function signIn(spec: ClientSpec): Promise<string> {
  const answer = await cognito('InitiateAuth', {
    ClientId: config.userPoolClientId,
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: spec.email, PASSWORD: spec.password },
  });
  const token = (answer['AuthenticationResult'] as { AccessToken?: string } | undefined)?.AccessToken;
  if (token === undefined) throw new Error(`InitiateAuth answered no access token for ${spec.email}`);
  return token;
}

const explain = (error: PortalError) => `${error.message} (${error.detail ?? error.kind})`;

function orThrow<T>(result: Result<T, PortalError>, what: string): T {
  if (result.ok) return result.value;
  throw new Error(`${what}: ${explain(result.error)}`);
}

/** Account, then two consultations with a booked meeting each: two cases and two agenda entries. */
async function prepare(
  spec: ClientSpec,
): Promise<ReadyClient & { readonly client: SignedInClient; readonly movementIds: readonly string[] }> {
  const sub = await signUp(spec);
  const portal = portalWithToken(await signIn(spec));
  const client: SignedInClient = { id: sub, name: spec.name, email: spec.email, phone: spec.phone };
  // Consultations that charge nothing now: no payment link in the load.
  const free = (service: LawyerService) => consultationCharge(service).now === 0;
  const lawyers = orThrow(await portal.listDirectory({ client }), 'directory').filter(
    (lawyer) => lawyer.services.some(free) && lawyer.media.length > 0,
  );
  const caseIds: string[] = [];
  const movementIds: string[] = [];
  for (const turn of [0, 1]) {
    const lawyer = lawyers[(spec.index * 2 + turn) % lawyers.length];
    const service = lawyer?.services.find(free);
    const [medium] = lawyer?.media ?? [];
    if (lawyer === undefined || service === undefined || medium === undefined)
      throw new Error('the directory has no lawyer with a service and a medium');
    const day = new Date(Date.now() + (7 + turn) * 86_400_000).toISOString().slice(0, 10);
    const started = await portal.startConsultation({
      client,
      lawyerId: lawyer.id,
      groupId: lawyer.id_grupo,
      clientGroupId: lawyer.id_grupo_justiciable ?? '',
      service,
      medium,
      slot: { date: day, start: '10:00', end: '10:30' },
      title: `Consulta ${turn + 1} de ${clientTag(spec.index)}`,
      description: 'Consulta por un despido',
    });
    const { caseId, movementId } = orThrow(started, 'consultation');
    caseIds.push(caseId);
    movementIds.push(movementId);
  }
  return { index: spec.index, sub, caseIds, client, movementIds };
}

const prepared = await Promise.all(input.clients.map(prepare));
port.postMessage({
  type: 'ready',
  clients: prepared.map(({ index, sub, caseIds }) => ({ index, sub, caseIds })),
} satisfies ToMain);

const start = await new Promise<Extract<ToWorker, { type: 'start' }>>((resolve) => port.once('message', resolve));
clientBySub = new Map(start.everyone.map((other) => [other.sub, other.index]));

const samples: Record<Action, number[]> = { 'sign in': [], cases: [], agenda: [], movements: [], comment: [] };
const errors: string[] = [];
const began = performance.now();
const deadline = began + start.seconds * 1000;
let lastEnd = began;

/** Runs one action, timing it; a failure is counted, never thrown. */
async function timed<T>(
  action: Action,
  who: ClientSpec,
  run: () => Promise<Result<T, PortalError>>,
): Promise<T | null> {
  const started = performance.now();
  let failure: string;
  try {
    const result = await run();
    if (result.ok) return result.value;
    failure = explain(result.error);
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
  } finally {
    const ended = performance.now();
    samples[action].push(ended - started);
    lastEnd = Math.max(lastEnd, ended);
  }
  errors.push(`${clientTag(who.index)} ${action}: ${failure}`);
  return null;
}

interface Acknowledged {
  readonly id: string;
  readonly caseId: string;
  readonly text: string;
}

async function run(
  spec: ClientSpec,
  ready: (typeof prepared)[number],
): Promise<{ readonly portal: Portal | null; readonly acknowledged: Acknowledged[] }> {
  const acknowledged: Acknowledged[] = [];
  const token = await timed('sign in', spec, async () => ok(await signIn(spec)));
  if (token === null) return { portal: null, acknowledged };
  owners.set(token, { index: spec.index, sub: ready.sub, caseIds: new Set(ready.caseIds) });
  const portal = portalWithToken(token);
  const { client } = ready;
  for (let round = 0; performance.now() < deadline; round++) {
    const turn = round % ready.caseIds.length;
    const caseId = ready.caseIds[turn] ?? '';
    const movementId = ready.movementIds[turn] ?? '';
    await timed('cases', spec, () => portal.listCases({ client }));
    await timed('agenda', spec, () => portal.listCalendar({ client }));
    await timed('movements', spec, () => portal.listMovements({ caseId }));
    // The consultation's own movement, where a client comments on what they asked.
    const text = `Comentario ${clientTag(spec.index)} n${round}`;
    const comment = await timed('comment', spec, () => portal.addComment({ client, movementId, text }));
    if (comment !== null) acknowledged.push({ id: comment.id, caseId, text });
  }
  return { portal, acknowledged };
}

counting = true;
const idle = performance.eventLoopUtilization();
const runs = await Promise.all(input.clients.map((spec, at) => run(spec, prepared[at] as (typeof prepared)[number])));
const busy = performance.eventLoopUtilization(idle).utilization;
counting = false;

// Every case read back once the window is over: each acknowledged comment must be there.
let found = 0;
let unacknowledged = 0;
const lost: string[] = [];
await Promise.all(
  runs.map(async ({ portal, acknowledged }, at) => {
    const ready = prepared[at];
    if (portal === null || ready === undefined) return;
    const stored = new Map<string, string>();
    for (const caseId of ready.caseIds) {
      const listed = await portal.listMovements({ caseId });
      if (!listed.ok) {
        errors.push(`${clientTag(ready.index)} read-back of case ${caseId}: ${explain(listed.error)}`);
        continue;
      }
      for (const comment of listed.value.comments) stored.set(comment.id, comment.comentario);
    }
    const answered = new Set(acknowledged.map((comment) => comment.id));
    for (const comment of acknowledged) {
      if (stored.get(comment.id) === comment.text) found++;
      else lost.push(`${clientTag(ready.index)}/${comment.id}`);
    }
    for (const id of stored.keys()) if (!answered.has(id)) unacknowledged++;
  }),
);

port.postMessage({
  type: 'report',
  report: {
    samples,
    requests,
    windowMs: lastEnd - began,
    busy,
    errors,
    acknowledged: runs.reduce((sum, { acknowledged }) => sum + acknowledged.length, 0),
    found,
    lost,
    unacknowledged,
    leaks,
  },
} satisfies ToMain);
