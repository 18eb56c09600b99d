import { spawn } from 'node:child_process';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startEmulator, type RunningEmulator } from '@justiciable/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * A script's process as its author sees it (it ends on its own, keeps its session, prints nothing): each script runs in a
 * Node process of its own, as a script does, on the adapters' and core's sources (tsx, and the
 * workspace's `@justiciable/source` condition), against an emulator started here. Timings are
 * measured from the line the script prints once it stopped to the process's exit, which must
 * come on its own (no process.exit) with code 0; the bar is 1 s (a person sees no hang), asserted with a 3 s cap
 * so a loaded machine cannot fail it, and each figure is printed.
 */

const adaptersDir = fileURLToPath(new URL('..', import.meta.url));
const requireHere = createRequire(import.meta.url);
const source = (path: string) => pathToFileURL(join(adaptersDir, '..', path)).href;
const CORE = source('core/src/index.ts');
const ADAPTERS = source('adapters/src/index.ts');
const WS = pathToFileURL(requireHere.resolve('ws')).href;
const TSX = pathToFileURL(requireHere.resolve('tsx')).href;

let emulator: RunningEmulator;
let folder: string;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, data: ':memory:', seed: 'demo', rateLimits: 'off' });
  folder = await mkdtemp(join(tmpdir(), 'justiciable-script-'));
}, 60_000);

afterAll(async () => {
  await emulator?.close();
  if (folder !== undefined) await rm(folder, { recursive: true, force: true });
});

interface ScriptRun {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
  /** From the first line `mark` of stdout to the process's exit, in ms; null when no such line came. */
  readonly afterMarkMs: number | null;
}

/** Runs a script of ESM text in its own Node process, with a 30 s cap after which it is killed. */
async function runScript(
  name: string,
  text: string,
  args: readonly string[],
  { mark = 'stopped', env = {} }: { mark?: string; env?: Record<string, string> } = {},
): Promise<ScriptRun> {
  const path = join(folder, name);
  await writeFile(path, text);
  const child = spawn(process.execPath, ['--import', TSX, '--conditions=@justiciable/source', path, ...args], {
    cwd: folder,
    env: { PATH: process.env['PATH'] ?? '', ...env },
  });
  let stdout = '';
  let stderr = '';
  let markedAt: number | null = null;
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
    if (markedAt === null && stdout.split('\n').includes(mark)) markedAt = performance.now();
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const killer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
    child.on('exit', (...outcome) => resolve(outcome)),
  );
  const exitedAt = performance.now();
  clearTimeout(killer);
  return { code, signal, stdout, stderr, afterMarkMs: markedAt === null ? null : exitedAt - markedAt };
}

/** Signs in, follows the account, then stops as `how` says, printing 'stopped' once done. */
const followingScript = `
import { createPortal, valueOrThrow } from '${CORE}';
import { createAdapters, emulatorConfig } from '${ADAPTERS}';
import WebSocket from '${WS}';
globalThis.WebSocket ??= WebSocket;
const [url, how] = process.argv.slice(2);
const portal = createPortal(createAdapters(await emulatorConfig(url)));
valueOrThrow(await portal.signIn({ email: 'demo@justiciable.test', password: 'demo-2025!' }));
const { client } = valueOrThrow(await portal.loadSession());
const following = valueOrThrow(await portal.followAccount({ client, onChange: () => undefined }));
if (how !== 'signOut') following.stop();
if (how !== 'stop') valueOrThrow(await portal.signOut());
console.log('stopped');
`;

/** Resumes the session kept in the file named, or signs in with the password given; prints which, and the cases' count. */
const storedSessionScript = `
import { createPortal, valueOrThrow } from '${CORE}';
import { createAdapters, emulatorConfig, fileTokenStorage } from '${ADAPTERS}';
const [url, file, password] = process.argv.slice(2);
const portal = createPortal(createAdapters(await emulatorConfig(url), { tokenStorage: fileTokenStorage(file) }));
const stored = await portal.loadSession();
if (stored.ok) console.log('resumed');
else {
  valueOrThrow(await portal.signIn({ email: 'demo@justiciable.test', password }));
  console.log('signed in');
}
const { client } = valueOrThrow(await portal.loadSession());
const cases = valueOrThrow(await portal.listCases({ client }));
console.log('cases ' + cases.length);
// A case file's bytes, through the Lambda function and so the AWS SDK (whose Node-version warning must not show).
for (const asunto of cases) {
  const [document] = valueOrThrow(await portal.listCaseDocuments({ caseId: asunto.id, groupId: asunto.id_grupo }));
  if (document === undefined) continue;
  console.log('file ' + valueOrThrow(await portal.readCaseFile({ fileKey: document.id })).bytes.length);
  break;
}
`;

