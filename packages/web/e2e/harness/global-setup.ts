import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalPortal, webRoot, type LocalPortal } from '../../scripts/local-portal';
import type { ServedPortal } from './target';
import { SCREENSHOTS_DIR } from './paths';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One portal per worker (harness/target.ts's servedPortal picks a file's). */
    portals: ServedPortal[];
    /** The build the portals serve, for a test that serves it another way (e2e/nginx.e2e.ts). */
    buildDir: string;
  }
}

/**
 * Once per run: the app built for the emulator into a directory of its own (so a running
 * `npm start` keeps its dist/), unless `npm test` built it already (E2E_WEB_BUILD); then, for
 * each worker the suite runs files on, that build served on a free port beside an in-memory,
 * demo-seeded emulator on another. The build reads the emulator's address at run time, so one
 * build serves every port.
 */
export default async function setup(project: TestProject) {
  // `npm test` builds the app beside its type checks and says where (scripts/test.mjs).
  const prebuilt = process.env.E2E_WEB_BUILD;
  const outDir = prebuilt ?? mkdtempSync(join(tmpdir(), 'justiciable-e2e-web-'));
  rmSync(SCREENSHOTS_DIR, { recursive: true, force: true });
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  if (prebuilt === undefined) await buildApp(outDir);
  else if (!existsSync(join(outDir, 'index.html')))
    throw new Error(`E2E_WEB_BUILD names ${outDir}, which holds no build of the web app.`);
  const running: LocalPortal[] = [];
  const close = async () => {
    await Promise.all(running.map((portal) => portal.close()));
    if (prebuilt === undefined) rmSync(outDir, { recursive: true, force: true });
  };
  // The workers' portals start together; any that started is closed if another fails.
  const started = await Promise.allSettled(
    Array.from({ length: project.config.maxWorkers }, () =>
      startLocalPortal({
        mode: 'preview',
        port: 0,
        outDir,
        logLevel: 'warn',
        // Rate limits off: every browser the suite opens calls from 127.0.0.1, each one a new guest
        // identity and many sign-ins; the emulator's and the adapters' tests run the defaults.
        emulator: { port: 0, data: ':memory:', seed: 'demo', rateLimits: 'off' },
      }),
    ),
  );
  for (const outcome of started) if (outcome.status === 'fulfilled') running.push(outcome.value);
  const failure = started.find((outcome) => outcome.status === 'rejected');
  if (failure !== undefined) {
    await close();
    throw failure.reason;
  }
  project.provide(
    'portals',
    running.map(({ appUrl, emulator }) => {
      if (emulator.demo === null) throw new Error('The e2e emulator was started without its demo seed.');
      return {
        appUrl,
        emulatorUrl: emulator.url,
        demo: { email: emulator.demo.email, password: emulator.demo.password },
      };
    }),
  );
  project.provide('buildDir', outDir);
  return close;
}

/** `vite build --mode emulator` in a process of its own: vitest's NODE_ENV=test would make Vite bundle React's development build. */
function buildApp(outDir: string): Promise<void> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.NODE_ENV;
  const vite = join(webRoot, 'node_modules', '.bin', 'vite');
  const child = spawn(
    vite,
    ['build', '--mode', 'emulator', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: webRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`The e2e build of the web app failed:\n${output}`)),
    );
  });
}
