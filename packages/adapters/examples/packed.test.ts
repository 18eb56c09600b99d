import { execFile, spawn } from 'node:child_process';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { copyFile, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { errorMessages } from '@justiciable/core';
import { startEmulator, type RunningEmulator } from '@justiciable/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * What a script author gets from the registry. The packages are packed as they would be
 * published (pnpm pack, which turns the workspace: ranges into versions, and builds dist/ first:
 * each package's prepack) and installed from the tarballs alone in a folder outside the
 * workspace, with no vitest; there the shipped examples run with plain Node, ESM and CommonJS,
 * against an emulator started here, and the shipped TypeScript examples type-check with module
 * NodeNext and strict. The emulator's own tarball is installed there too and started with npx.
 */

const run = promisify(execFile);
const PNPM = 'pnpm@10.34.9';
const workspace = fileURLToPath(new URL('../../..', import.meta.url));
const packageDir = (name: string) => join(workspace, 'packages', name);
/** The workspace's own versions of what the consumer adds beside the tarballs, so the store already has them. */
const installedVersion = async (name: string) =>
  (JSON.parse(await readFile(join(workspace, 'node_modules', name, 'package.json'), 'utf8')) as { version: string })
    .version;

const pnpm = (args: readonly string[], cwd: string) =>
  run('npx', ['-y', PNPM, ...args], {
    cwd,
    env: { ...process.env, npm_config_update_notifier: 'false' },
    maxBuffer: 16 * 1024 * 1024,
  });

/** Plain Node, no loader, no export conditions of the workspace. */
const node = (args: readonly string[], cwd: string) =>
  run(process.execPath, args, { cwd, env: { PATH: process.env['PATH'] ?? '' } });

let emulator: RunningEmulator;
let consumer: string;
let tarballs: { readonly core: string; readonly adapters: string; readonly emulator: string };
/** When packing began: each package's dist/ must have been built after it (prepack). */
let packedFrom: number;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, data: ':memory:', seed: 'demo', rateLimits: 'off' });
  consumer = await mkdtemp(join(tmpdir(), 'justiciable-consumer-'));
  const pack = async (name: string) => {
    const { stdout } = await pnpm(['pack', '--pack-destination', consumer], packageDir(name));
    return stdout.trim().split('\n').at(-1) ?? '';
  };
  packedFrom = Date.now();
  const [core, adapters, emulatorTarball] = await Promise.all([pack('core'), pack('adapters'), pack('emulator')]);
  tarballs = { core, adapters, emulator: emulatorTarball };
  // better-sqlite3 (the emulator's SQLite) is a native module: its install script is allowed, as
  // npm allows it; pnpm 10 asks a project to name the builds it trusts.
  const manifest = {
    name: 'consumer',
    private: true,
    type: 'module',
    pnpm: { onlyBuiltDependencies: ['better-sqlite3'] },
  };
  await writeFile(join(consumer, 'package.json'), JSON.stringify(manifest));
  const { stdout: store } = await pnpm(['store', 'path'], workspace);
  const extras = [
    `typescript@${await installedVersion('typescript')}`,
    `@types/node@${await installedVersion('@types/node')}`,
  ];
  // The workspace's store, and the registry only for what it lacks.
  await pnpm(
    [
      'add',
      tarballs.core,
      tarballs.adapters,
      tarballs.emulator,
      ...extras,
      '--prefer-offline',
      '--store-dir',
      join(store.trim(), '..'),
    ],
    consumer,
  );
  // The first run on a machine may compile better-sqlite3 (where its prebuilt binary cannot be
  // downloaded), a few minutes; pnpm keeps the build in its store, and later runs reuse it.
}, 600_000);

afterAll(async () => {
  await emulator?.close();
  if (consumer !== undefined) await rm(consumer, { recursive: true, force: true });
});

