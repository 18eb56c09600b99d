import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

// The published package as a consumer loads it: from dist, through the exports map.
const run = promisify(execFile);
const packageDir = fileURLToPath(new URL('.', import.meta.url));

const fixedNames = [
  'deriveCaseEstado',
  'valueOrThrow',
  'validatePassword',
  'parsePaymentPrice',
  'parseDocumentKey',
  'documentFromStorageItem',
  'formatDate',
  'formatTime',
  'PortalFailure',
  'calendarEntryFromRow',
  'sortCalendarNewestFirst',
  'filterCalendar',
  'prependCalendarEntry',
  'contactStateFromLatestRequest',
  'sortDirectory',
  'visibleInDirectory',
  'createPortal',
  'catalogue',
  'portalError',
  'ok',
  'err',
];
const testingNames = ['createInMemoryPorts', 'InMemoryCaseRepository', 'aCase', 'seedDemoWorld', 'TEST_PASSWORD'];
const contractNames = [
  'describeCaseRepositoryContract',
  'describeIdentityGatewayContract',
  'expectOk',
  'expectFailure',
];

const probe = `
  const core = LOAD('@justiciable/core');
  const testing = LOAD('@justiciable/core/testing');
  const contracts = LOAD('@justiciable/core/contracts');
  const portal = core.createPortal(testing.createInMemoryPorts());
  console.log(JSON.stringify({
    core: ${JSON.stringify(fixedNames)}.filter((name) => core[name] === undefined),
    testing: ${JSON.stringify(testingNames)}.filter((name) => testing[name] === undefined),
    contracts: ${JSON.stringify(contractNames)}.filter((name) => contracts[name] === undefined),
    estado: core.deriveCaseEstado('Activo', 1),
    useCases: typeof portal.listCases,
  }));
`;

async function load(kind: 'require' | 'import') {
  const script =
    kind === 'require'
      ? probe.replaceAll('LOAD', 'require')
      : `(async () => {${probe.replaceAll('LOAD', 'await import')}})()`;
  const { stdout } = await run(process.execPath, ['-e', script], { cwd: packageDir });
  return JSON.parse(stdout) as {
    core: string[];
    testing: string[];
    contracts: string[];
    estado: string;
    useCases: string;
  };
}

describe('the built @justiciable/core', () => {
  it.each(['require', 'import'] as const)(
    '%s() resolves every entry point and exposes the fixed names',
    async (kind) => {
      const loaded = await load(kind);
      expect(loaded).toEqual({ core: [], testing: [], contracts: [], estado: 'Pendiente', useCases: 'function' });
    },
  );

  it.each(['require', 'import'] as const)(
    '%s() loads the fakes where vitest cannot be found (a script, another test runner)',
    async (kind) => {
      // A resolve hook that answers 'vitest' as a folder without it would: not found.
      const hook = `export async function resolve(specifier, context, next) { if (specifier === 'vitest' || specifier.startsWith('vitest/')) throw Object.assign(new Error("Cannot find package 'vitest'"), { code: 'ERR_MODULE_NOT_FOUND' }); return next(specifier, context); }`;
      const probe = `const testing = ${kind === 'require' ? "require('@justiciable/core/testing')" : "await import('@justiciable/core/testing')"}; const core = await import('@justiciable/core'); const portal = core.createPortal(testing.createInMemoryPorts({ seed: testing.seedDemoWorld })); const signedIn = await portal.signIn({ email: testing.DEFAULT_CLIENT.email, password: testing.TEST_PASSWORD }); console.log(signedIn.ok);`;
      const register = `import { register } from 'node:module'; register('data:text/javascript,' + encodeURIComponent(${JSON.stringify(hook)}));`;
      const { stdout } = await run(
        process.execPath,
        [
          '--import',
          `data:text/javascript,${encodeURIComponent(register)}`,
          '--input-type=module',
          '-e',
          `import { createRequire } from 'node:module'; const require = createRequire(process.cwd() + '/'); ${probe}`,
        ],
        { cwd: packageDir },
      );
      expect(stdout.trim()).toBe('true');
    },
  );

  it('explains, from CommonJS, that the contract suites need ESM (vitest is ESM-only)', async () => {
    const script = `try { require('@justiciable/core/contracts').describeCaseRepositoryContract('x', () => {}) } catch (e) { console.log(e.message) }`;
    const { stdout } = await run(process.execPath, ['-e', script], { cwd: packageDir });
    expect(stdout).toContain('load the contract suites with import, not require');
  });
});

describe('the @justiciable/source condition the workspace resolves', () => {
  it('points every entry point at src, so adapters and web run core without a build', async () => {
    const script = `console.log(JSON.stringify(['@justiciable/core', '@justiciable/core/testing', '@justiciable/core/contracts'].map((name) => import.meta.resolve(name))))`;
    const { stdout } = await run(
      process.execPath,
      ['--conditions=@justiciable/source', '--input-type=module', '-e', script],
      { cwd: packageDir },
    );
    expect(JSON.parse(stdout)).toEqual(
      ['./src/index.ts', './src/testing/index.ts', './src/testing/contracts.ts'].map(
        (path) => new URL(path, import.meta.url).href,
      ),
    );
  });
});