/** The following script with a logger that prints each line it receives on stdout, as JSON. */
const loggedScript = `
import { createPortal, valueOrThrow } from '${CORE}';
import { createAdapters, emulatorConfig } from '${ADAPTERS}';
import WebSocket from '${WS}';
globalThis.WebSocket ??= WebSocket;
const line = (level) => (...content) => console.log(JSON.stringify({ level, text: content.map(String).join(' ') }));
const logger = { debug: line('debug'), info: line('info'), warn: line('warn'), error: line('error') };
const portal = createPortal(createAdapters(await emulatorConfig(process.argv[2]), { logger }));
valueOrThrow(await portal.signIn({ email: 'demo@justiciable.test', password: 'demo-2025!' }));
const { client } = valueOrThrow(await portal.loadSession());
const following = valueOrThrow(await portal.followAccount({ client, onChange: () => undefined }));
following.stop();
valueOrThrow(await portal.signOut());
console.log('stopped');
`;

describe('a script on the adapters, in its own Node process', () => {
  it.each([
    ['stop() and signOut()', 'both'],
    ['stop() alone', 'stop'],
    ['signOut() alone, while still following', 'signOut'],
  ])(
    'after following the account, exits on its own once it called %s, within the 1 s bar (3 s cap)',
    async (_, how) => {
      const run = await runScript(`follow-${how}.mjs`, followingScript, [emulator.url, how]);
      console.info(`exit ${run.afterMarkMs?.toFixed(0) ?? '?'} ms after ${how}`);
      expect(run.stderr).toBe('');
      expect({ code: run.code, signal: run.signal }).toEqual({ code: 0, signal: null });
      expect(run.afterMarkMs).not.toBeNull();
      expect(run.afterMarkMs).toBeLessThan(3_000);
    },
    40_000,
  );

  it('keeps its session in fileTokenStorage (mode 0600): a second run resumes it without the password, and a sign-out empties it', async () => {
    const file = join(folder, 'session', 'tokens.json');
    const first = await runScript('session.mjs', storedSessionScript, [emulator.url, file, 'demo-2025!'], {
      mark: 'never',
    });
    expect(first.stderr).toBe('');
    expect(first.stdout).toMatch(/^signed in\ncases \d+\nfile \d+\n$/);
    expect((await stat(file)).mode & 0o777).toBe(0o600);

    const second = await runScript('session.mjs', storedSessionScript, [emulator.url, file, 'a wrong password'], {
      mark: 'never',
    });
    expect(second.stderr).toBe('');
    expect(second.stdout).toBe(first.stdout.replace('signed in', 'resumed'));
    expect(second.code).toBe(0);

    const signedOut = await runScript(
      'sign-out.mjs',
      `import { createPortal, valueOrThrow } from '${CORE}';
import { createAdapters, emulatorConfig, fileTokenStorage } from '${ADAPTERS}';
const portal = createPortal(createAdapters(await emulatorConfig(process.argv[2]), { tokenStorage: fileTokenStorage(process.argv[3]) }));
valueOrThrow(await portal.signOut());`,
      [emulator.url, file],
    );
    expect(signedOut.code).toBe(0);
    await expect(stat(file)).rejects.toMatchObject({ code: 'ENOENT' });
  }, 60_000);

  it('prints nothing on stderr on a normal run; a logger given receives what the adapters do, and JUSTICIABLE_DEBUG writes it to stderr', async () => {
    const logged = await runScript('logged.mjs', loggedScript, [emulator.url]);
    expect(logged.stderr).toBe('');
    const lines = logged.stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: string; text: string });
    expect(lines).toEqual(
      expect.arrayContaining([
        { level: 'debug', text: 'identity: signed in as demo@justiciable.test' },
        { level: 'debug', text: "realtime: the account's subscriptions are connected" },
        { level: 'debug', text: "realtime: the account's subscriptions stopped" },
        { level: 'debug', text: expect.stringMatching(/^identity: signed out/) },
      ]),
    );

    const debugged = await runScript('follow-debug.mjs', followingScript, [emulator.url, 'both'], {
      env: { JUSTICIABLE_DEBUG: '1' },
    });
    expect(debugged.code).toBe(0);
    expect(debugged.stdout).toBe('stopped\n');
    expect(debugged.stderr).toContain('[justiciable debug] identity: signed in as demo@justiciable.test');
  }, 60_000);
});
