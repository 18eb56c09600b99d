import { fileURLToPath } from 'node:url';
import { defineConfig, type Options } from 'tsup';

const shared: Options = {
  entry: {
    index: 'src/index.ts',
    'testing/index': 'src/testing/index.ts',
    'contracts/index': 'src/testing/contracts.ts',
  },
  dts: true,
  sourcemap: true,
  target: 'es2022',
  treeshake: true,
};

// vitest is an optional peer used only by the contract suites (the contracts entry; the testing
// entry never imports it). It is ESM-only, so the CommonJS build points it at a stand-in that
// explains itself instead of failing the whole require().
const vitestFromCommonJs = fileURLToPath(new URL('./src/testing/vitest-from-commonjs.ts', import.meta.url));

export default defineConfig([
  { ...shared, format: 'esm', external: ['vitest'] },
  {
    ...shared,
    format: 'cjs',
    noExternal: ['vitest'],
    esbuildPlugins: [
      {
        name: 'vitest-from-commonjs',
        setup(build) {
          build.onResolve({ filter: /^vitest$/ }, () => ({ path: vitestFromCommonJs }));
        },
      },
    ],
  },
]);
