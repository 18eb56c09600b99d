// `npm start`: the portal with the emulator and demo data. Until the web app exists
// (packages/web), it says so and starts the emulator alone, so the command never fails silently.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpm } from './pnpm.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
if (pnpm(['install', '--frozen-lockfile', '--prefer-offline'], { cwd: root }) !== 0) process.exit(1);

if (!existsSync(join(root, 'packages', 'web', 'src', 'main.tsx'))) {
  console.log('\nEl portal web (packages/web) todavía no está construido: se inicia solo el emulador.');
  console.log('The web app is not built yet; starting the emulator alone.\n');
}
if (!existsSync(join(root, 'packages', 'emulator', 'src', 'cli.ts'))) {
  console.error('The emulator (packages/emulator) is not built yet either: nothing to start.');
  process.exit(1);
}
process.exit(pnpm(['--filter', '@justiciable/emulator', 'start'], { cwd: root }));
