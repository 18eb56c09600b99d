import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startEmulator, type RunningEmulator } from '@justiciable/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const packageDir = fileURLToPath(new URL('..', import.meta.url));

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0, data: ':memory:', seed: 'demo' });
});
afterAll(() => emulator.close());

describe('examples/print-my-cases.ts', () => {
  it("signs in to the emulator with the demo account and prints the client's cases with their estado", async () => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'examples/print-my-cases.ts', emulator.url], { cwd: packageDir });
    expect(stdout).toContain(`Sesión iniciada como ${emulator.demo?.email ?? ''}`);
    const cases = stdout.split('\n').filter((line) => /^\d{1,2}\/\d{1,2}\/\d{4}\s+(Pendiente|Activo|Archivado)\s/.test(line));
    expect(cases.length).toBeGreaterThan(1);
    // SPEC §4: a case with pending payments shows as Pendiente.
    for (const line of cases.filter((text) => text.includes('pendiente(s)'))) expect(line).toMatch(/\s+Pendiente\s/);
  }, 60_000);
});
