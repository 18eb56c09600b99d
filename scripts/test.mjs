// `npm test`: everything a fresh machine with only Node and npm needs, then every check.
// Stages run in order and stop at the first failure; the steps of one stage are independent and
// run two at a time (the machine's two cores), each step's output printed whole when it ends.
// The last line is the plain "N passed, N failed" summary of every test run.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PNPM } from './pnpm.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const reportFile = join(root, 'test-artifacts', 'vitest-report.json');
// The app as the e2e suite serves it, built beside the type checks rather than by the suite's
// global setup (e2e/harness/global-setup.ts), which would hold every test file back while it builds.
const e2eWebBuild = join(root, 'test-artifacts', 'e2e-web');
const E2E_WEB_BUILD_STEP = 'tests web build';

const stages = [
  [['install', 'npx', ['-y', PNPM, 'install', '--frozen-lockfile', '--prefer-offline']]],
  [
    // The published builds: the package checks and the packed-tarball test read dist/.
    [
      'build packages',
      'npx',
      ['-y', PNPM, '--filter', '@justiciable/core', '--filter', '@justiciable/adapters', 'build'],
    ],
    // The slowest first, so the two lanes end together.
    ['types web', bin('tsc'), ['-p', 'packages/web']],
    [
      E2E_WEB_BUILD_STEP,
      join(root, 'packages', 'web', 'node_modules', '.bin', 'vite'),
      ['build', '--mode', 'emulator', '--outDir', e2eWebBuild, '--emptyOutDir', '--logLevel', 'warn'],
      // Vite bundles React's development build under NODE_ENV=test; the suite serves the production one.
      { cwd: join(root, 'packages', 'web'), env: { NODE_ENV: undefined } },
    ],
    // One formatter for the whole tree (.prettierrc.json); `npx prettier --write .` applies it.
    ['format', bin('prettier'), ['--check', '.', '--log-level', 'warn']],
    ['lint', bin('eslint'), ['.', '--max-warnings=0']],
    ['boundaries', bin('depcruise'), ['packages', 'deploy', '--config', '.dependency-cruiser.cjs']],
    ...['core', 'adapters', 'emulator'].map((name) => [`types ${name}`, bin('tsc'), ['-p', `packages/${name}`]]),
    ['types core examples', bin('tsc'), ['-p', 'packages/core/tsconfig.examples.json']],
    // The hosting's renderer and the script that hands it the web's headers: no package's tsconfig reaches them.
    ['types deploy', bin('tsc'), ['-p', 'deploy']],
    // Named under 'tests', so `node scripts/test.mjs tests` also makes sure the e2e browser is there.
    ['tests browser', process.execPath, [join(root, 'scripts', 'ensure-chromium.mjs')]],
    // The production smoke (packages/web/e2e/nginx.e2e.ts) serves the build with Debian's nginx.
    ['tests web server', process.execPath, [join(root, 'scripts', 'ensure-nginx.mjs')]],
  ],
  // publint --strict and attw (node16 and bundler resolutions) on each tarball as npm would pack it.
  ['core', 'adapters'].map((name) => [
    `package checks ${name}`,
    'npx',
    ['-y', PNPM, '--filter', `@justiciable/${name}`, 'check:package'],
  ]),
  [
    [
      'tests',
      bin('vitest'),
      [
        'run',
        '--config',
        'vitest.workspace.ts',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${reportFile}`,
      ],
    ],
  ],
];

rmSync(reportFile, { force: true });
mkdirSync(dirname(reportFile), { recursive: true });
const only = process.argv.slice(2);
const lanes = Math.max(1, Math.min(2, availableParallelism()));
const env = { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' };
const started = Date.now();

for (const stage of stages) {
  const steps = stage.filter(([name]) => only.length === 0 || only.some((prefix) => name.startsWith(prefix)));
  const failed = steps.length === 1 ? [await runInherited(steps[0])] : await runTwoAtATime(steps);
  if (failed.some(Boolean)) {
    summarize();
    process.exit(1);
  }
  // Built in this run, so it is the sources' own: the e2e suite serves it instead of building again.
  if (steps.some(([name]) => name === E2E_WEB_BUILD_STEP)) env.E2E_WEB_BUILD = e2eWebBuild;
}
console.log(`\n✔ every step (${seconds(started)}s)`);
summarize();

/** One step with the terminal to itself (the tests' progress shows as it happens); true if it failed. */
async function runInherited([name, command, args, options]) {
  const began = Date.now();
  console.log(`\n▶ ${name}`);
  const status = await new Promise((resolve) => {
    const child = spawn(command, args, { ...spawnOptions(options), stdio: 'inherit' });
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });
  return reportEnd(name, status, began);
}

/** Steps that need nothing of each other, `lanes` at a time; each one's output printed when it ends. */
async function runTwoAtATime(steps) {
  const queue = [...steps];
  const failures = [];
  const lane = async () => {
    for (let step = queue.shift(); step !== undefined; step = queue.shift()) {
      const [name, command, args, options] = step;
      const began = Date.now();
      const { status, output } = await new Promise((resolve) => {
        const chunks = [];
        const child = spawn(command, args, { ...spawnOptions(options), stdio: ['ignore', 'pipe', 'pipe'] });
        child.stdout.on('data', (chunk) => chunks.push(chunk));
        child.stderr.on('data', (chunk) => chunks.push(chunk));
        child.on('error', (error) => resolve({ status: 1, output: String(error) }));
        child.on('close', (code) => resolve({ status: code ?? 1, output: Buffer.concat(chunks).toString() }));
      });
      console.log(`\n▶ ${name}`);
      if (output.trim() !== '') process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
      failures.push(reportEnd(name, status, began));
    }
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  return failures;
}

/** Where a step runs and its environment: the run's, with what the step sets (undefined unsets). */
function spawnOptions({ cwd = root, env: changes = {} } = {}) {
  const stepEnv = { ...env };
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) delete stepEnv[key];
    else stepEnv[key] = value;
  }
  return { cwd, env: stepEnv };
}

function reportEnd(name, status, began) {
  if (status !== 0) {
    console.error(`✖ ${name} failed after ${seconds(began)}s`);
    return true;
  }
  console.log(`✔ ${name} (${seconds(began)}s)`);
  return false;
}

function seconds(since) {
  return ((Date.now() - since) / 1000).toFixed(1);
}

function summarize() {
  if (!existsSync(reportFile)) return;
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  console.log(`\n${report.numPassedTests} passed, ${report.numFailedTests} failed`);
}
