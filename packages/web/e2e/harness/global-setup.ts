import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalPortal, webRoot } from '../../scripts/local-portal';
import { SCREENSHOTS_DIR } from './paths';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The app under test, http://127.0.0.1:PORT. */
    appUrl: string;
    /** Its in-memory emulator, for what a test prepares or reads through the wire. */
    emulatorUrl: string;
    /** The seeded demo client. */
    demo: { email: string; password: string };
    /** The build the app is served from, for a test that serves it another way (e2e/nginx.e2e.ts). */
    buildDir: string;
  }
}

/**
 * Once per run: the app built for the emulator into a directory of its own (so a running
 * `npm start` keeps its dist/), served on a free port beside an in-memory, demo-seeded emulator
 * on another. The build reads the emulator's address at run time, so one build serves any port.
 */
export default async function setup(project: TestProject) {
  const outDir = mkdtempSync(join(tmpdir(), 'justiciable-e2e-web-'));
  rmSync(SCREENSHOTS_DIR, { recursive: true, force: true });
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  await buildApp(outDir);
  const portal = await startLocalPortal({
    mode: 'preview',
    port: 0,
    outDir,
    logLevel: 'warn',
    // Rate limits off: every browser the suite opens calls from 127.0.0.1, each one a new guest
    // identity and many sign-ins; the emulator's and the adapters' tests run the defaults.
    emulator: { port: 0, data: ':memory:', seed: 'demo', rateLimits: 'off' },
  });
  const { demo } = portal.emulator;
  if (demo === null) throw new Error('The e2e emulator was started without its demo seed.');
  project.provide('appUrl', portal.appUrl);
  project.provide('emulatorUrl', portal.emulator.url);
  project.provide('demo', { email: demo.email, password: demo.password });
  project.provide('buildDir', outDir);
  return async () => {
    await portal.close();
    rmSync(outDir, { recursive: true, force: true });
  };
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
