import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startEmulator, type RunningEmulator } from '@justiciable/emulator';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const packageDir = fileURLToPath(new URL('..', import.meta.url));

let emulator: RunningEmulator;
let folder: string;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0, data: ':memory:', seed: 'demo' });
  folder = await mkdtemp(join(tmpdir(), 'justiciable-export-'));
});
afterAll(async () => {
  await emulator.close();
  await rm(folder, { recursive: true, force: true });
});

describe('examples/export-my-data.ts', () => {
  it("signs in with the demo account, prints the export's progress and saves the ZIP", async () => {
    const { stdout } = await run(
      process.execPath,
      ['--conditions=@justiciable/source', '--import', 'tsx', 'examples/export-my-data.ts', emulator.url, folder],
      { cwd: packageDir },
    );
    expect(stdout).toMatch(/^ {2}0 % {2}los asuntos$/m);
    expect(stdout).toMatch(/^100 % {2}el archivo ZIP$/m);
    const [name] = await readdir(folder);
    expect(name).toMatch(/^mis-datos-justiciable-\d{4}-\d{2}-\d{2}\.zip$/);
    expect(stdout).toContain(`Guardado en ${join(folder, name!)}`);
    const files = unzipSync(new Uint8Array(await readFile(join(folder, name!))));
    expect(strFromU8(files['LEEME.txt']!)).toContain('SUS DATOS EN JUSTICIABLE');
    expect(JSON.parse(strFromU8(files['perfil.json']!))).toMatchObject({ name: 'Lucía Fernández' });
  }, 60_000);
});
