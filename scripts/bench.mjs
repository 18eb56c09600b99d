// `npm run bench`: builds core and adapters (the benchmarks, run with tsx, import their dist), then runs the benchmarks over
// the emulator's large account. `npm run bench -- adapters` (or `-- load`, `-- browser`, `-- first-load`) runs only that one:
//   adapters    the portal's use-cases over the real adapters (packages/adapters/bench/)
//   load        50 clients at once for 30 s against the emulator: requests/s, latency, errors, lost comments, leaks (packages/adapters/bench/)
//   browser     the web app in headless Chromium, screen by screen, on loopback at CPU 1× and 4× and on 4G (packages/web/bench/)
//   first-load  each route's first visit: JS and CSS fetched, Lighthouse, against React alone (packages/web/bench/)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpm } from './pnpm.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const scenarios = ['adapters', 'load', 'browser', 'first-load'];
const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !scenarios.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown benchmark ${unknown.join(', ')}: choose from ${scenarios.join(', ')}, or none for all.`);
  process.exit(2);
}
const runs = (name) => chosen.length === 0 || chosen.includes(name);

/** Node itself with tsx's loader, in the package whose benchmark it is. */
const runTs = (cwd, file, args = []) =>
  spawnSync(process.execPath, ['--import', 'tsx', file, ...args], { cwd, stdio: 'inherit' }).status ?? 1;

if (pnpm(['install', '--frozen-lockfile', '--prefer-offline'], { cwd: root }) !== 0) process.exit(1);
if (
  pnpm(['--filter', '@justiciable/core', '--filter', '@justiciable/adapters', 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  }) !== 0
)
  process.exit(1);

let failed = false;
if (runs('adapters')) {
  failed = runTs(join(root, 'packages', 'adapters'), 'bench/portal.bench.ts') !== 0 || failed;
}
if (runs('load')) {
  failed = runTs(join(root, 'packages', 'adapters'), 'bench/load.bench.ts') !== 0 || failed;
}
const webBenches = [
  ['browser', 'bench/browser.bench.ts'],
  ['first-load', 'bench/first-load.bench.ts'],
].filter(([name]) => runs(name));
if (webBenches.length > 0) {
  failed = runWeb(webBenches.map(([, file]) => file)) !== 0 || failed;
}
process.exit(failed ? 1 : 0);

/** The web app's benchmarks, one after the other, over one build. */
function runWeb(files) {
  if (spawnSync(process.execPath, [join(root, 'scripts', 'ensure-chromium.mjs')], { stdio: 'inherit' }).status !== 0)
    return 1;
  // A build of its own, as the e2e suite makes: a running `npm start` keeps serving dist/.
  const outDir = mkdtempSync(join(tmpdir(), 'justiciable-bench-web-'));
  try {
    console.log('\nBuilding @justiciable/web for the emulator…');
    const build = [
      '--filter',
      '@justiciable/web',
      'build:emulator',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ];
    // A CPU profile names the app's own functions only in a build that keeps their names.
    if (process.env.BENCH_CPU_PROFILE) build.push('--minify', 'false');
    if (pnpm(build, { cwd: root }) !== 0) return 1;
    let status = 0;
    for (const file of files) status = runTs(join(root, 'packages', 'web'), file, [outDir]) || status;
    return status;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