/** Every file an installed package holds, relative to it. */
async function filesOf(name: string): Promise<string[]> {
  const root = join(consumer, 'node_modules', '@justiciable', name);
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/** Copies a shipped example into the consumer's folder, as a user starting from it would. */
async function shippedExample(name: 'core' | 'adapters', file: string): Promise<string> {
  await copyFile(join(consumer, 'node_modules', '@justiciable', name, 'examples', file), join(consumer, file));
  return file;
}

describe('@justiciable/core and @justiciable/adapters installed from their tarballs', () => {
  it.each(['core', 'adapters'])(
    '%s ships its build, README, docs and examples: no sources, tests, benchmarks or configs',
    async (name) => {
      const files = await filesOf(name);
      const unexpected = files.filter(
        (file) =>
          !/^(dist\/.+|docs\/[^/]+\.md|examples\/[^/]+\.(mjs|cjs|ts)|README\.md|package\.json)$/.test(file) ||
          file.endsWith('.test.ts'),
      );
      expect(unexpected).toEqual([]);
      expect(files).toEqual(
        expect.arrayContaining([
          'README.md',
          'docs/use-cases.md',
          'dist/index.js',
          'dist/index.cjs',
          'dist/index.d.ts',
          'dist/index.d.cts',
        ]),
      );
      expect(files.filter((file) => file.startsWith('examples/')).length).toBeGreaterThan(0);
    },
  );

  it.each(['core', 'adapters', 'emulator'])(
    '%s is built when packed (prepack), so no tarball ships without its dist/',
    async (name) => {
      const built = await stat(join(packageDir(name), 'dist', 'index.js'));
      expect(built.mtimeMs).toBeGreaterThanOrEqual(packedFrom);
    },
  );

  it.each(['core', 'adapters', 'emulator'])(
    '%s names its repository, homepage and issues, and the Node it needs',
    async (name) => {
      const manifest = JSON.parse(
        await readFile(join(consumer, 'node_modules', '@justiciable', name, 'package.json'), 'utf8'),
      ) as Record<string, unknown>;
      expect(manifest).toMatchObject({
        repository: { type: 'git', url: expect.stringMatching(/^git\+https:\/\//), directory: `packages/${name}` },
        homepage: expect.stringMatching(/^https:\/\//),
        bugs: { url: expect.stringMatching(/^https:\/\//) },
        engines: { node: '>=20.19' },
      });
      expect(manifest).not.toHaveProperty('private');
    },
  );

  it('installs only the Amplify categories the adapters use, not the aws-amplify umbrella', async () => {
    const installed = await readdir(join(consumer, 'node_modules', '.pnpm'));
    expect(
      installed.filter((entry) =>
        /^(aws-amplify@|@aws-amplify\+(analytics|datastore|notifications|storage)@)/.test(entry),
      ),
    ).toEqual([]);
    expect(installed.filter((entry) => /^@aws-amplify\+(core|auth|api)@/.test(entry))).toHaveLength(3);
  });

  it('loads the fakes of @justiciable/core/testing in plain Node (ESM) without vitest; only the contract suites need it', async () => {
    await writeFile(
      join(consumer, 'fakes.mjs'),
      [
        "import { createPortal } from '@justiciable/core';",
        "import { createInMemoryPorts, DEFAULT_CLIENT, seedDemoWorld, TEST_PASSWORD } from '@justiciable/core/testing';",
        'const portal = createPortal(createInMemoryPorts({ seed: seedDemoWorld }));',
        'const signedIn = await portal.signIn({ email: DEFAULT_CLIENT.email, password: TEST_PASSWORD });',
        'const session = await portal.loadSession();',
        'const cases = session.ok ? await portal.listCases({ client: session.value.client }) : session;',
        "console.log(signedIn.ok && cases.ok ? `${cases.value.length} asuntos` : 'failed');",
        "const contracts = await import('@justiciable/core/contracts').then(() => 'loaded', (error) => error.message);",
        'console.log(`contracts: ${contracts}`);',
      ].join('\n'),
    );
    const { stdout, stderr } = await node(['fakes.mjs'], consumer);
    expect(stdout).toMatch(/^[1-9]\d* asuntos$/m);
    expect(stdout).toContain("contracts: Cannot find package 'vitest'");
    expect(stderr).toBe('');
  }, 60_000);

  it('starts the emulator with npx from its own tarball, and a script through the installed adapters signs in and lists its cases', async () => {
    const files = (await readdir(join(consumer, 'node_modules', '@justiciable', 'emulator'), { recursive: true })).map(
      String,
    );
    expect(files).toEqual(
      expect.arrayContaining(['README.md', 'dist/cli.js', 'dist/index.js', 'dist/migrations/001_cognito.sql']),
    );
    expect(
      files.filter((file) => file.startsWith('src') || file.endsWith('.test.ts') || file.endsWith('.test.js')),
    ).toEqual([]);
    // Its own process group, so stopping it stops npx and the emulator under it.
    const started = spawn('npx', ['@justiciable/emulator', '--seed', 'demo'], {
      cwd: consumer,
      detached: true,
      env: {
        ...process.env,
        PORT: '0',
        DATA: ':memory:',
        EMULATOR_RATE_LIMITS: 'off',
        npm_config_update_notifier: 'false',
      },
    });
    const exited = new Promise<number | null>((resolve) => started.once('exit', (code) => resolve(code)));
    let url = '';
    try {
      let printed = '';
      const ready = await new Promise<{ url: string; email: string; password: string }>((resolve, reject) => {
        started.stdout.on('data', (chunk: Buffer) => {
          printed += chunk.toString();
          const url = /listening on (http:\/\/\S+)/.exec(printed)?.[1];
          const demo = /demo account +(\S+) \/ (\S+)/.exec(printed);
          if (url !== undefined && demo !== null) resolve({ url, email: demo[1] ?? '', password: demo[2] ?? '' });
        });
        started.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
        void exited.then((code) => reject(new Error(`npx @justiciable/emulator exited (${code}): ${printed}`)));
      });
      await writeFile(
        join(consumer, 'against-npx.mjs'),
        [
          "import { createPortal, valueOrThrow } from '@justiciable/core';",
          "import { createAdapters, emulatorConfig } from '@justiciable/adapters';",
          'const [url, email, password] = process.argv.slice(2);',
          'const portal = createPortal(createAdapters(await emulatorConfig(url)));',
          'valueOrThrow(await portal.signIn({ email, password }));',
          'const { client } = valueOrThrow(await portal.loadSession());',
          'const cases = valueOrThrow(await portal.listCases({ client }));',
          'console.log(`${cases.length} asuntos de ${client.email}`);',
          'valueOrThrow(await portal.signOut());',
        ].join('\n'),
      );
      url = ready.url;
      const { stdout } = await node(['against-npx.mjs', ready.url, ready.email, ready.password], consumer);
      expect(stdout).toMatch(new RegExp(`^[1-9]\\d* asuntos de ${ready.email.replace(/[.]/g, '\\.')}$`, 'm'));
    } finally {
      if (started.pid !== undefined && started.exitCode === null) process.kill(-started.pid, 'SIGTERM');
      await exited;
    }
    // Stopped with npx (SIGTERM), the emulator closed: nothing answers where it listened.
    expect(
      await fetch(`${url}/__emulator/config.json`).then(
        () => 'answered',
        () => 'closed',
      ),
    ).toBe('closed');
  }, 120_000);

  it('runs examples/my-cases.mjs with plain Node (ESM): cases, movements, a comment, and a case file saved as bytes', async () => {
    const script = await shippedExample('adapters', 'my-cases.mjs');
    const { stdout } = await node([script, emulator.url, consumer], consumer);
    expect(stdout).toContain(`Sesión iniciada como ${emulator.demo?.email ?? ''}`);
    expect(stdout).toMatch(/^\d{1,2}\/\d{1,2}\/\d{4}\s+(Pendiente|Activo|Archivado)\s/m);
    expect(stdout).toMatch(/^Movimientos de .+:$/m);
    expect(stdout).toMatch(/^Comentario agregado a «.+»$/m);
    const saved = /^Guardado (.+) \((.+), (\d+) bytes\) de /m.exec(stdout);
    expect(saved).not.toBeNull();
    const [, path = '', type, size] = saved ?? [];
    const bytes = await readFile(path);
    expect(bytes.length).toBe(Number(size));
    if (type === 'application/pdf') expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }, 60_000);

  it('runs examples/agenda.cjs with plain Node (CommonJS): the agenda through valueOrThrow, a refusal caught as a PortalFailure', async () => {
    const script = await shippedExample('adapters', 'agenda.cjs');
    const { stdout } = await node([script, emulator.url], consumer);
    expect(stdout).toMatch(/^Agenda de .+$/m);
    expect(stdout).toMatch(/^ {2}(\d{4}-\d{2}-\d{2} \d{2}:\d{2}|sin fecha)\s+\S.*\(.+\)$/m);
    expect(stdout).toContain('Comentario rechazado: Escriba un comentario (campo text)');
  }, 60_000);

  it("answers a script pointed at no emulator with the SDK's typed failure, from CommonJS too", async () => {
    const script = await shippedExample('adapters', 'agenda.cjs');
    const nobody = 'http://127.0.0.1:9';
    const failed: unknown = await node([script, nobody], consumer).catch((error: unknown) => error);
    expect(failed).toMatchObject({
      code: 1,
      stderr: expect.stringContaining(`${errorMessages.network} (unavailable: No emulator answered at ${nobody}`),
    });
  }, 60_000);

  it('type-checks the shipped TypeScript examples as a consumer: module NodeNext, strict, no DOM library, declarations checked', async () => {
    const scripts = [
      await shippedExample('adapters', 'export-my-data.ts'),
      await shippedExample('core', 'quick-start.ts'),
    ];
    const compilerOptions = {
      module: 'NodeNext',
      moduleResolution: 'NodeNext',
      target: 'ES2022',
      lib: ['ES2023'],
      types: ['node'],
      strict: true,
      skipLibCheck: false,
      noEmit: true,
    };
    await writeFile(join(consumer, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: scripts }));
    const checked = await node(
      [join(consumer, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', consumer],
      consumer,
    ).then(
      () => 'no errors',
      (error: { stdout?: string }) => error.stdout ?? String(error),
    );
    expect(checked).toBe('no errors');
  }, 120_000);

  it('answers listCases() and signIn({}) with invalid-input naming the field in plain Node, uses the signed-in client once signed in, and saves a patch that keeps the rest', async () => {
    await writeFile(
      join(consumer, 'checked-input.mjs'),
      [
        "import { createPortal, valueOrThrow } from '@justiciable/core';",
        "import { createAdapters, emulatorConfig } from '@justiciable/adapters';",
        'const [url, email, password] = process.argv.slice(2);',
        'const portal = createPortal(createAdapters(await emulatorConfig(url)));',
        "const said = (answer) => (answer.ok ? 'ok' : `${answer.error.kind} ${answer.error.field ?? '-'}: ${answer.error.message}`);",
        "console.log('listCases()', said(await portal.listCases()));",
        "console.log('signIn({})', said(await portal.signIn({})));",
        "console.log('signIn({ email })', said(await portal.signIn({ email })));",
        'valueOrThrow(await portal.signIn({ email, password }));',
        "console.log('listCases() signed in', valueOrThrow(await portal.listCases()).length, 'asuntos');",
        "console.log('saveLocation countryId 999999', said(await portal.saveLocation({ location: { countryId: 999999 } })));",
        "valueOrThrow(await portal.saveBilling({ billing: { billingCompanyName: 'Pérez Consultora SRL', billingTaxCondition: 'Monotributista' } }));",
        "valueOrThrow(await portal.saveBilling({ billing: { billingTaxCondition: 'Exento' } }));",
        'const { billingInfo } = valueOrThrow(await portal.loadSession()).user;',
        "console.log('billing', billingInfo?.billingName, '/', billingInfo?.condition);",
        'valueOrThrow(await portal.signOut());',
        "console.log('listCases() signed out', said(await portal.listCases()));",
      ].join('\n'),
    );
    const { stdout } = await node(
      ['checked-input.mjs', emulator.url, emulator.demo?.email ?? '', emulator.demo?.password ?? ''],
      consumer,
    );
    expect(stdout).toContain('listCases() invalid-input client: El usuario no está autenticado');
    expect(stdout).toContain('signIn({}) invalid-input email: Complete este campo');
    expect(stdout).toContain('signIn({ email }) invalid-input password: Complete este campo');
    expect(stdout).toMatch(/^listCases\(\) signed in [1-9]\d* asuntos$/m);
    expect(stdout).toContain(
      'saveLocation countryId 999999 invalid-input location.countryId: Elija un país de la lista',
    );
    expect(stdout).toContain('billing Pérez Consultora SRL / Exento');
    expect(stdout).toContain('listCases() signed out invalid-input client: El usuario no está autenticado');
  }, 60_000);

  // A script's process: it must end on its own soon after its last call, and print nothing on
  // stderr. Each script prints how long after its last line the process exited ('exit' fires once
  // nothing holds it); the bar is 1 s, asserted with a 3 s cap so a loaded machine cannot fail it.
  it('ends a live-update script on its own soon after stop() and signOut(), in plain Node with its own WebSocket, printing nothing on stderr', async () => {
    await writeFile(
      join(consumer, 'live-updates.mjs'),
      [
        "import { createPortal, valueOrThrow } from '@justiciable/core';",
        "import { createAdapters, emulatorConfig } from '@justiciable/adapters';",
        'const portal = createPortal(createAdapters(await emulatorConfig(process.argv[2])));',
        "valueOrThrow(await portal.signIn({ email: 'demo@justiciable.test', password: 'demo-2025!' }));",
        'const { client } = valueOrThrow(await portal.loadSession());',
        'const following = valueOrThrow(await portal.followAccount({ client, onChange: () => undefined }));',
        'following.stop();',
        'valueOrThrow(await portal.signOut());',
        'const stoppedAt = performance.now();',
        "console.log('stopped');",
        "process.on('exit', () => console.log(`exited ${Math.round(performance.now() - stoppedAt)} ms later`));",
      ].join('\n'),
    );
    // Node 20's WebSocket is behind a flag (Node 22 has it): no ws package needed.
    const { stdout, stderr } = await node(['--experimental-websocket', 'live-updates.mjs', emulator.url], consumer);
    expect(stderr).toBe('');
    const exited = /^stopped\nexited (\d+) ms later\n$/.exec(stdout);
    expect(exited, stdout).not.toBeNull();
    console.info(`live-updates.mjs exited ${exited?.[1] ?? '?'} ms after stop() and signOut()`);
    expect(Number(exited?.[1])).toBeLessThan(3_000);
  }, 60_000);

  it('resumes a stored session in a second run (fileTokenStorage, mode 0600), without the password; a normal run that reads a case file prints nothing on stderr', async () => {
    await writeFile(
      join(consumer, 'stored-session.mjs'),
      [
        "import { createPortal, valueOrThrow } from '@justiciable/core';",
        "import { createAdapters, emulatorConfig, fileTokenStorage } from '@justiciable/adapters';",
        'const [url, file, password] = process.argv.slice(2);',
        'const portal = createPortal(createAdapters(await emulatorConfig(url), { tokenStorage: fileTokenStorage(file) }));',
        'const stored = await portal.loadSession();',
        "if (stored.ok) console.log('resumed');",
        "else { valueOrThrow(await portal.signIn({ email: 'demo@justiciable.test', password })); console.log('signed in'); }",
        'const { client } = valueOrThrow(await portal.loadSession());',
        'const cases = valueOrThrow(await portal.listCases({ client }));',
        'console.log(`${cases.length} cases`);',
        '// A case file through the Lambda function, so through the AWS SDK, whose Node-version warning must not show.',
        'for (const { id, id_grupo } of cases) {',
        '  const [document] = valueOrThrow(await portal.listCaseDocuments({ caseId: id, groupId: id_grupo }));',
        '  if (document === undefined) continue;',
        '  console.log(`${valueOrThrow(await portal.readCaseFile({ fileKey: document.id })).bytes.length} bytes`);',
        '  break;',
        '}',
      ].join('\n'),
    );
    const file = join(consumer, '.session', 'tokens.json');
    const first = await node(['stored-session.mjs', emulator.url, file, 'demo-2025!'], consumer);
    expect(first.stderr).toBe('');
    expect(first.stdout).toMatch(/^signed in\n\d+ cases\n\d+ bytes\n$/);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const second = await node(['stored-session.mjs', emulator.url, file, 'not the password'], consumer);
    expect(second.stderr).toBe('');
    expect(second.stdout).toBe(first.stdout.replace('signed in', 'resumed'));
  }, 60_000);

  // Calls that end in time, whatever the server does. api.php is a local server that accepts and never
  // answers; the client signs in on the emulator through a portal without limits, sharing the ports.
  it('ends a call against a silent server within timeoutMs, and an aborted call at once, sending nothing after, in plain Node', async () => {
    const seen: { at: number; closed: boolean }[] = [];
    const open = new Set<ServerResponse>();
    const silent = createServer((request, response) => {
      const entry = { at: Date.now(), closed: false };
      seen.push(entry);
      open.add(response);
      response.on('close', () => {
        entry.closed = true;
        open.delete(response);
      });
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      await writeFile(
        join(consumer, 'call-limits.mjs'),
        [
          "import { createPortal, valueOrThrow } from '@justiciable/core';",
          "import { createAdapters, emulatorConfig } from '@justiciable/adapters';",
          'const [url, silent, email, password] = process.argv.slice(2);',
          'const ports = createAdapters({ ...(await emulatorConfig(url)), legacyApiBaseUrl: `${silent}/justiciable-api` });',
          'const setup = createPortal(ports, { timeoutMs: null });',
          'const portal = createPortal(ports, { timeoutMs: 300 });',
          'valueOrThrow(await setup.signIn({ email, password }));',
          'const { client } = valueOrThrow(await setup.loadSession());',
          'const said = (answer, since) => `${answer.ok ? "ok" : `${answer.error.kind} ${answer.error.transport ?? "-"}: ${answer.error.message}`} in ${Math.round(performance.now() - since)} ms`;',
          'let since = performance.now();',
          "console.log('timeoutMs', said(await portal.listCases({ client }), since));",
          'const controller = new AbortController();',
          'const pending = portal.listCases({ client, signal: controller.signal });',
          'await new Promise((resolve) => setTimeout(resolve, 150));',
          'since = performance.now();',
          'controller.abort();',
          "console.log('aborted', said(await pending, since));",
          'since = performance.now();',
          "console.log('already aborted', said(await portal.listCases({ client, signal: AbortSignal.abort() }), since));",
          'console.log(`ended at ${Date.now()}`);',
          '// Long enough for a read to be tried again (250 ms apart), had anything been left running.',
          'await new Promise((resolve) => setTimeout(resolve, 800));',
          'valueOrThrow(await setup.signOut());',
        ].join('\n'),
      );
      const silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
      const { stdout } = await node(
        ['call-limits.mjs', emulator.url, silentUrl, emulator.demo?.email ?? '', emulator.demo?.password ?? ''],
        consumer,
      );
      const timing = (label: string) =>
        Number(new RegExp(`^${label} .* in (\\d+) ms$`, 'm').exec(stdout)?.[1] ?? Number.NaN);
      expect(stdout).toContain(`timeoutMs unavailable timeout: ${errorMessages.timeout} in`);
      // 45.5 s without timeoutMs; generous for a loaded machine.
      expect(timing('timeoutMs')).toBeLessThan(5_000);
      expect(stdout).toContain(`aborted aborted -: ${errorMessages.aborted} in`);
      expect(timing('aborted')).toBeLessThan(1_000);
      expect(stdout).toContain(`already aborted aborted -: ${errorMessages.aborted} in`);
      const endedAt = Number(/^ended at (\d+)$/m.exec(stdout)?.[1]);
      // One request for each of the two calls that were sent (the aborted one may be stopped before
      // reaching the server), each aborted by the client; none after the calls ended, no retry.
      expect(seen.length).toBeGreaterThanOrEqual(1);
      expect(seen.length).toBeLessThanOrEqual(2);
      expect(seen.every((entry) => entry.closed && entry.at <= endedAt)).toBe(true);
    } finally {
      for (const response of open) response.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  }, 60_000);

  // What a script could not do before without the web's code: the agenda as a file, the place
  // lists, and a payment finished from the checkout's return address.
  it("writes the agenda's .ics with reminders, looks places up, and finishes a payment from the checkout's return address, in plain Node", async () => {
    await writeFile(
      join(consumer, 'web-only.mjs'),
      [
        "import { awaitsPayment, cityById, createPortal, TAX_CONDITIONS, valueOrThrow } from '@justiciable/core';",
        "import { createAdapters, emulatorConfig } from '@justiciable/adapters';",
        'const [url, email, password] = process.argv.slice(2);',
        'const portal = createPortal(createAdapters(await emulatorConfig(url)));',
        'valueOrThrow(await portal.signIn({ email, password }));',
        'const { client } = valueOrThrow(await portal.loadSession());',
        'const file = valueOrThrow(await portal.exportCalendarIcs({ client }));',
        'const count = (pattern) => file.text.split(pattern).length - 1;',
        "console.log('ics', file.fileName, file.contentType, file.events, 'events', count('BEGIN:VEVENT'), 'vevents', count('BEGIN:VALARM'), 'alarms', file.text.endsWith('\\r\\n'));",
        "console.log('places', cityById(14004)?.label, cityById(14004)?.province, TAX_CONDITIONS.map((condition) => condition.id).join('|'));",
        'const now = new Date();',
        'for (const kase of valueOrThrow(await portal.listCases({ client }))) {',
        '  const owed = valueOrThrow(await portal.listMovements({ caseId: kase.id })).movements.find((movement) => awaitsPayment(movement, now));',
        '  if (!owed) continue;',
        "  const returnUrl = 'http://127.0.0.1:4999/pago-terminado';",
        '  const { redirectUrl } = valueOrThrow(await portal.createPaymentLink({ lawyerId: kase.id_abogado, caseId: kase.id, movementId: owed.id_movimiento, price: owed.monto, returnUrl }));',
        "  const checkout = await fetch(redirectUrl, { method: 'POST', body: new URLSearchParams({ resultado: 'approved' }), redirect: 'manual' });",
        "  const back = checkout.headers.get('location') ?? '';",
        "  console.log('returned', back.startsWith(`${returnUrl}?`));",
        '  valueOrThrow(await portal.recordPayment({ returnUrl: back, price: owed.monto }));',
        '  const paid = valueOrThrow(await portal.listMovements({ caseId: kase.id })).movements.find((movement) => movement.id_movimiento === owed.id_movimiento);',
        "  console.log('paid', paid?.pagado);",
        '  break;',
        '}',
        'valueOrThrow(await portal.signOut());',
      ].join('\n'),
    );
    const { stdout } = await node(
      ['web-only.mjs', emulator.url, emulator.demo?.email ?? '', emulator.demo?.password ?? ''],
      consumer,
    );
    const ics = /^ics (\S+) (\S+) (\d+) events (\d+) vevents (\d+) alarms (true|false)$/m.exec(stdout);
    expect(ics?.slice(1, 3)).toEqual(['agenda-justiciable.ics', 'text/calendar;charset=utf-8']);
    const [events, vevents, alarms] = [ics?.[3], ics?.[4], ics?.[5]].map(Number);
    expect(events).toBeGreaterThan(0);
    expect(vevents).toBe(events);
    // Two reminders on each event but a cancelled one.
    expect(alarms).toBeGreaterThan(0);
    expect(alarms).toBeLessThanOrEqual(2 * (events ?? 0));
    expect(ics?.[6]).toBe('true');
    expect(stdout).toContain('places Río Cuarto Córdoba Responsable Inscripto|Monotributista|Exento|Consumidor Final');
    expect(stdout).toContain('returned true');
    expect(stdout).toContain('paid true');
  }, 60_000);
});
