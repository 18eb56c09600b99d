import { cpSync } from 'node:fs';
import { defineConfig } from 'tsup';

// The published emulator: its API (index) and its command (cli, the package's bin), ESM only as
// the sources are. Every dependency stays external, better-sqlite3 (native) above all. The SQL
// migrations are read at run time beside the code (store/database.ts: ./migrations/), so they
// are copied next to the bundle.
export default defineConfig({
  entry: { index: 'src/index.ts', cli: 'src/cli.ts' },
  format: 'esm',
  dts: { entry: { index: 'src/index.ts' } },
  sourcemap: true,
  target: 'es2022',
  platform: 'node',
  onSuccess: async () => {
    cpSync('src/store/migrations', 'dist/migrations', { recursive: true });
  },
});
