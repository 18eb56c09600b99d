// `npm test`: everything a fresh machine with only Node and npm needs, then every check.
// Steps run in order and stop at the first failure; the last line is the plain
// "N passed, N failed" summary of every test run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PNPM } from './pnpm.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const reportFile = join(root, 'test-artifacts', 'vitest-report.json');

const steps = [
  ['install', 'npx', ['-y', PNPM, 'install', '--frozen-lockfile', '--prefer-offline']],
  // The published builds: the package checks and the packed-tarball test read dist/.
  [
    'build packages',
    'npx',
    ['-y', PNPM, '--filter', '@justiciable/core', '--filter', '@justiciable/adapters', 'build'],
  ],
  // One formatter for the whole tree (.prettierrc.json); `npx prettier --write .` applies it.
  ['format', bin('prettier'), ['--check', '.', '--log-level', 'warn']],
  ['lint', bin('eslint'), ['.', '--max-warnings=0']],
  ['boundaries', bin('depcruise'), ['packages', 'deploy', '--config', '.dependency-cruiser.cjs']],
  ...['core', 'adapters', 'emulator', 'web']
    .filter((name) => existsSync(join(root, 'packages', name, 'src')))
    .map((name) => [`types ${name}`, bin('tsc'), ['-p', `packages/${name}`]]),
  ['types core examples', bin('tsc'), ['-p', 'packages/core/tsconfig.examples.json']],
  // The hosting's renderer and the script that hands it the web's headers: no package's tsconfig reaches them.
  ['types deploy', bin('tsc'), ['-p', 'deploy']],
  // publint --strict and attw (node16 and bundler resolutions) on each tarball as npm would pack it.
  ...['core', 'adapters'].map((name) => [
    `package checks ${name}`,
    'npx',
    ['-y', PNPM, '--filter', `@justiciable/${name}`, 'check:package'],
  ]),
  // Named under 'tests', so `node scripts/test.mjs tests` also makes sure the e2e browser is there.
  ['tests browser', process.execPath, [join(root, 'scripts', 'ensure-chromium.mjs')]],
  // The production smoke (packages/web/e2e/nginx.e2e.ts) serves the build with Debian's nginx.
  ['tests web server', process.execPath, [join(root, 'scripts', 'ensure-nginx.mjs')]],
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
];

rmSync(reportFile, { force: true });
mkdirSync(dirname(reportFile), { recursive: true });
const only = process.argv.slice(2);
for (const [name, command, args] of steps) {
  if (only.length > 0 && !only.some((prefix) => name.startsWith(prefix))) continue;
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${name} failed after ${seconds}s`);
    summarize();
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds}s)`);
}
summarize();

function summarize() {
  if (!existsSync(reportFile)) return;
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  console.log(`\n${report.numPassedTests} passed, ${report.numFailedTests} failed`);
}
