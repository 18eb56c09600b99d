// `npm start`: the portal with the emulator and demo data, on a machine with only Node and npm.
// `npm run dev` (`--dev`): the same with Vite's dev server and hot reload instead of the build.
// `--seed large` (`npm start -- --seed large`): the demo account with thousands of cases and agenda
// entries and a directory of 2,000 lawyers, in a database of its own beside the demo's.
// Installs, builds what is out of date (core's dist, which adapters and web import, then the
// web app for the emulator) and hands over to packages/web/scripts/serve.ts until Ctrl-C.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpm } from './pnpm.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');

/** `--seed demo|large` or `--seed=large`; demo unless told otherwise. */
function seedFromArgs(args) {
  const at = args.findIndex((arg) => arg === '--seed' || arg.startsWith('--seed='));
  if (at === -1) return 'demo';
  const value = args[at].includes('=') ? args[at].slice('--seed='.length) : args[at + 1];
  if (value === 'demo' || value === 'large') return value;
  console.error(`--seed toma demo o large, no '${value ?? ''}'. / --seed takes demo or large.`);
  process.exit(1);
}
const seed = seedFromArgs(process.argv.slice(2));
const at = (...parts) => join(root, ...parts);

if (pnpm(['install', '--frozen-lockfile', '--prefer-offline'], { cwd: root }) !== 0) process.exit(1);

/** The newest modification time under these files and folders (dependencies left out). */
function newest(paths) {
  let latest = 0;
  for (const path of paths) {
    if (!existsSync(path)) continue;
    const stats = statSync(path);
    if (stats.isDirectory()) {
      const children = readdirSync(path).filter((name) => name !== 'node_modules');
      latest = Math.max(latest, newest(children.map((name) => join(path, name))));
    } else {
      latest = Math.max(latest, stats.mtimeMs);
    }
  }
  return latest;
}

/** Up to date when the output was written after every input last changed. */
const upToDate = (output, inputs) => existsSync(output) && statSync(output).mtimeMs > newest(inputs);

/** Builds unless up to date; tells whether it built. */
function build(name, output, inputs, args) {
  if (upToDate(output, inputs)) {
    console.log(`\n${name}: al día, no se vuelve a compilar. / up to date, not rebuilt.`);
    return false;
  }
  console.log(`\nCompilando ${name}… / Building ${name}…`);
  if (pnpm(args, { cwd: root }) !== 0) process.exit(1);
  return true;
}

build(
  '@justiciable/core',
  at('packages/core/dist/index.js'),
  ['src', 'package.json', 'tsconfig.json', 'tsup.config.ts'].map((path) => at('packages/core', path)),
  ['--filter', '@justiciable/core', 'build'],
);

if (!dev) {
  // Written after each emulator build; a production `vite build` empties dist/ and takes it away,
  // so its presence also says the build in dist/ is the emulator's.
  const stamp = at('packages/web/dist/.emulator-build');
  const built = build(
    '@justiciable/web',
    stamp,
    [
      ...['src', 'public', 'index.html', 'vite.config.ts', 'package.json', 'tsconfig.json'].map((path) =>
        at('packages/web', path),
      ),
      at('packages/adapters/src'),
      at('packages/adapters/package.json'),
      at('packages/core/src'),
      at('pnpm-lock.yaml'),
    ],
    ['--filter', '@justiciable/web', 'build:emulator'],
  );
  if (built) writeFileSync(stamp, 'vite build --mode emulator\n');
}

// Node itself with tsx's loader rather than the tsx command, which runs a second process and
// would stand between these signals and the one that must close the emulator.
const child = spawn(
  process.execPath,
  ['--import', 'tsx', at('packages/web/scripts/serve.ts'), ...(dev ? ['--dev'] : []), '--seed', seed],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
// Ctrl-C reaches the whole process group: serve.ts closes the app and the emulator while this
// process waits for it instead of giving the terminal back first. A signal sent to this process
// alone is passed on (serve.ts treats a repeated one as the same request).
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
