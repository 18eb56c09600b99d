/**
 * Stands in for vitest in the CommonJS build of @justiciable/core/contracts (see tsup.config.ts).
 * Vitest is ESM-only and refuses require(): from CommonJS the contract suites and assertion
 * helpers, which need vitest, say how to load them instead.
 */
function esmOnly(name: string): never {
  throw new Error(
    `@justiciable/core/contracts: ${name}() needs vitest, which is ESM-only; load the contract suites with import, not require.`,
  );
}

export const describe = (): never => esmOnly('describe');
export const it = (): never => esmOnly('it');
export const expect = (): never => esmOnly('expect');
export const beforeEach = (): never => esmOnly('beforeEach');
export const afterEach = (): never => esmOnly('afterEach');
