// `npm run bench`: builds core (adapters import its dist), then runs the benchmarks.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpm } from './pnpm.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
if (pnpm(['install', '--frozen-lockfile', '--prefer-offline'], { cwd: root }) !== 0) process.exit(1);
if (pnpm(['--filter', '@justiciable/core', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] }) !== 0) process.exit(1);
const bench = spawnSync(process.execPath, ['--import', 'tsx', 'bench/portal.bench.ts'], {
  cwd: join(root, 'packages', 'adapters'),
  stdio: 'inherit',
});
process.exit(bench.status ?? 1);
