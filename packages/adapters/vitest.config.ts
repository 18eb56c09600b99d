import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Tests run against core's src through its `@justiciable/source` export condition, so a change
  // in core needs no rebuild. Vitest's own plugin supplies the server defaults (node,
  // development|production) and Vite merges the lists, so only the extra condition is named here.
  ssr: { resolve: { conditions: ['@justiciable/source'] } },
  test: {
    name: 'adapters',
    include: ['src/**/*.test.ts', 'examples/**/*.test.ts'],
    // The contract tests sign in against an emulator (SRP's big-number arithmetic on both sides)
    // while the other projects share the machine's two cores: slow under load, not wrong.
    testTimeout: 20_000,
  },
});
