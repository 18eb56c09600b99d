import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import Database from 'better-sqlite3';
import { afterAll, expect, it } from 'vitest';

/*
 * The CLI as a real process on a database file, killed with SIGKILL while api.php comments and
 * movements are being written from a dozen connections at once (a GraphQL and a Lambda write
 * among them), then started again on the same file: every write it answered must be there, and
 * the file must be whole. Only a killed process is tested; docs/data.md, Durability, says what a power
 * cut may lose.
 */

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'justiciable-durability-'));
const data = join(dataDir, 'emulator.sqlite');
const running = new Set<ChildProcess>();

afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

interface Cli {
  readonly child: ChildProcess;
  readonly url: string;
  readonly demo: { readonly email: string; readonly password: string };
  /** Answers once the process has ended. */
  readonly exited: Promise<void>;
}

/** `npm run emulator` on the test's database, on a free port; answers once it has printed its accounts. */
function startCli(): Promise<Cli> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts'], {
    cwd: packageDir,
    env: { ...process.env, PORT: '0', DATA: data, EMULATOR_RATE_LIMITS: 'off' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => running.delete(child));
  let printed = '';
  return new Promise((resolve, reject) => {
    child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    child.stdout?.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      const url = /listening on (http:\S+)/.exec(printed)?.[1];
      const demo = /demo account\s+(\S+) \/ (\S+)/.exec(printed);
      if (url !== undefined && demo?.[1] !== undefined && demo[2] !== undefined)
        resolve({ child, url, demo: { email: demo[1], password: demo[2] }, exited });
    });
    void exited.then(() => reject(new Error(`The emulator exited before it was ready:\n${printed}`)));
  });
}

interface Config {
  readonly region: string;
  readonly userPoolId: string;
  readonly userPoolClientId: string;
  readonly identityPoolId: string;
  readonly uploadFunctionName: string;
  readonly downloadFunctionName: string;
}

