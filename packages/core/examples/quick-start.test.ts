import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const packageDir = fileURLToPath(new URL('..', import.meta.url));

describe('examples/quick-start.ts', () => {
  it("runs against the built package and prints the demo client's cases with their estado", async () => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'examples/quick-start.ts'], { cwd: packageDir });
    expect(stdout).toContain('Inicio de sesión rechazado: Su cuenta o contraseña es incorrecta');
    expect(stdout).toContain('Hola, María Fernández');
    expect(stdout).toMatch(/^\d{1,2}\/\d{1,2}\/\d{4} {2}(Pendiente|Activo|Archivado)/m);
  }, 30_000);
});
