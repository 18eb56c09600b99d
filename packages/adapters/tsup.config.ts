import { defineConfig } from 'tsup';

// The same ESM and CommonJS builds as @justiciable/core's. Every dependency ships both formats
// (aws-amplify, ofetch, valibot, the AWS SDK), so all stay external and each build loads the
// dependency's own build of its format; @justiciable/core is a peer, the copy the script installed.
export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  target: 'es2022',
  treeshake: true,
});