/** A client of one running CLI, signed in as the demo account. */
async function signedIn(cli: Cli) {
  const config = (await (await fetch(`${cli.url}/__emulator/config.json`)).json()) as Config;
  const aws = async (path: string, target: string, body: unknown) => {
    const response = await fetch(`${cli.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': target },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${target}: HTTP ${response.status} ${await response.text()}`);
    return (await response.json()) as Record<string, unknown>;
  };
  const signIn = await aws('/cognito', 'AWSCognitoIdentityProviderService.InitiateAuth', {
    ClientId: config.userPoolClientId,
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: cli.demo.email, PASSWORD: cli.demo.password },
  });
  const tokens = signIn['AuthenticationResult'] as { AccessToken: string; IdToken: string };
  const sub = (
    JSON.parse(Buffer.from(tokens.AccessToken.split('.')[1] ?? '', 'base64url').toString()) as { sub: string }
  ).sub;

  const legacy = async (action: string, query: Record<string, string>) => {
    const response = await fetch(`${cli.url}/justiciable-api/api.php/${action}/?${new URLSearchParams(query)}`, {
      headers: { authorization: `Bearer ${tokens.AccessToken}` },
    });
    return {
      http: response.status,
      body: (await response.json()) as { status: number; datos?: unknown; comentarios?: unknown },
    };
  };
  const graphql = async (query: string, variables: Record<string, unknown>) => {
    const response = await fetch(`${cli.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: tokens.AccessToken },
      body: JSON.stringify({ query, variables }),
    });
    return {
      http: response.status,
      body: (await response.json()) as { data?: Record<string, { name?: string } | null> | null },
    };
  };
  const lambda = async () => {
    const logins = { [`cognito-idp.${config.region}.amazonaws.com/${config.userPoolId}`]: tokens.IdToken };
    const { IdentityId } = await aws('/cognito-identity', 'AWSCognitoIdentityService.GetId', {
      IdentityPoolId: config.identityPoolId,
      Logins: logins,
    });
    const { Credentials } = await aws('/cognito-identity', 'AWSCognitoIdentityService.GetCredentialsForIdentity', {
      IdentityId,
      Logins: logins,
    });
    const { AccessKeyId, SecretKey, SessionToken } = Credentials as {
      AccessKeyId: string;
      SecretKey: string;
      SessionToken: string;
    };
    const client = new LambdaClient({
      region: config.region,
      endpoint: `${cli.url}/lambda`,
      credentials: { accessKeyId: AccessKeyId, secretAccessKey: SecretKey, sessionToken: SessionToken },
      maxAttempts: 1,
    });
    return async (functionName: 'upload' | 'download', payload: Record<string, unknown>) => {
      const answer = await client.send(
        new InvokeCommand({
          FunctionName: functionName === 'upload' ? config.uploadFunctionName : config.downloadFunctionName,
          Payload: new TextEncoder().encode(JSON.stringify(payload)),
        }),
      );
      return {
        failed: answer.FunctionError !== undefined,
        body: JSON.parse(new TextDecoder().decode(answer.Payload)) as Record<string, unknown>,
      };
    };
  };
  return { sub, legacy, graphql, lambda };
}

const UPDATE_NAME = 'mutation UpdateUser($input: UpdateUserInput!) { updateUser(input: $input) { id name } }';
const GET_USER = 'query GetUser($id: ID!) { getUser(id: $id) { id name } }';
const CONNECTIONS = 12;
/** Comments answered before the kill; the writes then in flight are cut. */
const KILL_AFTER = 400;

it(
  'finds every answered write after the emulator is killed with SIGKILL mid-stream and started again on the same file',
  { timeout: 30_000 },
  async ({ annotate }) => {
    const first = await startCli();
    const before = await signedIn(first);
    const [kase] = (await before.legacy('listaAsuntos', { id_usuario: before.sub })).body.datos as {
      id: number;
      id_grupo: number;
    }[];
    if (kase === undefined) throw new Error('The demo account has no case');
    const caseId = String(kase.id);
    const groupId = String(kase.id_grupo);
    const [movement] = (await before.legacy('listaMovimientos', { id_asunto: caseId, fileRequest: '0' })).body
      .datos as { id_movimiento: number }[];
    if (movement === undefined) throw new Error("The demo account's case has no movement");
    const invoke = await before.lambda();

    const answered = {
      comments: new Map<string, string>(),
      movements: new Map<string, string>(),
      name: null as string | null,
      file: null as string | null,
    };
    const sent = new Set<string>();
    const fileBytes = Buffer.from('Constancia escrita antes del corte');
    let killed = false;
    let inFlight = 0;
    let inFlightAtKill = 0;
    /** Sends one write, counting it in flight; a write the kill cut off is simply not answered. */
    const attempt = async (write: () => Promise<void>) => {
      inFlight++;
      try {
        await write();
      } catch (error) {
        if (!killed) throw error;
      } finally {
        inFlight--;
      }
    };
    const kill = () => {
      if (killed || answered.comments.size < KILL_AFTER || answered.name === null || answered.file === null) return;
      killed = true;
      inFlightAtKill = inFlight;
      first.child.kill('SIGKILL');
    };

    const comments = async (connection: number) => {
      for (let turn = 0; !killed; turn++) {
        const text = `durable c${connection} n${turn}`;
        sent.add(text);
        // Every tenth write of a connection is a movement, so both tables take writes at the kill.
        const asMovement = turn % 10 === 9;
        await attempt(async () => {
          const { http, body } = asMovement
            ? await before.legacy('addNewMovent', {
                id_case: caseId,
                id_justiciable: before.sub,
                id_tipo: '5',
                descripcion_movimiento: text,
              })
            : await before.legacy('addNewComment', {
                new_comment: text,
                id_movimiento: String(movement.id_movimiento),
                nombre_usuario: 'Lucía',
                id_justiciable: before.sub,
              });
          if (http !== 200 || body.status !== 200)
            throw new Error(
              `${asMovement ? 'addNewMovent' : 'addNewComment'} answered HTTP ${http}, ${JSON.stringify(body)}`,
            );
          if (asMovement)
            answered.movements.set(
              String((JSON.parse(String(body.datos)) as { res: { id_movimiento: number } }).res.id_movimiento),
              text,
            );
          else answered.comments.set(String((body.datos as { id: number }[])[0]?.id), text);
        });
        kill();
      }
    };
    const accountWrite = attempt(async () => {
      const name = 'Lucía Fernández, tras el corte';
      const { http, body } = await before.graphql(UPDATE_NAME, { input: { id: before.sub, name } });
      if (http !== 200 || body.data?.['updateUser']?.name !== name)
        throw new Error(`updateUser answered HTTP ${http}, ${JSON.stringify(body)}`);
      answered.name = name;
    });
    const upload = attempt(async () => {
      const { failed, body } = await invoke('upload', {
        caseId,
        groupId,
        uniqueKey: 'durable',
        fileName: 'constancia.txt',
        fileContent: fileBytes.toString('base64'),
      });
      if (failed || body['statusCode'] !== 200) throw new Error(`The upload answered ${JSON.stringify(body)}`);
      answered.file = String(body['key']);
    });
    await Promise.all([
      accountWrite,
      upload,
      ...Array.from({ length: CONNECTIONS }, (_, connection) => comments(connection)),
    ]);
    await first.exited;
    expect(killed).toBe(true);
    expect(inFlightAtKill).toBeGreaterThan(0);

    const second = await startCli();
    const after = await signedIn(second);
    const { body: file } = await after.legacy('listaMovimientos', { id_asunto: caseId, fileRequest: '0' });
    const storedComments = new Map(
      (file.comentarios as { id: number; comentario: string }[]).map((row) => [String(row.id), row.comentario]),
    );
    const storedMovements = new Map(
      (file.datos as { id_movimiento: number; descripcion_movimiento: string }[]).map((row) => [
        String(row.id_movimiento),
        row.descripcion_movimiento,
      ]),
    );
    for (const [id, text] of answered.comments) expect(storedComments.get(id), `comment ${id}`).toBe(text);
    for (const [id, text] of answered.movements) expect(storedMovements.get(id), `movement ${id}`).toBe(text);
    // Beyond the answered writes, only those cut in flight may have landed, and nothing else.
    const landed = [...storedComments.values(), ...storedMovements.values()].filter((text) =>
      text.startsWith('durable '),
    );
    expect(landed.every((text) => sent.has(text))).toBe(true);
    expect(landed.length - answered.comments.size - answered.movements.size).toBeLessThanOrEqual(inFlightAtKill);

    expect((await after.graphql(GET_USER, { id: after.sub })).body.data?.['getUser']?.name).toBe(answered.name);
    const documents = (await after.legacy('getDocumentsByCase', { case_id: caseId, group_id: groupId })).body.datos as {
      Key: string;
    }[];
    expect(documents.map((document) => document.Key)).toContain(answered.file);
    const { body: link } = await (await after.lambda())('download', { fileLink: answered.file });
    expect(Buffer.from(await (await fetch(String(link['url']))).arrayBuffer())).toEqual(fileBytes);

    const check = new Database(data, { readonly: true, fileMustExist: true });
    try {
      expect(check.pragma('integrity_check', { simple: true })).toBe('ok');
    } finally {
      check.close();
    }
    second.child.kill('SIGTERM');
    await second.exited;
    await annotate(
      `${answered.comments.size} comments, ${answered.movements.size} movements, 1 GraphQL and 1 Lambda write answered; ${inFlightAtKill} in flight at the kill; all found after the restart`,
    );
  },
);
